import { DatabaseSync } from 'node:sqlite';
import { describeLargeReads } from './testing/large-reads-suite.ts';
import { sqliteFile } from '../database/database.ts';

/**
 * SQLite: a read still open pins its snapshot, so a checkpoint cannot take the later
 * writes into the file (`busy`).
 */
describeLargeReads('SQLite', async () => ({
  env: {},
  async readOpen(dataDir) {
    const db = new DatabaseSync(sqliteFile(dataDir));
    try {
      const { busy } = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number };
      return busy !== 0;
    } finally {
      db.close();
    }
  },
  dispose: async () => {},
}));
