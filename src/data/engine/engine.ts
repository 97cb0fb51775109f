import { DataStoreError, type DataError } from '@/shared/data/errors.ts';
import { LIVE_CLOSE_CODES, type JsonValue, type ServerMessage } from '@/shared/data/protocol.ts';
import { CacheSaver } from './cache-saver.ts';
import { checkWrite } from './check-write.ts';
import { Connection } from './connection.ts';
import type { CachedState } from './persistence.ts';
import { Subscriptions, type Entry } from './subscriptions.ts';
import { SyncState } from './sync-state.ts';
import { newId } from '../ids.ts';
import { TabOrder, type TabStamp } from './tab-order.ts';
import {
  applyWrite,
  expectedWrite,
  lineageOf,
  targetsOf,
  valueAt,
  wireMessage,
  withoutKept,
  type WriteMessage,
} from './tree.ts';
import type {
  DataState,
  EngineOptions,
  EngineTiming,
  SubscriptionMeta,
  ValueListener,
  ValueSnapshot,
} from './types.ts';
import { ValueModel } from './value-model.ts';
import { WriteQueue } from './write-queue.ts';

/** Reconnecting, pinging, lingering and saving, as the app runs them. */
export const DEFAULT_TIMING: EngineTiming = {
  retryMinMs: 500,
  retryMaxMs: 30_000,
  pingMs: 15_000,
  lingerMs: 2_000,
  flushMs: 250,
};

/** Marks a promise as handled: callers normally do not await writes (errors are events). */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

const ignore = () => {};

/**
 * The pending `writes` as the server is expected to apply them, in order: each edit's base
 * is compared with what the server will hold when it arrives — the confirmed values with
 * the writes before it (an edit made offline on a value this device set offline matches it).
 */
function expectedWrites(
  writes: WriteMessage[],
  confirmed: JsonValue,
  root: readonly string[],
): WriteMessage[] {
  const lastEdit = writes.findLastIndex((write) => write.type === 'update' && write.base);
  let tree = confirmed;
  return writes.map((write, index) => {
    const expected = expectedWrite(write, tree, root.length);
    if (index < lastEdit) {
      try {
        tree = applyWrite(tree, root, expected);
      } catch {
        // Into an array: the server will refuse it, and leave the tree as it is.
      }
    }
    return expected;
  });
}

/**
 * The data client for one root, in plain TypeScript. Writes are checked as the server
 * would and shown at once over the confirmed values; an ack drops the write (the server
 * sent its values first), an error drops it too, which rolls it back. In device mode (no
 * socket) writes go straight into the confirmed values and onto the device.
 */
