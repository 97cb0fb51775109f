import { createHash } from 'node:crypto';
import { APP_PATHS, APP_SHELL_URL } from '../../shared/app-paths.ts';

/** One file the service worker keeps, as workbox-build lists it for the injected manifest. */
export interface PrecacheManifestEntry {
  /** Relative to the build folder for files; absolute for pages. */
  url: string;
  /** Null when the URL itself carries a content hash (everything under `assets/`). */
  revision: string | null;
  size: number;
}

/**
 * Build time (vite.config.ts): turns the list of built files into the service worker's
 * precache list, adding every app page and the bare shell so each route opens offline.
 *
 * NOTE: the pages are prerendered after the client build that makes the service worker,
 * so their bytes are unknown here. Every byte of them comes from `index.html` and the
 * bundles, whose revisions are known, so one revision made from all of those changes
 * whenever a page can: a build that changes anything refreshes the pages, and a build
 * that changes nothing keeps them. `index.html` itself is not served at its own URL
 * (the server answers `/index.html` as an unknown page), so it only feeds that revision.
 */
export function withAppPages(entries: PrecacheManifestEntry[]): {
  manifest: PrecacheManifestEntry[];
} {
  const build = createHash('sha256');
  for (const { url, revision } of [...entries].sort((a, b) => (a.url < b.url ? -1 : 1))) {
    build.update(`${url} ${revision ?? ''}\n`);
  }
  const revision = build.digest('hex').slice(0, 20);
  const files = entries.filter((entry) => entry.url !== 'index.html');
  const pages = [...APP_PATHS, APP_SHELL_URL].map((url) => ({ url, revision, size: 0 }));
  return { manifest: [...files, ...pages] };
}
