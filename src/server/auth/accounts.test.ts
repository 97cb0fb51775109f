import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../store/database.ts';
import { describeAccounts } from '../testing/accounts-suite.ts';

describeAccounts('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tinies-accounts-db-'));
  const database = openSqlite(join(dir, 'tinies.sqlite'));
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
