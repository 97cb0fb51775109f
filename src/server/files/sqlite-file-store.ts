import { mkdirSync } from 'node:fs';
import { open, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Readable } from 'node:stream';
import {
  DEFAULT_COLLECTION_GRACE_MS,
  newFileId,
  quotaExceeded,
  type DocumentsTable,
  fileRecordFromRow,
  type FileRecord,
  type FileRow,
  type FileStore,
} from './file-store.ts';
import { isFileId } from '../../shared/data/files.ts';
import { inTransaction } from '../database/sqlite-transaction.ts';

function migrate(sqlite: DatabaseSync) {
  // NOTE: files go with their owner's account (foreign keys are on in every connection).
  sqlite.exec(`
    CREATE TABLE IF NOT EXISTS files (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      type TEXT NOT NULL,
      size INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      unreferenced_since INTEGER
    );
    CREATE INDEX IF NOT EXISTS files_user_id ON files (user_id);
  `);
}

/** Bytes without a row older than this are leftovers of a crash, not an upload under way. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

async function removeQuietly(path: string) {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * Files in SQLite mode: metadata in the database, bytes in `folder` under the id as the
 * name (never a name from the client). Bytes are written and flushed before their row is
 * committed, so a row always has complete bytes; bytes without a row (a crash between the
 * two) are swept by the collection.
 */
export function openSqliteFileStore(options: {
  sqlite: DatabaseSync;
  folder: string;
  quotaBytes: number;
  documents: DocumentsTable;
}): FileStore {
  const { sqlite, folder, quotaBytes } = options;
  mkdirSync(folder, { recursive: true });
  migrate(sqlite);

  const { table, userColumn, valueColumn } = options.documents;
  const referenced = `EXISTS (SELECT 1 FROM "${table}" d WHERE d."${userColumn}" = files.user_id AND instr(d."${valueColumn}", files.id) > 0)`;
  const statements = {
    usage: sqlite.prepare('SELECT COALESCE(SUM(size), 0) AS used FROM files WHERE user_id = ?'),
    insert: sqlite.prepare(
      'INSERT INTO files (id, user_id, type, size, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    find: sqlite.prepare(
      'SELECT id, user_id, type, size, created_at FROM files WHERE id = ? AND user_id = ?',
    ),
    remove: sqlite.prepare('DELETE FROM files WHERE id = ? AND user_id = ? RETURNING id'),
    exists: sqlite.prepare('SELECT 1 AS found FROM files WHERE id = ?'),
    list: sqlite.prepare(
      'SELECT id, user_id, type, size, created_at FROM files WHERE user_id = ? ORDER BY created_at, id',
    ),
  };
  // NOTE: prepared on first use: the data store may create its documents table later.
  let collection: ReturnType<typeof prepareCollection> | undefined;
  function prepareCollection() {
    return {
      unmark: sqlite.prepare(
        `UPDATE files SET unreferenced_since = NULL WHERE unreferenced_since IS NOT NULL AND ${referenced}`,
      ),
      collect: sqlite.prepare(
        `DELETE FROM files WHERE unreferenced_since <= ? AND NOT ${referenced} RETURNING id`,
      ),
      mark: sqlite.prepare(
        `UPDATE files SET unreferenced_since = ? WHERE unreferenced_since IS NULL AND NOT ${referenced}`,
      ),
    };
  }
  const usage = (uid: string) => Number((statements.usage.get(uid) as { used: number }).used);
  const pathOf = (id: string) => join(folder, id);

  /** Bytes in the folder that no row owns, an hour old or older. */
  async function sweepOrphans() {
    // NOTE: real time, whatever `now` a pass is given: an upload in progress has bytes
    // but no row yet, and must never look old.
    const before = Date.now() - ORPHAN_AGE_MS;
    for (const name of await readdir(folder)) {
      if (!isFileId(name) || statements.exists.get(name)) continue;
      const info = await stat(pathOf(name)).catch(() => null);
      if (info && info.mtimeMs < before && !statements.exists.get(name)) {
        await removeQuietly(pathOf(name));
      }
    }
  }

  return {
    kind: 'sqlite',
    quotaBytes,

    async list(uid) {
      return (statements.list.all(uid) as unknown as FileRow[]).map(fileRecordFromRow);
    },

    async save(uid, type, bytes) {
      const used = usage(uid);
      if (used + bytes.byteLength > quotaBytes)
        throw quotaExceeded(used, bytes.byteLength, quotaBytes);
      const record: FileRecord = {
        id: newFileId(),
        userId: uid,
        type,
        size: bytes.byteLength,
        createdAt: Date.now(),
      };
      const path = pathOf(record.id);
      const handle = await open(path, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      try {
        await inTransaction(sqlite, () => {
          const current = usage(uid);
          if (current + record.size > quotaBytes) {
            throw quotaExceeded(current, record.size, quotaBytes);
          }
          statements.insert.run(record.id, uid, type, record.size, record.createdAt);
        });
      } catch (error) {
        await removeQuietly(path);
        throw error;
      }
      return record;
    },

    async find(uid, id) {
      const row = statements.find.get(id, uid) as FileRow | undefined;
      return row ? fileRecordFromRow(row) : null;
    },

    async read(file) {
      try {
        const handle = await open(pathOf(file.id), 'r');
        return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(uid, id) {
      const removed = await inTransaction(
        sqlite,
        () => statements.remove.get(id, uid) !== undefined,
      );
      if (removed) await removeQuietly(pathOf(id));
      return removed;
    },

    async usage(uid) {
      return usage(uid);
    },

    async collectUnreferencedFiles({
      now = Date.now(),
      graceMs = DEFAULT_COLLECTION_GRACE_MS,
    } = {}) {
      collection ??= prepareCollection();
      const { unmark, collect, mark } = collection;
      const deleted = await inTransaction(sqlite, () => {
        unmark.run();
        const rows = collect.all(now - graceMs) as { id: string }[];
        mark.run(now);
        return rows.map((row) => row.id);
      });
      for (const id of deleted) await removeQuietly(pathOf(id));
      await sweepOrphans();
      return { deleted };
    },
  };
}
