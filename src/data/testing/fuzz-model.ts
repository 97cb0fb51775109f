import { isDeepStrictEqual } from 'node:util';
import type { ClientMessage, JsonValue, ServerMessage } from '@/shared/data/protocol.ts';
import type { WriteMessage } from '../engine/tree.ts';

/**
 * What the sync fuzz test needs besides the server: a seeded random source, random writes
 * on a few paths, and the model of what the server must end up holding — written apart
 * from the engine's and the server's tree code, so it checks them rather than repeats them.
 */

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, chance: (p) => next() < p, pick: (items) => items[int(items.length)]! };
}

/** The documents and fields the clients fight over: few, so writes overlap often. */
export const DOCS = ['a', 'b', 'c'] as const;
export const FIELDS = ['x', 'y'] as const;

/** A write without its rid (the client gives it one), relative to the collection. */
export type FuzzWrite =
  | { type: 'set'; path: string; value: JsonValue }
  | { type: 'update'; path: string; values: Record<string, JsonValue> }
  | { type: 'remove'; path: string };

/** A random write below the collection (`''` is the collection itself). */
export function randomWrite(random: Random): FuzzWrite {
  const field = () => (random.chance(0.15) ? null : random.int(100));
  const doc = (): JsonValue => (random.chance(0.2) ? random.int(100) : { x: field(), y: field() });
  const someOf = <T extends string>(keys: readonly T[]) => {
    const chosen = keys.filter(() => random.chance(0.6));
    return chosen.length > 0 ? chosen : [random.pick(keys)];
  };
  const id = random.pick(DOCS);
  switch (random.int(10)) {
    case 0:
    case 1:
    case 2:
      return { type: 'set', path: `${id}/${random.pick(FIELDS)}`, value: field() };
    case 3:
    case 4:
      return { type: 'set', path: id, value: random.chance(0.15) ? null : doc() };
    case 5:
      return {
        type: 'update',
        path: id,
        values: Object.fromEntries(someOf(FIELDS).map((key) => [key, field()])),
      };
    case 6:
      return {
        type: 'update',
        path: '',
        values: Object.fromEntries(
          someOf(DOCS).map((key) =>
            random.chance(0.5) ? [`${key}/${random.pick(FIELDS)}`, field()] : [key, doc()],
          ),
        ),
      };
    case 7:
      return { type: 'remove', path: `${id}/${random.pick(FIELDS)}` };
    case 8:
      return { type: 'remove', path: id };
    default:
      return {
        type: 'set',
        path: '',
        value: Object.fromEntries(someOf(DOCS).map((key) => [key, doc()])),
      };
  }
}

type JsonObject = { [key: string]: JsonValue };

