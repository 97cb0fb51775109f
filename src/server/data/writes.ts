import type { JsonValue } from './data-store.ts';
import {
  checkRegistered,
  documentId,
  replacementDocuments,
  validateDocument,
  type DocumentKey,
  type DocumentScope,
} from '../../shared/data/documents.ts';
import { DOCUMENT_SEGMENTS } from '../../shared/data/paths.ts';
import type { SchemaRegistry } from '../../shared/data/registry.ts';
import { prune, writeAt } from '../../shared/data/values.ts';
import { ownPath, writeTargets } from '../../shared/data/write-targets.ts';

/**
 * A write in two steps shared by both databases: `prepareWrite` checks everything that
 * does not depend on what is stored (outside the transaction), `finishWrite` applies it
 * to the stored documents and validates them (inside it).
 */

/** A document's size as stored and counted against its owner's quota: its JSON's UTF-8 bytes. */
export const jsonBytes = (json: string) => Buffer.byteLength(json, 'utf8');

/** A change to one document, applied to its stored value in order. */
interface DocumentEdit {
  key: DocumentKey;
  /** Segments inside the document; empty for the whole document. */
  fields: string[];
  value: JsonValue;
}

export interface PreparedWrite {
  uid: string;
  /** Full paths written, for the change log. */
  paths: string[];
  /** Subtrees above document level whose documents are all replaced (deleted first). */
  clears: DocumentScope[];
  /** Validated documents (as JSON) that replace what `clears` deleted. */
  replacements: Array<{ key: DocumentKey; json: string }>;
  edits: DocumentEdit[];
  /** The documents `edits` start from, each once. */
  reads: DocumentKey[];
}

/** A document to store (`json`, of `bytes` UTF-8 bytes) or delete (`json` null, 0 bytes). */
export interface DocumentWrite {
  key: DocumentKey;
  json: string | null;
  bytes: number;
}

/**
 * Checks a write of `values` (child path → value, or `''` → value for a plain set) at
 * `path` and splits it into document operations. Throws PERMISSION_DENIED, INVALID_DATA
 * or PAYLOAD_TOO_LARGE.
 */
export function prepareWrite(
  registry: SchemaRegistry,
  uid: string,
  path: string,
  kind: 'set' | 'update',
  input: unknown,
): PreparedWrite {
  const base = ownPath(uid, path);
  const targets = writeTargets(base, kind, input);

  const prepared: PreparedWrite = {
    uid,
    paths: [],
    clears: [],
    replacements: [],
    edits: [],
    reads: [],
  };
  const read = new Set<string>();
  for (const target of targets) {
    const value = prune(target.value as JsonValue);
    const below = target.segments.slice(2);
    prepared.paths.push(target.segments.join('/'));
    checkRegistered(registry, below);
    if (target.segments.length < DOCUMENT_SEGMENTS) {
      const scope = below as DocumentScope;
      prepared.clears.push(scope);
      prepared.replacements.push(...replacementDocuments(registry, uid, scope, value));
      continue;
    }
    const [tiny, collection, docId, ...fields] = below as [string, string, string, ...string[]];
    const key = { tiny, collection, docId };
    prepared.edits.push({ key, fields, value });
    if (!read.has(documentId(key))) {
      read.add(documentId(key));
      prepared.reads.push(key);
    }
  }
  return prepared;
}

/**
 * Applies the edits of `prepared` to the stored documents (`stored`, by `documentId`;
 * missing means absent) and validates each result. Throws INVALID_DATA or
 * PAYLOAD_TOO_LARGE, in which case nothing may be stored.
 */
export function finishWrite(
  registry: SchemaRegistry,
  prepared: PreparedWrite,
  stored: ReadonlyMap<string, JsonValue>,
): DocumentWrite[] {
  const documents = new Map<string, { key: DocumentKey; value: JsonValue }>();
  for (const edit of prepared.edits) {
    const id = documentId(edit.key);
    const document = documents.get(id) ?? { key: edit.key, value: stored.get(id) ?? null };
    const base = ['users', prepared.uid, edit.key.tiny, edit.key.collection, edit.key.docId];
    document.value = writeAt(document.value, edit.fields, edit.value, base);
    documents.set(id, document);
  }
  const writes: DocumentWrite[] = prepared.replacements.map(({ key, json }) => ({
    key,
    json,
    bytes: jsonBytes(json),
  }));
  for (const { key, value } of documents.values()) {
    const json = value === null ? null : validateDocument(registry, prepared.uid, key, value);
    writes.push({ key, json, bytes: json === null ? 0 : jsonBytes(json) });
  }
  return writes;
}
