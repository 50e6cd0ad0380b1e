/** Kindred's one service worker (decisions 047 and 112): Web Push, the app shell and the offline page. */
export const SERVICE_WORKER_URL = '/sw.js';

export const serviceWorkerSupported = (): boolean =>
  typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator;

/**
 * Registers the worker (the browser fetches it again now and then, and installs a new version
 * beside the one running) and calls `onWaiting` when a new version is ready and waits for the page.
 */
export async function registerServiceWorker(onWaiting: (worker: ServiceWorker) => void): Promise<void> {
  if (!serviceWorkerSupported()) return;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  // Waiting only matters when a worker already runs this page (the very first one takes over itself).
  const waiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting);
  };
  waiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') waiting();
    });
  });
}

/** Lets the waiting version take over, then reloads the page on it. */
export function activateWaitingWorker(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'skip-waiting' });
}
