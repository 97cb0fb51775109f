/**
 * Whether this browser has kept someone's data before: index.html's inline script reads it
 * before the first paint and marks `<html>` with `returning`, so a tool's first screen shows
 * "Loading…" to someone returning and its empty state, prerendered, to a newcomer
 * (`UntilLoaded`). NOTE: index.html spells the key out; a test holds the two together.
 */
export const RETURNING_KEY = 'tinies-returning';

let marked = false;

/** Called once a collection holds a document or someone is signed in on this browser. */
export function markReturning(): void {
  if (marked) return;
  marked = true;
  try {
    localStorage.setItem(RETURNING_KEY, '1');
  } catch {
    // Storage refused (a private window's quota): a newcomer's first paint, then the data.
  }
}
