import { DatabaseSync } from 'node:sqlite';
import { ChangeListeners } from './change-listeners.ts';
import {
  changeOf,
  DataStoreError,
  loggedOps,
  type Change,
  type DataStore,
  type LoggedChange,
  type DocumentReader,
  type JsonValue,
  type StoredDocument,
  type WriteResult,
} from './data-store.ts';
import { assemble } from './documents.ts';
import { checkQuota, usageAfter, type DocumentQuota, type DocumentUsage } from './quotas.ts';
import { fillPage, valueJson } from './streamed-value.ts';
import { finishWrite, prepareWrite, resultOf, type PreparedWrite } from './writes.ts';
import { documentId, type DocumentRow } from '../../shared/data/documents.ts';
import { DOCUMENT_SEGMENTS } from '../../shared/data/paths.ts';
import type { SchemaRegistry } from '../../shared/data/registry.ts';
import { ownPath } from '../../shared/data/write-targets.ts';
import type { SqliteDatabase } from '../database/database.ts';

export interface SqliteStoreOptions {
  /** Changes kept per user for `changesSince`. */
  changeLogLength: number;
  /** How long work may wait for the connection to leave another transaction. */
  maxWaitMs?: number;
  /** What each user may keep in documents. */
  quota: DocumentQuota;
}

interface StoredRow {
  tiny: string;
  collection: string;
  doc_id: string;
  value: string;
}

interface Job {
  work: () => unknown;
  /** A write: `work` answers `{ seq, change }`, and the change is emitted after commit. */
  write: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  since: number;
}

type Outcome = { value: unknown } | { error: unknown };

/** Most operations in one transaction, so one batch never holds the event loop long. */
const MAX_BATCH = 256;

const toRow = (row: StoredRow): DocumentRow => ({
  tiny: row.tiny,
  collection: row.collection,
  docId: row.doc_id,
  value: JSON.parse(row.value) as JsonValue,
});

/**
 * The store on the app's SQLite connection. Operations queue in call order and run in
 * batches: everything queued during one turn of the event loop runs in one transaction
 * (node:sqlite is synchronous, so nothing interleaves), and each write is acknowledged
 * and emitted only after that transaction commits.
 * NOTE: better-auth shares the connection and keeps its transactions open across
 * `await`s (a sign-up waits for its mail inside one); a batch that finds the connection
 * inside such a transaction waits for it to end rather than joining it.
 */
