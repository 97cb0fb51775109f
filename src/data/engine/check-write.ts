import {
  checkRegistered,
  replacementDocuments,
  validateDocument,
  type DocumentScope,
} from '@/shared/data/documents.ts';
import { DataStoreError } from '@/shared/data/errors.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';
import type { SchemaRegistry } from '@/shared/data/registry.ts';
import { prune } from '@/shared/data/values.ts';
import { ownPath, writeTargets } from '@/shared/data/write-targets.ts';
import { applyWrite, DOCUMENT_DEPTH, valueAt, type WriteMessage } from './tree.ts';

export interface WriteCheck {
  /** The owner of the root the write must stay under (`device` for the visitor). */
  uid: string;
  /** The collections whose documents can be validated here (those of loaded tools). */
  schemas: SchemaRegistry;
  /** The tree the write applies to. */
  tree: JsonValue;
  /** Whether the tree holds the whole value at a relative path (not just part of it). */
  known(relative: readonly string[]): boolean;
  /** Refuse tools not registered here too (device mode: no server decides after). */
  strict: boolean;
}

/**
 * Checks `write` as the server would, with the server's own code and message, and returns
 * the tree with it applied; throws a DataStoreError instead. Documents are validated only
 * where the outcome is known here: the tool's schema is registered (the app's client loads
 * a manifest tool's before its first write) and the whole resulting document is in the
 * tree. Anything else the server decides, unless `strict`.
 */
export function checkWrite(check: WriteCheck, write: WriteMessage): JsonValue {
  const { uid, schemas } = check;
  const base = ownPath(uid, write.path);
  const input = write.type === 'update' ? write.values : write.type === 'set' ? write.value : null;
  const targets = writeTargets(base, write.type === 'update' ? 'update' : 'set', input);
  const documents = new Set<string>();
  const editing = write.type === 'update' && write.base !== undefined;
  for (const { segments, value } of targets) {
    const below = segments.slice(2);
    // An edit (it names a base) of a document known to be gone: as the server refuses it.
    if (editing && below.length > DOCUMENT_DEPTH) {
      const document = below.slice(0, DOCUMENT_DEPTH);
      if (check.known(document) && valueAt(check.tree, document) === null) {
        throw new DataStoreError('GONE');
      }
    }
    if (!check.strict && (below.length === 0 || !schemas.hasTiny(below[0]!))) continue;
    checkRegistered(schemas, below);
    if (below.length < DOCUMENT_DEPTH) {
      replacementDocuments(schemas, uid, below as DocumentScope, prune(value as JsonValue));
    } else if (below.length === DOCUMENT_DEPTH || check.known(below.slice(0, DOCUMENT_DEPTH))) {
      documents.add(below.slice(0, DOCUMENT_DEPTH).join('/'));
    }
  }
  const next = applyWrite(check.tree, base.segments.slice(0, 2), write);
  for (const document of documents) {
    const [tiny, collection, docId] = document.split('/') as [string, string, string];
    const value = valueAt(next, [tiny, collection, docId]);
    if (value !== null) validateDocument(schemas, uid, { tiny, collection, docId }, value);
  }
  return next;
}
