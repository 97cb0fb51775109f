import { describeAccountDeletion } from '../testing/account-deletion-suite.ts';
import { openTempSqlite } from '../testing/temp-sqlite.ts';

describeAccountDeletion('SQLite', async () => openTempSqlite('tinies-delete-db-'));
