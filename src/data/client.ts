import { DataStoreError } from '@/shared/data/errors.ts';
import { WRITE_RATE, type WriteRate } from '@/shared/data/limits.ts';
import { USERS_ROOT } from '@/shared/data/paths.ts';
import { LIVE_PATH, type JsonValue } from '@/shared/data/protocol.ts';
import { createSchemaRegistry, registerTool, type SchemaRegistry } from '@/shared/data/registry.ts';
import { EXTRA_COLLECTIONS, TOOLS, type ToolCollections } from '@/shared/tools.ts';
import type { SocketFactory } from './engine/connection.ts';
import { DataEngine, DEFAULT_TIMING } from './engine/engine.ts';
import { indexedDbPersistence } from './engine/idb-persistence.ts';
import { memoryPersistence, type Persistence } from './engine/persistence.ts';
import type { TabStamp } from './engine/tab-order.ts';
import { consoleTrace, traceRequested } from './engine/trace-log.ts';
import { targetsOf, type WriteMessage } from './engine/tree.ts';
import type {
  DataState,
  EngineOptions,
  EngineTiming,
  OverriddenEdit,
  ValueListener,
  ValueSnapshot,
  WriteError,
} from './engine/types.ts';
import { newId } from './ids.ts';

export type {
  DataState,
  OverriddenEdit,
  SubscriptionMeta,
  ValueListener,
  WriteError,
} from './engine/types.ts';

/** The visitor's root: what someone without an account keeps, on this device only. */
export const DEVICE_ROOT = `${USERS_ROOT}/device`;

const DEVICE_NAMESPACE = 'device';

/**
 * The channel on which a visitor's tabs tell each other what they stored on the device:
 * each write once saved, and `CLEARED` once `clearDevice` has emptied it.
 */
const DEVICE_CHANNEL = 'tinies-device-data';

const CLEARED = 'cleared';

/** A write a tab stored on the device, with its place in the order of the device's tabs. */
interface StoredMessage {
  write: WriteMessage;
  stamp: TabStamp;
}

/** What the shell shows: the state, how many writes wait for the server, and the root. */
export interface DataStatus {
  state: DataState;
  pending: number;
  /** `users/{uid}`, `DEVICE_ROOT`, or null until the app has said who is signed in. */
  root: string | null;
}

/** A value store for `useSyncExternalStore`. */
export interface ExternalStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
  getServerSnapshot(): T;
}

/** What an edit of an existing document says beyond its values (see `DataClient.update`). */
export interface EditOptions {
  /** Child path → its value in the version the person started from. */
  base: Record<string, JsonValue>;
  /** The whole document as the edit makes it: kept on the device, offered as a copy if gone. */
  whole?: JsonValue;
  /** The tool's words for the fields, for the notice when one is overridden. */
  labels?: Record<string, string>;
}

