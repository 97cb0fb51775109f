import { data, type DataClient } from '@/data/client.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';
import { isJsonObject, ownMember, readAt, type JsonObject } from '@/shared/data/values.ts';

/**
 * Writes to a collection's documents. Each shows at once (optimistic) and is kept on the
 * device until the server confirms it; a refusal reaches the app's error toasts, so
 * callers do not wait.
 */
export interface CollectionWrites<T> {
  /** A new, time-ordered document id, made on the device so offline creation works. */
  newId(client?: DataClient): string;
  /** Writes the whole document (a new one, or one put back by an Undo of its delete). */
  save(path: string, id: string, value: T, client?: DataClient): void;
  /**
   * Writes only the given top-level fields (null removes one) of an existing document, so
   * what another device changed in the other fields meanwhile stays; a document deleted
   * meanwhile stays deleted (the write is refused with GONE, never bringing back part of it).
   */
  update(path: string, id: string, fields: Record<string, JsonValue>, client?: DataClient): void;
  /**
   * Saves an edit of an existing document: only the fields in which `after` differs from
   * `before` (the version the person started from; inside a structure, each of its fields
   * that changed), each made on its `before` value. A
   * field another device changed since keeps that newer value, and the person is told
   * ("Your change to Description was replaced by a newer edit from another device", with
   * Restore); a document deleted meanwhile stays deleted, and the edit is offered as a
   * copy. Nothing is written when nothing but `createdAt`/`updatedAt` changed; answers
   * whether something was.
   */
  edit(path: string, id: string, before: T, after: T, client?: DataClient): boolean;
  /**
   * Saves what an editor holds and answers the id it is saved under: a new document (no
   * `id`) under a new id; an existing one as `edit` does, from `before`; and one deleted on
   * another device while the editor was open (`deleted`, from `useHeldEntry`) as a new
   * copy under a new id, so the deleted one stays deleted and nothing typed is lost.
   */
  saveEditor(
    path: string,
    id: string | undefined,
    before: T | undefined,
    after: T,
    deleted: boolean,
    client?: DataClient,
  ): string;
  remove(path: string, id: string, client?: DataClient): void;
}

/** `value` as stored: JSON has no `undefined`, so optional fields left unset are dropped. */
export function toJson(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

/**
 * The fields in which `after` differs from `before`, ready for `update`: a field `after`
 * no longer has is null (removed). A structure both versions hold as an object is compared
 * field by field, each change under its path (`specs/oilSpec`), so two devices changing
 * different parts of it both keep theirs; an array (ordered steps) is one field. Empty when
 * nothing changed.
 */
export function changedFields(before: object, after: object): Record<string, JsonValue> {
  const changed: Record<string, JsonValue> = {};
  const compare = (was: JsonObject, now: JsonObject, at: string) => {
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      const [old, value] = [ownMember(was, key), ownMember(now, key)];
      if (isJsonObject(old) && isJsonObject(value)) compare(old, value, `${at}${key}/`);
      else if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) {
        changed[`${at}${key}`] = value ?? null;
      }
    }
  };
  compare(toJson(before) as JsonObject, toJson(after) as JsonObject, '');
  return changed;
}

/** Fields that only record when a document was written: never a conflict of their own. */
const BOOKKEEPING = new Set(['createdAt', 'updatedAt']);

export interface CollectionWritesOptions<T> {
  /** The words for the fields as the editor shows them, for notices ("Description"). */
  labels?: Partial<Record<keyof T & string, string>>;
}

export function collectionWrites<T>(options: CollectionWritesOptions<T> = {}): CollectionWrites<T> {
  const labels = options.labels as Record<string, string> | undefined;
  const writes: CollectionWrites<T> = {
    newId: (client = data) => client.newId(),
    save(path, id, value, client = data) {
      void client.set(`${path}/${id}`, toJson(value)).catch(() => {});
    },
    update(path, id, fields, client = data) {
      // An edit on no base: it writes the fields whatever is there now, unless deleted.
      void client.update(`${path}/${id}`, fields, { base: {} }).catch(() => {});
    },
    edit(path, id, before, after, client = data) {
      const fields = changedFields(before as object, after as object);
      const changed = Object.keys(fields).filter((field) => !BOOKKEEPING.has(field));
      if (changed.length === 0) return false;
      const was = toJson(before);
      const base = Object.fromEntries(
        changed.map((field) => [field, readAt(was, field.split('/'), [])]),
      );
      const edit = { base, whole: toJson(after), ...(labels ? { labels } : {}) };
      void client.update(`${path}/${id}`, fields, edit).catch(() => {});
      return true;
    },
    saveEditor(path, id, before, after, deleted, client = data) {
      if (id !== undefined && before !== undefined && !deleted) {
        writes.edit(path, id, before, after, client);
        return id;
      }
      const target = client.newId();
      writes.save(path, target, after, client);
      return target;
    },
    remove(path, id, client = data) {
      void client.remove(`${path}/${id}`).catch(() => {});
    },
  };
  return writes;
}
