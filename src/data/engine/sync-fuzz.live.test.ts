import { describeSyncFuzz } from '../testing/sync-fuzz-suite.ts';

describeSyncFuzz('SQLite', [1, 2, 3, 4, 5, 6]);
