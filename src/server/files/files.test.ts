import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../store/database.ts';
import { describeFiles } from './files-suite.ts';

describeFiles('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tinies-files-db-'));
  const database = openSqlite(join(dir, 'tinies.sqlite'));
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
