import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { PUBLIC_PAGES } from '@shared/contracts/publicPages';
import { SKIP_WAITING } from './messages';

/**
 * The service worker (docs/product.md §4.19, docs/decisions.md "Workbox precaches the app"): the
 * app shell and every route chunk are precached by content hash, so a returning person starts
 * without the network. A new build's worker installs beside the running one and waits; it takes
 * over on the next visit, or at once when the person accepts the "new version" prompt
 * (registration.ts), so a page never mixes one build's chunks with another's.
 *
 * It caches no API answer: what a signed-in person last loaded is kept by the store on the device
 * and forgotten at sign-out (app/persist.ts), never in a cache another account could read.
 */
declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  skipWaiting(): Promise<void>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const publicPages = new Set<string>(Object.values(PUBLIC_PAGES));
// The server's own answers outside the app (plugins/crawlers.ts, the /contact redirect, the API).
const SERVER_PATHS = /^\/(api\/|contact$|robots\.txt$|sitemap\.xml$)/;
const appShell = createHandlerBoundToURL('/index.html');

/**
 * A page of the app opens from the precached shell at once. A public page is asked of the server
 * first, which sends it prerendered in the visitor's language (plugins/spa.ts); without a
 * connection the shell draws it instead.
 */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !SERVER_PATHS.test(url.pathname),
  async (options) => {
    const { url, request } = options;
    if (!publicPages.has(url.pathname)) return appShell(options);
    try {
      return await fetch(request);
    } catch {
      return appShell(options);
    }
  },
);

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});
