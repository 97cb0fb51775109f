import { SERVICE_WORKER_URL, SKIP_WAITING } from './service-worker-protocol.ts';

/** A long-open tab asks for a new version when it is shown again, at most this often. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface ServiceWorkerOptions {
  /**
   * A new version has installed and waits. `reload` hands over to it and reloads this tab;
   * until then the tab keeps running the version it started with, whose files stay stored.
   */
  onUpdateReady: (reload: () => void) => void;
}

/**
 * Registers the service worker and reports new versions. Loaded on its own after the
 * page has loaded, so it never weighs on the first paint.
 */
export async function registerServiceWorker({ onUpdateReady }: ServiceWorkerOptions) {
  const container = navigator.serviceWorker;
  // NOTE: `updateViaCache: 'none'`: the update check always asks the server for the
  // worker script, whatever a proxy or the HTTP cache hold.
  const registration = await container.register(SERVICE_WORKER_URL, {
    scope: '/',
    updateViaCache: 'none',
  });

  let offered = false;
  const offer = (worker: ServiceWorker) => {
    if (offered) return;
    offered = true;
    onUpdateReady(() => {
      // Another tab may already have accepted it: then it controls this one too.
      if (container.controller === worker) {
        location.reload();
        return;
      }
      container.addEventListener('controllerchange', () => location.reload(), { once: true });
      worker.postMessage({ type: SKIP_WAITING });
    });
  };
  // Without a controller this is the first install: nothing older to replace.
  const follow = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });

  if (registration.waiting && container.controller) offer(registration.waiting);
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });

  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {
      // Offline or the server is away: the next check will do.
    });
  });
}
