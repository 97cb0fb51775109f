import { LISTING_IMPORT_API_PATH } from '../shared/apartment-tour-questions/import-api.ts';
import { FILES_API_PATH, MAX_FILE_BYTES } from '../shared/data/files.ts';
import { MAX_WRITE_BYTES } from '../shared/data/limits.ts';
import { RECIPE_IMPORT_API_PATH } from '../shared/recipe-book/import-api.ts';

/** The largest body one family of routes accepts, and the sentence that refuses more. */
export interface BodyLimit {
  /** A path and everything below it (`/api/data` covers `/api/data/users/…`). */
  path: string;
  bytes: number;
  message: string;
}

const KB = 1024;

/** Room for the multipart boundaries and part headers around an uploaded file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * KB;

/**
 * Room around one write's JSON: whitespace and escapes a client may send, which the
 * store does not count (it measures the value as it stores it). The live socket allows
 * the same room per message.
 */
export const JSON_OVERHEAD_BYTES = 16 * KB;

/**
 * Every route family's body limit, enforced before anything reads the body. Derived from
 * the data store's and the files' own limits, so the two cannot disagree.
 */
export const BODY_LIMITS: readonly BodyLimit[] = [
  {
    path: '/api/auth',
    bytes: 64 * KB,
    message: 'An account request may carry at most 64 KB.',
  },
  {
    path: '/api/data',
    bytes: MAX_WRITE_BYTES + JSON_OVERHEAD_BYTES,
    message: `One write holds at most ${MAX_WRITE_BYTES / KB} KB of JSON.`,
  },
  {
    path: FILES_API_PATH,
    bytes: MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES,
    message: `A file may be at most ${MAX_FILE_BYTES / KB / KB} MB.`,
  },
  {
    // `{ "url": "…" }`: a web address, a few kilobytes at most.
    path: RECIPE_IMPORT_API_PATH,
    bytes: 8 * KB,
    message: 'An import request carries a web address only: at most 8 KB.',
  },
  {
    path: LISTING_IMPORT_API_PATH,
    bytes: 8 * KB,
    message: 'An import request carries a web address only: at most 8 KB.',
  },
];

/** Every other route: health, configuration, the app's pages; none of them takes a body. */
export const DEFAULT_BODY_LIMIT: BodyLimit = {
  path: '/',
  bytes: 16 * KB,
  message: 'A request here may carry at most 16 KB.',
};

/** The limit that applies to `path` (as the router sees it). */
export function bodyLimitOf(
  path: string,
  limits: readonly BodyLimit[] = BODY_LIMITS,
  fallback: BodyLimit = DEFAULT_BODY_LIMIT,
): BodyLimit {
  return (
    limits.find((limit) => path === limit.path || path.startsWith(`${limit.path}/`)) ?? fallback
  );
}