export class DataEngine {
  readonly root: string;
  private readonly uid: string;
  private readonly device: boolean;
  private readonly rootDepth: number;
  private readonly options: EngineOptions;
  private readonly sync = new SyncState<Entry>();
  private readonly queue: WriteQueue;
  private readonly model: ValueModel;
  private readonly subscriptions: Subscriptions;
  private readonly connection: Connection | undefined;
  /** Pending `get`s, checked after every change. */
  private readonly waiters = new Set<() => void>();
  private readonly saver: CacheSaver;
  /** Device mode: the order of this device's tabs' writes. */
  private readonly order = new TabOrder(newId());
  private loaded = false;
  private beforeLoad: Array<() => void> = [];
  private markReady = ignore;
  /** Resolves once what the device kept is loaded (or the engine closed first). */
  private readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));
  private connections = 0;
  private subscriptionIds = 0;
  private everLost = false;
  /** Writes the server has answered, to leave the device's queue with the next save. */
  private readonly answered: string[] = [];
  private closed = false;

  constructor(options: EngineOptions) {
    this.options = options;
    this.root = options.root;
    const rootSegments = options.root.split('/');
    this.uid = rootSegments[1]!;
    this.device = !options.connect;
    this.rootDepth = rootSegments.length;
    this.queue = new WriteQueue(options.writeRate, (write) =>
      this.connection!.send(wireMessage(write)),
    );
    // NOTE: an edit shows as the server will apply it: without the fields another device
    // changed since its base (they keep that device's values).
    this.model = new ValueModel(rootSegments, () =>
      expectedWrites(
        this.queue.items.map((item) => item.write),
        this.model.confirmed,
        rootSegments,
      ),
    );
    this.subscriptions = new Subscriptions({
      uid: this.uid,
      lingerMs: options.timing.lingerMs,
      valueAt: (relative) => valueAt(this.model.visible, relative),
      statusOf: (entry) => this.statusOf(entry),
      opened: (entry) => this.sendSub(entry),
      released: (entry) => this.released(entry),
    });
    this.saver = new CacheSaver({
      store: options.store,
      build: (full) => ({
        ...this.model.changes(full, this.sync.complete.keys()),
        paths: this.sync.paths(),
        seq: this.sync.resumeSeq,
        answered: this.answered.splice(0),
      }),
      delayMs: options.timing.flushMs,
      failed: (error, path) => options.events.writeError({ ...error, path }),
    });
    if (options.connect) {
      this.connection = new Connection(
        options.connect,
        {
          resume: () => this.sync.hello(),
          welcome: () => this.welcomed(),
          message: (message) => this.receive(message),
          lost: () => this.lost(),
          ended: (code) => this.ended(code),
        },
        options.timing,
        options.trace,
      );
    }
  }

  /** Loads what the device kept, then connects. */
  async start(): Promise<void> {
    const { store } = this.options;
    let cached: CachedState = { documents: [], paths: [], seq: -1 };
    let adopted: WriteMessage[] = [];
    try {
      cached = await store.load();
      if (!this.device) adopted = await store.adopt((writes) => this.adopted(writes));
    } catch (error) {
      // NOTE: closed meanwhile (signed in and out again at once), the storage is let go
      // of mid-read: nothing to report.
      if (this.closed) return;
      console.error('Data: what this device kept could not be read.', error);
    }
    if (this.closed) return;
    for (const [path, seq] of cached.paths) this.sync.complete.set(path, seq);
    this.sync.resumeSeq = cached.seq;
    if (this.device) this.sync.complete.set('', 0);
    for (const write of adopted) this.queue.adopt(write);
    this.model.load(cached.documents);
    this.loaded = true;
    for (const run of this.beforeLoad.splice(0)) run();
    this.markReady();
    this.notify();
    this.connection?.start();
  }

  get state(): DataState {
    if (!this.connection) return 'device';
    const connection = this.connection.state;
    if (connection !== 'open') {
      return this.everLost || connection === 'ended' ? 'offline' : 'connecting';
    }
    return this.queue.items.length > 0 || this.sync.resyncPending ? 'syncing' : 'saved';
  }

  get pendingCount(): number {
    return this.queue.items.length;
  }

  /** The value at `path` as a listener would see it now. */
  peek(path: string): ValueSnapshot {
    return this.subscriptions.peek(path);
  }

  /**
   * Calls `listener` with the value at `path` whenever it or its status changes (at once when
   * it is known). One server subscription per path, however many listeners.
   */
  subscribe(path: string, listener: ValueListener): () => void {
    return this.subscriptions.add(path, listener);
  }

  /**
   * The value at `path` once it is live (or kept on the device while offline). Rejects when
   * offline with nothing kept, or when the path is refused.
   */
  get(path: string): Promise<JsonValue> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const { value, meta } = this.peek(path);
        const offline = this.state === 'offline';
        if (meta.error) reject(DataStoreError.from(meta.error));
        else if (meta.status === 'live' || (meta.status === 'cached' && offline)) resolve(value);
        else if (this.loaded && offline) {
          reject(new DataStoreError('UNAVAILABLE', 'You are offline, and this is not kept here.'));
        } else return;
        this.waiters.delete(check);
        unsubscribe();
      };
      const unsubscribe = this.subscribe(path, ignore);
      this.waiters.add(check);
      check();
    });
  }

  /**
   * Checks `write` as the server would and shows it at once. Resolves when the server has
   * committed it (device mode: when stored); rejects with its refusal, which rolls it back
   * and is also reported as a `writeError` event.
   */
  write(write: WriteMessage): Promise<void> {
    if (!this.loaded) {
      return handled(
        new Promise((resolve, reject) =>
          this.beforeLoad.push(() => void this.write(write).then(resolve, reject)),
        ),
      );
    }
    let next: JsonValue;
    try {
      next = checkWrite(
        {
          uid: this.uid,
          schemas: this.options.schemas,
          tree: this.model.visible,
          known: (relative) => this.device || this.sync.held(lineageOf(relative)) !== null,
          strict: this.device,
        },
        write,
      );
    } catch (error) {
      const failure =
        error instanceof DataStoreError ? error : new DataStoreError('INTERNAL', String(error));
      this.options.events.writeError({ ...failure.toJSON(), path: write.path, write });
      return handled(Promise.reject(failure));
    }
    let settle: (error: DataError | null) => void = ignore;
    const done = handled(
      new Promise<void>((resolve, reject) => {
        settle = (error) => (error ? reject(DataStoreError.from(error)) : resolve());
      }),
    );
    const { store } = this.options;
    if (this.device) {
      this.model.store(next, write);
      const stamp = this.order.local(write);
      this.saver.schedule(write.path, (error) => {
        if (!error) this.options.events.stored(write, stamp);
        settle(error);
      });
    } else {
      this.model.visible = next;
      const merged = this.queue.add({ write, settle: [settle] });
      void store.putWrite(write, merged?.rid).catch(ignore);
      this.sendWrites();
    }
    this.notify();
    return done;
  }

  /**
   * Device mode: shows a write another tab of this device has stored at `stamp`, where no
   * later write of any tab covers it (see TabOrder), so every tab ends showing the same
   * value. That tab saved it, so it is not saved again here, unless it replaced a write of
   * this tab's: this tab may have saved that one after, and saves the winner again.
   */
  applyStored(write: WriteMessage, stamp: TabStamp): void {
    if (this.closed) return;
    // NOTE: before the load it waits: what loads may or may not hold it (applying twice is
    // harmless, writes carry absolute values).
    if (!this.loaded) {
      this.beforeLoad.push(() => this.applyStored(write, stamp));
      return;
    }
    const { writes, replacedOwn } = this.order.incoming(write, stamp, (path) =>
      valueAt(this.model.confirmed, path.split('/').slice(this.rootDepth)),
    );
    if (writes.length === 0) return;
    for (const applied of writes) this.model.received(applied, replacedOwn);
    if (replacedOwn) this.saver.schedule(write.path);
    this.notify();
  }

  /** Reconnects now if waiting to (online again, tab visible again). */
  wake(): void {
    this.connection?.wake();
  }

  /** The browser says it is offline: give the link up rather than wait for it to time out. */
  interrupt(): void {
    this.connection?.interrupt();
  }

  /** Connects again after the server ended the session (signed in again). */
  resume(): void {
    if (this.connection?.state === 'ended') this.connection.start();
  }

  /** Saves on the device now what would be saved shortly. */
  async save(): Promise<void> {
    await this.ready;
    if (this.loaded && !this.closed) await this.saver.save();
  }

  /**
   * Drops every write the server has not answered (the person chose to discard them): they
   * are rolled back here and leave the device's queue. Their promises reject; no
   * `writeError` is reported.
   */
  async discardPending(): Promise<void> {
    await this.ready;
    const discarded = this.queue.items.splice(0);
    if (discarded.length === 0 || this.closed) return;
    const refusal = { code: 'UNAVAILABLE' as const, message: 'Discarded on this device.' };
    for (const { write, settle } of discarded) {
      this.answered.push(write.rid);
      for (const each of settle) each(refusal);
    }
    this.model.recompute();
    this.notify();
    await this.saver.save();
  }

  /** Stops syncing and saves what is not saved yet. Pending writes stay queued on the device. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.markReady();
    this.connection?.stop();
    this.queue.stop();
    this.subscriptions.stop();
    // NOTE: an engine closed before it loaded would save an empty resume point over the kept one.
    if (this.loaded) await this.saver.stop();
    this.options.store.close();
  }

  private statusOf(entry: Entry): SubscriptionMeta['status'] {
    if (!this.loaded) return 'loading';
    if (this.device) return 'live';
    return this.sync.held(entry.lineage) ?? 'loading';
  }

  private notify(): void {
    this.subscriptions.notify();
    for (const check of this.waiters) check();
    this.options.events.changed();
  }

  private sendSub(entry: Entry): boolean {
    if (entry.error || this.connection?.state !== 'open') return false;
    const id = String(++this.subscriptionIds);
    entry.id = id;
    this.subscriptions.byId.set(id, entry);
    const cached = this.sync.cached(entry.lineage);
    return this.connection.send({
      type: 'sub',
      id,
      path: entry.path,
      ...(cached ? { cached } : {}),
    });
  }

  private sendWrites(): void {
    if (this.connection?.state === 'open') this.queue.flush(this.connections);
  }

  private released(entry: Entry): void {
    if (entry.id !== undefined) this.connection?.send({ type: 'unsub', id: entry.id });
    this.sync.freeze(entry.lineage.at(-1)!);
    this.sync.settled(entry);
    this.saver.schedule();
  }

  private welcomed(): void {
    this.connections += 1;
    for (const entry of this.subscriptions.entries.values()) {
      if (this.sendSub(entry)) this.sync.resyncs(entry);
    }
    this.sendWrites();
    // Writes queued by tabs closed since (or while this one was offline) are ours to send.
    void this.options.store
      .adopt((writes) => this.adopted(writes))
      .then((writes) => this.adopted(writes), ignore);
    this.notify();
  }

  /** Writes queued by a tab that has closed: shown and sent as this tab's own. */
  private adopted(writes: WriteMessage[]): void {
    if (writes.length === 0 || this.closed) return;
    for (const write of writes) this.queue.adopt(write);
    this.model.recompute();
    this.sendWrites();
    this.notify();
  }

  private receive(message: ServerMessage): void {
    if (message.type === 'value' || message.type === 'change' || message.type === 'unchanged') {
      const entry = this.subscriptions.byId.get(message.id);
      if (entry) {
        if (message.type === 'value') this.model.confirm(entry.relative, message.value);
        // NOTE: in place: each op is written where it belongs (copying only the objects on
        // its path), so a change costs its own size, not the collection's. An op below the
        // subscription's path is a write (null there prunes, as the server's did); one at its
        // path is its value, as a `value` is (it may be cut from a write above the path).
        if (message.type === 'change') {
          for (const op of message.ops) {
            const relative = op.path.split('/').slice(this.rootDepth);
            this.model.confirm(relative, op.value, relative.length > entry.relative.length);
          }
        }
        this.sync.answered(entry, entry.lineage.at(-1)!);
      }
      this.sync.seen(message.seq);
    } else if (message.type === 'ack') {
      this.sync.seen(message.seq);
      this.settle(message.rid, null, message.kept);
    } else if (message.type === 'error') {
      const error = { code: message.code, message: message.message };
      if (message.rid !== undefined) this.settle(message.rid, error);
      const entry = message.id === undefined ? undefined : this.subscriptions.byId.get(message.id);
      if (entry) {
        entry.error = error;
        this.subscriptions.byId.delete(message.id!);
        entry.id = undefined;
        this.sync.settled(entry);
      }
    }
    this.notify();
    this.saver.schedule();
  }

  /** The server answered the write `rid`: drop it (committed, or refused and so rolled back). */
  private settle(rid: string, error: DataError | null, kept: readonly string[] = []): void {
    const item = this.queue.take(rid);
    if (!item) return;
    // NOTE: it leaves the device's queue with the next save, which holds its outcome.
    this.answered.push(rid);
    const relatives = targetsOf(item.write).map(({ segments }) => segments.slice(2));
    const written = withoutKept(item.write, kept);
    if (item.write.type === 'update' && kept.length > 0) {
      const { values } = item.write;
      const labels = item.write.note?.labels;
      this.options.events.overridden({
        path: item.write.path,
        values: Object.fromEntries(
          kept
            .filter((child) => Object.hasOwn(values, child))
            .map((child) => [child, values[child]!]),
        ),
        ...(labels ? { labels } : {}),
      });
    }
    if (error) {
      this.options.events.writeError({ ...error, path: item.write.path, write: item.write });
    } else if (
      relatives.every(
        (relative) =>
          this.sync.held(lineageOf(relative)) && !this.sync.overlapsLive(relative.join('/')),
      )
    ) {
      // Committed where no live subscription will tell: keep it in the copy of paths held.
      this.model.commit(written);
    }
    // NOTE: even once committed, what shows comes from the server: its value may already
    // hold a later change by someone else, which the write must not cover up.
    for (const relative of relatives) this.model.refresh(relative);
    for (const settle of item.settle) settle(error);
  }

  private lost(): void {
    this.everLost = true;
    this.sync.lost();
    this.subscriptions.disconnected();
    this.queue.stop();
    this.notify();
    this.saver.schedule();
  }

  private ended(code: number): void {
    this.lost();
    if (code === LIVE_CLOSE_CODES.SESSION_ENDED) this.options.events.sessionEnded();
    else if (code === LIVE_CLOSE_CODES.UNSUPPORTED_VERSION) this.options.events.updateRequired();
  }
}
