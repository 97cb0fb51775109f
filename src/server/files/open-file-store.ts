import { join } from 'node:path';
import {
  DEFAULT_FILE_QUOTA_BYTES,
  DOCUMENTS_TABLE,
  type DocumentsTable,
  type FileStore,
} from './file-store.ts';
import { openPostgresFileStore } from './postgres-file-store.ts';
import { openSqliteFileStore } from './sqlite-file-store.ts';
import type { Database } from '../database/database.ts';

export interface FileStoreOptions {
  database: Database;
  /** DATA_DIR: in SQLite mode the bytes live in its `files/` folder. */
  dataDir: string;
  quotaBytes?: number;
  documents?: DocumentsTable;
}

/** In SQLite mode: the folder of DATA_DIR that holds the bytes, one file per id. */
export function filesFolder(dataDir: string): string {
  return join(dataDir, 'files');
}

/**
 * The file store on the app's database, its table created first: bytes in DATA_DIR/files
 * with SQLite, in the database itself with PostgreSQL (processes share nothing else).
 * Open it after the accounts (files belong to a user and go with the account).
 */
export async function openFileStore(options: FileStoreOptions): Promise<FileStore> {
  const quotaBytes = options.quotaBytes ?? DEFAULT_FILE_QUOTA_BYTES;
  const documents = options.documents ?? DOCUMENTS_TABLE;
  const { database } = options;
  return database.kind === 'sqlite'
    ? openSqliteFileStore({
        sqlite: database.sqlite,
        folder: filesFolder(options.dataDir),
        quotaBytes,
        documents,
      })
    : openPostgresFileStore({ pool: database.pool, quotaBytes, documents });
}
