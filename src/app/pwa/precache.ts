/**
 * The service worker's copy of one build: its files and pages, in one Cache Storage
 * cache keyed by URL and revision. Several versions share the cache while a new worker
 * installs beside the old one; each keeps reading its own entries, and the new one
 * removes the rest only once it has taken over.
 */

const CACHE_NAME = 'tinies-precache';
/** Added to the cache key of entries whose URL does not change with their content. */
const REVISION_PARAM = '__revision';

/** An entry of the list the build injects (`self.__WB_MANIFEST`). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Chromium refuses a redirected response as the answer to a navigation: keep a clean copy. */
async function storable(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  const { status, statusText, headers } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

export class Precache {
  /** Cache key of each precached URL (absolute, as requested). */
  private readonly keys = new Map<string, string>();
  /** Entries whose URL alone says their version: the HTTP cache may serve them. */
  private readonly hashed = new Set<string>();

  constructor(entries: readonly PrecacheEntry[], base: string) {
    for (const { url, revision } of entries) {
      const absolute = new URL(url, base);
      const key = new URL(absolute);
      if (revision) key.searchParams.set(REVISION_PARAM, revision);
      else this.hashed.add(absolute.href);
      this.keys.set(absolute.href, key.href);
    }
  }

  /**
   * Fetches every entry the cache does not hold yet. One failure fails the install, so a
   * half-stored version never takes over: the browser tries again on a later visit.
   */
  async install(): Promise<void> {
    const cache = await caches.open(CACHE_NAME);
    await Promise.all(
      [...this.keys].map(async ([url, key]) => {
        if (await cache.match(key)) return;
        const response = await fetch(url, {
          cache: this.hashed.has(url) ? 'default' : 'no-cache',
          credentials: 'same-origin',
        });
        if (!response.ok) throw new Error(`Precaching ${url} failed: HTTP ${response.status}.`);
        await cache.put(key, await storable(response));
      }),
    );
  }

  /** Drops what older versions stored; called once this version has taken over. */
  async removeStale(): Promise<void> {
    const cache = await caches.open(CACHE_NAME);
    const current = new Set(this.keys.values());
    const stale = (await cache.keys()).filter((request) => !current.has(request.url));
    await Promise.all(stale.map((request) => cache.delete(request)));
  }

  has(url: string): boolean {
    return this.keys.has(url);
  }

  /** The stored answer for a URL of this version, if it is one. */
  async match(url: string): Promise<Response | undefined> {
    const key = this.keys.get(url);
    if (!key) return undefined;
    return (await caches.open(CACHE_NAME)).match(key);
  }
}
