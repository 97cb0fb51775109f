import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite, type SqliteDatabase } from '../database/database.ts';
import { describeQuotas } from './testing/quota-suite.ts';

describeQuotas('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tinies-quotas-'));
  const connections: SqliteDatabase[] = [];
  return {
    connect() {
      const database = openSqlite(join(dir, 'tinies.sqlite'));
      connections.push(database);
      return database;
    },
    async dispose() {
      for (const database of connections) await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
