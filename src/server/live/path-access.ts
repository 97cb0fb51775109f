import type { DataError } from '../../shared/data/errors.ts';
import { isAncestorOrSelf, parseDataPath, type DataPath } from '../../shared/data/paths.ts';
import { authorise } from '../data/rules.ts';

/**
 * The path of a live message, parsed and checked against the same rules as HTTP: only
 * under the signed-in user's own root. `uid` is a verified user's (the upgrade checked).
 */
export function livePath(uid: string, text: string): DataPath | DataError {
  const path = parseDataPath(text);
  if ('code' in path) return path;
  return authorise({ user: { id: uid, emailVerified: true } }, path) ?? path;
}

/** Whether a change at one path can alter the value at the other (either lies above the other). */
export function pathsOverlap(a: string, b: string): boolean {
  return isAncestorOrSelf(a, b) || isAncestorOrSelf(b, a);
}
