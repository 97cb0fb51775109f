import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite, type SqliteDatabase } from '../database/database.ts';

/** A SQLite database in a fresh temporary directory, removed with it by `dispose`. */
export function openTempSqlite(prefix: string): {
  database: SqliteDatabase;
  dispose(): Promise<void>;
} {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const database = openSqlite(join(dir, 'tinies.sqlite'));
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
