import { describeQuotaRoutes } from './testing/quota-routes-suite.ts';
import { openTempSqlite } from './testing/temp-sqlite.ts';

describeQuotaRoutes('SQLite', async () => openTempSqlite('tinies-quota-routes-'));
