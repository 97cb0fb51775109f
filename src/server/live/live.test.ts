import { openTempSqlite } from '../testing/temp-sqlite.ts';
import { describeLive } from './testing/live-suite.ts';

describeLive('SQLite', async () => openTempSqlite('tinies-live-db-'));
