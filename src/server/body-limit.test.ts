import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from './database/database.ts';
import { describeBodyLimits } from './testing/body-limit-suite.ts';

describeBodyLimits('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tinies-body-limits-'));
  const database = openSqlite(join(dir, 'tinies.sqlite'));
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
