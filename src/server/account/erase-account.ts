import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isFileId } from '../../shared/data/files.ts';
import type { Database } from '../database/database.ts';
import { inTransaction } from '../database/sqlite-transaction.ts';

/**
 * Every row an account owns, table by table, in the order they are deleted (what refers to
 * the user first). `$1` is the user's id. better-auth's own tables keep camelCase columns.
 * NOTE: better-auth's deleteUser removes sessions, accounts and the user but knows nothing
 * of the data store, the files or its own one-time tokens (a reset link's `value` is the
 * user's id); deleting them all here keeps "nothing of the account remains" in one place.
 */
const ERASE_STATEMENTS = [
  'DELETE FROM data_documents WHERE user_id = $1',
  'DELETE FROM data_changes WHERE user_id = $1',
  'DELETE FROM data_requests WHERE user_id = $1',
  'DELETE FROM data_users WHERE user_id = $1',
  'DELETE FROM files WHERE user_id = $1',
  'DELETE FROM "verification" WHERE "value" = $1',
  'DELETE FROM "session" WHERE "userId" = $1',
  'DELETE FROM "account" WHERE "userId" = $1',
  'DELETE FROM "user" WHERE "id" = $1',
];

export interface EraseAccountOptions {
  database: Database;
  /** SQLite mode: the folder that holds the file bytes (DATA_DIR/files). */
  filesFolder?: string;
  /** More statements of the same transaction, e.g. the sign-in lockout's rows (`$1` the id, `$2` the e-mail). */
  extraStatements?: string[];
}

/**
 * Deletes an account and everything it kept — its documents, change log, files, sessions,
 * sign-in methods, one-time tokens and the user row — in one transaction, so a failure
 * leaves the account whole. File bytes on disk (SQLite mode) go after the commit: a crash
 * in between leaves bytes no row owns, which the file collection sweeps.
 */
export async function eraseAccount(
  { database, filesFolder, extraStatements = [] }: EraseAccountOptions,
  user: { id: string; email: string },
): Promise<void> {
  const statements = [...extraStatements, ...ERASE_STATEMENTS];
  /** The values a statement names, `$1` (the id) and maybe `$2` (the e-mail). */
  const parameters = (text: string) => [user.id, user.email].slice(0, text.includes('$2') ? 2 : 1);
  if (database.kind === 'postgres') {
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      for (const text of statements) await client.query(text, parameters(text));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    return;
  }
  const { sqlite } = database;
  const fileIds = await inTransaction(sqlite, () => {
    const ids = sqlite
      .prepare('SELECT id FROM files WHERE user_id = ?')
      .all(user.id)
      .map((row) => String(row.id));
    for (const text of statements) {
      sqlite.prepare(text.replace(/\$(\d)/g, '?$1')).run(...parameters(text));
    }
    return ids;
  });
  if (!filesFolder) return;
  for (const id of fileIds.filter(isFileId)) {
    await unlink(join(filesFolder, id)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') console.error(`Could not delete file ${id}: ${error.message}`);
    });
  }
}
