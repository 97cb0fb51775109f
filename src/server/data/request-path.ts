import { dataError, type DataError } from '../../shared/data/errors.ts';
import { parseDataPath, type DataPath } from '../../shared/data/paths.ts';

/** The URL prefix of the data routes; what follows it is the data path. */
export const DATA_ROUTE_PREFIX = '/api/data/';

/**
 * Encoded slashes, backslashes and dots: a key never holds `/` or `.`, so these are only
 * ever attempts to make one path look like another.
 */
const ENCODED_TRICK = /%2f|%5c|%2e/i;

/**
 * The data path of a request target as the client sent it (before any URL normalisation
 * resolved `..` or decoded anything): everything after `/api/data/`, query dropped.
 * Refuses encoded slashes, backslashes and dots and empty segments, then decodes each
 * segment exactly once and parses the result.
 */
export function dataPathOfTarget(target: string): DataPath | DataError {
  const invalid = (reason: string) => dataError('INVALID_DATA', `Invalid path: ${reason}.`);
  // An absolute-form target (`GET http://host/api/data/…`) starts with its origin.
  const pathname = target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').split('?')[0]!;
  if (!pathname.startsWith(DATA_ROUTE_PREFIX)) {
    return pathname === DATA_ROUTE_PREFIX.slice(0, -1)
      ? parseDataPath('')
      : invalid('not a data URL');
  }
  const raw = pathname.slice(DATA_ROUTE_PREFIX.length);
  if (ENCODED_TRICK.test(raw)) return invalid('encoded "/", "\\" or "." are not allowed');
  if (raw.includes('\\')) return invalid('"\\" is not allowed');
  if (raw === '') return parseDataPath('');
  const segments = raw.split('/');
  if (segments.some((segment) => segment === ''))
    return invalid('empty segment (a double or trailing slash)');
  const decoded: string[] = [];
  for (const segment of segments) {
    try {
      decoded.push(decodeURIComponent(segment));
    } catch {
      return invalid('a malformed percent-encoding');
    }
  }
  return parseDataPath(decoded.join('/'));
}
