import { describeAccountExport } from '../testing/account-export-suite.ts';
import { openTempSqlite } from '../testing/temp-sqlite.ts';

describeAccountExport('SQLite', async () => openTempSqlite('tinies-export-db-'));
