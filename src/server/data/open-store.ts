import type { SchemaRegistry } from '../../shared/data/registry.ts';
import type { Database } from '../store/database.ts';
import { migrateDataStore } from './migrations.ts';
import { openPostgresStore } from './postgres-store.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { DataStore } from './store.ts';

/** Changes kept per user, so a client that was away briefly resumes without a full read. */
export const CHANGE_LOG_LENGTH = 1000;

export interface DataStoreOptions {
  /** The app's database; the store neither opens nor closes it. */
  database: Database;
  /** The collections that may be written; production passes `productionSchemas()`. */
  schemas: SchemaRegistry;
  /** Default CHANGE_LOG_LENGTH. */
  changeLogLength?: number;
}

/** Migrates the store's tables, then opens it on the app's SQLite file or PostgreSQL. */
export async function openDataStore({
  database,
  schemas,
  changeLogLength = CHANGE_LOG_LENGTH,
}: DataStoreOptions): Promise<DataStore> {
  await migrateDataStore(database);
  return database.kind === 'sqlite'
    ? openSqliteStore(database, schemas, { changeLogLength })
    : openPostgresStore(database, schemas, { changeLogLength });
}
