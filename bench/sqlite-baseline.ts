import { join } from 'node:path';
import { noteValue } from './acked-writes.ts';
import { makeTempDir, removeTempDir } from './temp-dirs.ts';
import { openSqlite } from '../src/server/database/database.ts';

/**
 * The raw baseline for acknowledged writes: plain node:sqlite inserts of the same note's
 * JSON, one transaction per row, on a file opened exactly as the server opens its own
 * (WAL, synchronous=NORMAL). No validation, no network, no change log.
 */
export function sqliteInsertsPerSecond(warmUpMs: number, measureMs: number): number {
  const dir = makeTempDir('tinies-bench-sqlite-');
  const database = openSqlite(join(dir, 'baseline.sqlite'));
  try {
    const db = database.sqlite;
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, value TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO notes (value) VALUES (?)');
    const start = performance.now();
    const from = start + warmUpMs;
    const until = from + measureMs;
    let counted = 0;
    for (let n = 0, now = start; now < until; n += 1) {
      // Autocommit: each INSERT is its own transaction, committed before the next.
      insert.run(JSON.stringify(noteValue(n)));
      now = performance.now();
      if (now >= from && now < until) counted += 1;
    }
    return counted / (measureMs / 1000);
  } finally {
    database.sqlite.close();
    removeTempDir(dir);
  }
}
