import { describeSyncFuzz } from '../testing/sync-fuzz-suite.ts';

// Fewer seeds than on SQLite: each write waits for its own commit on PostgreSQL.
describeSyncFuzz('PostgreSQL', [1, 2, 3]);
