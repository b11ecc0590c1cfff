/** The page's message asking a waiting service worker to take over now (serviceWorker.ts). */
export const SKIP_WAITING = 'troupe:skip-waiting';
