import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { LanguageProvider, loadMessages } from './app/LanguageProvider';
import { createAppRouter } from './app/routes';
import { createAppStore } from './app/store';
import './app/global.css';
import { selectLanguage } from './store/language';

const { store, persistor, runSagas } = createAppStore();
const router = createAppRouter();

/** Once the stored state is back: the sagas start, and the stored language's messages arrive before the first render. */
function start() {
  runSagas({ navigate: (path, options) => void router.navigate(path, options) });
  return loadMessages(selectLanguage(store.getState()));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate persistor={persistor} onBeforeLift={start}>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
