import { DOCUMENT_SEGMENTS, isAncestorOrSelf } from '@/shared/data/paths.ts';
import type {
  JsonValue,
  RemoveMessage,
  SetMessage,
  UpdateMessage,
} from '@/shared/data/protocol.ts';
import {
  isJsonObject,
  ownMember,
  prune,
  sameJson,
  setOwnMember,
  writeAt,
  type JsonObject,
} from '@/shared/data/values.ts';

/**
 * The value model of the data client: one JSON tree per user root, changed only by
 * copying the objects along the changed path (structural sharing), so a keystroke costs
 * the depth of the path, never the size of the tree, and unchanged parts keep their
 * identity for React.
 */

/**
 * What the device keeps beside an edit and never sends: the whole document as the edit
 * makes it (offered as a copy should the document be gone) and the tool's words for its
 * fields (for the notice when a field of it was kept as another device wrote it).
 */
export interface EditNote {
  whole?: JsonValue;
  labels?: Record<string, string>;
}

/** A write as it goes into the offline queue; on the wire without `note`. */
export type WriteMessage = (SetMessage | UpdateMessage | RemoveMessage) & { note?: EditNote };

/** `write` as sent: without what only the device keeps. */
export function wireMessage(write: WriteMessage): SetMessage | UpdateMessage | RemoveMessage {
  if (write.note === undefined) return write;
  const wire = { ...write };
  delete wire.note;
  return wire;
}

/** `write` without the children of an update named in `kept` (left as stored). */
export function withoutKept(write: WriteMessage, kept: readonly string[]): WriteMessage {
  if (write.type !== 'update' || kept.length === 0) return write;
  const values = { ...write.values };
  for (const child of kept) delete values[child];
  return { ...write, values };
}

/** Segments from a user's root down to a document: tiny, collection, document id. */
export const DOCUMENT_DEPTH = DOCUMENT_SEGMENTS - 2;

/** The segments of a path relative to the root (`''` is the root itself). */
export function segmentsOf(relative: string): string[] {
  return relative === '' ? [] : relative.split('/');
}

/** A relative path and every path above it, as text, from the root (`''`) down. */
export function lineageOf(relative: readonly string[]): string[] {
  return ['', ...relative.map((_, index) => relative.slice(0, index + 1).join('/'))];
}

/** The value at `relative` below `tree`; null when absent or when it lies inside an array. */
export function valueAt(tree: JsonValue, relative: readonly string[]): JsonValue {
  let node = tree;
  for (const key of relative) {
    if (!isJsonObject(node)) return null;
    node = ownMember(node, key) ?? null;
  }
  return node;
}

/** The places a write puts values: full segments and the value (null removes). */
export function targetsOf(write: WriteMessage): Array<{ segments: string[]; value: JsonValue }> {
  const segments = write.path.split('/');
  if (write.type === 'remove') return [{ segments, value: null }];
  if (write.type === 'set') return [{ segments, value: write.value }];
  return Object.keys(write.values).map((child) => ({
    segments: [...segments, ...child.split('/')],
    value: write.values[child]!,
  }));
}

/**
 * `tree` (the value at `root`, a `users/{uid}` path) with `write` applied as the server
 * applies it. Throws INVALID_DATA when a target lies inside an array.
 */
export function applyWrite(
  tree: JsonValue,
  root: readonly string[],
  write: WriteMessage,
  owned?: WeakSet<object>,
): JsonValue {
  // NOTE: an update of many documents copies their collection once, not once per document
  // (which made an import of thousands take seconds in one task).
  const copied = owned ?? new WeakSet<object>();
  for (const { segments, value } of targetsOf(write)) {
    tree = writeAt(tree, segments.slice(root.length), prune(value), root, copied);
  }
  return tree;
}

/** Whether a write at `relative` would go through an array (which the server refuses). */
function crossesArray(tree: JsonValue, relative: readonly string[]): boolean {
  let node = tree;
  for (const key of relative) {
    if (Array.isArray(node)) return true;
    if (!isJsonObject(node)) return false;
    node = ownMember(node, key) ?? null;
  }
  return false;
}

