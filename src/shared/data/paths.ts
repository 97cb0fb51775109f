import { dataError, type DataError } from './errors.ts';
import { MAX_DEPTH, MAX_KEY_BYTES } from './limits.ts';

/**
 * The path grammar of the data store. Everything a user keeps lives at
 * `users/{uid}/{tiny}/{collection}/{docId}[/{field}…]`: segments joined by `/`, each a
 * non-empty key. Free of zod, so the browser can import it.
 */

/** The first segment of every reachable path. */
export const USERS_ROOT = 'users';

/** Where a path points: a user's root, a tool, a collection, a document, or inside one. */
export type DataPathLevel = 'user' | 'tiny' | 'collection' | 'document' | 'field';

export interface DataPath {
  /** The segments joined by `/`, e.g. `users/u1/recipe-book/recipes/r1`. */
  readonly text: string;
  readonly segments: readonly string[];
  /** The owner: the second segment. */
  readonly uid: string;
  readonly level: DataPathLevel;
}

/** Segments in a path to a document (`users/{uid}/{tiny}/{collection}/{docId}`). */
export const DOCUMENT_SEGMENTS = 5;

const LEVELS: readonly DataPathLevel[] = ['user', 'tiny', 'collection', 'document'];

/** The level of a path with `count` segments (at least 2). */
export function levelOf(count: number): DataPathLevel {
  return LEVELS[count - 2] ?? 'field';
}

/** Characters no key may hold besides control characters (U+0000–U+001F, U+007F). */
const FORBIDDEN = new Set(['.', '$', '#', '[', ']', '/'].map((char) => char.charCodeAt(0)));

/** A key as it may appear in a message: quoted, escaped, and cut when long. */
export function describeKey(key: string): string {
  return JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);
}

/**
 * Why `key` cannot be a key, or null when it can: it must be non-empty, at most
 * MAX_KEY_BYTES of UTF-8 (well-formed: no unpaired surrogates), and hold none of
 * `. $ # [ ] /` nor control characters.
 */
export function keyProblem(key: string): string | null {
  if (key.length === 0) return 'keys must not be empty';
  let bytes = 0;
  for (let index = 0; index < key.length; index++) {
    const code = key.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) {
      return `key ${describeKey(key)} holds a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
    }
    if (FORBIDDEN.has(code)) {
      return `key ${describeKey(key)} holds "${String.fromCharCode(code)}"; keys must not hold . $ # [ ] or /`;
    }
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = key.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) {
        return `key ${describeKey(key)} holds an unpaired surrogate`;
      }
      bytes += 4;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return `key ${describeKey(key)} holds an unpaired surrogate`;
    } else bytes += 3;
    if (bytes > MAX_KEY_BYTES) {
      return `key ${describeKey(key)} is longer than ${MAX_KEY_BYTES} bytes`;
    }
  }
  return null;
}

/** Why `segments` cannot follow a path of `depth` segments, or null when they can. */
export function segmentsProblem(segments: readonly string[], depth = 0): string | null {
  if (depth + segments.length > MAX_DEPTH) {
    return `paths have at most ${MAX_DEPTH} segments`;
  }
  for (const segment of segments) {
    const problem = keyProblem(segment);
    if (problem) return problem;
  }
  return null;
}

/**
 * Reads a path. Malformed keys are INVALID_DATA; a path outside `users/{uid}` (the root,
 * `users` itself, any other first segment) is PERMISSION_DENIED, for no one reaches it.
 */
export function parseDataPath(text: string): DataPath | DataError {
  const segments = text === '' ? [] : text.split('/');
  if (segments.length > MAX_DEPTH) {
    return dataError('INVALID_DATA', `Paths have at most ${MAX_DEPTH} segments.`);
  }
  for (const segment of segments) {
    const problem = keyProblem(segment);
    if (problem) return dataError('INVALID_DATA', `Invalid path: ${problem}.`);
  }
  if (segments.length < 2 || segments[0] !== USERS_ROOT) {
    return dataError('PERMISSION_DENIED', 'Paths start with users/{uid}, your own user id.');
  }
  return { text, segments, uid: segments[1]!, level: levelOf(segments.length) };
}

/** Joins paths and segments with `/`, leaving out empty parts. */
export function joinPath(...parts: string[]): string {
  return parts.filter((part) => part !== '').join('/');
}

/**
 * Whether `ancestor` is `path` or lies above it. Segment-wise: `users/u1` is never an
 * ancestor of `users/u10`. NOTE: keys never hold `/`, so a prefix that ends at a `/` is
 * exactly a prefix of whole segments.
 */
export function isAncestorOrSelf(ancestor: string, path: string): boolean {
  if (ancestor === '') return true;
  return path === ancestor || (path.startsWith(ancestor) && path[ancestor.length] === '/');
}

/** `path` relative to `ancestor` (`''` for the same path), or null when not below it. */
export function relativePath(ancestor: string, path: string): string | null {
  if (!isAncestorOrSelf(ancestor, path)) return null;
  if (ancestor === '') return path;
  return path.slice(ancestor.length + 1);
}
