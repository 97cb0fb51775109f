import type { JsonValue } from '@/shared/data/protocol.ts';
import type { WriteMessage } from './tree.ts';

/**
 * Where the data client keeps what must survive a reload, one namespace per root
 * (`account:{uid}` or `device`): the confirmed documents of the paths it has loaded with
 * the resume point they are current to, and the queue of unconfirmed writes. IndexedDB in
 * the browser (`idb-persistence.ts`), memory for tests and browsers without it.
 */

/** What a namespace holds; paths are relative to the root. */
export interface CachedState {
  /** Stored documents: path → value. */
  documents: Array<[string, JsonValue]>;
  /** Paths whose whole value the documents hold, each with the seq it is current to. */
  paths: Array<[string, number]>;
  /** The resume point: the seq that paths current to it are current to (-1: none). */
  seq: number;
}

/**
 * One atomic change of the cache: documents, paths and resume point stay in step, and the
 * queued writes the server has answered leave the queue in the same transaction as the
 * values that hold their outcome, so no moment exists when the device has neither.
 */
export interface CacheBatch extends CachedState {
  /** Paths above document level whose stored documents go first (`''`: all of them). */
  clear: string[];
  /** Request ids of queued writes the server has answered (committed or refused). */
  answered: string[];
}

export interface NamespaceStore {
  load(): Promise<CachedState>;
  /**
   * Stores the batch `build` returns, in one transaction. `build` is called at once (before
   * anything is awaited) or not at all: only one tab writes an account's cache, so that
   * documents and resume point always match. `full` asks for every path the tab holds, for
   * a tab that has just taken over writing.
   */
  saveCache(build: (full: boolean) => CacheBatch): Promise<void>;
  /**
   * Takes over queued writes that no open tab owns any more; oldest first. The queues of
   * tabs still open (a page being reloaded may hold on to its own for a moment) are taken
   * over once those tabs close, and handed to `later`.
   */
  adopt(later?: (writes: WriteMessage[]) => void): Promise<WriteMessage[]>;
  /** Queues `write`, in the same transaction dropping the queued write it `replaces`. */
  putWrite(write: WriteMessage, replaces?: string): Promise<void>;
  /** Lets go of the namespace (and of this tab's queue, which another tab may adopt). */
  close(): void;
}

export interface Persistence {
  /** `shared`: every tab writes the cache (the visitor's device data has no resume point). */
  open(namespace: string, shared: boolean): NamespaceStore;
  /** Removes everything kept in a namespace. */
  clear(namespace: string): Promise<void>;
}

interface MemorySpace {
  documents: Map<string, JsonValue>;
  paths: Map<string, number>;
  seq: number;
  queue: Map<string, { owner: number; write: WriteMessage }>;
  /** Owners whose store is open: their queues are theirs. */
  open: Set<number>;
  /** Stores waiting for the queues of open stores, told when one closes. */
  waiting: Set<{ owner: number; later: (writes: WriteMessage[]) => void }>;
  /**
   * Open stores that may write the cache, oldest first: the first one writes it (the
   * holder of IndexedDB's writer lock); the next takes over when it closes.
   */
  writers: Array<{ owner: number; loaded: boolean; full: boolean }>;
}

/** Moves the queued writes of the owners `from` picks to `to`; oldest first. */
function takeQueued(
  kept: MemorySpace,
  to: number,
  from: (owner: number) => boolean,
): WriteMessage[] {
  const adopted: WriteMessage[] = [];
  for (const [rid, entry] of [...kept.queue].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (entry.owner === to || !from(entry.owner)) continue;
    kept.queue.set(rid, { owner: to, write: entry.write });
    adopted.push(structuredClone(entry.write));
  }
  return adopted;
}

/**
 * Persistence in memory: survives a "reload" (a new engine over the same object) but not
 * the page. Values are copied in and out, as IndexedDB would.
 */
export function memoryPersistence(): Persistence {
  const spaces = new Map<string, MemorySpace>();
  let owners = 0;
  const space = (namespace: string): MemorySpace => {
    let found = spaces.get(namespace);
    if (!found) {
      found = {
        documents: new Map(),
        paths: new Map(),
        seq: -1,
        queue: new Map(),
        open: new Set(),
        waiting: new Set(),
        writers: [],
      };
      spaces.set(namespace, found);
    }
    return found;
  };
  return {
    open(namespace, shared) {
      const kept = space(namespace);
      const owner = ++owners;
      kept.open.add(owner);
      // As in IndexedDB, one tab at a time writes an account's cache (see NamespaceStore).
      const writer = { owner, loaded: false, full: false };
      if (!shared) kept.writers.push(writer);
      let waiter: { owner: number; later: (writes: WriteMessage[]) => void } | undefined;
      return {
        async load() {
          writer.loaded = true;
          return structuredClone({
            documents: [...kept.documents],
            paths: [...kept.paths],
            seq: kept.seq,
          });
        },
        async saveCache(build) {
          if (!kept.open.has(owner)) return;
          const batch = structuredClone(build(writer.full));
          for (const rid of batch.answered) kept.queue.delete(rid);
          // Another tab writes the cache: this one only lets go of what was answered.
          if (!shared && kept.writers[0] !== writer) return;
          writer.full = false;
          for (const prefix of batch.clear) {
            for (const path of kept.documents.keys()) {
              if (prefix === '' || path.startsWith(`${prefix}/`)) kept.documents.delete(path);
            }
          }
          for (const [path, value] of batch.documents) {
            if (value === null) kept.documents.delete(path);
            else kept.documents.set(path, value);
          }
          for (const [path, seq] of batch.paths) kept.paths.set(path, seq);
          kept.seq = batch.seq;
        },
        async adopt(later) {
          if (later && !waiter && kept.open.has(owner)) {
            waiter = { owner, later };
            kept.waiting.add(waiter);
          }
          return takeQueued(kept, owner, (other) => !kept.open.has(other));
        },
        async putWrite(write, replaces) {
          if (replaces !== undefined) kept.queue.delete(replaces);
          kept.queue.set(write.rid, { owner, write: structuredClone(write) });
        },
        close() {
          if (!kept.open.delete(owner)) return;
          if (waiter) kept.waiting.delete(waiter);
          // One store that waits takes over this one's queue (as one tab gets its lock).
          const [next] = kept.waiting;
          if (next) {
            const writes = takeQueued(kept, next.owner, (queued) => queued === owner);
            if (writes.length > 0) queueMicrotask(() => next.later(writes));
          }
          if (kept.writers[0] === writer && kept.writers[1]) {
            // What the next writer loaded is stored already, but it may hold paths this one did not.
            kept.writers[1].full = kept.writers[1].loaded;
          }
          kept.writers = kept.writers.filter((open) => open !== writer);
        },
      };
    },
    async clear(namespace) {
      const kept = space(namespace);
      kept.documents.clear();
      kept.paths.clear();
      kept.seq = -1;
      kept.queue.clear();
    },
  };
}
