import { openDB, type IDBPDatabase } from 'idb';
import { newId } from '../ids.ts';
import type { NamespaceStore, Persistence } from './persistence.ts';
import type { WriteMessage } from './tree.ts';

/**
 * The data client's persistence in IndexedDB: one database per namespace with the stores
 * `documents` (relative path → value), `paths` (path → seq), `meta` (`seq`) and `queue`
 * (rid → { owner, write }).
 *
 * Several tabs share it, coordinated by Web Locks:
 * - Each tab owns its queued writes and holds a lock named after itself for its whole life.
 *   A tab adopts another's queue only once that lock is free (the tab is gone), under the
 *   lock, so no queue is ever replayed by two live tabs.
 * - One tab at a time writes an account's cache: the holder of the namespace's `writer`
 *   lock. The others skip it, so documents and resume point never come from two tabs'
 *   different views. A tab that takes over writes everything it holds once.
 * Without Web Locks (old browsers) a tab writes the cache and adopts every queue.
 */

const STORES = ['documents', 'paths', 'meta', 'queue'] as const;
/** How long a save puts documents before the page gets a turn, within its one transaction (ms). */
const SAVE_SLICE_MS = 4;

interface QueueEntry {
  owner: string;
  write: WriteMessage;
}

function openNamespace(namespace: string): Promise<IDBPDatabase> {
  return openDB(`tinies-data:${namespace}`, 1, {
    upgrade(db) {
      for (const name of STORES) db.createObjectStore(name);
    },
  });
}

/** Holds the Web Lock `name` until the returned function is called; null when taken (`ifAvailable`). */
function holdLock(name: string, options: LockOptions = {}): Promise<(() => void) | null> {
  return new Promise((resolve, reject) => {
    navigator.locks
      .request(name, options, (lock) => {
        if (!lock) return resolve(null);
        return new Promise<void>((release) => resolve(() => release()));
      })
      .catch(reject);
  });
}

const ignore = () => {};
const byRid = (a: WriteMessage, b: WriteMessage) => (a.rid < b.rid ? -1 : 1);

