import { describePasswordReset } from '../testing/password-reset-suite.ts';
import { openTempSqlite } from '../testing/temp-sqlite.ts';

describePasswordReset('SQLite', async () => openTempSqlite('tinies-reset-db-'));
