import { DataStoreError } from './errors.ts';
import { MAX_DEPTH } from './limits.ts';
import { keyProblem } from './paths.ts';
import type { JsonValue } from './protocol.ts';

/**
 * The value semantics of the store, like the hosted realtime database it replaces:
 * JSON values where `null` means absent, objects left empty vanish, and arrays are kept
 * whole as values (a path cannot address into one). Pure and browser-safe: the server
 * applies writes with these, and the browser's data client applies the same writes
 * optimistically, so both sides agree on every value.
 */

export type JsonObject = { [key: string]: JsonValue };

export function isJsonObject(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** `object[key]` when it is the object's own member; never something inherited. */
export function ownMember(object: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Sets an own member. NOTE: plain assignment of `__proto__` would replace the object's
 * prototype instead of adding a member, and `__proto__` is a valid key.
 */
export function setOwnMember(object: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__') {
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else object[key] = value;
}

function invalid(trail: readonly string[], reason: string): DataStoreError {
  return new DataStoreError('INVALID_DATA', `Invalid data at ${trail.join('/')}: ${reason}.`);
}

/**
 * Throws INVALID_DATA unless `value` is JSON the store can keep under a path of `trail`
 * (its segments): finite numbers, text without U+0000 or unpaired surrogates (which
 * PostgreSQL cannot store), valid keys, and no node deeper than MAX_DEPTH segments.
 * NOTE: the depth is checked before descending, so this never recurses deeper than
 * MAX_DEPTH however deep the input nests.
 */
export function checkValue(value: unknown, trail: string[]): asserts value is JsonValue {
  switch (typeof value) {
    case 'boolean':
      return;
    case 'number':
      if (!Number.isFinite(value)) throw invalid(trail, 'numbers must be finite');
      return;
    case 'string':
      if (!value.isWellFormed()) throw invalid(trail, 'text holds an unpaired surrogate');
      if (value.includes('\0')) throw invalid(trail, 'text must not hold U+0000');
      return;
    case 'object': {
      if (value === null) return;
      const isArray = Array.isArray(value);
      if (!isArray && !isJsonObject(value)) throw invalid(trail, 'not a JSON value');
      const keys = isArray ? value.map((_, index) => String(index)) : Object.keys(value);
      if (keys.length === 0) return;
      if (trail.length + 1 > MAX_DEPTH) {
        throw invalid(trail, `values nest at most ${MAX_DEPTH} levels (path segments included)`);
      }
      for (const key of keys) {
        if (!isArray) {
          const problem = keyProblem(key);
          if (problem) throw invalid(trail, problem);
        }
        trail.push(key);
        checkValue((value as Record<string, unknown>)[key], trail);
        trail.pop();
      }
      return;
    }
    default:
      throw invalid(trail, `${typeof value} is not a JSON value (null removes)`);
  }
}

/**
 * `value` without null members and with emptied objects removed, up to `value` itself
 * (null when nothing is left). Arrays are values: kept exactly as written.
 */
export function prune(value: JsonValue): JsonValue {
  if (!isJsonObject(value)) return value;
  let result: JsonObject | null = null;
  for (const key of Object.keys(value)) {
    const child = prune(value[key]!);
    if (child === null) continue;
    result ??= {};
    setOwnMember(result, key, child);
  }
  return result;
}

/**
 * Whether two JSON values are equal, whatever the order of their objects' members
 * (stored JSON and a browser's object may list them differently). Null and absent are
 * the same: `prune` them first where that matters.
 */
export function sameJson(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return (
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index]!))
    );
  }
  if (!isJsonObject(a) || !isJsonObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key]!, b[key]!));
}

function arrayInPath(path: readonly string[]): DataStoreError {
  return new DataStoreError(
    'INVALID_DATA',
    `Invalid path: ${path.join('/')} holds an array, and a path cannot address into one.`,
  );
}

/**
 * The value at `fields` below `value` (null when absent). `base` are the segments of
 * `value` itself, for messages. Throws INVALID_DATA when the path goes into an array.
 */
export function readAt(value: JsonValue, fields: readonly string[], base: readonly string[]) {
  let node = value;
  for (let index = 0; index < fields.length; index++) {
    if (Array.isArray(node)) throw arrayInPath([...base, ...fields.slice(0, index)]);
    if (!isJsonObject(node)) return null;
    node = ownMember(node, fields[index]!) ?? null;
  }
  return node;
}

/**
 * `value` with `child` (pruned) put at `fields` below it: null removes, missing objects
 * are created, a text or number in the way becomes an object, and objects emptied on the
 * way up vanish (null when nothing is left). `value` itself is not changed.
 *
 * `owned` serves a batch of writes applied one after another: objects this batch created
 * (and so nobody else holds) are changed in place rather than copied again, so N writes
 * into one large object copy it once, not N times.
 */
export function writeAt(
  value: JsonValue,
  fields: readonly string[],
  child: JsonValue,
  base: readonly string[],
  owned?: WeakSet<object>,
): JsonValue {
  if (fields.length === 0) return child;
  if (Array.isArray(value)) throw arrayInPath(base);
  const [key, ...rest] = fields as [string, ...string[]];
  const object = isJsonObject(value) ? value : null;
  const copy: JsonObject = object && owned?.has(object) ? object : { ...object };
  owned?.add(copy);
  const next = writeAt(ownMember(copy, key) ?? null, rest, child, [...base, key], owned);
  if (next !== null) {
    setOwnMember(copy, key, next);
    return copy;
  }
  delete copy[key];
  return Object.keys(copy).length === 0 ? null : copy;
}

const encoder = new TextEncoder();

/** UTF-8 bytes of `text` (no `Buffer`: this runs in the browser too). */
export function utf8Bytes(text: string): number {
  return encoder.encode(text).byteLength;
}

/** UTF-8 bytes of the value's JSON. */
export function jsonBytes(value: unknown): number {
  return utf8Bytes(JSON.stringify(value));
}