function openStore(namespace: string, shared: boolean): NamespaceStore {
  const db = openNamespace(namespace);
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator;
  const owner = newId();
  const queueLock = (who: string) => `tinies-data-queue:${namespace}:${who}`;
  const releases: Array<() => void> = [];
  const stop = new AbortController();
  /** Keeps a granted lock until `close`, or lets it go at once when that has happened. */
  const keep = (release: (() => void) | null) => {
    if (stop.signal.aborted) release?.();
    else if (release) releases.push(release);
  };
  let loaded = false;
  /** Tabs whose queue this one waits to take over. */
  const awaited = new Set<string>();
  /** Moves the queued writes of `other` (a tab gone) to this tab, in one transaction. */
  const takeQueue = async (database: IDBPDatabase, other: string): Promise<WriteMessage[]> => {
    const taken: WriteMessage[] = [];
    const tx = database.transaction('queue', 'readwrite');
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
      const entry = cursor.value as QueueEntry;
      if (entry.owner !== other) continue;
      await cursor.update({ owner, write: entry.write } satisfies QueueEntry);
      taken.push(entry.write);
    }
    await tx.done;
    return taken.sort(byRid);
  };
  let writer = shared || !locks;
  let full = false;
  const ownQueue = locks
    ? holdLock(queueLock(owner), { signal: stop.signal }).then(keep, () => {})
    : null;
  if (!writer) {
    holdLock(`tinies-data-writer:${namespace}`, { signal: stop.signal }).then(
      (release) => {
        keep(release);
        writer = !stop.signal.aborted;
        // What this tab loaded is stored already, but it may hold paths the last writer did not.
        full = loaded;
      },
      () => {},
    );
  }

  return {
    async load() {
      const tx = (await db).transaction(['documents', 'paths', 'meta']);
      const [documentKeys, documents, pathKeys, seqs, seq] = await Promise.all([
        tx.objectStore('documents').getAllKeys(),
        tx.objectStore('documents').getAll(),
        tx.objectStore('paths').getAllKeys(),
        tx.objectStore('paths').getAll(),
        tx.objectStore('meta').get('seq'),
      ]);
      loaded = true;
      return {
        documents: documentKeys.map((key, index) => [String(key), documents[index]]),
        paths: pathKeys.map((key, index) => [String(key), seqs[index] as number]),
        seq: (seq as number | undefined) ?? -1,
      };
    },
    async saveCache(build) {
      if (stop.signal.aborted) return;
      const batch = build(full);
      if (!writer) {
        // Another tab writes the cache: this one only lets go of what was answered.
        if (batch.answered.length === 0) return;
        const tx = (await db).transaction('queue', 'readwrite');
        for (const rid of batch.answered) void tx.store.delete(rid);
        await tx.done;
        return;
      }
      full = false;
      const tx = (await db).transaction(['documents', 'paths', 'meta', 'queue'], 'readwrite');
      const documents = tx.objectStore('documents');
      for (const prefix of batch.clear) {
        // NOTE: '0' follows '/', so this range is exactly the paths below `prefix`.
        void (prefix === ''
          ? documents.clear()
          : documents.delete(IDBKeyRange.bound(`${prefix}/`, `${prefix}0`, false, true)));
      }
      // NOTE: each put copies its value at once, on this thread. Thousands of documents
      // (a first visit) are put a few milliseconds' worth at a time: waiting for a slice's
      // last request keeps the one transaction open (its success is a task of its own) and
      // lets the page answer a keystroke between slices, each short enough to share a frame.
      let sliceEnd = performance.now() + SAVE_SLICE_MS;
      for (const [path, value] of batch.documents) {
        const request = value === null ? documents.delete(path) : documents.put(value, path);
        if (performance.now() < sliceEnd) {
          void request;
          continue;
        }
        await request;
        sliceEnd = performance.now() + SAVE_SLICE_MS;
      }
      for (const [path, seq] of batch.paths) void tx.objectStore('paths').put(seq, path);
      void tx.objectStore('meta').put(batch.seq, 'seq');
      // The values that hold these writes' outcome are in this same transaction.
      for (const rid of batch.answered) void tx.objectStore('queue').delete(rid);
      await tx.done;
    },
    async adopt(later) {
      await ownQueue;
      const database = await db;
      const entries = (await database.getAll('queue')) as QueueEntry[];
      const others = new Set(entries.map((entry) => entry.owner).filter((who) => who !== owner));
      const adopted: WriteMessage[] = [];
      for (const other of others) {
        if (!locks) {
          adopted.push(...(await takeQueue(database, other)));
          continue;
        }
        const release = await holdLock(queueLock(other), { ifAvailable: true });
        if (release) {
          try {
            adopted.push(...(await takeQueue(database, other)));
          } finally {
            release();
          }
        } else if (later && !awaited.has(other)) {
          // Still open: a page being reloaded lets go of its lock a moment after the new
          // one starts. Its queue is taken over once it does.
          awaited.add(other);
          holdLock(queueLock(other), { signal: stop.signal }).then(async (free) => {
            if (!free) return;
            try {
              const writes = await takeQueue(database, other);
              if (writes.length > 0 && !stop.signal.aborted) later(writes);
            } finally {
              free();
            }
          }, ignore);
        }
      }
      return adopted.sort(byRid);
    },
    async putWrite(write, replaces) {
      const tx = (await db).transaction('queue', 'readwrite');
      if (replaces !== undefined) void tx.store.delete(replaces);
      void tx.store.put({ owner, write } satisfies QueueEntry, write.rid);
      await tx.done;
    },
    close() {
      stop.abort();
      for (const release of releases) release();
      void db.then((database) => database.close());
    },
  };
}

/** Persistence in this browser's IndexedDB. */
export function indexedDbPersistence(): Persistence {
  return {
    open: openStore,
    async clear(namespace) {
      const database = await openNamespace(namespace);
      const tx = database.transaction([...STORES], 'readwrite');
      await Promise.all([...STORES.map((name) => tx.objectStore(name).clear()), tx.done]);
      database.close();
    },
  };
}
