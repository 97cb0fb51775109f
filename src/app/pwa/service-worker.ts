/// <reference lib="webworker" />
import { APP_SHELL_URL, normalisePath } from '@/shared/app-paths.ts';
import { Precache, type PrecacheEntry } from './precache.ts';
import { SKIP_WAITING } from './service-worker-protocol.ts';

/**
 * The service worker, built by vite-plugin-pwa (`injectManifest`) into
 * `/service-worker.js`. It keeps this build's files and prerendered pages so every route
 * opens offline:
 * - pages (navigations): the network first, so an online visit always gets the current
 *   version; the stored page for that route (or the bare shell) when the network fails
 *   or is too slow;
 * - files of this build (`/assets/…`, the icon, the manifest): from the stored copy;
 * - `/api/*` and anything else: not touched, never stored.
 * A new version installs beside the running one and waits until the page accepts it
 * (`SKIP_WAITING`) or every tab of the old one is closed.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

/** How long a navigation waits for the network before a stored page is shown instead. */
const NAVIGATION_TIMEOUT_MS = 4000;

const precache = new Precache(self.__WB_MANIFEST, self.registration.scope);

self.addEventListener('install', (event) => {
  event.waitUntil(precache.install());
});

self.addEventListener('activate', (event) => {
  // Claiming makes the first visit's page work offline without a reload.
  event.waitUntil(precache.removeStale().then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

/** The stored page for a URL: its route's prerendered page, else the bare shell. */
async function storedPage(url: URL): Promise<Response | undefined> {
  // A query changes what a page shows, so only the shell (rendered in the browser) fits.
  const page = url.search ? undefined : new URL(normalisePath(url.pathname), url.origin).href;
  return (
    (page ? await precache.match(page) : undefined) ??
    (await precache.match(new URL(APP_SHELL_URL, url.origin).href))
  );
}

async function openPage(request: Request): Promise<Response> {
  const network = fetch(request);
  // NOTE: the network request may fail after the stored page has been shown.
  network.catch(() => {});
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS));
  try {
    const response = await Promise.race([network, timeout]);
    if (response) return response;
  } catch {
    // Offline: the stored page below.
  }
  return (await storedPage(new URL(request.url))) ?? network;
}

async function openFile(request: Request): Promise<Response> {
  return (await precache.match(request.url)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(openPage(request));
  } else if (url.pathname.includes('.') && precache.has(request.url)) {
    // Only files (app routes never contain a dot): a script's fetch of a page goes out.
    event.respondWith(openFile(request));
  }
});