/**
 * `tree` with `writes` applied in order, leaving out (whole) those the server would refuse
 * for going through an array. Each object is copied at most once, however many writes go
 * into it.
 */
export function applyWrites(
  tree: JsonValue,
  root: readonly string[],
  writes: Iterable<WriteMessage>,
): JsonValue {
  const owned = new WeakSet<object>();
  for (const write of writes) {
    const targets = targetsOf(write).map(({ segments }) => segments.slice(root.length));
    if (!targets.some((relative) => crossesArray(tree, relative))) {
      tree = applyWrite(tree, root, write, owned);
    }
  }
  return tree;
}

/** Whether a change at one relative path can alter the value at the other. */
export function overlaps(a: string, b: string): boolean {
  return isAncestorOrSelf(a, b) || isAncestorOrSelf(b, a);
}

/**
 * `next`, reusing every part of `old` that is equal to it, so that equal values keep
 * their identity and listeners can compare by reference. Walks only where the two differ.
 */
export function keepIdentity(old: JsonValue, next: JsonValue): JsonValue {
  if (old === next) return old;
  if (Array.isArray(old) && Array.isArray(next)) {
    return old.length === next.length &&
      next.every((item, i) => keepIdentity(old[i]!, item) === old[i])
      ? old
      : next;
  }
  if (!isJsonObject(old) || !isJsonObject(next)) return next;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(old).length;
  const result: JsonObject = {};
  for (const key of keys) {
    const before = ownMember(old, key);
    const child = before === undefined ? next[key]! : keepIdentity(before, next[key]!);
    if (child !== before) same = false;
    setOwnMember(result, key, child);
  }
  return same ? old : result;
}

/** A tree from documents (relative path → value), built in place: nothing shares it yet. */
export function buildTree(documents: Iterable<[string, JsonValue]>): JsonValue {
  const tree: JsonObject = {};
  for (const [path, value] of documents) {
    const keys = segmentsOf(path);
    let node = tree;
    for (const key of keys.slice(0, -1)) {
      let child = ownMember(node, key);
      if (!isJsonObject(child)) setOwnMember(node, key, (child = {}));
      node = child;
    }
    if (value !== null) setOwnMember(node, keys.at(-1)!, value);
  }
  return Object.keys(tree).length > 0 ? tree : null;
}

/** Every document (relative path → value) below `relative`, a path above document level. */
export function documentsBelow(
  tree: JsonValue,
  relative: readonly string[],
  depth: number,
): Array<[string, JsonValue]> {
  const found: Array<[string, JsonValue]> = [];
  const visit = (node: JsonValue, path: string[]) => {
    if (path.length === depth) found.push([path.join('/'), node]);
    else if (isJsonObject(node))
      for (const key of Object.keys(node)) visit(node[key]!, [...path, key]);
  };
  visit(valueAt(tree, relative), [...relative]);
  return found;
}

/**
 * `write` as the server is expected to apply it over `confirmed` (the tree at the root of
 * `rootLength` segments): the children of an update whose base no longer matches what the
 * server said (changed elsewhere since) are left out, as the server will leave them. Only
 * where the document is known to be there; elsewhere the server's answer tells.
 */
export function expectedWrite(
  write: WriteMessage,
  confirmed: JsonValue,
  rootLength: number,
): WriteMessage {
  if (write.type !== 'update' || !write.base) return write;
  const base = write.base;
  const path = write.path.split('/').slice(rootLength);
  const kept = Object.keys(base).filter((child) => {
    const relative = [...path, ...child.split('/')];
    if (relative.length <= DOCUMENT_DEPTH) return false;
    if (valueAt(confirmed, relative.slice(0, DOCUMENT_DEPTH)) === null) return false;
    const now = valueAt(confirmed, relative);
    const value = Object.hasOwn(write.values, child) ? prune(write.values[child]!) : null;
    return !sameJson(now, prune(base[child]!)) && !sameJson(now, value);
  });
  return withoutKept(write, kept);
}
