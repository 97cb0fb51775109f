import { describe, expect, it } from 'vitest';
import { APP_PATHS, APP_SHELL_URL } from '@/shared/app-paths.ts';
import { withAppPages, type PrecacheManifestEntry } from './precache-pages.ts';

const BUILD: PrecacheManifestEntry[] = [
  { url: 'assets/index-a1.js', revision: null, size: 100 },
  { url: 'assets/recipe-book-page-r1.js', revision: null, size: 10 },
  { url: 'favicon.svg', revision: 'f1', size: 3 },
  { url: 'index.html', revision: 'i1', size: 2 },
];

const pagesOf = (entries: PrecacheManifestEntry[]) =>
  withAppPages(entries).manifest.filter((entry) => !entry.url.includes('.'));
const revisionOf = (entries: PrecacheManifestEntry[]) => pagesOf(entries)[0]!.revision;

describe('withAppPages', () => {
  it('keeps every file but index.html, and adds every page and the bare shell', () => {
    const { manifest } = withAppPages(BUILD);
    expect(manifest.map((entry) => entry.url)).toEqual([
      'assets/index-a1.js',
      'assets/recipe-book-page-r1.js',
      'favicon.svg',
      ...APP_PATHS,
      APP_SHELL_URL,
    ]);
    const revisions = new Set(pagesOf(BUILD).map((page) => page.revision));
    expect(revisions.size).toBe(1);
    expect([...revisions][0]).toMatch(/^[0-9a-f]{20}$/);
  });

  it('gives the pages a new revision when any file changes, and the same one otherwise', () => {
    const same = revisionOf(BUILD);
    expect(revisionOf([...BUILD].reverse())).toBe(same);
    const changedChunk = BUILD.map((entry, index) =>
      index === 1 ? { ...entry, url: 'assets/recipe-book-page-r2.js' } : entry,
    );
    const changedShell = BUILD.map((entry) =>
      entry.url === 'index.html' ? { ...entry, revision: 'i2' } : entry,
    );
    expect(revisionOf(changedChunk)).not.toBe(same);
    expect(revisionOf(changedShell)).not.toBe(same);
  });
});