export interface DataClient {
  /** `users/{uid}` when signed in, `DEVICE_ROOT` for a visitor, null until `setAccount`. */
  readonly root: string | null;
  /** The value at `path` once it is live (or, offline, as kept on the device). */
  get(path: string): Promise<JsonValue>;
  /**
   * Writes apply at once and resolve when the server has committed them (or, for a
   * visitor, when stored on the device). A refused write is rolled back, reported to
   * `onWriteError`, and rejects with a DataStoreError `{ code, message }`; callers
   * normally do not await.
   */
  set(path: string, value: JsonValue): Promise<void>;
  /**
   * Sets several children at once, all or nothing: `{ 'a/b': 1, c: null }`. With
   * `edit.base` (each child's value in the version the person started from) it is an edit
   * of an existing document: a child another device changed since keeps that device's
   * value (reported to `onOverridden`), and a document deleted meanwhile refuses it with
   * GONE (reported to `onWriteError`, with `edit.whole` to offer as a copy).
   */
  update(path: string, values: Record<string, JsonValue>, edit?: EditOptions): Promise<void>;
  remove(path: string): Promise<void>;
  /** Calls `listener` with the value at `path` and every change to it; returns the unsubscribe. */
  subscribe(path: string, listener: ValueListener): () => void;
  /** The value at `path` as a listener would get it now (for the first render). */
  peek(path: string): ValueSnapshot;
  /** A new time-ordered id for a document, made here (works offline). */
  newId(): string;
  /**
   * Who is signed in (their uid), or null for a visitor. Switches to that root at once:
   * nothing of another account is shown. Calling it again with the same uid reconnects
   * after the session ended.
   */
  setAccount(uid: string | null): void;
  onWriteError(listener: (error: WriteError) => void): () => void;
  /** Fields of this device's edits left as a newer edit from another device wrote them. */
  onOverridden(listener: (edit: OverriddenEdit) => void): () => void;
  /** The server ended the session (signed out elsewhere, expired): nothing syncs until `setAccount`. */
  onSessionEnded(listener: () => void): () => void;
  /** The server needs a newer version of the app: nothing syncs until the page reloads. */
  onUpdateRequired(listener: () => void): () => void;
  readonly status: ExternalStore<DataStatus>;
  readonly pendingCount: number;
  /**
   * Every document the visitor kept on this device, paths relative to the root (e.g.
   * `recipe-book/recipes/01J…`): to copy into an account, write each below its root. The
   * ids come along, so copying twice does not duplicate anything.
   */
  deviceDocuments(): Promise<Array<{ path: string; value: JsonValue }>>;
  /** Forgets everything the visitor kept on this device (in every tab). */
  clearDevice(): Promise<void>;
  /**
   * After a sign-out: removes what this device keeps of account `uid` (its cached data),
   * unless writes of it still wait for the server (then they are sent first, see
   * `sendWaiting`) — or `discard` says the person chose to drop them. Resolves whether it
   * was removed. Never the account in use.
   */
  forgetAccount(uid: string, options?: { discard?: boolean }): Promise<boolean>;
  /**
   * Sends the writes of account `uid` still waiting on this device (signed out here with
   * changes not sent yet), connecting as that account while its session lasts. Resolves
   * true once the server has them all (at once when there are none), false when the server
   * will not take them (the session has ended). Waits while offline; one run per account.
   */
  sendWaiting(uid: string): Promise<boolean>;
  /**
   * Drops the signed-in account's changes that have not reached the server, here and from
   * the device's queue (the person chose to discard them, e.g. on logout).
   */
  discardWaiting(): Promise<void>;
  /**
   * Loads `tool`'s schemas ahead of its first write, which would otherwise wait for them:
   * called once the person has documents there or starts using its page. Nothing when they
   * are here; a failure is left to the write, which tries again and says so.
   */
  prepareWrites(tool: string): void;
  /** Stops syncing (tests, and nothing else: the app's client lives as long as the page). */
  close(): Promise<void>;
}

/**
 * The collections of the tools this page has loaded, checked before a write is sent. The
 * app adds a tool's (from the tool manifest) as it opens the tool's route, and the app's
 * client loads a tool's itself before that tool's first write (see `collectionsOf`), so
 * no write to a tool of the manifest is sent unchecked. Writes to any other tool are left
 * for the server to judge (or refused on the device, see `strict` in engine/check-write.ts).
 */
export const loadedSchemas: SchemaRegistry = createSchemaRegistry();

/** Adds a tool's collections to `registry` (`loadedSchemas` unless given), once. */
export function loadToolSchemas(
  tool: string,
  collections: ToolCollections,
  registry: SchemaRegistry = loadedSchemas,
): void {
  if (!registry.hasTiny(tool)) registerTool(registry, tool, collections);
}

/** Every collection the manifest knows, by tool id, loaded on demand. */
const MANIFEST_COLLECTIONS = new Map<string, () => Promise<ToolCollections>>(
  [...TOOLS, ...EXTRA_COLLECTIONS].map((tool) => [tool.id, tool.collections]),
);

const manifestCollections = (tool: string) => MANIFEST_COLLECTIONS.get(tool)?.();

/** The tools whose documents `write` may touch (`users/{uid}/{tool}/…`). */
function toolsOf(write: WriteMessage): Set<string> {
  const tools = new Set<string>();
  for (const { segments, value } of targetsOf(write)) {
    if (segments[0] !== USERS_ROOT) continue;
    if (segments.length > 2) tools.add(segments[2]!);
    else if (segments.length === 2 && value && typeof value === 'object') {
      for (const tool of Object.keys(value)) tools.add(tool);
    }
  }
  return tools;
}

export interface DataClientOptions {
  /** IndexedDB, or memory where there is none. */
  persistence?: Persistence;
  /** Opens the live socket; a same-origin WebSocket to `LIVE_PATH` unless given. */
  connect?: SocketFactory;
  /** The collections checked before a write is sent; `loadedSchemas` (loaded tools) unless given. */
  schemas?: SchemaRegistry;
  /**
   * A tool's collections, added to `schemas` before the first write to that tool is
   * checked: the write (and every write after it, so they keep their order) waits for
   * them. Undefined for a tool this client does not know. The tool manifest's unless
   * `schemas` is given (then none unless given too).
   */
  collectionsOf?: (tool: string) => Promise<ToolCollections> | undefined;
  timing?: Partial<EngineTiming>;
  writeRate?: WriteRate;
  /**
   * Logs the live protocol's frames to the console. Default: whether localStorage's
   * `tinies:trace` is `'1'`, read once, when the client first connects.
   */
  trace?: boolean;
}

