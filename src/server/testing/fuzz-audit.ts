import { MAX_DOCUMENT_BYTES } from '../../shared/data/limits.ts';
import { keyProblem } from '../../shared/data/paths.ts';
import type { JsonValue } from '../../shared/data/protocol.ts';
import type { SchemaRegistry } from '../../shared/data/registry.ts';
import { checkValue } from '../../shared/data/values.ts';
import type { Database } from '../database/database.ts';

/**
 * Reads back, straight from the database's tables, everything the data and files
 * stores hold, and lists what no write should ever have stored: a document its
 * collection's schema refuses, one in an unregistered collection or under a bad key,
 * a value the store cannot keep, or anything of a user other than `owners`.
 */
export async function auditStoredData(
  database: Database,
  schemas: SchemaRegistry,
  owners: ReadonlySet<string>,
): Promise<string[]> {
  type Row = { user_id: string; tiny: string; collection: string; doc_id: string; value: unknown };
  let documents: Row[];
  let dataUsers: string[];
  let fileOwners: string[];
  if (database.kind === 'sqlite') {
    const db = database.sqlite;
    documents = (
      db
        .prepare('SELECT user_id, tiny, collection, doc_id, value FROM data_documents')
        .all() as Row[]
    ).map((row) => ({ ...row, value: JSON.parse(row.value as string) as unknown }));
    dataUsers = (db.prepare('SELECT user_id FROM data_users').all() as { user_id: string }[]).map(
      (row) => row.user_id,
    );
    fileOwners = (
      db.prepare('SELECT DISTINCT user_id FROM files').all() as { user_id: string }[]
    ).map((row) => row.user_id);
  } else {
    const { pool } = database;
    documents = (
      await pool.query<Row>('SELECT user_id, tiny, collection, doc_id, value FROM data_documents')
    ).rows;
    dataUsers = (await pool.query<{ user_id: string }>('SELECT user_id FROM data_users')).rows.map(
      (row) => row.user_id,
    );
    fileOwners = (
      await pool.query<{ user_id: string }>('SELECT DISTINCT user_id FROM files')
    ).rows.map((row) => row.user_id);
  }

  const problems: string[] = [];
  for (const user of new Set([...dataUsers, ...fileOwners])) {
    if (!owners.has(user)) problems.push(`something is stored for ${user}, who never wrote`);
  }
  for (const row of documents) {
    const where = `users/${row.user_id}/${row.tiny}/${row.collection}/${row.doc_id}`;
    if (!owners.has(row.user_id)) problems.push(`${where}: stored for a user who never wrote`);
    for (const key of [row.tiny, row.collection, row.doc_id]) {
      const problem = keyProblem(key);
      if (problem) problems.push(`${where}: ${problem}`);
    }
    const schema = schemas.schemaFor(row.tiny, row.collection);
    if (!schema) {
      problems.push(`${where}: no such collection`);
      continue;
    }
    try {
      checkValue(row.value, where.split('/'));
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
    const result = schema.safeParse(row.value);
    if (!result.success) {
      problems.push(`${where}: the schema refuses it: ${result.error.issues[0]!.message}`);
    }
    if (Buffer.byteLength(JSON.stringify(row.value)) > MAX_DOCUMENT_BYTES) {
      problems.push(`${where}: larger than ${MAX_DOCUMENT_BYTES} bytes`);
    }
  }
  return problems;
}

/** Every document below `users/{uid}` as the store answers it, path → value. */
export function documentsOf(tree: JsonValue, uid: string): Map<string, JsonValue> {
  const found = new Map<string, JsonValue>();
  const walk = (node: JsonValue, path: string[]) => {
    if (path.length === 5 || node === null || typeof node !== 'object' || Array.isArray(node)) {
      found.set(path.join('/'), node);
      return;
    }
    for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(tree, ['users', uid]);
  return found;
}
