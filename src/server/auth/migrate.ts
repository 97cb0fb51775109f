import type { BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { Database } from '../database/database.ts';

/**
 * An arbitrary constant naming the advisory lock that serialises migrations. Tests that drop
 * a schema of their own take it too: a migration's look at the tables lists every schema,
 * and one dropped meanwhile fails it.
 */
export const ACCOUNTS_MIGRATION_LOCK = 7_461_330_201;

/**
 * Creates or updates the accounts tables. On PostgreSQL several processes may start at
 * once: an advisory lock lets one migrate while the others wait, then find nothing to do.
 */
export async function migrateAccounts(options: BetterAuthOptions, database: Database) {
  const migrate = async () => {
    const { runMigrations } = await getMigrations(options);
    await runMigrations();
  };
  if (database.kind === 'sqlite') return migrate();
  const lock = await database.pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [ACCOUNTS_MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [ACCOUNTS_MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}
