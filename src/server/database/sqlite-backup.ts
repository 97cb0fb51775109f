import {
  accessSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { authSecretFile } from '../config.ts';
import { sqliteFile } from './database.ts';
import { filesFolder } from '../files/open-file-store.ts';

/** A backup that cannot be made, with a message for the person who asked for it. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupResult {
  folder: string;
  /** The copied database's size in bytes. */
  databaseBytes: number;
  files: { count: number; bytes: number };
  /**
   * Files the copied database lists but whose bytes were deleted before they could be
   * copied (their owner deleted them meanwhile); the copy forgets them.
   */
  forgotten: string[];
  /** Whether DATA_DIR's generated session secret was copied (none when AUTH_SECRET is set). */
  authSecret: boolean;
}

/** Copies `from` to `to`, as a clone where the file system can (same bytes, no new blocks). */
function copyFile(from: string, to: string) {
  copyFileSync(from, to, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
}

function reason(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

/**
 * Creates `folder` for a new backup; refuses one that already holds a backup. Returns a
 * function that removes what the backup put there (the folder too, when it created it).
 */
function prepareFolder(folder: string): () => void {
  let created: string | undefined;
  try {
    created = mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
  } catch (error) {
    throw new BackupError(`Cannot write the backup to ${folder} (${reason(error)}).`);
  }
  if (existsSync(sqliteFile(folder))) {
    throw new BackupError(`${folder} already holds a backup: choose another folder.`);
  }
  return () => {
    const ours = created
      ? [created]
      : [sqliteFile(folder), filesFolder(folder), authSecretFile(folder)];
    for (const path of ours) rmSync(path, { recursive: true, force: true });
  };
}

/** A consistent copy of the live database at `copy`, in one read transaction. */
function copyDatabase(source: string, copy: string) {
  let database: DatabaseSync;
  try {
    // NOTE: not read-only: when the server is stopped, a read-only connection would leave
    // -wal and -shm files behind, owned by whoever ran the backup (root, say), which the
    // server's own user then cannot open. This connection only reads; the last one to
    // close removes them, as the server does.
    database = new DatabaseSync(source);
  } catch (error) {
    throw new BackupError(`Cannot open ${source}: ${(error as Error).message}.`);
  }
  try {
    // NOTE: in WAL mode the server goes on writing while this reads one snapshot; it
    // waits only if it meets the moment a checkpoint resets the log.
    database.exec('PRAGMA busy_timeout = 10000');
    database.prepare('VACUUM INTO ?').run(copy);
  } catch (error) {
    throw new BackupError(`Cannot copy ${source} to ${copy}: ${(error as Error).message}.`);
  } finally {
    database.close();
  }
}

/**
 * Copies the bytes of every file the copied database lists into `folder`/files. Stored
 * files never change, so these are the bytes the rows describe, whenever they are copied.
 */
function copyFiles(copy: DatabaseSync, dataDir: string, folder: string) {
  const result = { count: 0, bytes: 0, forgotten: [] as string[] };
  const hasFiles = copy.prepare(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'files'",
  );
  if (!hasFiles.get()) return result;
  const target = filesFolder(folder);
  mkdirSync(target, { recursive: true });
  const forget = copy.prepare('DELETE FROM files WHERE id = ?');
  const rows = copy.prepare('SELECT id, size FROM files ORDER BY id').all() as {
    id: string;
    size: number;
  }[];
  for (const { id, size } of rows) {
    try {
      copyFile(join(filesFolder(dataDir), id), join(target, id));
    } catch (error) {
      // NOTE: deleted after the snapshot was taken: the copy is of a moment when it
      // existed, but its bytes are gone, so the copy forgets it as the server did.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      forget.run(id);
      result.forgotten.push(id);
      continue;
    }
    const copied = statSync(join(target, id)).size;
    if (copied !== size) {
      throw new BackupError(`File ${id} has ${copied} bytes but its record says ${size}.`);
    }
    result.count += 1;
    result.bytes += copied;
  }
  return result;
}

/** The copies of `backupSqlite`, into a folder ready for them. */
function copyAll(dataDir: string, folder: string): BackupResult {
  const copyPath = sqliteFile(folder);
  copyDatabase(sqliteFile(dataDir), copyPath);

  const copy = new DatabaseSync(copyPath);
  let files: ReturnType<typeof copyFiles>;
  try {
    files = copyFiles(copy, dataDir, folder);
    const check = copy.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    if (check.length !== 1 || check[0]!.integrity_check !== 'ok') {
      const problems = check.map((row) => row.integrity_check).join('; ');
      throw new BackupError(`The copy at ${copyPath} failed its integrity check: ${problems}`);
    }
  } finally {
    copy.close();
  }

  const secret = authSecretFile(dataDir);
  const authSecret = existsSync(secret);
  if (authSecret) copyFile(secret, authSecretFile(folder));
  return {
    folder,
    databaseBytes: statSync(copyPath).size,
    files: { count: files.count, bytes: files.bytes },
    forgotten: files.forgotten,
    authSecret,
  };
}

/**
 * Backs up the SQLite data of DATA_DIR into `folder` while the server runs: the database
 * (`tinies.sqlite`, one consistent snapshot), the stored files it lists (`files/`) and the
 * generated session secret, so the folder can serve as DATA_DIR after a restore. The copy
 * is checked with `PRAGMA integrity_check`. Throws a `BackupError` with a message for
 * what a person can fix (no database yet, a folder that cannot be written).
 */
export function backupSqlite({
  dataDir,
  folder,
}: {
  dataDir: string;
  folder: string;
}): BackupResult {
  const source = sqliteFile(dataDir);
  if (!existsSync(source)) {
    throw new BackupError(
      `No database to back up: ${source} does not exist. Start the server once, or set DATA_DIR to the folder the server uses.`,
    );
  }
  const removeBackup = prepareFolder(folder);
  try {
    return copyAll(dataDir, folder);
  } catch (error) {
    // NOTE: a half-made backup must not lie around looking like a good one.
    removeBackup();
    if (error instanceof BackupError || !(error as NodeJS.ErrnoException).code) throw error;
    throw new BackupError(`The backup to ${folder} failed: ${(error as Error).message}.`);
  }
}
