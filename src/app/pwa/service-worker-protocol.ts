/**
 * What the page and the service worker agree on. Both sides import this file; keep it
 * free of anything that touches `window` or the worker's scope.
 */

/** Where the build puts the service worker (vite.config.ts: `srcDir` + `filename`). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** Sent by the page when its user accepts the new version: the waiting worker takes over. */
export const SKIP_WAITING = 'tinies:skip-waiting';
