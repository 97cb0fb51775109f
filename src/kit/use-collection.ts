import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
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
import { markReturning } from './returning.ts';

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

/**
 * A collection's schema, or what loads it: a tool gives a loader (`() => import(…)`), so
 * zod and the schemas are loaded only once there is a document to check. A newcomer's empty
 * collection never needs them; building them is the heaviest work a page could do while it
 * loads (zod's set-up, then every schema: 50–150 ms on a phone).
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export interface CollectionOptions<T, E> {
  /** The tool's id: its segment in data paths. */
  tool: string;
  collection: string;
  schema: SchemaSource<T>;
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

/** A schema given, or loaded once on first need; `ready` is a store for `useSyncExternalStore`. */
function schemaOf<T>(source: SchemaSource<T>) {
  let schema = typeof source === 'function' ? null : source;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => schema,
    isReady: () => schema !== null,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (schema || loading || typeof source !== 'function') return;
      loading = source().then(
        (loaded) => {
          schema = loaded;
          for (const listener of listeners) listener();
        },
        // Offline with a new build's chunk not kept: the next screen that needs it tries again.
        () => void (loading = null),
      );
    },
  };
}

const notReady = () => false;

/**
 * Whether the collection's schema is here, loading it once `needed`. Until then the
 * documents cannot be checked, so the collection is loading.
 */
function useSchemaReady(store: ReturnType<typeof schemaOf<unknown>>, needed: boolean): boolean {
  const ready = useSyncExternalStore(store.subscribe, store.isReady, notReady);
  useEffect(() => {
    if (needed) store.load();
  }, [store, needed]);
  return ready;
}

/**
 * A collection's state as the screen last showed it, kept while the same collection goes
 * back to loading. NOTE: the first document of an empty collection (a newcomer's first
 * recipe, mark or answer) waits for the schema to load, and many new documents (an import
 * arriving) are checked a slice at a time; a screen swapped to "Loading…" meanwhile would
 * remount what the person is using: the focus, a panel, a field being typed in. The
 * documents show a moment later, checked.
 */
function useSteady<S extends CollectionPlace>(state: S, place: string | null): S {
  const [shown, setShown] = useState({ state, place });
  const holds =
    state.status === 'loading' && shown.state.status === 'ready' && shown.place === place;
  if (!holds && (shown.state !== state || shown.place !== place)) setShown({ state, place });
  return holds ? shown.state : state;
}

/** The collection of `tool` whose documents `schema` describes; define it once, at module level. */
export function defineCollection<T, E = { id: string; value: T }>(
  options: CollectionOptions<T, E>,
): Collection<T, E> {
  const { tool, collection } = options;
  const schemaStore = schemaOf(options.schema);
  const toEntry = options.entry ?? ((id: string, value: T) => ({ id, value }) as E);
  // Entries are kept per stored document, so an unchanged one is neither parsed again nor
  // given a new identity (memoized cards and rows stay as they are).
  const known = new WeakMap<object, { id: string; entry: E | null }>();

  function entryOf(id: string, value: JsonValue | undefined): E | null {
    if (value === undefined || value === null) return null;
    const cacheable = typeof value === 'object';
    const cached = cacheable ? known.get(value) : undefined;
    if (cached?.id === id) return cached.entry;
    // Called only once the schema is here (`useSchemaReady`).
    const parsed = schemaStore.get()!.safeParse(value);
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
      const held = list.data.length > 0;
      const ready = useSchemaReady(schemaStore, held);
      const signedIn = root !== null && root !== DEVICE_ROOT;
      useEffect(() => {
        if (held || signedIn) markReturning();
        // Documents here are soon changed: their schemas, loading to check them, serve writes too.
        if (held) client.prepareWrites(tool);
      }, [held, signedIn, client]);
      const checking = useMemo(() => (ready ? checkingOf(list.data) : null), [list.data, ready]);
      const checked = useSyncExternalStore(
        checking?.subscribe ?? unsubscribed,
        checking?.isDone ?? always,
        always,
      );
      const state = useMemo((): CollectionState<E> => {
        if (list.data.length === 0) return { ...placeOf(root, path, list), entries: [] };
        if (!ready || !checked) return { ...placeOf(root, path, CHECKING), entries: [] };
        return { ...placeOf(root, path, list), entries: entriesOf(list.data) };
      }, [list, path, root, ready, checked]);
      return useSteady(state, path);
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
      const present = selected.value !== undefined && selected.value !== null;
      const ready = useSchemaReady(schemaStore, present);
      const state = useMemo((): EntryState<E> => {
        if (present && !ready) return { ...placeOf(root, path, CHECKING), entry: undefined };
        const entry = id === null ? null : entryOf(id, selected.value);
        // With no id there is nothing to wait for: only where and whose.
        const result = id === null && path ? { ...selected, status: 'ready' as const } : selected;
        return { ...placeOf(root, path, result), entry: entry ?? undefined };
      }, [id, path, root, selected, present, ready]);
      return useSteady(state, path && `${path}/${id}`);
    },
  };
}
