import { randomBytes } from 'node:crypto';
import type { FileType } from '../../shared/data/files.ts';
import { formatSize } from '../../shared/format-size.ts';
import { DataStoreError } from '../data/data-store.ts';
import type { Database } from '../database/database.ts';

/** What is known about a stored file; the bytes are read separately. */
export interface FileRecord {
  id: string;
  /** The owner: the only user who may read or delete it. */
  userId: string;
  type: FileType;
  size: number;
  /** `Date.now()` at upload. */
  createdAt: number;
}

export interface CollectOptions {
  /** The current time, `Date.now()` unless a test moves it. */
  now?: number;
  /**
   * How long a file must have been seen unreferenced before it goes (default one hour),
   * so a fresh upload has time to be put into a document.
   */
  graceMs?: number;
}

export interface CollectResult {
  /** Ids of the files deleted by this pass. */
  deleted: string[];
}

/** Photos and attachments: bytes and metadata, per owner, on either database. */
export interface FileStore {
  readonly kind: Database['kind'];
  /** Bytes one user may keep in files altogether. */
  readonly quotaBytes: number;
  /**
   * Keeps `bytes` (already checked to be of `type`) for `uid` under a new, unguessable id.
   * Throws a `DataStoreError` QUOTA_EXCEEDED when the user's quota would be exceeded.
   */
  save(uid: string, type: FileType, bytes: Uint8Array): Promise<FileRecord>;
  /** The file if `uid` owns it; null when it does not exist or belongs to someone else. */
  find(uid: string, id: string): Promise<FileRecord | null>;
  /** The bytes of a file `find` returned; null when they have gone in the meantime. */
  read(file: FileRecord): Promise<ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | null>;
  /** Deletes `uid`'s file; false when there was no such file of theirs. */
  remove(uid: string, id: string): Promise<boolean>;
  /** Bytes `uid` keeps in files. */
  usage(uid: string): Promise<number>;
  /** Every file of `uid`, oldest first (for the download of the whole account). */
  list(uid: string): Promise<FileRecord[]>;
  /**
   * Deletes files no document of their owner refers to any more (by id, or by the URL
   * `/api/files/{id}`, anywhere in the document's JSON). A pass marks each unreferenced
   * file; a later pass deletes those that were marked at least `graceMs` before and are
   * still unreferenced, so a reference that briefly disappears (moved from one document
   * to another) does not lose the file.
   */
  collectUnreferencedFiles(options?: CollectOptions): Promise<CollectResult>;
}

/** Where the data store keeps documents: one row per document, its JSON in `value`. */
export interface DocumentsTable {
  table: string;
  userColumn: string;
  valueColumn: string;
}

/** The data store's table (src/server/data/migrations.ts). */
export const DOCUMENTS_TABLE: DocumentsTable = {
  table: 'data_documents',
  userColumn: 'user_id',
  valueColumn: 'value',
};

export const DEFAULT_FILE_QUOTA_BYTES = 500 * 1024 * 1024;
export const DEFAULT_COLLECTION_GRACE_MS = 60 * 60 * 1000;

/** 128 random bits as 32 lower-case hex digits: unguessable, and one name on any file system. */
/** A files-table row as either database returns it (PostgreSQL gives BIGINTs as strings). */
export interface FileRow {
  id: string;
  user_id: string;
  type: string;
  size: number | string;
  created_at: number | string;
}

export const fileRecordFromRow = (row: FileRow): FileRecord => ({
  id: row.id,
  userId: row.user_id,
  type: row.type as FileType,
  size: Number(row.size),
  createdAt: Number(row.created_at),
});

export function newFileId(): string {
  return randomBytes(16).toString('hex');
}

/** The refusal when a file would take a user past their quota. */
export function quotaExceeded(used: number, bytes: number, quota: number): DataStoreError {
  return new DataStoreError(
    'QUOTA_EXCEEDED',
    `Your files already use ${formatSize(used)} of your ${formatSize(quota)}; this file (${formatSize(bytes)}) does not fit. Delete files you no longer need and try again.`,
  );
}
