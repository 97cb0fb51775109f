import { userInfo } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import type { Config } from '../config.ts';

interface DatabaseBase {
  /** Resolves when the storage answers a trivial query; rejects otherwise. */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface SqliteDatabase extends DatabaseBase {
  readonly kind: 'sqlite';
  readonly sqlite: DatabaseSync;
}

export interface PostgresDatabase extends DatabaseBase {
  readonly kind: 'postgres';
  readonly pool: pg.Pool;
}

/** The storage the server runs on: a SQLite file by default, PostgreSQL with DATABASE_URL. */
export type Database = SqliteDatabase | PostgresDatabase;

export function openSqlite(file: string): SqliteDatabase {
  const db = new DatabaseSync(file);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  const ping = db.prepare('SELECT 1 AS ok');
  return {
    kind: 'sqlite',
    sqlite: db,
    async check() {
      if ((ping.get() as { ok: number } | undefined)?.ok !== 1)
        throw new Error('SQLite did not answer');
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}

/** The login name of the process's user, as libpq takes it; undefined without a passwd entry. */
function osUserName(): string | undefined {
  try {
    return userInfo().username;
  } catch {
    return undefined;
  }
}

export function openPostgres(url: string): PostgresDatabase {
  // NOTE: a URL without a user name (postgres://host/db) means the OS user to libpq and
  // psql; pg falls back only to $USER, which service managers and containers often leave
  // unset, and then fails with "no PostgreSQL user name specified".
  pg.defaults.user ??= osUserName();
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // NOTE: an idle client losing its connection emits 'error' on the pool; without a
  // listener that would crash the process instead of failing the next query.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  let closed = false;
  return {
    kind: 'postgres',
    pool,
    async check() {
      await pool.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The SQLite file in DATA_DIR: the whole database when DATABASE_URL is not set. */
export function sqliteFile(dataDir: string): string {
  return join(dataDir, 'tinies.sqlite');
}

export function openDatabase(config: Config): Database {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openSqlite(sqliteFile(config.dataDir));
}
