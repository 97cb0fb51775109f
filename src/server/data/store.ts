import type { JsonValue } from '../../shared/data/protocol.ts';

/** What a path holds: JSON, where `null` means nothing is there (one definition, shared with the wire). */
export type { JsonValue };

/** One committed write of one user. */
export interface Change {
  uid: string;
  /** The user's sequence number after this write: 1, 2, 3… without gaps. */
  seq: number;
  /** The full paths written: the path of a set or remove, each child path of an update. */
  paths: string[];
}

/**
 * Per-user data at paths (`users/{uid}/{tiny}/{collection}/{docId}[/{field}…]`), on
 * SQLite or PostgreSQL. Paths are expected parsed and authorised (the store checks them
 * again and refuses a path outside `users/{uid}`). A user's operations run in the order
 * they are called. Failures are thrown as `DataStoreError`.
 */
export interface DataStore {
  /** The value at `path`, assembled from what is stored below it; null when absent. */
  get(uid: string, path: string): Promise<JsonValue>;
  /** Replaces the value at `path` (null removes it); resolves after commit. */
  set(uid: string, path: string, value: JsonValue): Promise<{ seq: number }>;
  /**
   * Sets several children of `path` at once, all or nothing: `{ 'a/b': 1, c: null }`.
   * No child may be an ancestor of another. An empty map writes nothing and answers the
   * current sequence number.
   */
  update(uid: string, path: string, values: Record<string, JsonValue>): Promise<{ seq: number }>;
  remove(uid: string, path: string): Promise<{ seq: number }>;
  /** Changes after `seq`, oldest first; null when the log no longer reaches back that far. */
  changesSince(uid: string, seq: number): Promise<Change[] | null>;
  currentSeq(uid: string): Promise<number>;
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
