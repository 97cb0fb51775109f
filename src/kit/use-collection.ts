import { useMemo, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { data, DEVICE_ROOT, type DataClient, type SubscriptionMeta } from '@/data/client.ts';
import { useDataRoot, useList, type DataResult, type ListItem } from '@/data/use-data.ts';
import type { DataError } from '@/shared/data/errors.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';
import { isJsonObject } from '@/shared/data/values.ts';
import { SlicedWork } from './check-in-slices.ts';
import {
  collectionWrites,
  type CollectionWrites,
  type CollectionWritesOptions,
} from './collection-writes.ts';

/**
 * A tool's collection, live: on the person's account when signed in, on this device for a
 * visitor. Every document is checked with the collection's schema before a screen sees
 * it; one that fails is left out (the server refuses invalid writes, so it was written by
 * a newer version of the app and is better left alone than shown half).
 */

/** Where a collection stands, shared by the whole list and one entry. */
interface CollectionPlace {
  /** `loading` until the collection is known (from the server or kept on the device). */
  status: 'loading' | 'ready' | 'error';
  error: DataError | null;
  /** The collection's path, or null until the app knows who is signed in. */
  path: string | null;
  /** Whether the data is on an account (files and server features need one). */
  signedIn: boolean;
}

export interface CollectionState<E> extends CollectionPlace {
  /** Every valid document, oldest first (ids are time-ordered). */
  entries: E[];
}

export interface EntryState<E> extends CollectionPlace {
  /** The document asked for, once known and valid; undefined while loading or when absent. */
  entry: E | undefined;
}

export interface CollectionOptions<T, E> {
  /** The tool's id: its segment in data paths. */
  tool: string;
  collection: string;
  schema: z.ZodType<T>;
  /** How a screen holds one document; `{ id, value }` unless given. */
  entry?: (id: string, value: T) => E;
  /** The words for the fields as the editor shows them, for notices ("Description"). */
  labels?: CollectionWritesOptions<T>['labels'];
}

export interface Collection<T, E> extends CollectionWrites<T> {
  /** `{root}/{tool}/{collection}`. */
  pathIn(root: string): string;
  /** Every valid document, live. */
  useAll(client?: DataClient): CollectionState<E>;
  /**
   * One document, live: a selector over the collection's value, so a change to another
   * document neither re-renders the caller nor parses anything. `id` null → no entry.
   */
  useEntry(id: string | null, client?: DataClient): EntryState<E>;
}

const statusOf = (status: DataResult<unknown>['status']): CollectionPlace['status'] =>
  status === 'ready' ? 'ready' : status === 'error' ? 'error' : 'loading';

function placeOf(
  root: string | null,
  path: string | null,
  result: Pick<DataResult<unknown>, 'status' | 'error'>,
): CollectionPlace {
  return {
    status: statusOf(result.status),
    error: result.error,
    path,
    signedIn: root !== null && root !== DEVICE_ROOT,
  };
}

interface Selected {
  value: JsonValue | undefined;
  status: DataResult<unknown>['status'];
  error: DataError | null;
}

const IDLE: Selected = { value: undefined, status: 'idle', error: null };
/** Where a collection stands while its documents are being checked. */
const CHECKING = { status: 'loading', error: null } as const;
const always = () => true;
/** Documents a render checks itself; more wait for a SlicedWork. */
const CHECK_AT_ONCE = 200;
const idle = () => IDLE;
const unsubscribed = () => () => {};

function statusOfMeta(status: SubscriptionMeta['status']): Selected['status'] {
  return status === 'cached' || status === 'live' ? 'ready' : status;
}

/** A store of one child of `path` that changes identity only when that child or the status does. */
function watchChild(client: DataClient, path: string, id: string) {
  let selected: Selected = { value: undefined, status: 'loading', error: null };
  const select = (value: JsonValue, status: Selected['status'], error: DataError | null) => {
    const next = { value: isJsonObject(value) ? value[id] : undefined, status, error };
    const same =
      next.value === selected.value &&
      next.status === selected.status &&
      next.error === selected.error;
    if (!same) selected = next;
    return !same;
  };
  const peek = () => {
    const { value, meta } = client.peek(path);
    return select(value, statusOfMeta(meta.status), meta.error ?? null);
  };
  peek();
  return {
    get: () => selected,
    subscribe(changed: () => void) {
      const unsubscribe = client.subscribe(path, (value, meta) => {
        if (select(value, statusOfMeta(meta.status), meta.error ?? null)) changed();
      });
      // The client may have moved on between the render and this subscription.
      if (peek()) changed();
      return unsubscribe;
    },
  };
}

/** The collection of `tool` whose documents `schema` describes; define it once, at module level. */
export function defineCollection<T, E = { id: string; value: T }>(
  options: CollectionOptions<T, E>,
): Collection<T, E> {
  const { tool, collection, schema } = options;
  const toEntry = options.entry ?? ((id: string, value: T) => ({ id, value }) as E);
  // Entries are kept per stored document, so an unchanged one is neither parsed again nor
  // given a new identity (memoized cards and rows stay as they are).
  const known = new WeakMap<object, { id: string; entry: E | null }>();

  function entryOf(id: string, value: JsonValue | undefined): E | null {
    if (value === undefined || value === null) return null;
    const cacheable = typeof value === 'object';
    const cached = cacheable ? known.get(value) : undefined;
    if (cached?.id === id) return cached.entry;
    const parsed = schema.safeParse(value);
    const entry = parsed.success ? toEntry(id, parsed.data) : null;
    if (cacheable) known.set(value, { id, entry });
    return entry;
  }

  // One entries array per list of items (itself one per stored value): a screen mounted
  // again over unchanged documents gets the same array, so what it derives can be kept.
  const entryLists = new WeakMap<readonly ListItem[], E[]>();
  function entriesOf(items: readonly ListItem[]): E[] {
    const known = entryLists.get(items);
    if (known) return known;
    const entries: E[] = [];
    for (const item of items) {
      const entry = entryOf(item.id, item.value);
      if (entry !== null) entries.push(entry);
    }
    entryLists.set(items, entries);
    return entries;
  }

  const pathIn = (root: string) => `${root}/${tool}/${collection}`;

  // NOTE: many documents not yet checked (a first visit, a large import arriving) are
  // checked a slice at a time, the collection loading meanwhile, rather than in one render
  // that would hold the page for as long as thousands of checks take.
  const checkings = new WeakMap<readonly ListItem[], SlicedWork<ListItem> | null>();
  function checkingOf(items: readonly ListItem[]): SlicedWork<ListItem> | null {
    if (checkings.has(items)) return checkings.get(items)!;
    let unchecked = 0;
    for (const item of items) {
      if (typeof item.value === 'object' && item.value !== null && !known.has(item.value)) {
        unchecked += 1;
      }
    }
    const checking =
      unchecked > CHECK_AT_ONCE
        ? new SlicedWork(items, (item) => void entryOf(item.id, item.value))
        : null;
    checkings.set(items, checking);
    return checking;
  }

  return {
    pathIn,
    ...collectionWrites<T>(options.labels ? { labels: options.labels } : {}),
    useAll(client = data) {
      const root = useDataRoot(client);
      const path = root ? pathIn(root) : null;
      const list = useList(path, client);
      const checking = useMemo(() => checkingOf(list.data), [list.data]);
      const checked = useSyncExternalStore(
        checking?.subscribe ?? unsubscribed,
        checking?.isDone ?? always,
        always,
      );
      return useMemo(() => {
        if (!checked) return { ...placeOf(root, path, CHECKING), entries: [] };
        return { ...placeOf(root, path, list), entries: entriesOf(list.data) };
      }, [list, path, root, checked]);
    },
    useEntry(id, client = data) {
      const root = useDataRoot(client);
      const path = root ? pathIn(root) : null;
      const store = useMemo(
        () => (path && id !== null ? watchChild(client, path, id) : null),
        [client, path, id],
      );
      const selected = useSyncExternalStore(
        store?.subscribe ?? unsubscribed,
        store?.get ?? idle,
        idle,
      );
      return useMemo(() => {
        const entry = id === null ? null : entryOf(id, selected.value);
        // With no id there is nothing to wait for: only where and whose.
        const result = id === null && path ? { ...selected, status: 'ready' as const } : selected;
        return { ...placeOf(root, path, result), entry: entry ?? undefined };
      }, [id, path, root, selected]);
    },
  };
}
