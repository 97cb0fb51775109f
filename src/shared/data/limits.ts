/**
 * The data store's limits, like those of the hosted realtime database it replaces.
 * Shared so the client can check a write before sending it.
 */

/** Most segments in a path, and deepest nesting of any value below `users`. */
export const MAX_DEPTH = 32;

/** Longest key (one path segment or object key), in UTF-8 bytes. */
export const MAX_KEY_BYTES = 768;

/** Largest single write: the value's JSON (or an update's whole map), in UTF-8 bytes. */
export const MAX_WRITE_BYTES = 256 * 1024;

/**
 * Largest document as stored, in UTF-8 bytes of its JSON. NOTE: every write reads and
 * rewrites a whole document, so without a cap small field writes could grow one without
 * end and make each later write slower.
 */
export const MAX_DOCUMENT_BYTES = 1024 * 1024;

/** Writes per user: a token bucket refilled at `perSecond`, holding at most `burst`. */
export interface WriteRate {
  perSecond: number;
  burst: number;
}

/** Generous for real use (a person typing or importing), tight for a runaway loop. */
export const WRITE_RATE: WriteRate = { perSecond: 50, burst: 200 };
