import type { Database } from '../database/database.ts';

/**
 * The data store's tables, created or brought up to date at start. One row per document,
 * one per user holding the user's sequence number, a change log per user, and the
 * request ids of each user's recent writes.
 * Append new steps; never edit one that has shipped.
 */
const STEPS: Array<{ version: number; sqlite: string; postgres: string }> = [
  {
    version: 1,
    sqlite: `
      CREATE TABLE data_users (
        user_id TEXT PRIMARY KEY,
        seq INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE data_documents (
        user_id TEXT NOT NULL,
        tiny TEXT NOT NULL,
        collection TEXT NOT NULL,
        doc_id TEXT NOT NULL,
        value TEXT NOT NULL,
        seq INTEGER NOT NULL,
        UNIQUE (user_id, tiny, collection, doc_id)
      );
      CREATE TABLE data_changes (
        user_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        paths TEXT NOT NULL,
        PRIMARY KEY (user_id, seq)
      ) WITHOUT ROWID;`,
    postgres: `
      CREATE TABLE data_users (
        user_id TEXT COLLATE "C" PRIMARY KEY,
        seq BIGINT NOT NULL
      );
      CREATE TABLE data_documents (
        user_id TEXT COLLATE "C" NOT NULL,
        tiny TEXT COLLATE "C" NOT NULL,
        collection TEXT COLLATE "C" NOT NULL,
        doc_id TEXT COLLATE "C" NOT NULL,
        value JSONB NOT NULL,
        seq BIGINT NOT NULL,
        PRIMARY KEY (user_id, tiny, collection, doc_id)
      );
      CREATE TABLE data_changes (
        user_id TEXT COLLATE "C" NOT NULL,
        seq BIGINT NOT NULL,
        paths JSONB NOT NULL,
        PRIMARY KEY (user_id, seq)
      );`,
  },
  {
    // Per-user usage for the quotas, kept up to date by every write in its transaction:
    // each document's size, and each user's totals beside their sequence number.
    // NOTE: on PostgreSQL existing sizes come from `value::text`, which spaces JSONB out
    // a little; each document's size is exact once it is next written.
    version: 2,
    sqlite: `
      ALTER TABLE data_documents ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
      UPDATE data_documents SET bytes = length(CAST(value AS BLOB));
      ALTER TABLE data_users ADD COLUMN document_bytes INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE data_users ADD COLUMN document_count INTEGER NOT NULL DEFAULT 0;
      INSERT INTO data_users (user_id, seq) SELECT DISTINCT user_id, 0 FROM data_documents WHERE true
        ON CONFLICT (user_id) DO NOTHING;
      UPDATE data_users SET (document_bytes, document_count) =
        (SELECT coalesce(sum(bytes), 0), count(*) FROM data_documents d
          WHERE d.user_id = data_users.user_id);`,
    postgres: `
      ALTER TABLE data_documents ADD COLUMN bytes BIGINT NOT NULL DEFAULT 0;
      UPDATE data_documents SET bytes = octet_length(value::text);
      ALTER TABLE data_users ADD COLUMN document_bytes BIGINT NOT NULL DEFAULT 0;
      ALTER TABLE data_users ADD COLUMN document_count BIGINT NOT NULL DEFAULT 0;
      INSERT INTO data_users (user_id, seq) SELECT DISTINCT user_id, 0 FROM data_documents
        ON CONFLICT (user_id) DO NOTHING;
      UPDATE data_users u SET document_bytes = t.bytes, document_count = t.count
        FROM (SELECT user_id, sum(bytes) AS bytes, count(*) AS count FROM data_documents
          GROUP BY user_id) t
        WHERE t.user_id = u.user_id;`,
  },
  {
    // The request ids of each user's recent writes and their outcome, so a write re-sent
    // after its acknowledgement was lost is answered again rather than applied twice.
    version: 3,
    sqlite: `
      CREATE TABLE data_requests (
        user_id TEXT NOT NULL,
        rid TEXT NOT NULL,
        seq INTEGER NOT NULL,
        kept TEXT,
        PRIMARY KEY (user_id, rid)
      ) WITHOUT ROWID;
      CREATE INDEX data_requests_by_seq ON data_requests (user_id, seq);`,
    postgres: `
      CREATE TABLE data_requests (
        user_id TEXT COLLATE "C" NOT NULL,
        rid TEXT COLLATE "C" NOT NULL,
        seq BIGINT NOT NULL,
        kept JSONB,
        PRIMARY KEY (user_id, rid)
      );
      CREATE INDEX data_requests_by_seq ON data_requests (user_id, seq);`,
  },
  {
    // What each logged change put where (its ops, as JSON text), so the live channel sends
    // changes rather than values, also across processes and to a resuming client; NULL
    // where too large to log (the values are read then) or logged before this step.
    version: 4,
    sqlite: `ALTER TABLE data_changes ADD COLUMN ops TEXT;`,
    postgres: `ALTER TABLE data_changes ADD COLUMN ops TEXT;`,
  },
];

/** The newest step: what `migrateDataStore` brings a database to by default. */
export const DATA_STORE_VERSION = STEPS.at(-1)!.version;

const VERSIONS_TABLE = 'CREATE TABLE IF NOT EXISTS data_migrations (version INTEGER PRIMARY KEY)';

/** An arbitrary constant naming the advisory lock that serialises these migrations. */
const MIGRATION_LOCK = 7_461_330_202;

/**
 * Applies the steps not applied yet, each in a transaction. On PostgreSQL several
 * processes may start at once: an advisory lock lets one migrate while the others wait,
 * then find nothing to do.
 */
export async function migrateDataStore(
  database: Database,
  /** Stop after this step (tests of a later step's migration of existing data). */
  toVersion = DATA_STORE_VERSION,
): Promise<void> {
  const pending = (applied: number | null) =>
    STEPS.filter((step) => step.version > (applied ?? 0) && step.version <= toVersion);
  if (database.kind === 'sqlite') {
    const db = database.sqlite;
    db.exec(VERSIONS_TABLE);
    const row = db.prepare('SELECT max(version) AS version FROM data_migrations').get() as {
      version: number | null;
    };
    for (const step of pending(row.version)) {
      db.exec('BEGIN IMMEDIATE');
      try {
        db.exec(step.sqlite);
        db.prepare('INSERT INTO data_migrations (version) VALUES (?)').run(step.version);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    }
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(VERSIONS_TABLE);
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM data_migrations',
    );
    for (const step of pending(rows[0]?.version ?? null)) {
      await client.query('BEGIN');
      try {
        await client.query(step.postgres);
        await client.query('INSERT INTO data_migrations (version) VALUES ($1)', [step.version]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
