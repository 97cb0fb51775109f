import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
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
import { PostgresChangeFeed } from './postgres-changes.ts';
import { checkQuota, usageAfter, type DocumentQuota, type DocumentUsage } from './quotas.ts';
import { READ_PAGE_BYTES, valueJson } from './streamed-value.ts';
import { finishWrite, prepareWrite, resultOf, type PreparedWrite } from './writes.ts';
import { documentId, type DocumentKey, type DocumentRow } from '../../shared/data/documents.ts';
import { DOCUMENT_SEGMENTS } from '../../shared/data/paths.ts';
import type { SchemaRegistry } from '../../shared/data/registry.ts';
import { ownPath } from '../../shared/data/write-targets.ts';
import type { PostgresDatabase } from '../database/database.ts';

export interface PostgresStoreOptions {
  /** Changes kept per user for `changesSince`. */
  changeLogLength: number;
  /** What each user may keep in documents. */
  quota: DocumentQuota;
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

const SELECT_STORED = `SELECT tiny, collection, doc_id, value, bytes FROM data_documents
  WHERE user_id = $1 AND (tiny, collection, doc_id) IN
    (SELECT * FROM unnest($2::text[], $3::text[], $4::text[]))`;

const DELETE_DOCUMENTS = `DELETE FROM data_documents
  WHERE user_id = $1 AND (tiny, collection, doc_id) IN
    (SELECT * FROM unnest($2::text[], $3::text[], $4::text[]))`;

const UPSERT_DOCUMENTS = `INSERT INTO data_documents (user_id, tiny, collection, doc_id, value, bytes, seq)
  SELECT $1, t, c, d, v::jsonb, b, $6
    FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $7::bigint[]) AS x(t, c, d, v, b)
  ON CONFLICT (user_id, tiny, collection, doc_id)
    DO UPDATE SET value = excluded.value, bytes = excluded.bytes, seq = excluded.seq`;

/**
 * Locks the user's row (creating it at 0) so the user's writes commit one at a time; it
 * also holds the usage the write's quota check starts from, and the outcome of the request
 * id `$2` when it was committed before (`done_seq`, `done_kept`).
 * NOTE: the request is read from the statement's snapshot, taken before the lock: the
 * same id committed by another process meanwhile is missed here, and its insert then
 * fails on the key; `write` runs the write again, which finds it.
 */
const LOCK_USER = `WITH locked AS (INSERT INTO data_users (user_id, seq) VALUES ($1, 0)
    ON CONFLICT (user_id) DO UPDATE SET seq = data_users.seq
    RETURNING seq, document_bytes, document_count)
  SELECT l.seq, l.document_bytes, l.document_count, r.seq AS done_seq, r.kept AS done_kept
    FROM locked l LEFT JOIN data_requests r ON r.user_id = $1 AND r.rid = $2::text`;

/** The columns of a document's key, in key order (a path's names below the user). */
const KEY_COLUMNS = ['tiny', 'collection', 'doc_id'] as const;

/**
 * ` AND tiny = $2 AND collection = $3`…: the first `names` key columns equal to the
 * parameters numbered from `first`, their table named by `alias` when given.
 */
function keyConditions(names: number, first: number, alias = ''): string {
  return KEY_COLUMNS.slice(0, names)
    .map((column, index) => ` AND ${alias}${column} = $${index + first}`)
    .join('');
}

/** What the documents below a scope take: the bytes and count a clear frees. */
function clearedSizesQuery(names: number): string {
  return `SELECT coalesce(sum(bytes), 0) AS bytes, count(*) AS count FROM data_documents
    WHERE user_id = $1${keyConditions(names, 2)}`;
}

/**
 * Bumps the seq and sets the usage, logs the change, trims the log, remembers the request
 * id (`$9`, when given) and forgets those as old as the log forgets, and notifies (at
 * commit) in one trip.
 */
const FINISH_WRITE = `WITH bumped AS (UPDATE data_users SET seq = $2, document_bytes = $7, document_count = $8
    WHERE user_id = $1),
  logged AS (INSERT INTO data_changes (user_id, seq, paths, ops) VALUES ($1, $2, $3::jsonb, $11::text)),
  trimmed AS (DELETE FROM data_changes WHERE user_id = $1 AND seq <= $4),
  remembered AS (INSERT INTO data_requests (user_id, rid, seq, kept)
    SELECT $1, $9::text, $2, $10::jsonb WHERE $9::text IS NOT NULL),
  forgotten AS (DELETE FROM data_requests WHERE user_id = $1 AND seq <= $4 AND $9::text IS NOT NULL)
  SELECT pg_notify($5, $6)`;

/** Remembers the outcome of a request that committed nothing (every field kept). */
const REMEMBER_REQUEST = `WITH remembered AS (INSERT INTO data_requests (user_id, rid, seq, kept)
    VALUES ($1, $2, $3, $4::jsonb))
  DELETE FROM data_requests WHERE user_id = $1 AND seq <= $5`;

/** The documents below a path and the user's seq, in one statement (one snapshot). */
function snapshotQuery(names: number): string {
  return `SELECT u.seq, d.tiny, d.collection, d.doc_id, d.value
    FROM (SELECT coalesce((SELECT seq FROM data_users WHERE user_id = $1), 0) AS seq) u
    LEFT JOIN data_documents d ON d.user_id = $1${keyConditions(names, 2, 'd.')}`;
}

/**
 * Streamed reads open at once in one process, each holding a pooled connection: the rest
 * of the pool (10) stays for writes and small reads; more readers wait for a place.
 */
const MAX_OPEN_READERS = 4;

/** Rows fetched first; later fetches aim at READ_PAGE_BYTES, judged by the rows before. */
const FIRST_FETCH_ROWS = 4;

/** Bytes of a document's JSON per row of a streamed read. */
const PART_BYTES = 16_384;

/**
 * The documents below a path, in key order, as the UTF-8 bytes of their JSON cut in parts
 * of at most PART_BYTES (no parse on this side). NOTE: the driver reads each row into one
 * Buffer, doubling it as the row arrives: a 230 KB row cost about 1 MB of Buffers, which
 * the collector takes back only at its external-memory limit (a long pause, and tens of
 * MB more held); rows of a few KB keep that garbage small and short-lived. The subquery is
 * kept from being folded in (`OFFSET 0`) so that each document is encoded once; the
 * lateral series yields its parts in order right behind it.
 */
function documentsQuery(names: number): string {
  return `DECLARE documents NO SCROLL CURSOR FOR
    SELECT d.tiny, d.collection, d.doc_id,
      substring(d.bytes FROM p.n * ${PART_BYTES} + 1 FOR ${PART_BYTES}) AS part,
      (p.n + 1) * ${PART_BYTES} >= octet_length(d.bytes) AS last
    FROM (SELECT tiny, collection, doc_id, convert_to(value::text, 'UTF8') AS bytes
      FROM data_documents WHERE user_id = $1${keyConditions(names, 2)}
      ORDER BY tiny, collection, doc_id OFFSET 0) d
    CROSS JOIN LATERAL generate_series(0, (octet_length(d.bytes) - 1) / ${PART_BYTES}) AS p(n)`;
}

/**
 * The documents below a root, tiny or collection as JSON text, in key order, and the
 * user's seq, in one statement; only as many documents as it takes to pass `$2` bytes.
 */
function boundedQuery(names: number): string {
  return `SELECT u.seq, d.tiny, d.collection, d.doc_id, d.json, d.running
    FROM (SELECT coalesce((SELECT seq FROM data_users WHERE user_id = $1), 0) AS seq) u
    LEFT JOIN LATERAL (
      SELECT * FROM (
        SELECT tiny, collection, doc_id, json,
          sum(octet_length(json)) OVER (ORDER BY tiny, collection, doc_id) AS running
        FROM (SELECT tiny, collection, doc_id, value::text AS json FROM data_documents
          WHERE user_id = $1${keyConditions(names, 3)}) documents
      ) counted WHERE running - octet_length(json) <= $2
    ) d ON true
    ORDER BY d.tiny, d.collection, d.doc_id`;
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
  { changeLogLength, quota }: PostgresStoreOptions,
): Promise<PostgresDataStore> {
  const { pool } = database;
  const { rows: schemaRows } = await pool.query<{ schema: string | null }>(
    'SELECT current_schema() AS schema',
  );
  const schema = schemaRows[0]?.schema ?? '';
  const channel = `tinies_data_${createHash('sha256').update(schema).digest('hex').slice(0, 16)}`;

  const readChanges = async (uid: string, after: number, upTo: number) => {
    const { rows } = await pool.query<LoggedChange>(
      'SELECT seq, paths, ops FROM data_changes WHERE user_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq',
      [uid, after, upTo],
    );
    return rows.map((row) => changeOf(uid, row));
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

  async function snapshotJson(uid: string, path: string, maxBytes: number) {
    const parsed = ownPath(uid, path);
    if (parsed.segments.length >= DOCUMENT_SEGMENTS) {
      const { value, seq } = await snapshot(uid, path);
      return { json: JSON.stringify(value), seq };
    }
    const names = parsed.segments.slice(2);
    const { rows } = await pool.query<{
      seq: string;
      tiny: string | null;
      collection: string;
      doc_id: string;
      json: string;
      running: string;
    }>(boundedQuery(names.length), [uid, maxBytes, ...names]);
    const seq = Number(rows[0]!.seq);
    feed.track(uid, seq);
    const documents = rows.filter((row) => row.tiny !== null);
    if (documents.length > 0 && Number(documents.at(-1)!.running) > maxBytes) return null;
    return {
      json: valueJson(
        names.length,
        documents.map((row) => ({
          tiny: row.tiny!,
          collection: row.collection,
          docId: row.doc_id,
          json: row.json,
        })),
      ),
      seq,
    };
  }

  /** Streamed reads open, each holding a pooled connection in a read-only transaction. */
  const readers = new Set<DocumentReader>();

  let openReaders = 0;
  const waitingReaders: Array<() => void> = [];
  const readerPlace = async () => {
    if (openReaders >= MAX_OPEN_READERS) {
      await new Promise<void>((resolve) => waitingReaders.push(resolve));
    }
    openReaders += 1;
  };
  const leavePlace = () => {
    openReaders -= 1;
    waitingReaders.shift()?.();
  };

  /** Opens a read in a place already taken (`readerPlace`), which it gives back when closed. */
  async function openReader(uid: string, path: string): Promise<DocumentReader> {
    let client: PoolClient;
    let names: string[];
    try {
      names = ownPath(uid, path).segments.slice(2, 5);
      client = await pool.connect();
    } catch (error) {
      leavePlace();
      throw error;
    }
    let closed = false;
    let broken: Error | undefined;
    let done = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      readers.delete(reader);
      if (!done) {
        await client.query('ROLLBACK').catch((error: Error) => (broken = error));
      }
      client.release(broken);
      leavePlace();
    };
    let seq: number;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ seq: string }>(
        'SELECT coalesce((SELECT seq FROM data_users WHERE user_id = $1), 0) AS seq',
        [uid],
      );
      seq = Number(rows[0]!.seq);
      await client.query(documentsQuery(names.length), [uid, ...names]);
    } catch (error) {
      broken = error as Error;
      closed = true;
      client.release(broken);
      leavePlace();
      throw error;
    }
    feed.track(uid, seq);
    let fetchRows = FIRST_FETCH_ROWS;
    /** The document whose parts are coming in, and the decoder of its UTF-8. */
    let partial: StoredDocument | undefined;
    const decoder = new TextDecoder();
    const reader: DocumentReader = {
      seq,
      async next() {
        const page: StoredDocument[] = [];
        try {
          while (page.length === 0 && !closed) {
            const asked = fetchRows;
            const { rows } = await client.query<{
              tiny: string;
              collection: string;
              doc_id: string;
              part: Buffer;
              last: boolean;
            }>(`FETCH ${asked} FROM documents`);
            let bytes = 0;
            for (const row of rows) {
              bytes += row.part.length;
              const text = decoder.decode(row.part, { stream: !row.last });
              if (partial) partial.json += text;
              else {
                partial = {
                  tiny: row.tiny,
                  collection: row.collection,
                  docId: row.doc_id,
                  json: text,
                };
              }
              if (row.last) {
                page.push(partial);
                partial = undefined;
              }
            }
            fetchRows = Math.max(
              1,
              Math.min(1000, Math.floor((READ_PAGE_BYTES * rows.length) / Math.max(1, bytes))),
            );
            if (rows.length < asked) {
              await client.query('COMMIT');
              done = true;
              await close();
            }
          }
          return page;
        } catch (error) {
          broken = error as Error;
          await close();
          throw storageError(error);
        }
      },
      close,
    };
    readers.add(reader);
    return reader;
  }

  async function commitWrite(
    prepared: PreparedWrite,
  ): Promise<{ result: WriteResult; change?: Change }> {
    const { uid, rid } = prepared;
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const locked = await client.query<{
        seq: string;
        document_bytes: string;
        document_count: string;
        done_seq: string | null;
        done_kept: string[] | null;
      }>(LOCK_USER, [uid, rid ?? null]);
      const row = locked.rows[0]!;
      if (row.done_seq !== null) {
        await client.query('COMMIT');
        const kept = row.done_kept === null ? null : JSON.stringify(row.done_kept);
        return { result: resultOf(Number(row.done_seq), kept) };
      }
      const seq = Number(row.seq) + 1;
      const stored = new Map<string, JsonValue>();
      const storedBytes = new Map<string, number>();
      if (prepared.reads.length > 0) {
        const { rows } = await client.query<StoredRow & { bytes: string }>(SELECT_STORED, [
          uid,
          ...unnestKeys(prepared.reads),
        ]);
        for (const row of rows) {
          stored.set(documentId(toRow(row)), row.value);
          storedBytes.set(documentId(toRow(row)), Number(row.bytes));
        }
      }
      const { writes, kept, paths, ops } = finishWrite(registry, prepared, stored);
      if (paths.length === 0) {
        // Every field was changed elsewhere since: nothing to commit.
        if (rid !== undefined) {
          await client.query(REMEMBER_REQUEST, [
            uid,
            rid,
            seq - 1,
            JSON.stringify(kept),
            seq - 1 - changeLogLength,
          ]);
        }
        await client.query('COMMIT');
        return { result: resultOf(seq - 1, JSON.stringify(kept)) };
      }
      // NOTE: the lock on the user's row is held until commit, across every process, so
      // the usage it holds is what this write adds to: concurrent writes cannot both pass.
      const before = { bytes: Number(row.document_bytes), count: Number(row.document_count) };
      const cleared = { bytes: 0, count: 0 };
      for (const scope of prepared.clears) {
        const { rows } = await client.query<{ bytes: string; count: string }>(
          clearedSizesQuery(scope.length),
          [uid, ...scope],
        );
        cleared.bytes += Number(rows[0]!.bytes);
        cleared.count += Number(rows[0]!.count);
      }
      const after = usageAfter(before, cleared, writes, storedBytes);
      checkQuota(before, after, quota);
      for (const scope of prepared.clears) {
        await client.query(
          `DELETE FROM data_documents WHERE user_id = $1${keyConditions(scope.length, 2)}`,
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
          upserts.map((write) => write.bytes),
        ]);
      }
      await client.query(FINISH_WRITE, [
        uid,
        seq,
        JSON.stringify(paths),
        seq - changeLogLength,
        channel,
        JSON.stringify({ uid, seq }),
        after.bytes,
        after.count,
        rid ?? null,
        kept.length > 0 ? JSON.stringify(kept) : null,
        loggedOps(ops),
      ]);
      await client.query('COMMIT');
      return { result: resultOf(seq, JSON.stringify(kept)), change: { uid, seq, paths, ops } };
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
      let committed;
      try {
        committed = await commitWrite(prepared);
      } catch (error) {
        // The same request committed by another process meanwhile (see LOCK_USER).
        if ((error as { constraint?: string }).constraint !== 'data_requests_pkey') throw error;
        committed = await commitWrite(prepared);
      }
      const { result, change } = committed;
      if (change) feed.committed(change);
      return result;
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

  async function usageOf(uid: string): Promise<DocumentUsage> {
    const { rows } = await pool.query<{ bytes: string; count: string }>(
      'SELECT document_bytes AS bytes, document_count AS count FROM data_users WHERE user_id = $1',
      [uid],
    );
    return { bytes: Number(rows[0]?.bytes ?? 0), count: Number(rows[0]?.count ?? 0) };
  }

  return {
    quota,
    usage: (uid) => inTurn(uid, () => usageOf(uid)),
    get: (uid, path) => inTurn(uid, async () => (await snapshot(uid, path)).value),
    snapshot: (uid, path) => inTurn(uid, () => snapshot(uid, path)),
    // Opened in the user's turn (the snapshot holds every write called before it); the
    // pages are read after it, so a long read never holds the user's writes back.
    // NOTE: the place is waited for outside the turn, so the user's writes never wait for it.
    readDocuments: async (uid, path) => {
      await readerPlace();
      return inTurn(uid, () => openReader(uid, path));
    },
    snapshotJson: (uid, path, maxBytes) => inTurn(uid, () => snapshotJson(uid, path, maxBytes)),
    set: (uid, path, value, options) =>
      write(() => prepareWrite(registry, uid, path, 'set', value, options), uid),
    remove: (uid, path, options) =>
      write(() => prepareWrite(registry, uid, path, 'set', null, options), uid),
    update: (uid, path, values, options) =>
      write(() => prepareWrite(registry, uid, path, 'update', values, options), uid),
    currentSeq: (uid) => inTurn(uid, () => currentSeqOf(uid)),
    changesSince: (uid, seq) =>
      inTurn(uid, async () => {
        const { rows } = await pool.query<
          { current: string; seq: string | null } & Omit<LoggedChange, 'seq'>
        >(
          `SELECT u.seq AS current, c.seq, c.paths, c.ops
            FROM (SELECT coalesce((SELECT seq FROM data_users WHERE user_id = $1), 0) AS seq) u
            LEFT JOIN data_changes c ON c.user_id = $1 AND c.seq > $2
            ORDER BY c.seq`,
          [uid, Number.isSafeInteger(seq) ? seq : -1],
        );
        const current = Number(rows[0]!.current);
        feed.track(uid, current);
        if (seq === current) return [];
        if (!Number.isSafeInteger(seq) || seq < 0 || seq > current) return null;
        const changes = rows.flatMap((row) =>
          row.seq === null ? [] : [changeOf(uid, { ...row, seq: row.seq })],
        );
        if (changes[0]?.seq !== seq + 1) return null;
        return changes;
      }),
    onChange: (listener) => feed.onChange(listener),
    listenerPid: () => feed.listenerPid,
    async close() {
      await Promise.all([...readers].map((reader) => reader.close()));
      await feed.close();
    },
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
