import type { JsonValue, WriteOptions, WriteResult } from './data-store.ts';
import {
  checkRegistered,
  documentId,
  replacementDocuments,
  validateDocument,
  type DocumentKey,
  type DocumentScope,
} from '../../shared/data/documents.ts';
import { DataStoreError } from '../../shared/data/errors.ts';
import { DOCUMENT_SEGMENTS } from '../../shared/data/paths.ts';
import type { ChangeOp } from '../../shared/data/protocol.ts';
import type { SchemaRegistry } from '../../shared/data/registry.ts';
import { prune, readAt, sameJson, writeAt } from '../../shared/data/values.ts';
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
  /** The child path as the update named it, for `kept`. */
  child: string;
  /** Present when the edit applies only where the stored value is still this. */
  base?: { value: JsonValue };
}

export interface PreparedWrite {
  uid: string;
  /** Full paths written, for the change log. */
  paths: string[];
  /** Subtrees above document level whose documents are all replaced (deleted first). */
  clears: DocumentScope[];
  /** What each of `clears` holds after the write, as a change tells it. */
  clearOps: ChangeOp[];
  /** Validated documents (as JSON) that replace what `clears` deleted. */
  replacements: Array<{ key: DocumentKey; json: string }>;
  edits: DocumentEdit[];
  /** The documents `edits` start from, each once. */
  reads: DocumentKey[];
  /** The client's request id, remembered with the outcome. */
  rid?: string;
  /** An edit of existing documents (it named a base): fields of an absent one are GONE. */
  edit: boolean;
}

/** What `finishWrite` makes of a write: what to store, and what it left alone. */
export interface FinishedWrite {
  writes: DocumentWrite[];
  /** Children left as stored (changed since their base). */
  kept: string[];
  /** The full paths written, for the change log (the prepared paths less `kept`). */
  paths: string[];
  /** The value now at each of `paths`, for the change. */
  ops: ChangeOp[];
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
  options: WriteOptions = {},
): PreparedWrite {
  const base = ownPath(uid, path);
  const targets = writeTargets(base, kind, input);
  if (options.base !== undefined && kind !== 'update') {
    throw new DataStoreError('INVALID_DATA', 'Only an update may name the values it started from.');
  }

  const prepared: PreparedWrite = {
    uid,
    paths: [],
    clears: [],
    clearOps: [],
    replacements: [],
    edits: [],
    reads: [],
    edit: options.base !== undefined,
    ...(options.rid === undefined ? {} : { rid: options.rid }),
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
      prepared.clearOps.push({ path: target.segments.join('/'), value });
      prepared.replacements.push(...replacementDocuments(registry, uid, scope, value));
      continue;
    }
    const [tiny, collection, docId, ...fields] = below as [string, string, string, ...string[]];
    const key = { tiny, collection, docId };
    const child = target.segments.slice(base.segments.length).join('/');
    const edit: DocumentEdit = { key, fields, value, child };
    if (options.base && Object.hasOwn(options.base, child)) {
      if (fields.length === 0) {
        throw new DataStoreError('INVALID_DATA', 'A base is named for fields inside a document.');
      }
      const was = options.base[child]!;
      edit.base = { value: prune(was === undefined ? null : was) };
    }
    prepared.edits.push(edit);
    if (!read.has(documentId(key))) {
      read.add(documentId(key));
      prepared.reads.push(key);
    }
  }
  return prepared;
}

/**
 * Applies the edits of `prepared` to the stored documents (`stored`, by `documentId`;
 * missing means absent) and validates each result. An edit with a base whose stored
 * value differs is left out (`kept`). Throws INVALID_DATA, PAYLOAD_TOO_LARGE or GONE
 * (an update naming a base writes fields inside a document that does not exist: an edit
 * never brings back part of a deleted document), in which case nothing may be stored.
 */
export function finishWrite(
  registry: SchemaRegistry,
  prepared: PreparedWrite,
  stored: ReadonlyMap<string, JsonValue>,
): FinishedWrite {
  const documents = new Map<string, { key: DocumentKey; value: JsonValue }>();
  const kept: string[] = [];
  const paths: string[] = [];
  const ops: ChangeOp[] = [];
  prepared.edits.forEach((edit) => {
    const id = documentId(edit.key);
    const document = documents.get(id) ?? { key: edit.key, value: stored.get(id) ?? null };
    const base = ['users', prepared.uid, edit.key.tiny, edit.key.collection, edit.key.docId];
    if (prepared.edit && edit.fields.length > 0 && document.value === null) {
      throw new DataStoreError('GONE');
    }
    if (edit.base) {
      const now = readAt(document.value, edit.fields, base);
      if (!sameJson(now, edit.base.value) && !sameJson(now, prune(edit.value))) {
        kept.push(edit.child);
        return;
      }
    }
    document.value = writeAt(document.value, edit.fields, edit.value, base);
    documents.set(id, document);
    const path = [...base, ...edit.fields].join('/');
    paths.push(path);
    ops.push({ path, value: edit.value });
  });
  const writes: DocumentWrite[] = prepared.replacements.map(({ key, json }) => ({
    key,
    json,
    bytes: jsonBytes(json),
  }));
  for (const { key, value } of documents.values()) {
    const json = value === null ? null : validateDocument(registry, prepared.uid, key, value);
    writes.push({ key, json, bytes: json === null ? 0 : jsonBytes(json) });
  }
  const editedPaths = new Set(prepared.edits.map((edit) => documentPath(prepared.uid, edit)));
  return {
    writes,
    kept,
    paths: [...prepared.paths.filter((path) => !editedPaths.has(path)), ...paths],
    ops: [...prepared.clearOps, ...ops],
  };
}

function documentPath(uid: string, edit: DocumentEdit): string {
  return ['users', uid, edit.key.tiny, edit.key.collection, edit.key.docId, ...edit.fields].join(
    '/',
  );
}

/** A write's outcome as answered (and remembered): `kept` only when something was. */
export function resultOf(seq: number, kept: string | null): WriteResult {
  const names = kept === null ? [] : (JSON.parse(kept) as string[]);
  return names.length > 0 ? { seq, kept: names } : { seq };
}
