import type { ChangeOp, JsonValue } from '../../shared/data/protocol.ts';
import type { DocumentQuota, DocumentUsage } from '../../shared/data/usage.ts';

/** What a path holds: JSON, where `null` means nothing is there (one definition, shared with the wire). */
export type { JsonValue };

/** One committed write of one user. */
export interface Change {
  uid: string;
  /** The user's sequence number after this write: 1, 2, 3… without gaps. */
  seq: number;
  /** The full paths written: the path of a set or remove, each child path of an update. */
  paths: string[];
  /**
   * What the write put at each of `paths` (null: removed), as the live channel sends it;
   * absent when the change log did not keep it (over `MAX_LOGGED_OPS_BYTES`): read the
   * values at `paths` then.
   */
  ops?: ChangeOp[];
}

/** A change whose ops take more JSON than this is logged without them (see `Change.ops`). */
export const MAX_LOGGED_OPS_BYTES = 64 * 1024;

/** The ops of `change` as logged: their JSON, or null when too large to keep. */
export function loggedOps(ops: readonly ChangeOp[]): string | null {
  const json = JSON.stringify(ops);
  // NOTE: UTF-16 length bounds the UTF-8 bytes from below; close enough for a cap.
  return json.length > MAX_LOGGED_OPS_BYTES ? null : json;
}

/** A change as the log keeps it (PostgreSQL answers bigints as text and JSONB parsed). */
export interface LoggedChange {
  seq: number | string;
  paths: string | string[];
  ops: string | null;
}

/** The change a row of the log holds. */
export function changeOf(uid: string, row: LoggedChange): Change {
  const paths = typeof row.paths === 'string' ? (JSON.parse(row.paths) as string[]) : row.paths;
  const change: Change = { uid, seq: Number(row.seq), paths };
  if (row.ops !== null) change.ops = JSON.parse(row.ops) as ChangeOp[];
  return change;
}

/** What a write may say beyond its path and value. */
export interface WriteOptions {
  /**
   * The client's id for this write. A write whose `rid` the store still remembers (the
   * user's writes as far back as the change log reaches) is not applied again: it answers
   * the first outcome.
   */
  rid?: string;
  /**
   * `update` only: child path → the value it held in the version the edit was made on. A
   * child whose stored value differs (changed since, elsewhere) is left as stored; the
   * documents edited must exist.
   */
  base?: Record<string, JsonValue>;
}

/** A committed write: its seq, and the children of an `update` left as stored. */
export interface WriteResult {
  seq: number;
  /** Children (as given in `values`) not written because they changed since `base`. */
  kept?: string[];
}

/** One stored document as its JSON text, as a streamed read gives it. */
export interface StoredDocument {
  tiny: string;
  collection: string;
  docId: string;
  json: string;
}

/**
 * A read of every document below a path, a page at a time, from one snapshot of the
 * database (an open read transaction or cursor): the answer never needs to be whole in
 * memory. Call `close` when done early; it is called for you after the last page.
 */
export interface DocumentReader {
  /** The user's sequence number the documents reflect. */
  readonly seq: number;
  /** The next documents in (tiny, collection, docId) order; [] once there are no more. */
  next(): Promise<StoredDocument[]>;
  /** Ends the read and frees its transaction; safe to call more than once. */
  close(): Promise<void>;
}

/**
 * Per-user data at paths (`users/{uid}/{tiny}/{collection}/{docId}[/{field}…]`), on
 * SQLite or PostgreSQL. Paths are expected parsed and authorised (the store checks them
 * again and refuses a path outside `users/{uid}`). A user's operations run in the order
 * they are called. Failures are thrown as `DataStoreError`; a write that would take the
 * user past `quota` is refused with QUOTA_EXCEEDED before anything of it is stored.
 */
export interface DataStore {
  /** What each user may keep in documents. */
  readonly quota: DocumentQuota;
  /** What `uid` keeps in documents, as counted against `quota`. */
  usage(uid: string): Promise<DocumentUsage>;
  /** The value at `path`, assembled from what is stored below it; null when absent. */
  get(uid: string, path: string): Promise<JsonValue>;
  /** Replaces the value at `path` (null removes it); resolves after commit. */
  set(uid: string, path: string, value: JsonValue, options?: WriteOptions): Promise<WriteResult>;
  /**
   * Sets several children of `path` at once, all or nothing: `{ 'a/b': 1, c: null }`.
   * No child may be an ancestor of another. An empty map writes nothing and answers the
   * current sequence number. With `options.base` it is an edit of existing documents:
   * children covered by the base apply only where the stored value still equals it (the
   * others are answered in `kept`), and writing fields of a document that does not exist
   * is refused with GONE (an edit never brings back part of a deleted document).
   */
  update(
    uid: string,
    path: string,
    values: Record<string, JsonValue>,
    options?: WriteOptions,
  ): Promise<WriteResult>;
  remove(uid: string, path: string, options?: WriteOptions): Promise<WriteResult>;
  /** Changes after `seq`, oldest first; null when the log no longer reaches back that far. */
  changesSince(uid: string, seq: number): Promise<Change[] | null>;
  currentSeq(uid: string): Promise<number>;
  /**
   * The documents below `path` (the user's root, a tiny or a collection), read in pages
   * from one snapshot taken in the user's turn; for answers too large to build whole.
   */
  readDocuments(uid: string, path: string): Promise<DocumentReader>;
  /**
   * The value at `path` as JSON text and the user's sequence number it reflects, when its
   * documents hold at most `maxBytes` of JSON; null when they hold more (stopping there,
   * so no more is ever in memory: read it with `readDocuments`). A path inside a document
   * always answers (a document holds at most MAX_DOCUMENT_BYTES).
   */
  snapshotJson(
    uid: string,
    path: string,
    maxBytes: number,
  ): Promise<{ json: string; seq: number } | null>;
  /** The value at `path` and the user's sequence number it reflects, read together. */
  snapshot(uid: string, path: string): Promise<{ value: JsonValue; seq: number }>;
  /**
   * Every committed change, from this process and (PostgreSQL) from every other. A
   * user's changes arrive in sequence order, from the first this store sees or from the
   * sequence number `currentSeq`, `snapshot` or `changesSince` last answered for that
   * user, whichever is earlier — so read one of those before relying on the stream.
   * NOTE: a gap (a `seq` more than one past the last) means the change log no longer
   * held what was missed while the database was unreachable: read afresh.
   */
  onChange(listener: (change: Change) => void): () => void;
  /** Stops what the store itself runs (not the database, which its opener closes). */
  close(): Promise<void>;
}

/**
 * An expected failure of a data operation, with the code the client sees. Defined in
 * shared code because the value and document checks (also run in the browser) throw it.
 */
export { DataStoreError } from '../../shared/data/errors.ts';
