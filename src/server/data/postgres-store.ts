import { createHash } from 'node:crypto';
import { documentId, type DocumentKey, type DocumentRow } from '../../shared/data/documents.ts';
import type { SchemaRegistry } from '../../shared/data/registry.ts';
import { ownPath } from '../../shared/data/write-targets.ts';
import type { PostgresDatabase } from '../store/database.ts';
import { assemble } from './documents.ts';
import { PostgresChangeFeed } from './postgres-changes.ts';
import { DataStoreError, type Change, type DataStore, type JsonValue } from './store.ts';
import { finishWrite, prepareWrite, type PreparedWrite } from './writes.ts';

export interface PostgresStoreOptions {
  /** Changes kept per user for `changesSince`. */
  changeLogLength: number;
}

export interface PostgresDataStore extends DataStore {
  /** The server process id of the connection listening for changes (for tests). */
  listenerPid(): number | undefined;
}

interface StoredRow {
  tiny: string;
  collection: string;
  doc_id: string;
  value: JsonValue;
}

const toRow = (row: StoredRow): DocumentRow => ({
  tiny: row.tiny,
  collection: row.collection,
  docId: row.doc_id,
  value: row.value,
});

const unnestKeys = (keys: readonly DocumentKey[]) => [
  keys.map((key) => key.tiny),
  keys.map((key) => key.collection),
  keys.map((key) => key.docId),
];

const SELECT_STORED = `SELECT tiny, collection, doc_id, value FROM data_documents
  WHERE user_id = $1 AND (tiny, collection, doc_id) IN
    (SELECT * FROM unnest($2::text[], $3::text[], $4::text[]))`;

const DELETE_DOCUMENTS = `DELETE FROM data_documents
  WHERE user_id = $1 AND (tiny, collection, doc_id) IN
    (SELECT * FROM unnest($2::text[], $3::text[], $4::text[]))`;

const UPSERT_DOCUMENTS = `INSERT INTO data_documents (user_id, tiny, collection, doc_id, value, seq)
  SELECT $1, t, c, d, v::jsonb, $6 FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS x(t, c, d, v)
  ON CONFLICT (user_id, tiny, collection, doc_id) DO UPDATE SET value = excluded.value, seq = excluded.seq`;

/** Locks the user's row (creating it at 0) so the user's writes commit one at a time. */
const LOCK_USER = `INSERT INTO data_users (user_id, seq) VALUES ($1, 0)
  ON CONFLICT (user_id) DO UPDATE SET seq = data_users.seq RETURNING seq`;

/** Bumps the seq, logs the change, trims the log and notifies (at commit) in one trip. */
const FINISH_WRITE = `WITH bumped AS (UPDATE data_users SET seq = $2 WHERE user_id = $1),
  logged AS (INSERT INTO data_changes (user_id, seq, paths) VALUES ($1, $2, $3::jsonb)),
  trimmed AS (DELETE FROM data_changes WHERE user_id = $1 AND seq <= $4)
  SELECT pg_notify($5, $6)`;

/** The documents below a path and the user's seq, in one statement (one snapshot). */
function snapshotQuery(names: number): string {
  const conditions = ['tiny', 'collection', 'doc_id']
    .slice(0, names)
    .map((column, index) => ` AND d.${column} = $${index + 2}`)
    .join('');
  return `SELECT u.seq, d.tiny, d.collection, d.doc_id, d.value
    FROM (SELECT coalesce((SELECT seq FROM data_users WHERE user_id = $1), 0) AS seq) u
    LEFT JOIN data_documents d ON d.user_id = $1${conditions}`;
}

/**
 * The store on PostgreSQL. Each write is one transaction that first locks the user's
 * sequence row, so a user's writes commit one at a time across every process; within
 * this process a user's operations also run in the order they are called.
 * The change log channel is named after the schema, so processes share it exactly when
 * they share the tables.
 */
