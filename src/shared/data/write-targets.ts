import { DataStoreError } from './errors.ts';
import { MAX_WRITE_BYTES } from './limits.ts';
import { parseDataPath, segmentsProblem, type DataPath } from './paths.ts';
import { checkValue, isJsonObject, jsonBytes, ownMember } from './values.ts';

/**
 * The checks of a write that need nothing stored: the path, the keys, the depth and the
 * size. Shared so the browser refuses a bad write at once with the server's own words.
 */

/** One place a write puts a value: the full path's segments and the value (null removes). */
export interface WriteTarget {
  segments: string[];
  value: unknown;
}

/** Parses `path` and throws unless it lies under `users/{uid}`. */
export function ownPath(uid: string, path: string): DataPath {
  const parsed = parseDataPath(path);
  if ('code' in parsed) throw DataStoreError.from(parsed);
  if (parsed.uid !== uid) {
    throw new DataStoreError('PERMISSION_DENIED', 'You can only reach your own data.');
  }
  return parsed;
}

function checkSize(value: unknown) {
  const bytes = jsonBytes(value);
  if (bytes > MAX_WRITE_BYTES) {
    throw new DataStoreError(
      'PAYLOAD_TOO_LARGE',
      `One write holds at most ${MAX_WRITE_BYTES} bytes of JSON; this one has ${bytes}.`,
    );
  }
}

/** Child paths of an update, split; throws when one is an ancestor of another. */
function childSegments(base: DataPath, values: object): string[][] {
  const children = Object.keys(values).map((child) => {
    const segments = child.split('/');
    const problem = segmentsProblem(segments, base.segments.length);
    if (problem) {
      throw new DataStoreError(
        'INVALID_DATA',
        `Invalid child path ${JSON.stringify(child)}: ${problem}.`,
      );
    }
    return segments;
  });
  const all = new Set(children.map((segments) => segments.join('/')));
  for (const segments of children) {
    for (let length = 1; length < segments.length; length++) {
      const ancestor = segments.slice(0, length).join('/');
      if (all.has(ancestor)) {
        throw new DataStoreError(
          'INVALID_DATA',
          `An update cannot write both ${ancestor} and ${segments.join('/')}, which lies inside it.`,
        );
      }
    }
  }
  return children;
}

/**
 * Where a write of `input` at `base` puts values: one target for a set (`input` is the
 * value), one per child path for an update (`input` maps child paths to values). Throws
 * INVALID_DATA for bad keys, depth or values, PAYLOAD_TOO_LARGE past MAX_WRITE_BYTES.
 */
export function writeTargets(
  base: DataPath,
  kind: 'set' | 'update',
  input: unknown,
): WriteTarget[] {
  let targets: WriteTarget[];
  if (kind === 'set') {
    targets = [{ segments: [...base.segments], value: input }];
  } else {
    if (!isJsonObject(input)) {
      throw new DataStoreError('INVALID_DATA', 'An update is an object of child paths and values.');
    }
    targets = childSegments(base, input).map((segments) => ({
      segments: [...base.segments, ...segments],
      value: ownMember(input, segments.join('/')),
    }));
  }
  for (const target of targets) checkValue(target.value, [...target.segments]);
  checkSize(input);
  return targets;
}
