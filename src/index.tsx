import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { LanguageProvider, loadMessages } from './app/LanguageProvider';
import { languageInCookie } from './app/languageCookie';
import { appRootElement, lastViewShownIn } from './app/prerendered';
import { preloadAppLayout } from './app/layout/RootLayout';
import { createAppRouter, pageReadAtStart, preloadPageChunk } from './app/routes';
import { readAhead } from './api/client';
import { type RootState, createAppStore } from './app/store';
import './app/global.css';
import { selectIsSignedIn } from './features/session/selectors';
import { languageChosen, selectLanguage } from './store/language';
import { isLanguage } from '@shared/validation/language';

// The language the server chose for this page (the cookie, else Accept-Language): a visitor with
// no stored choice keeps it, so the app does not switch away from the page they are reading.
// (Preloaded without the _persist marker redux-persist adds itself: with it, nothing would be restored.)
const pageLanguage = document.documentElement.lang;
const preloaded = isLanguage(pageLanguage)
  ? ({ language: { current: pageLanguage } } as Partial<RootState>)
  : undefined;
const { store, persistor, runSagas } = createAppStore(preloaded);
const router = createAppRouter();

const restored = (persistor: Persistor) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });

/** Whether redux-persist holds a signed-in user (app/persist.ts: each field JSON inside JSON), read before it restores it. */
function sessionStoredOnDevice() {
  try {
    const session = JSON.parse(localStorage.getItem('persist:session') ?? '{}') as { user?: string };
    return JSON.parse(session.user ?? 'null') !== null;
  } catch {
    return false;
  }
}

/**
 * Once the stored state is back: the sagas start, the stored language's messages arrive, and the
 * app renders; a prerendered page or a page's last view stays on screen meanwhile when it is the
 * page the app will draw (app/prerendered.tsx).
 */
async function start() {
  // A person signed in on this device (the session public/app-loader.js reads too): the signed-in
  // layout's chunk and the page's are fetched while the stored state is read, not after.
  if (sessionStoredOnDevice()) {
    preloadAppLayout();
    preloadPageChunk(window.location.pathname);
  }
  await restored(persistor);
  // A choice the browser sent to the server (app/languageCookie.ts) is newer than the stored one.
  const chosen = languageInCookie();
  if (chosen && chosen !== selectLanguage(store.getState())) store.dispatch(languageChosen(chosen));
  runSagas({ navigate: (path, options) => void router.navigate(path, options) });
  const state = store.getState();
  // The page's read starts now, not once its code has arrived and rendered (app/routes.tsx).
  const read = selectIsSignedIn(state) ? pageReadAtStart(window.location.pathname, state) : undefined;
  if (read) readAhead(() => store.dispatch(read));
  // Messages that cannot be fetched leave the app in the default language (LanguageProvider says so), not unrendered.
  await loadMessages(selectLanguage(state)).catch(() => undefined);
  // What is on screen stays until the app has drawn the same page: the build's prerendered public
  // page for a visitor, the page's last view for a person signed in (app/lastView.ts).
  const keepPrerendered = selectIsSignedIn(state)
    ? lastViewShownIn(selectLanguage(state))
    : selectLanguage(state) === pageLanguage;
  createRoot(appRootElement({ keepPrerendered })).render(
    <StrictMode>
      <Provider store={store}>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </Provider>
    </StrictMode>,
  );
  // Each signed-in page's view is kept as the person leaves it, for the next start (app/lastView.ts).
  void import(/* webpackChunkName: "last-view" */ './app/lastView')
    .then(({ keepLastViews }) => keepLastViews(store, router))
    .catch(() => undefined);
}

void start();
