import type { JsonValue } from './data-store.ts';
import type { DocumentRow } from '../../shared/data/documents.ts';
import { DOCUMENT_SEGMENTS } from '../../shared/data/paths.ts';
import { readAt, setOwnMember, type JsonObject } from '../../shared/data/values.ts';

/**
 * The value at `path` (its segments) from the user's documents below it: the user's
 * root gives `{ tiny: { collection: { docId: doc } } }`; null when nothing is there.
 */
export function assemble(segments: readonly string[], rows: readonly DocumentRow[]): JsonValue {
  if (segments.length >= DOCUMENT_SEGMENTS) {
    const document = rows[0]?.value ?? null;
    return readAt(
      document,
      segments.slice(DOCUMENT_SEGMENTS),
      segments.slice(0, DOCUMENT_SEGMENTS),
    );
  }
  const depth = segments.length - 2;
  let result: JsonObject | null = null;
  for (const row of rows) {
    const names = [row.tiny, row.collection, row.docId].slice(depth);
    result ??= {};
    let node: JsonObject = result;
    for (const name of names.slice(0, -1)) {
      let child = Object.hasOwn(node, name) ? (node[name] as JsonObject) : undefined;
      if (!child) {
        child = {};
        setOwnMember(node, name, child);
      }
      node = child;
    }
    setOwnMember(node, names.at(-1)!, row.value);
  }
  return result;
}
