import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
export const MANIFEST = fileURLToPath(
  new URL('../dist/client/.vite/manifest.json', import.meta.url),
);
export const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));
