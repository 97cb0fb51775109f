import { data, type DataClient } from '@/data/client.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';

/**
 * Writes to a collection's documents. Each shows at once (optimistic) and is kept on the
 * device until the server confirms it; a refusal reaches the app's error toasts, so
 * callers do not wait.
 */
export interface CollectionWrites<T> {
  /** A new, time-ordered document id, made on the device so offline creation works. */
  newId(client?: DataClient): string;
  /** Writes the whole document (a new one, or one put back after a delete). */
  save(path: string, id: string, value: T, client?: DataClient): void;
  /**
   * Writes only the given top-level fields (null removes one), so what another device
   * changed in the other fields meanwhile stays.
   */
  update(path: string, id: string, fields: Record<string, JsonValue>, client?: DataClient): void;
  remove(path: string, id: string, client?: DataClient): void;
}

/** `value` as stored: JSON has no `undefined`, so optional fields left unset are dropped. */
export function toJson(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

/**
 * The top-level fields in which `after` differs from `before`, ready for `update`: a field
 * `after` no longer has is null (removed). Empty when nothing changed.
 */
export function changedFields(before: object, after: object): Record<string, JsonValue> {
  const was = toJson(before) as Record<string, JsonValue>;
  const now = toJson(after) as Record<string, JsonValue>;
  const changed: Record<string, JsonValue> = {};
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const value = now[key] ?? null;
    if (JSON.stringify(was[key] ?? null) !== JSON.stringify(value)) changed[key] = value;
  }
  return changed;
}

export function collectionWrites<T>(): CollectionWrites<T> {
  return {
    newId: (client = data) => client.newId(),
    save(path, id, value, client = data) {
      void client.set(`${path}/${id}`, toJson(value)).catch(() => {});
    },
    update(path, id, fields, client = data) {
      void client.update(`${path}/${id}`, fields).catch(() => {});
    },
    remove(path, id, client = data) {
      void client.remove(`${path}/${id}`).catch(() => {});
    },
  };
}
