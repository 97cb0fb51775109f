import { openTempSqlite } from '../testing/temp-sqlite.ts';
import { describeFiles } from './files-suite.ts';

describeFiles('SQLite', async () => openTempSqlite('tinies-files-db-'));
