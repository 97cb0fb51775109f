import { describeApiFuzz } from './testing/api-fuzz-suite.ts';
import { openTempSqlite } from './testing/temp-sqlite.ts';

describeApiFuzz('SQLite', async () => openTempSqlite('tinies-api-fuzz-'), 300);