const isObject = (value: JsonValue): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` without nulls and empty objects: what the store keeps of it. */
function kept(value: JsonValue): JsonValue {
  if (!isObject(value)) return value;
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    const left = kept(child);
    if (left !== null) result[key] = left;
  }
  return Object.keys(result).length > 0 ? result : null;
}

/** `tree` with `value` at `keys` (null removes; a parent left empty goes too). */
function put(tree: JsonValue, keys: readonly string[], value: JsonValue): JsonValue {
  if (keys.length === 0) return kept(value);
  const [key, ...rest] = keys as [string, ...string[]];
  const copy: JsonObject = isObject(tree) ? { ...tree } : {};
  const child = put(copy[key] ?? null, rest, value);
  if (child === null) delete copy[key];
  else copy[key] = child;
  return Object.keys(copy).length > 0 ? copy : null;
}

/** The value at `keys` below `tree` (null when absent). */
export function valueBelow(tree: JsonValue, keys: readonly string[]): JsonValue {
  let node = tree;
  for (const key of keys) node = isObject(node) ? (node[key] ?? null) : null;
  return node;
}

/** Segments of a full path below `root` (`users/{uid}`). */
export function below(root: string, path: string): string[] {
  return path === root ? [] : path.slice(root.length + 1).split('/');
}

/** Segments from the collection's root down to a document: tiny, collection, document. */
const DOCUMENT_DEPTH = 3;

/**
 * `tree` (the value at `root`) with `write` applied as the store applies it. An edit (an
 * update with a base) follows the per-field rule: a field whose value is no longer its
 * base was changed since by a newer edit, which stays; an edit of a document that is gone
 * is refused (it was never acknowledged, so it is not here).
 */
function applied(tree: JsonValue, root: string, write: WriteMessage): JsonValue {
  const at = below(root, write.path);
  if (write.type === 'set') return put(tree, at, write.value);
  if (write.type === 'remove') return put(tree, at, null);
  const base = write.base;
  let next = tree;
  for (const [child, value] of Object.entries(write.values)) {
    const keys = [...at, ...child.split('/')];
    if (base && Object.hasOwn(base, child)) {
      const now = kept(valueBelow(next, keys));
      const unchanged = isDeepStrictEqual(now, kept(base[child]!));
      if (!unchanged && !isDeepStrictEqual(now, kept(value))) continue;
    }
    next = put(next, keys, value);
  }
  return next;
}

/** Whether an acknowledged write committed nothing: an edit whose every field was kept. */
const committedNothing = ({ write, kept }: AckedWrite) =>
  write.type === 'update' && kept.length === Object.keys(write.values).length;

/**
 * Acknowledged writes in commit order. NOTE: an edit that committed nothing is answered
 * with the seq of the write before it, so it sorts after that write.
 */
function inCommitOrder(acked: readonly AckedWrite[]): AckedWrite[] {
  return [...acked].sort(
    (a, b) => a.seq - b.seq || Number(committedNothing(a)) - Number(committedNothing(b)),
  );
}

/**
 * Fields of acknowledged edits that the rule says stay as another device wrote them, by
 * rid: what each ack's `kept` must name.
 */
export function expectedKept(root: string, acked: readonly AckedWrite[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let tree: JsonValue = null;
  for (const { write } of inCommitOrder(acked)) {
    if (write.type === 'update' && write.base) {
      const at = below(root, write.path);
      const names = Object.keys(write.values).filter((child) => {
        if (!Object.hasOwn(write.base!, child)) return false;
        const keys = [...at, ...child.split('/')];
        if (keys.length <= DOCUMENT_DEPTH) return false;
        const now = kept(valueBelow(tree, keys));
        return (
          !isDeepStrictEqual(now, kept(write.base![child]!)) &&
          !isDeepStrictEqual(now, kept(write.values[child]!))
        );
      });
      result.set(write.rid, names);
    }
    tree = applied(tree, root, write);
  }
  return result;
}

/** A write the server acknowledged, with the sequence number it was committed with. */
export interface AckedWrite {
  write: WriteMessage;
  seq: number;
  /** The fields the server said it left as stored. */
  kept: readonly string[];
}

/**
 * What the server must hold at `root` once quiet: every acknowledged write applied in the
 * server's commit order (its seq), edits by the per-field rule. A write re-sent after its
 * first ack was lost with the link is answered from the server's memory of request ids and
 * not committed again; its ack carries the first seq.
 */
export function expectedValue(root: string, acked: readonly AckedWrite[]): JsonValue {
  return inCommitOrder(acked).reduce<JsonValue>(
    (tree, { write }) => applied(tree, root, write),
    null,
  );
}

/** Every write sent on `sent` and every ack received, by rid (the last seq of each). */
export function acknowledged(
  sockets: ReadonlyArray<{ sent: ClientMessage[]; received: ServerMessage[] }>,
): AckedWrite[] {
  const writes = new Map<string, WriteMessage>();
  const seqs = new Map<string, number>();
  const keptBy = new Map<string, string[]>();
  for (const socket of sockets) {
    for (const message of socket.sent) {
      if (message.type === 'set' || message.type === 'update' || message.type === 'remove') {
        writes.set(message.rid, message);
      }
    }
    for (const message of socket.received) {
      if (message.type !== 'ack') continue;
      seqs.set(message.rid, Math.max(message.seq, seqs.get(message.rid) ?? -1));
      keptBy.set(message.rid, message.kept ?? []);
    }
  }
  return [...seqs].map(([rid, seq]) => ({ write: writes.get(rid)!, seq, kept: keptBy.get(rid)! }));
}