export async function openPostgresStore(
  database: PostgresDatabase,
  registry: SchemaRegistry,
  { changeLogLength }: PostgresStoreOptions,
): Promise<PostgresDataStore> {
  const { pool } = database;
  const { rows: schemaRows } = await pool.query<{ schema: string | null }>(
    'SELECT current_schema() AS schema',
  );
  const schema = schemaRows[0]?.schema ?? '';
  const channel = `tinies_data_${createHash('sha256').update(schema).digest('hex').slice(0, 16)}`;

  const readChanges = async (uid: string, after: number, upTo: number) => {
    const { rows } = await pool.query<{ seq: string; paths: string[] }>(
      'SELECT seq, paths FROM data_changes WHERE user_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq',
      [uid, after, upTo],
    );
    return rows.map((row) => ({ uid, seq: Number(row.seq), paths: row.paths }));
  };
  const feed = new PostgresChangeFeed(pool, channel, readChanges);
  await feed.start();

  // The tail of each user's operations, so the next one starts when it settles.
  const turns = new Map<string, Promise<unknown>>();
  function inTurn<T>(uid: string, work: () => Promise<T>): Promise<T> {
    const run = (turns.get(uid) ?? Promise.resolve()).then(work).catch((error: unknown) => {
      throw storageError(error);
    });
    const settled = run.catch(() => {});
    turns.set(uid, settled);
    void settled.then(() => {
      if (turns.get(uid) === settled) turns.delete(uid);
    });
    return run;
  }

  async function snapshot(uid: string, path: string) {
    const parsed = ownPath(uid, path);
    const names = parsed.segments.slice(2, 5);
    const { rows } = await pool.query<{ seq: string } & Partial<StoredRow>>(
      snapshotQuery(names.length),
      [uid, ...names],
    );
    const seq = Number(rows[0]!.seq);
    const documents = rows.filter((row) => row.tiny !== null).map((row) => toRow(row as StoredRow));
    feed.track(uid, seq);
    return { value: assemble(parsed.segments, documents), seq };
  }

  async function commitWrite(prepared: PreparedWrite): Promise<Change> {
    const { uid } = prepared;
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const locked = await client.query<{ seq: string }>(LOCK_USER, [uid]);
      const seq = Number(locked.rows[0]!.seq) + 1;
      const stored = new Map<string, JsonValue>();
      if (prepared.reads.length > 0) {
        const { rows } = await client.query<StoredRow>(SELECT_STORED, [
          uid,
          ...unnestKeys(prepared.reads),
        ]);
        for (const row of rows) stored.set(documentId(toRow(row)), row.value);
      }
      const writes = finishWrite(registry, prepared, stored);
      for (const scope of prepared.clears) {
        const conditions = ['tiny', 'collection'].slice(0, scope.length);
        await client.query(
          `DELETE FROM data_documents WHERE user_id = $1${conditions.map((column, index) => ` AND ${column} = $${index + 2}`).join('')}`,
          [uid, ...scope],
        );
      }
      const deletes = writes.filter((write) => write.json === null).map((write) => write.key);
      if (deletes.length > 0) await client.query(DELETE_DOCUMENTS, [uid, ...unnestKeys(deletes)]);
      const upserts = writes.filter((write) => write.json !== null);
      if (upserts.length > 0) {
        await client.query(UPSERT_DOCUMENTS, [
          uid,
          ...unnestKeys(upserts.map((write) => write.key)),
          upserts.map((write) => write.json),
          seq,
        ]);
      }
      await client.query(FINISH_WRITE, [
        uid,
        seq,
        JSON.stringify(prepared.paths),
        seq - changeLogLength,
        channel,
        JSON.stringify({ uid, seq }),
      ]);
      await client.query('COMMIT');
      return { uid, seq, paths: prepared.paths };
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async function write(prepare: () => PreparedWrite, uid: string) {
    // Checked before waiting for the turn: a refused write costs no database trip.
    const prepared = prepare();
    return inTurn(uid, async () => {
      if (prepared.paths.length === 0) return { seq: await currentSeqOf(uid) };
      const change = await commitWrite(prepared);
      feed.committed(change);
      return { seq: change.seq };
    });
  }

  async function currentSeqOf(uid: string) {
    const { rows } = await pool.query<{ seq: string }>(
      'SELECT seq FROM data_users WHERE user_id = $1',
      [uid],
    );
    const seq = Number(rows[0]?.seq ?? 0);
    feed.track(uid, seq);
    return seq;
  }

  return {
    get: (uid, path) => inTurn(uid, async () => (await snapshot(uid, path)).value),
    snapshot: (uid, path) => inTurn(uid, () => snapshot(uid, path)),
    set: (uid, path, value) => write(() => prepareWrite(registry, uid, path, 'set', value), uid),
    remove: (uid, path) => write(() => prepareWrite(registry, uid, path, 'set', null), uid),
    update: (uid, path, values) =>
      write(() => prepareWrite(registry, uid, path, 'update', values), uid),
    currentSeq: (uid) => inTurn(uid, () => currentSeqOf(uid)),
    changesSince: (uid, seq) =>
      inTurn(uid, async () => {
        const { rows } = await pool.query<{ current: string; seq: string | null; paths: string[] }>(
          `SELECT u.seq AS current, c.seq, c.paths
            FROM (SELECT coalesce((SELECT seq FROM data_users WHERE user_id = $1), 0) AS seq) u
            LEFT JOIN data_changes c ON c.user_id = $1 AND c.seq > $2
            ORDER BY c.seq`,
          [uid, Number.isSafeInteger(seq) ? seq : -1],
        );
        const current = Number(rows[0]!.current);
        feed.track(uid, current);
        if (seq === current) return [];
        if (!Number.isSafeInteger(seq) || seq < 0 || seq > current) return null;
        const changes = rows
          .filter((row) => row.seq !== null)
          .map((row) => ({ uid, seq: Number(row.seq), paths: row.paths }));
        if (changes[0]?.seq !== seq + 1) return null;
        return changes;
      }),
    onChange: (listener) => feed.onChange(listener),
    listenerPid: () => feed.listenerPid,
    close: () => feed.close(),
  };
}

/** SQLSTATE classes and driver messages that mean the database cannot be reached now. */
const UNREACHABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error/i;

/** DataStoreErrors as they are; a database that cannot be reached as UNAVAILABLE. */
function storageError(error: unknown): unknown {
  if (error instanceof DataStoreError) return error;
  const { code, message = '' } = (error ?? {}) as { code?: unknown; message?: string };
  const sqlState = typeof code === 'string' ? code : '';
  if (/^(08|53|57P)/.test(sqlState) || UNREACHABLE.test(message) || UNREACHABLE.test(sqlState)) {
    console.error(`Data store: PostgreSQL unavailable: ${message || sqlState}`);
    return new DataStoreError('UNAVAILABLE');
  }
  return error;
}
