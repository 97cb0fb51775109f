import { useMemo, useSyncExternalStore } from 'react';
import type { DataError } from '@/shared/data/errors.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';
import { isJsonObject } from '@/shared/data/values.ts';
import { data, type DataClient, type DataStatus } from './client.ts';
import type { ValueSnapshot } from './engine/types.ts';

/**
 * React bindings of the data client, through `useSyncExternalStore`. Values keep their
 * identity while unchanged (the client shares structure), so a keystroke re-renders only
 * what shows the changed path. Each hook takes the client last, for tests.
 */

export interface DataResult<T> {
  data: T;
  /** `idle` without a path; `ready` once the value is known (live or kept on the device). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: DataError | null;
}

export interface ListItem {
  id: string;
  value: JsonValue;
}

const IDLE: DataResult<JsonValue> = { data: null, status: 'idle', error: null };
const LOADING: DataResult<JsonValue> = { data: null, status: 'loading', error: null };
const NO_ITEMS: ListItem[] = [];
const idle = () => IDLE;
const loading = () => LOADING;
const unsubscribed = () => () => {};

function resultOf({ value, meta }: ValueSnapshot): DataResult<JsonValue> {
  const status = meta.status === 'cached' || meta.status === 'live' ? 'ready' : meta.status;
  return { data: value, status, error: meta.error ?? null };
}

/** A store of one path's result that changes identity only when the result changes. */
function watch(client: DataClient, path: string) {
  let result = resultOf(client.peek(path));
  return {
    get: () => result,
    subscribe(changed: () => void) {
      const update = (snapshot: ValueSnapshot) => {
        const next = resultOf(snapshot);
        const same =
          next.data === result.data && next.status === result.status && next.error === result.error;
        if (same) return;
        result = next;
        changed();
      };
      const unsubscribe = client.subscribe(path, (value, meta) => update({ value, meta }));
      // The client may have moved on between the render and this subscription.
      update(client.peek(path));
      return unsubscribe;
    },
  };
}

/** The value at `path`, live; `path` null or undefined → idle. */
export function useValue(
  path: string | null | undefined,
  client: DataClient = data,
): DataResult<JsonValue> {
  const store = useMemo(() => (path ? watch(client, path) : null), [client, path]);
  return useSyncExternalStore(
    store?.subscribe ?? unsubscribed,
    store?.get ?? idle,
    store ? loading : idle,
  );
}

/** Items of a list: one per document id, reused while the document is unchanged. */
const items = new WeakMap<object, ListItem>();

function itemOf(id: string, value: JsonValue): ListItem {
  if (typeof value !== 'object' || value === null) return { id, value };
  const known = items.get(value);
  if (known?.id === id) return known;
  const item = { id, value };
  items.set(value, item);
  return item;
}

/**
 * The children of `path` (a collection) as `{ id, value }` sorted by id: time order for
 * ids from `newId()`.
 */
export function useList(
  path: string | null | undefined,
  client: DataClient = data,
): DataResult<ListItem[]> {
  const result = useValue(path, client);
  return useMemo(() => ({ ...result, data: listOf(result.data) }), [result]);
}

/**
 * A collection's items, one array per stored value: a screen mounted again over unchanged
 * data gets the same array (and what it derives from it can be kept, not made again).
 */
const lists = new WeakMap<object, ListItem[]>();

function listOf(value: JsonValue): ListItem[] {
  if (!isJsonObject(value)) return NO_ITEMS;
  const known = lists.get(value);
  if (known) return known;
  const list = Object.keys(value)
    .sort()
    .map((id) => itemOf(id, value[id]!));
  lists.set(value, list);
  return list;
}

/** The shell's status: offline, connecting, syncing, saved, or on this device; and pending writes. */
export function useDataStatus(client: DataClient = data): DataStatus {
  return useSyncExternalStore(
    client.status.subscribe,
    client.status.getSnapshot,
    client.status.getServerSnapshot,
  );
}

/** The current root (`users/{uid}` or the device's), or null until the app said who is signed in. */
export function useDataRoot(client: DataClient = data): string | null {
  const { subscribe, getSnapshot } = client.status;
  return useSyncExternalStore(
    subscribe,
    () => getSnapshot().root,
    () => null,
  );
}