export function openSqliteStore(
  database: SqliteDatabase,
  registry: SchemaRegistry,
  { changeLogLength, maxWaitMs = 15_000, quota }: SqliteStoreOptions,
): DataStore {
  const db = database.sqlite;
  const listeners = new ChangeListeners();
  const columns = 'tiny, collection, doc_id, value';
  const byDocument = 'user_id = ? AND tiny = ? AND collection = ? AND doc_id = ?';
  const select = [
    db.prepare(`SELECT ${columns} FROM data_documents WHERE user_id = ?`),
    db.prepare(`SELECT ${columns} FROM data_documents WHERE user_id = ? AND tiny = ?`),
    db.prepare(
      `SELECT ${columns} FROM data_documents WHERE user_id = ? AND tiny = ? AND collection = ?`,
    ),
    db.prepare(`SELECT ${columns} FROM data_documents WHERE ${byDocument}`),
  ];
  const clear = [
    db.prepare('DELETE FROM data_documents WHERE user_id = ?'),
    db.prepare('DELETE FROM data_documents WHERE user_id = ? AND tiny = ?'),
    db.prepare('DELETE FROM data_documents WHERE user_id = ? AND tiny = ? AND collection = ?'),
  ];
  // What a write replaces, with the sizes its quota check needs.
  const selectStored = db.prepare(`SELECT value, bytes FROM data_documents WHERE ${byDocument}`);
  const sizes = 'coalesce(sum(bytes), 0) AS bytes, count(*) AS count FROM data_documents';
  const clearedSizes = [
    db.prepare(`SELECT ${sizes} WHERE user_id = ?`),
    db.prepare(`SELECT ${sizes} WHERE user_id = ? AND tiny = ?`),
    db.prepare(`SELECT ${sizes} WHERE user_id = ? AND tiny = ? AND collection = ?`),
  ];
  const deleteDocument = db.prepare(`DELETE FROM data_documents WHERE ${byDocument}`);
  const upsertDocument = db.prepare(
    `INSERT INTO data_documents (user_id, tiny, collection, doc_id, value, bytes, seq) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, tiny, collection, doc_id) DO UPDATE SET value = excluded.value, bytes = excluded.bytes, seq = excluded.seq`,
  );
  const selectSeq = db.prepare('SELECT seq FROM data_users WHERE user_id = ?');
  const selectUsage = db.prepare(
    'SELECT document_bytes AS bytes, document_count AS count FROM data_users WHERE user_id = ?',
  );
  // The next seq and the usage after the write, in the row every write of the user updates.
  const bumpSeq = db.prepare(
    `INSERT INTO data_users (user_id, seq, document_bytes, document_count) VALUES (?, 1, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET seq = seq + 1, document_bytes = excluded.document_bytes,
       document_count = excluded.document_count
     RETURNING seq`,
  );
  const insertChange = db.prepare(
    'INSERT INTO data_changes (user_id, seq, paths, ops) VALUES (?, ?, ?, ?)',
  );
  const trimChanges = db.prepare('DELETE FROM data_changes WHERE user_id = ? AND seq <= ?');
  const selectChanges = db.prepare(
    'SELECT seq, paths, ops FROM data_changes WHERE user_id = ? AND seq > ? ORDER BY seq',
  );
  const selectRequest = db.prepare(
    'SELECT seq, kept FROM data_requests WHERE user_id = ? AND rid = ?',
  );
  const insertRequest = db.prepare(
    'INSERT INTO data_requests (user_id, rid, seq, kept) VALUES (?, ?, ?, ?)',
  );
  const trimRequests = db.prepare('DELETE FROM data_requests WHERE user_id = ? AND seq <= ?');
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  // NOTE: trimming in batches halves the cost of logging; the log then holds between
  // changeLogLength and changeLogLength + trimEvery changes.
  const trimEvery = Math.max(1, Math.floor(changeLogLength / 16));

  /** ` AND tiny = ? AND collection = ?`…: the first `names` columns of a document's key. */
  const keyConditions = (names: number) =>
    ['tiny', 'collection', 'doc_id']
      .slice(0, names)
      .map((column) => ` AND ${column} = ?`)
      .join('');
  /** Streamed reads open, each on a read-only connection of its own. */
  const readers = new Set<DocumentReader>();

  /**
   * A read transaction on a connection of its own: WAL gives it a snapshot that the
   * app's writes on the main connection never disturb, however long the read takes.
   */
  function openReader(uid: string, names: readonly string[]): DocumentReader {
    const location = db.location();
    if (!location) throw new Error('A streamed read needs a SQLite file.');
    const connection = new DatabaseSync(location, { readOnly: true, timeout: 5000 });
    let rows: Iterator<unknown> | undefined;
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      readers.delete(reader);
      rows?.return?.();
      if (connection.isOpen) connection.close();
    };
    let seq: number;
    try {
      connection.exec('BEGIN');
      seq =
        (
          connection.prepare('SELECT seq FROM data_users WHERE user_id = ?').get(uid) as
            { seq: number } | undefined
        )?.seq ?? 0;
      rows = connection
        .prepare(
          `SELECT tiny, collection, doc_id, value FROM data_documents WHERE user_id = ?${keyConditions(names.length)}
           ORDER BY tiny, collection, doc_id`,
        )
        .iterate(uid, ...names);
    } catch (error) {
      void close();
      throw error;
    }
    const take = () => {
      const next = rows!.next();
      if (next.done) return undefined;
      const row = next.value as StoredRow;
      return { tiny: row.tiny, collection: row.collection, docId: row.doc_id, json: row.value };
    };
    const reader: DocumentReader = {
      seq,
      async next() {
        if (closed) return [];
        try {
          const page = fillPage(take);
          if (page.length === 0) await close();
          return page;
        } catch (error) {
          await close();
          throw storageError(error);
        }
      },
      close,
    };
    readers.add(reader);
    return reader;
  }

  const ordered = [0, 1, 2].map((names) =>
    db.prepare(
      `SELECT ${columns} FROM data_documents WHERE user_id = ?${keyConditions(names)} ORDER BY tiny, collection, doc_id`,
    ),
  );

  /** The JSON of the documents below a root, tiny or collection, unless over `maxBytes`. */
  function boundedJson(uid: string, names: readonly string[], maxBytes: number): string | null {
    const rows: StoredDocument[] = [];
    let bytes = 0;
    // NOTE: leaving the loop early resets the statement, ending its read at once.
    for (const row of ordered[names.length]!.iterate(uid, ...names) as Iterable<StoredRow>) {
      bytes += row.value.length;
      if (bytes > maxBytes) return null;
      rows.push({ tiny: row.tiny, collection: row.collection, docId: row.doc_id, json: row.value });
    }
    return valueJson(names.length, rows);
  }

  const seqOf = (uid: string) => (selectSeq.get(uid) as { seq: number } | undefined)?.seq ?? 0;
  const usageOf = (uid: string): DocumentUsage =>
    (selectUsage.get(uid) as DocumentUsage | undefined) ?? { bytes: 0, count: 0 };

  function rowsAt(segments: readonly string[]): DocumentRow[] {
    const [, uid, ...names] = segments as [string, string, ...string[]];
    const statement = select[Math.min(names.length, 3)]!;
    return (statement.all(uid, ...names.slice(0, 3)) as unknown as StoredRow[]).map(toRow);
  }

  /**
   * One write inside the batch's transaction. NOTE: everything that may refuse the write
   * runs before the first statement that changes anything, so a refusal needs no
   * rollback and leaves the batch's other writes alone.
   */
  function applyWrite(prepared: PreparedWrite): { result: WriteResult; change?: Change } {
    const { uid, rid } = prepared;
    if (rid !== undefined) {
      const done = selectRequest.get(uid, rid) as { seq: number; kept: string | null } | undefined;
      if (done) return { result: resultOf(done.seq, done.kept) };
    }
    const remember = (seq: number, kept: string[]) => {
      if (rid === undefined) return;
      insertRequest.run(uid, rid, seq, kept.length > 0 ? JSON.stringify(kept) : null);
      if (seq % trimEvery === 0) trimRequests.run(uid, seq - changeLogLength);
    };
    const stored = new Map<string, JsonValue>();
    const storedBytes = new Map<string, number>();
    for (const key of prepared.reads) {
      const row = selectStored.get(uid, key.tiny, key.collection, key.docId) as
        { value: string; bytes: number } | undefined;
      if (!row) continue;
      stored.set(documentId(key), JSON.parse(row.value) as JsonValue);
      storedBytes.set(documentId(key), row.bytes);
    }
    const { writes, kept, paths, ops } = finishWrite(registry, prepared, stored);
    if (paths.length === 0) {
      // Every field was changed elsewhere since: nothing to commit.
      const seq = seqOf(uid);
      remember(seq, kept);
      return { result: resultOf(seq, JSON.stringify(kept)) };
    }
    // NOTE: the batch's transaction holds the database's write lock, so the usage read
    // here is what the write adds to: no other write of this user can slip in between.
    const before = usageOf(uid);
    const cleared = { bytes: 0, count: 0 };
    for (const scope of prepared.clears) {
      const sizes = clearedSizes[scope.length]!.get(uid, ...scope) as unknown as DocumentUsage;
      cleared.bytes += sizes.bytes;
      cleared.count += sizes.count;
    }
    const after = usageAfter(before, cleared, writes, storedBytes);
    checkQuota(before, after, quota);
    const { seq } = bumpSeq.get(uid, after.bytes, after.count) as { seq: number };
    for (const scope of prepared.clears) clear[scope.length]!.run(uid, ...scope);
    for (const { key, json, bytes } of writes) {
      if (json === null) deleteDocument.run(uid, key.tiny, key.collection, key.docId);
      else upsertDocument.run(uid, key.tiny, key.collection, key.docId, json, bytes, seq);
    }
    insertChange.run(uid, seq, JSON.stringify(paths), loggedOps(ops));
    if (seq % trimEvery === 0) trimChanges.run(uid, seq - changeLogLength);
    remember(seq, kept);
    return { result: resultOf(seq, JSON.stringify(kept)), change: { uid, seq, paths, ops } };
  }

  const queue: Job[] = [];
  let scheduled = false;

  function schedule(waitMs = 0) {
    if (scheduled) return;
    scheduled = true;
    if (waitMs > 0) setTimeout(flush, waitMs);
    else setImmediate(flush);
  }

  /** Runs the queued operations in one transaction, then settles them in order. */
  function flush() {
    scheduled = false;
    if (queue.length === 0) return;
    // NOTE: a closed connection answers neither; the batch below then fails as UNAVAILABLE.
    if (db.isOpen && db.isTransaction) {
      // Reads ahead of every waiting write may run inside the other transaction: it never
      // touches these tables, and they hold only committed writes of ours.
      while (queue.length > 0 && !queue[0]!.write) {
        const job = queue.shift()!;
        let outcome: Outcome;
        try {
          outcome = runJob(job);
        } catch (error) {
          outcome = { error: storageError(error) };
        }
        settleJob(job, outcome);
      }
      const now = Date.now();
      while (queue.length > 0 && now - queue[0]!.since > maxWaitMs) {
        queue.shift()!.reject(new DataStoreError('UNAVAILABLE', 'The database stayed busy.'));
      }
      if (queue.length > 0) schedule(2);
      return;
    }
    const batch = queue.splice(0, MAX_BATCH);
    const outcomes: Outcome[] = [];
    try {
      begin.run();
      for (const job of batch) outcomes.push(runJob(job));
      commit.run();
    } catch (error) {
      if (db.isOpen && db.isTransaction) db.exec('ROLLBACK');
      for (const job of batch) job.reject(storageError(error));
      if (queue.length > 0) schedule();
      return;
    }
    batch.forEach((job, index) => settleJob(job, outcomes[index]!));
    if (queue.length > 0) schedule();
  }

  /** Runs one job; a refusal is its outcome, any other failure is thrown. */
  function runJob(job: Job): Outcome {
    try {
      return { value: job.work() };
    } catch (error) {
      if (error instanceof DataStoreError) return { error };
      throw error;
    }
  }

  /** Answers the job's caller; a write's change is emitted first (its commit is done). */
  function settleJob(job: Job, outcome: Outcome) {
    if ('error' in outcome) return job.reject(outcome.error);
    if (!job.write) return job.resolve(outcome.value);
    const { result, change } = outcome.value as { result: WriteResult; change?: Change };
    if (change) listeners.emit(change);
    job.resolve(result);
  }

  /** Queues `work` behind everything queued before it. */
  function inTurn<T>(work: () => T, write = false): Promise<T> {
    if (!write && queue.length === 0) {
      // NOTE: a read with nothing queued before it runs at once: it needs no transaction
      // of its own (the statements run back to back on this one connection), and the
      // live fan-out reads each change's value right after its commit.
      try {
        return Promise.resolve(work());
      } catch (error) {
        return Promise.reject(storageError(error));
      }
    }
    return new Promise<T>((resolve, reject) => {
      const settle = resolve as (value: unknown) => void;
      queue.push({ work, write, resolve: settle, reject, since: Date.now() });
      schedule();
    });
  }

  async function write(prepare: () => PreparedWrite): Promise<WriteResult> {
    // Checked before queueing: a refused write costs no transaction.
    const prepared = prepare();
    return inTurn(() => {
      if (prepared.paths.length === 0) return { result: { seq: seqOf(prepared.uid) } };
      return applyWrite(prepared);
      // NOTE: a write job's value is `{ result, change }`; `settleJob` answers the result.
    }, true) as unknown as Promise<WriteResult>;
  }

  return {
    quota,
    usage: (uid) => inTurn(() => ({ ...usageOf(uid) })),
    get: async (uid, path) => {
      const parsed = ownPath(uid, path);
      return inTurn(() => assemble(parsed.segments, rowsAt(parsed.segments)));
    },
    snapshot: async (uid, path) => {
      const parsed = ownPath(uid, path);
      return inTurn(() => ({
        value: assemble(parsed.segments, rowsAt(parsed.segments)),
        seq: seqOf(uid),
      }));
    },
    readDocuments: async (uid, path) => {
      const parsed = ownPath(uid, path);
      // Opened in the user's turn: the snapshot holds every write called before it.
      return inTurn(() => openReader(uid, parsed.segments.slice(2, 5)));
    },
    snapshotJson: async (uid, path, maxBytes) => {
      const parsed = ownPath(uid, path);
      return inTurn(() => {
        if (parsed.segments.length >= DOCUMENT_SEGMENTS) {
          const value = assemble(parsed.segments, rowsAt(parsed.segments));
          return { json: JSON.stringify(value), seq: seqOf(uid) };
        }
        const json = boundedJson(uid, parsed.segments.slice(2), maxBytes);
        return json === null ? null : { json, seq: seqOf(uid) };
      });
    },
    set: (uid, path, value, options) =>
      write(() => prepareWrite(registry, uid, path, 'set', value, options)),
    remove: (uid, path, options) =>
      write(() => prepareWrite(registry, uid, path, 'set', null, options)),
    update: (uid, path, values, options) =>
      write(() => prepareWrite(registry, uid, path, 'update', values, options)),
    currentSeq: (uid) => inTurn(() => seqOf(uid)),
    changesSince: (uid, seq) =>
      inTurn(() => {
        const current = seqOf(uid);
        if (seq === current) return [];
        if (!Number.isSafeInteger(seq) || seq < 0 || seq > current) return null;
        const rows = selectChanges.all(uid, seq) as unknown as LoggedChange[];
        if (rows[0]?.seq !== seq + 1) return null;
        return rows.map((row) => changeOf(uid, row));
      }),
    onChange: (listener) => listeners.add(listener),
    async close() {
      listeners.clear();
      await Promise.all([...readers].map((reader) => reader.close()));
    },
  };
}

/** A connection that is closed or locked as UNAVAILABLE; anything else as it is. */
function storageError(error: unknown): unknown {
  if (error instanceof DataStoreError) return error;
  const message = (error as Error | undefined)?.message ?? '';
  if (/database is (not open|locked)|statement has been finalized|SQLITE_BUSY/i.test(message)) {
    console.error(`Data store: SQLite unavailable: ${message}`);
    return new DataStoreError('UNAVAILABLE');
  }
  return error;
}
