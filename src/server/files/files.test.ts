import { openTempSqlite } from '../testing/temp-sqlite.ts';
import { describeFiles } from './testing/files-suite.ts';

describeFiles('SQLite', async () => openTempSqlite('tinies-files-db-'));
