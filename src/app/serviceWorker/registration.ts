import { SKIP_WAITING } from './messages';

/** The script webpack's InjectManifest writes from serviceWorker.ts (webpack.config.js). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker and offers each new build's worker once it has installed beside
 * the running one (docs/product.md §4.19). `offer` receives `activate`: the waiting worker takes
 * over and the page reloads under it. Not accepted, the new build starts at the next visit. The
 * first install is not offered: the page already runs the build the worker precached.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  offer: (activate: () => void) => void,
  reload: () => void,
) {
  const registration = await container.register(SERVICE_WORKER_URL);
  const offerWorker = (worker: ServiceWorker) =>
    offer(() => {
      container.addEventListener('controllerchange', () => reload(), { once: true });
      worker.postMessage(SKIP_WAITING);
    });
  // A build deployed since this browser's worker started, found by an earlier visit.
  if (registration.waiting && container.controller) offerWorker(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offerWorker(worker);
    });
  });
  return registration;
}
