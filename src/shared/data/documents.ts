import { DataStoreError } from './errors.ts';
import { MAX_DOCUMENT_BYTES } from './limits.ts';
import { DOCUMENT_SEGMENTS, USERS_ROOT } from './paths.ts';
import type { JsonValue } from './protocol.ts';
import type { SchemaRegistry } from './registry.ts';
import { isJsonObject, utf8Bytes } from './values.ts';

/**
 * Documents and their validation, shared so the browser refuses a write with exactly the
 * `{ code, message }` the server would give. Browser-safe: a registry's zod schemas are
 * only called (`safeParse`), never imported here.
 */

/** Where one document is stored: one row per document. */
export interface DocumentKey {
  tiny: string;
  collection: string;
  docId: string;
}

/** One stored document. */
export interface DocumentRow extends DocumentKey {
  value: JsonValue;
}

/** A key unique per document of a user (keys never hold `/`). */
export function documentId(key: DocumentKey): string {
  return `${key.tiny}/${key.collection}/${key.docId}`;
}

export function documentPath(uid: string, key: DocumentKey): string {
  return `${USERS_ROOT}/${uid}/${documentId(key)}`;
}

/** The names below a user's root that pick documents: [], [tiny] or [tiny, collection]. */
export type DocumentScope = [] | [string] | [string, string];

/**
 * Throws INVALID_DATA when the tiny or collection named by `below` (segments under the
 * user's root) is not registered.
 */
export function checkRegistered(registry: SchemaRegistry, below: readonly string[]): void {
  const [tiny, collection] = below;
  if (tiny !== undefined && !registry.hasTiny(tiny)) {
    throw new DataStoreError('INVALID_DATA', `Unknown tiny ${JSON.stringify(tiny)}.`);
  }
  if (collection !== undefined && !registry.schemaFor(tiny!, collection)) {
    throw new DataStoreError(
      'INVALID_DATA',
      `Unknown collection ${JSON.stringify(collection)} of ${JSON.stringify(tiny)}.`,
    );
  }
}

/**
 * Throws INVALID_DATA (naming the field and zod's reason) unless `value` passes its
 * collection's schema, PAYLOAD_TOO_LARGE past MAX_DOCUMENT_BYTES; else its JSON.
 */
export function validateDocument(
  registry: SchemaRegistry,
  uid: string,
  key: DocumentKey,
  value: JsonValue,
): string {
  const schema = registry.schemaFor(key.tiny, key.collection);
  if (!schema) {
    checkRegistered(registry, [key.tiny, key.collection]);
    throw new DataStoreError('INVALID_DATA', `Unknown collection ${key.tiny}/${key.collection}.`);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = [documentPath(uid, key), ...issue.path.map(String)].join('/');
    throw new DataStoreError('INVALID_DATA', `Invalid data at ${field}: ${issue.message}.`);
  }
  const json = JSON.stringify(value);
  if (utf8Bytes(json) > MAX_DOCUMENT_BYTES) {
    throw new DataStoreError(
      'PAYLOAD_TOO_LARGE',
      `The document ${documentPath(uid, key)} would be larger than ${MAX_DOCUMENT_BYTES} bytes.`,
    );
  }
  return json;
}

/**
 * The documents a value written at `scope` (above document level) stands for: an object
 * of tinies, of collections, or of documents. Throws INVALID_DATA for any other shape
 * or an unregistered tiny or collection.
 */
export function documentsIn(
  registry: SchemaRegistry,
  uid: string,
  scope: DocumentScope,
  value: JsonValue,
): DocumentRow[] {
  const rows: DocumentRow[] = [];
  const visit = (below: string[], node: JsonValue) => {
    if (below.length === DOCUMENT_SEGMENTS - 2) {
      const [tiny, collection, docId] = below as [string, string, string];
      rows.push({ tiny, collection, docId, value: node });
      return;
    }
    const holds = ['tinies', 'collections', 'documents'][below.length];
    if (!isJsonObject(node)) {
      throw new DataStoreError(
        'INVALID_DATA',
        `Invalid data at ${[USERS_ROOT, uid, ...below].join('/')}: it holds ${holds}, so its value must be an object.`,
      );
    }
    for (const key of Object.keys(node)) {
      const next = [...below, key];
      if (next.length <= 2) checkRegistered(registry, next);
      visit(next, node[key]!);
    }
  };
  if (value !== null) visit([...scope], value);
  return rows;
}

/**
 * The documents that a (pruned) value written at `scope`, above document level, puts in
 * place of everything stored below it: each checked with `validateDocument`, as JSON.
 */
export function replacementDocuments(
  registry: SchemaRegistry,
  uid: string,
  scope: DocumentScope,
  value: JsonValue,
): Array<{ key: DocumentKey; json: string }> {
  return documentsIn(registry, uid, scope, value).map((row) => ({
    key: { tiny: row.tiny, collection: row.collection, docId: row.docId },
    json: validateDocument(registry, uid, row, row.value),
  }));
}
