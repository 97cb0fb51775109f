import type { DataStore } from './data-store.ts';
import { migrateDataStore } from './migrations.ts';
import { openPostgresStore } from './postgres-store.ts';
import { DEFAULT_DOCUMENT_QUOTA, type DocumentQuota } from './quotas.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { SchemaRegistry } from '../../shared/data/registry.ts';
import type { Database } from '../database/database.ts';

/**
 * Changes kept per user, so a client that was away briefly resumes without a full read;
 * also how many of a user's latest request ids are remembered (writes answered once).
 */
export const CHANGE_LOG_LENGTH = 1000;

export interface DataStoreOptions {
  /** The app's database; the store neither opens nor closes it. */
  database: Database;
  /** The collections that may be written; production passes `productionSchemas()`. */
  schemas: SchemaRegistry;
  /** Default CHANGE_LOG_LENGTH. */
  changeLogLength?: number;
  /** What each user may keep in documents; default DEFAULT_DOCUMENT_QUOTA. */
  quota?: DocumentQuota;
}

/** Migrates the store's tables, then opens it on the app's SQLite file or PostgreSQL. */
export async function openDataStore({
  database,
  schemas,
  changeLogLength = CHANGE_LOG_LENGTH,
  quota = DEFAULT_DOCUMENT_QUOTA,
}: DataStoreOptions): Promise<DataStore> {
  await migrateDataStore(database);
  return database.kind === 'sqlite'
    ? openSqliteStore(database, schemas, { changeLogLength, quota })
    : openPostgresStore(database, schemas, { changeLogLength, quota });
}
