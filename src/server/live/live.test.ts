import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../store/database.ts';
import { describeLive } from './testing/live-suite.ts';

describeLive('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tinies-live-db-'));
  const database = openSqlite(join(dir, 'tinies.sqlite'));
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