/**
 * Half the server's burst: the account's other tabs and devices draw on the same bucket.
 * Refill as the server's, so a long offline queue replays without being refused.
 */
const CLIENT_WRITE_RATE: WriteRate = {
  perSecond: WRITE_RATE.perSecond,
  burst: WRITE_RATE.burst / 2,
};

const ignore = () => {};

const NOT_READY: ValueSnapshot = { value: null, meta: { status: 'loading', fromCache: false } };
const UNKNOWN: DataStatus = { state: 'connecting', pending: 0, root: null };

const browserSocket: SocketFactory = (events) => {
  const socket = new WebSocket(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`,
  );
  socket.onopen = () => events.open();
  socket.onmessage = (event) => events.message(String(event.data));
  socket.onclose = (event) => events.close(event.code);
  return socket;
};

interface Registration {
  path: string;
  listener: ValueListener;
  off?: () => void;
}

/**
 * The data client: one engine for the current root, swapped on `setAccount`; listeners
 * move with it. Nothing touches `window` or IndexedDB before `setAccount` (the build
 * prerenders pages in Node).
 */
export function createDataClient(options: DataClientOptions = {}): DataClient {
  let persistence = options.persistence;
  const schemas = options.schemas ?? loadedSchemas;
  const collectionsOf =
    options.collectionsOf ?? (options.schemas ? undefined : manifestCollections);
  /** Tools whose collections are loading for a write, until they are registered. */
  const loadingSchemas = new Map<string, Promise<void>>();
  /** Resolves once the last write that had to wait is handed to the engine. */
  let held: Promise<void> | undefined;
  let engine: DataEngine | undefined;
  /** Undefined until the app says who is signed in. */
  let account: string | null | undefined;
  /** Resolves once every engine swapped out has saved what it held. */
  let closing = Promise.resolve();
  let status = UNKNOWN;
  let browserWatched = false;
  let tracing = options.trace;
  const registrations = new Set<Registration>();
  const statusListeners = new Set<() => void>();
  const writeErrorListeners = new Set<(error: WriteError) => void>();
  const overriddenListeners = new Set<(edit: OverriddenEdit) => void>();
  const sessionListeners = new Set<() => void>();
  const updateListeners = new Set<() => void>();
  let channel: BroadcastChannel | undefined;
  const listen = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  const storage = () =>
    (persistence ??=
      typeof indexedDB === 'undefined' ? memoryPersistence() : indexedDbPersistence());

  const updateStatus = () => {
    const next = {
      state: engine?.state ?? 'connecting',
      pending: engine?.pendingCount ?? 0,
      root: engine?.root ?? null,
    };
    if (next.state === status.state && next.pending === status.pending && next.root === status.root)
      return;
    status = next;
    for (const listener of statusListeners) listener();
  };

  const watchBrowser = () => {
    if (browserWatched || typeof window === 'undefined') return;
    browserWatched = true;
    window.addEventListener('online', () => {
      engine?.wake();
      for (const background of backgrounds) background.wake();
    });
    window.addEventListener('offline', () => engine?.interrupt());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') engine?.wake();
      // NOTE: changes are saved on the device a moment after they happen; a page being
      // hidden, closed or reloaded saves them now, so a reload right after a write keeps it.
      else void engine?.save();
    });
    window.addEventListener('pagehide', () => void engine?.save());
  };

  /** The visitor's other tabs, where the browser can reach them (opened on first use). */
  const deviceTabs = () => {
    if (!channel && typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(DEVICE_CHANNEL);
      channel.onmessage = ({ data }: MessageEvent<StoredMessage | typeof CLEARED>) => {
        if (account !== null) return;
        // Emptied elsewhere: load again what is left (nothing) rather than keep showing it.
        if (data === CLEARED) switchTo(null);
        else engine?.applyStored(data.write, data.stamp);
      };
    }
    return channel;
  };

  const reportWriteError = (error: WriteError) =>
    writeErrorListeners.forEach((listener) => listener(error));

  /** An engine for `uid`'s root (null: the visitor's device data). */
  const engineFor = (uid: string | null, events: EngineOptions['events']) => {
    const device = uid === null;
    if (!device) tracing ??= traceRequested();
    return new DataEngine({
      root: device ? DEVICE_ROOT : `${USERS_ROOT}/${uid}`,
      store: storage().open(device ? DEVICE_NAMESPACE : `account:${uid}`, device),
      connect: device ? undefined : (options.connect ?? browserSocket),
      schemas,
      events,
      timing: { ...DEFAULT_TIMING, ...options.timing },
      writeRate: options.writeRate ?? CLIENT_WRITE_RATE,
      trace: tracing && !device ? consoleTrace(uid) : undefined,
    });
  };

  /** Told once at the next change of account. */
  const switchListeners = new Set<() => void>();
  /** The engines sending a signed-out account's waiting writes (see `sendWaiting`). */
  const backgrounds = new Set<DataEngine>();
  /** Accounts whose waiting writes are being sent from the background (see `sendWaiting`). */
  const sending = new Map<string, Promise<boolean>>();

  /** Sends account `uid`'s waiting writes through an engine of its own, with no listeners. */
  const sendInBackground = async (uid: string): Promise<boolean> => {
    // NOTE: asked right after a sign-out, the account's engine may not have been swapped
    // out yet: its writes are its own until it closes (then its queue is free to take).
    while (account === uid) await new Promise<void>((resolve) => switchListeners.add(resolve));
    await closing;
    let finish: (sent: boolean) => void = ignore;
    const finished = new Promise<boolean>((resolve) => (finish = resolve));
    const background = engineFor(uid, {
      changed: () => {
        if (background.pendingCount === 0 && background.state === 'saved') finish(true);
      },
      writeError: reportWriteError,
      overridden: (edit) => overriddenListeners.forEach((listener) => listener(edit)),
      // The session is gone: the writes stay queued for the account's next sign-in here.
      sessionEnded: () => finish(false),
      updateRequired: () => finish(false),
      stored: ignore,
    });
    backgrounds.add(background);
    try {
      await background.start();
      if (background.pendingCount === 0) return true;
      return await finished;
    } finally {
      backgrounds.delete(background);
      // NOTE: closing saves, which lets go of the answered writes in the device's queue.
      await background.close();
    }
  };

  const switchTo = (uid: string | null | undefined) => {
    account = uid;
    for (const listener of switchListeners) listener();
    switchListeners.clear();
    const previous = engine;
    engine = undefined;
    if (previous) closing = Promise.all([closing, previous.close()]).then(() => {});
    if (uid !== undefined) {
      const device = uid === null;
      engine = engineFor(uid, {
        changed: updateStatus,
        writeError: reportWriteError,
        overridden: (edit) => overriddenListeners.forEach((listener) => listener(edit)),
        sessionEnded: () => sessionListeners.forEach((listener) => listener()),
        updateRequired: () => updateListeners.forEach((listener) => listener()),
        stored: (write, stamp) =>
          deviceTabs()?.postMessage({ write, stamp } satisfies StoredMessage),
      });
      watchBrowser();
      if (device) deviceTabs();
      // NOTE: it loads once the engine before it has saved: both may be the same namespace.
      const started = engine;
      void closing.then(() => (engine === started ? started.start() : undefined));
    }
    for (const registration of registrations) {
      registration.off?.();
      registration.off = engine?.subscribe(registration.path, registration.listener);
      // Subscribing tells only what is known: say nothing is, rather than leave the last root's.
      const { value, meta } = engine?.peek(registration.path) ?? NOT_READY;
      if (meta.status === 'loading') registration.listener(value, meta);
    }
    updateStatus();
  };

  const refuse = (message: WriteMessage, error: DataStoreError): Promise<void> => {
    writeErrorListeners.forEach((listener) => listener({ ...error.toJSON(), path: message.path }));
    const refused = Promise.reject(error);
    refused.catch(ignore);
    return refused;
  };

  const send = (message: WriteMessage): Promise<void> =>
    engine
      ? engine.write(message)
      : refuse(message, new DataStoreError('UNAVAILABLE', 'The data store is not ready yet.'));

  /** Resolves once `tool`'s collections are registered; undefined when they are (or unknown). */
  const schemasOf = (tool: string): Promise<void> | undefined => {
    if (schemas.hasTiny(tool)) return undefined;
    let loading = loadingSchemas.get(tool);
    if (!loading) {
      const collections = collectionsOf?.(tool);
      if (!collections) return undefined;
      loading = collections.then(
        (loaded) => loadToolSchemas(tool, loaded, schemas),
        () => {
          throw new DataStoreError(
            'UNAVAILABLE',
            'The rules for this data could not be loaded. Check your connection and try again.',
          );
        },
      );
      // Once registered they are known; after a failure the next write tries again.
      loadingSchemas.set(tool, loading);
      void loading.then(
        () => loadingSchemas.delete(tool),
        () => loadingSchemas.delete(tool),
      );
    }
    return loading;
  };

  /**
   * NOTE: a write is checked against its tool's schemas, so it waits until they are loaded
   * (at once, when they are), and every write after it waits its turn behind it: writes
   * reach the engine in the order they were made.
   */
  const write = (message: WriteMessage): Promise<void> => {
    const waits = [...toolsOf(message)].map(schemasOf).filter((wait) => wait !== undefined);
    if (!held && waits.length === 0) return send(message);
    // Wrapped, so the turn ends when the write is handed over, not when it is committed.
    const handedOver = Promise.all([held, ...waits]).then(
      () => ({ done: send(message) }),
      (error: unknown) => ({
        done: refuse(
          message,
          error instanceof DataStoreError ? error : new DataStoreError('INTERNAL', String(error)),
        ),
      }),
    );
    const turn = handedOver.then(ignore, ignore);
    held = turn;
    void turn.then(() => {
      if (held === turn) held = undefined;
    });
    const done = handedOver.then(({ done }) => done);
    done.catch(ignore);
    return done;
  };

  return {
    get root() {
      return engine?.root ?? null;
    },
    prepareWrites: (tool) => void schemasOf(tool)?.catch(ignore),
    get: (path) =>
      engine?.get(path) ??
      Promise.reject(new DataStoreError('UNAVAILABLE', 'The data store is not ready yet.')),
    set: (path, value) => write({ type: 'set', rid: newId(), path, value }),
    update: (path, values, edit) =>
      write({
        type: 'update',
        rid: newId(),
        path,
        values,
        ...(edit
          ? {
              base: edit.base,
              ...(edit.whole !== undefined || edit.labels
                ? {
                    note: {
                      ...(edit.whole !== undefined ? { whole: edit.whole } : {}),
                      ...(edit.labels ? { labels: edit.labels } : {}),
                    },
                  }
                : {}),
            }
          : {}),
      }),
    remove: (path) => write({ type: 'remove', rid: newId(), path }),
    subscribe(path, listener) {
      const registration: Registration = { path, listener, off: engine?.subscribe(path, listener) };
      registrations.add(registration);
      return () => {
        registrations.delete(registration);
        registration.off?.();
      };
    },
    peek: (path) => engine?.peek(path) ?? NOT_READY,
    newId: () => newId(),
    setAccount(uid) {
      if (uid === account) engine?.resume();
      else switchTo(uid);
    },
    onWriteError: (listener) => listen(writeErrorListeners, listener),
    onOverridden: (listener) => listen(overriddenListeners, listener),
    onSessionEnded: (listener) => listen(sessionListeners, listener),
    onUpdateRequired: (listener) => listen(updateListeners, listener),
    status: {
      subscribe: (listener) => listen(statusListeners, listener),
      getSnapshot: () => status,
      getServerSnapshot: () => UNKNOWN,
    },
    get pendingCount() {
      return status.pending;
    },
    async deviceDocuments() {
      await Promise.all([closing, account === null && engine?.save()]);
      const store = storage().open(DEVICE_NAMESPACE, true);
      try {
        const { documents } = await store.load();
        return documents.map(([path, value]) => ({ path, value }));
      } finally {
        store.close();
      }
    },
    async clearDevice() {
      const active = account === null;
      if (active) switchTo(undefined);
      await closing;
      await storage().clear(DEVICE_NAMESPACE);
      deviceTabs()?.postMessage(CLEARED);
      if (active) switchTo(null);
    },
    async forgetAccount(uid, { discard = false } = {}) {
      if (uid === account) return false;
      await Promise.all([closing, sending.get(uid)]);
      if (uid === account) return false;
      const namespace = `account:${uid}`;
      if (!discard) {
        const store = storage().open(namespace, false);
        let waiting: WriteMessage[];
        try {
          waiting = await store.adopt();
        } finally {
          store.close();
        }
        if (waiting.length > 0) return false;
      }
      await storage().clear(namespace);
      return true;
    },
    async discardWaiting() {
      if (account) await engine?.discardPending();
    },
    sendWaiting(uid) {
      let run = sending.get(uid);
      if (!run) {
        run = sendInBackground(uid);
        sending.set(uid, run);
        void run.finally(() => sending.delete(uid)).catch(ignore);
      }
      return run;
    },
    async close() {
      switchTo(undefined);
      await Promise.all([closing, ...[...backgrounds].map((background) => background.close())]);
      channel?.close();
      channel = undefined;
    },
  };
}

/** The app's data client. */
export const data: DataClient = createDataClient();
