import { describeAccountSettings } from '../testing/account-settings-suite.ts';
import { openTempSqlite } from '../testing/temp-sqlite.ts';

describeAccountSettings('SQLite', async () => openTempSqlite('tinies-settings-db-'));
