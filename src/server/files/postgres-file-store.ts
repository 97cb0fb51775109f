import type pg from 'pg';
import {
  DEFAULT_COLLECTION_GRACE_MS,
  newFileId,
  quotaExceeded,
  type DocumentsTable,
  fileRecordFromRow,
  type FileRecord,
  type FileRow,
  type FileStore,
} from './file-store.ts';

/** Arbitrary constants naming the advisory locks of the files table. */
const MIGRATION_LOCK = 7_461_330_210;
const COLLECTION_LOCK = 7_461_330_211;
/** With the user id's hash: one upload per user at a time passes the quota check. */
const QUOTA_LOCK_SPACE = 746_133;

async function migrate(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    // NOTE: several processes may start at once; one creates, the others then find it.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`
      CREATE TABLE IF NOT EXISTS files (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        size BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        unreferenced_since BIGINT,
        bytes BYTEA NOT NULL
      );
      CREATE INDEX IF NOT EXISTS files_user_id ON files (user_id);
      -- Photos and PDFs are compressed already: kept out of line without another try.
      ALTER TABLE files ALTER COLUMN bytes SET STORAGE EXTERNAL;
    `);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** Runs `work` in a transaction on one pooled connection. */
async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Files in PostgreSQL mode: bytes and metadata in one table, so every process serves
 * every file without a shared disk.
 */
export async function openPostgresFileStore(options: {
  pool: pg.Pool;
  quotaBytes: number;
  documents: DocumentsTable;
}): Promise<FileStore> {
  const { pool, quotaBytes } = options;
  await migrate(pool);

  const { table, userColumn, valueColumn } = options.documents;
  const referenced = `EXISTS (SELECT 1 FROM "${table}" d WHERE d."${userColumn}" = files.user_id AND strpos(d."${valueColumn}"::text, files.id) > 0)`;
  const usage = async (client: pg.Pool | pg.PoolClient, uid: string) => {
    const { rows } = await client.query<{ used: string }>(
      'SELECT COALESCE(SUM(size), 0) AS used FROM files WHERE user_id = $1',
      [uid],
    );
    return Number(rows[0]!.used);
  };

  return {
    kind: 'postgres',
    quotaBytes,

    async save(uid, type, bytes) {
      const record: FileRecord = {
        id: newFileId(),
        userId: uid,
        type,
        size: bytes.byteLength,
        createdAt: Date.now(),
      };
      await transaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
          QUOTA_LOCK_SPACE,
          uid,
        ]);
        const used = await usage(client, uid);
        if (used + record.size > quotaBytes) throw quotaExceeded(used, record.size, quotaBytes);
        await client.query(
          'INSERT INTO files (id, user_id, type, size, created_at, bytes) VALUES ($1, $2, $3, $4, $5, $6)',
          [
            record.id,
            uid,
            type,
            record.size,
            record.createdAt,
            Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          ],
        );
      });
      return record;
    },

    async find(uid, id) {
      const { rows } = await pool.query<FileRow>(
        'SELECT id, user_id, type, size, created_at FROM files WHERE id = $1 AND user_id = $2',
        [id, uid],
      );
      return rows[0] ? fileRecordFromRow(rows[0]) : null;
    },

    async list(uid) {
      const { rows } = await pool.query<FileRow>(
        'SELECT id, user_id, type, size, created_at FROM files WHERE user_id = $1 ORDER BY created_at, id',
        [uid],
      );
      return rows.map(fileRecordFromRow);
    },

    async read(file) {
      const { rows } = await pool.query<{ bytes: Buffer }>(
        'SELECT bytes FROM files WHERE id = $1 AND user_id = $2',
        [file.id, file.userId],
      );
      // NOTE: node-postgres makes a Buffer of its own per value, never on shared memory.
      return (rows[0]?.bytes as Uint8Array<ArrayBuffer> | undefined) ?? null;
    },

    async remove(uid, id) {
      const { rowCount } = await pool.query('DELETE FROM files WHERE id = $1 AND user_id = $2', [
        id,
        uid,
      ]);
      return (rowCount ?? 0) > 0;
    },

    usage: (uid) => usage(pool, uid),

    async collectUnreferencedFiles({
      now = Date.now(),
      graceMs = DEFAULT_COLLECTION_GRACE_MS,
    } = {}) {
      return transaction(pool, async (client) => {
        // Another process collecting right now does the same work: leave it to that one.
        const { rows: lock } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_xact_lock($1) AS locked',
          [COLLECTION_LOCK],
        );
        if (!lock[0]!.locked) return { deleted: [] };
        await client.query(
          `UPDATE files SET unreferenced_since = NULL WHERE unreferenced_since IS NOT NULL AND ${referenced}`,
        );
        const { rows } = await client.query<{ id: string }>(
          `DELETE FROM files WHERE unreferenced_since <= $1 AND NOT ${referenced} RETURNING id`,
          [now - graceMs],
        );
        await client.query(
          `UPDATE files SET unreferenced_since = $1 WHERE unreferenced_since IS NULL AND NOT ${referenced}`,
          [now],
        );
        return { deleted: rows.map((row) => row.id) };
      });
    },
  };
}
