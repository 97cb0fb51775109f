import type { DatabaseSync } from 'node:sqlite';
import { DataStoreError } from '../../shared/data/errors.ts';

/** How long a write waits for a transaction of another part of the app to end. */
const TRANSACTION_WAIT_MS = 10_000;

/**
 * Runs `work` in a transaction of its own on the shared connection. `work` is
 * synchronous, so nothing else of this process runs between BEGIN and COMMIT.
 * NOTE: better-auth keeps transactions open across awaits on this same connection (a
 * sign-up waits for its mail inside one); a statement issued meanwhile would join that
 * transaction and vanish with its rollback, so this first waits for it to end.
 */
export async function inTransaction<T>(sqlite: DatabaseSync, work: () => T): Promise<T> {
  const deadline = Date.now() + TRANSACTION_WAIT_MS;
  while (sqlite.isTransaction) {
    if (Date.now() > deadline) {
      throw new DataStoreError(
        'UNAVAILABLE',
        'The database is busy. Please try again in a moment.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  sqlite.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    sqlite.exec('COMMIT');
    return result;
  } catch (error) {
    sqlite.exec('ROLLBACK');
    throw error;
  }
}
