import { describeAccounts } from '../testing/accounts-suite.ts';
import { openTempSqlite } from '../testing/temp-sqlite.ts';

describeAccounts('SQLite', async () => openTempSqlite('tinies-accounts-db-'));
