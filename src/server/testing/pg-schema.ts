import { randomUUID } from 'node:crypto';
import { ACCOUNTS_MIGRATION_LOCK } from '../auth/migrate.ts';
import { openPostgres, type PostgresDatabase } from '../database/database.ts';

/** The PostgreSQL of the tests; the 'postgres' Vitest project exists only when it is set. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Set TEST_DATABASE_URL (e.g. postgres://127.0.0.1:5432/test).');
  return url;
}

export interface FreshSchema {
  /** A connection outside the schema, for the test's own queries. */
  admin: PostgresDatabase;
  /** The database URL whose connections see only this schema. */
  url: string;
  /** A new pool on the schema: another server process's worth of connections. */
  connect(): PostgresDatabase;
  /** Closes every pool `connect` opened and drops the schema. */
  dispose(): Promise<void>;
}

/**
 * A schema of its own for one test run: the server's own migrations create their tables
 * in it, runs never meet, and nothing is left behind. `base` is the database to make it
 * in; default TEST_DATABASE_URL.
 */
export async function freshSchema(
  prefix: string,
  base: string = testDatabaseUrl(),
): Promise<FreshSchema> {
  const schema = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = openPostgres(base);
  await admin.pool.query(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(base);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const opened: PostgresDatabase[] = [];
  return {
    admin,
    url: scoped.toString(),
    connect() {
      const database = openPostgres(scoped.toString());
      opened.push(database);
      return database;
    },
    async dispose() {
      await Promise.all(opened.map((database) => database.close()));
      // NOTE: not while another test's server migrates: its look at the tables of every
      // schema fails on one dropped under it ("schema … does not exist").
      const client = await admin.pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [ACCOUNTS_MIGRATION_LOCK]);
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [ACCOUNTS_MIGRATION_LOCK]);
        client.release();
      }
      await admin.close();
    },
  };
}

/** One database on a fresh schema, in the `{ database, dispose }` shape the suites take. */
export async function freshSchemaDatabase(prefix: string) {
  const schema = await freshSchema(prefix);
  return { database: schema.connect(), dispose: schema.dispose };
}
