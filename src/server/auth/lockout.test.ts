import { describeLockout } from '../testing/lockout-suite.ts';
import { openTempSqlite } from '../testing/temp-sqlite.ts';

describeLockout('SQLite', async () => openTempSqlite('tinies-lockout-db-'));
