import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import { LanguageProvider } from '../app/LanguageProvider';
import { routes } from '../app/routes';
import { type RootState, createAppStore } from '../app/store';
import type { Language } from '@shared/validation/language';
import type { TestState } from './render';

/*
 * jsdom has no Fetch API, and a data router makes a Request for every navigation, of which it
 * reads only the address and the signal when no route loads data (none of the app's does).
 */
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class {
    readonly url: string;
    readonly signal: AbortSignal | undefined;
    readonly method = 'GET';
    constructor(url: string | URL, init: { signal?: AbortSignal } = {}) {
      this.url = String(url);
      this.signal = init.signal;
    }
  } as unknown as typeof Request;
}

/**
 * The app's own route table in a data router, as index.tsx runs it (the layouts, the guards, the
 * error screens), with the real store and its sagas; `address()` is where the router is now.
 */
export function renderAppRoutes(
  route: string,
  { preloadedState = {}, language = 'it' }: { preloadedState?: TestState; language?: Language } = {},
) {
  window.localStorage.clear();
  const { store, runSagas } = createAppStore({
    ...preloadedState,
    language: { current: language },
  } as Partial<RootState>);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  runSagas({ navigate: (to, options) => void router.navigate(to, options) });
  const result = render(
    <StyleProvider container={document.createElement('div')}>
      <Provider store={store}>
        <LanguageProvider>
          <ConfigProvider theme={{ token: { motion: false } }}>
            <RouterProvider router={router} />
          </ConfigProvider>
        </LanguageProvider>
      </Provider>
    </StyleProvider>,
  );
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, store, router, address };
}
