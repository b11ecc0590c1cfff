import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { LanguageProvider } from './app/LanguageProvider';
import { createAppRouter } from './app/routes';
import { createAppStore } from './app/store';
import './app/global.css';

const { store, persistor, runSagas } = createAppStore();
const router = createAppRouter();

function start() {
  runSagas({ navigate: (path, options) => void router.navigate(path, options) });
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
