import { dataError, type DataError } from '@/shared/data/errors.ts';
import { parseDataPath } from '@/shared/data/paths.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';
import { lineageOf } from './tree.ts';
import type { SubscriptionMeta, ValueListener, ValueSnapshot } from './types.ts';

/** Everything about one subscribed path: its listeners and its server subscription. */
export interface Entry {
  path: string;
  /** Segments below the root. */
  relative: string[];
  /** The path relative to the root and every path above it, as text. */
  lineage: string[];
  listeners: Set<ValueListener>;
  /** The server subscription's id on the current connection. */
  id?: string;
  error?: DataError;
  linger?: ReturnType<typeof setTimeout>;
  snapshot: ValueSnapshot;
}

export interface SubscriptionsOptions {
  /** The owner of the root: a path of anyone else is refused. */
  uid: string;
  lingerMs: number;
  /** The visible value at a relative path. */
  valueAt(relative: readonly string[]): JsonValue;
  /** How far the value at a path is known. */
  statusOf(entry: Entry): SubscriptionMeta['status'];
  /** A path got its first listener: open its server subscription. */
  opened(entry: Entry): void;
  /** A path's last listener left a while ago: end its server subscription. */
  released(entry: Entry): void;
}

const LOADING: SubscriptionMeta = { status: 'loading', fromCache: false };

/**
 * The listeners of an engine, one entry per path however many listen, each with the
 * snapshot they were last given; an entry outlives its last listener by a linger, so a
 * component mounted again at once does not churn the server subscription.
 */
export class Subscriptions {
  readonly entries = new Map<string, Entry>();
  /** Entries by the id of their server subscription on the current connection. */
  readonly byId = new Map<string, Entry>();
  private readonly options: SubscriptionsOptions;

  constructor(options: SubscriptionsOptions) {
    this.options = options;
  }

  peek(path: string): ValueSnapshot {
    return (this.entries.get(path) ?? this.entryFor(path)).snapshot;
  }

  /** Adds a listener, called at once when the value is known; returns its removal. */
  add(path: string, listener: ValueListener): () => void {
    let entry = this.entries.get(path);
    if (!entry) {
      entry = this.entryFor(path);
      this.entries.set(path, entry);
      this.options.opened(entry);
    }
    const subscribed = entry;
    clearTimeout(subscribed.linger);
    subscribed.linger = undefined;
    subscribed.listeners.add(listener);
    const { value, meta } = subscribed.snapshot;
    if (meta.status !== 'loading') listener(value, meta);
    return () => {
      if (!subscribed.listeners.delete(listener) || subscribed.listeners.size > 0) return;
      subscribed.linger = setTimeout(() => this.release(subscribed), this.options.lingerMs);
    };
  }

  /** Gives every listener whose value or status changed its new snapshot. */
  notify(): void {
    for (const entry of this.entries.values()) {
      const snapshot = this.snapshotOf(entry);
      if (snapshot === entry.snapshot) continue;
      entry.snapshot = snapshot;
      for (const listener of entry.listeners) listener(snapshot.value, snapshot.meta);
    }
  }

  /** Forgets every server subscription (the connection is gone). */
  disconnected(): void {
    this.byId.clear();
    for (const entry of this.entries.values()) entry.id = undefined;
  }

  /** Stops the lingers (the engine is closing). */
  stop(): void {
    for (const entry of this.entries.values()) clearTimeout(entry.linger);
    this.entries.clear();
  }

  private release(entry: Entry): void {
    if (entry.listeners.size > 0 || this.entries.get(entry.path) !== entry) return;
    this.entries.delete(entry.path);
    if (entry.id !== undefined) this.byId.delete(entry.id);
    this.options.released(entry);
  }

  private entryFor(path: string): Entry {
    const parsed = parseDataPath(path);
    let error: DataError | undefined;
    let relative: string[] = [];
    if ('code' in parsed) error = parsed;
    else if (parsed.uid !== this.options.uid) error = dataError('PERMISSION_DENIED');
    else relative = parsed.segments.slice(2);
    const entry: Entry = {
      path,
      relative,
      lineage: lineageOf(relative),
      listeners: new Set(),
      error,
      snapshot: { value: null, meta: LOADING },
    };
    entry.snapshot = this.snapshotOf(entry);
    return entry;
  }

  /** The entry's snapshot now: the same object while nothing changed. */
  private snapshotOf(entry: Entry): ValueSnapshot {
    const value = entry.error ? null : this.options.valueAt(entry.relative);
    const status = entry.error ? 'error' : this.options.statusOf(entry);
    const old = entry.snapshot;
    const meta =
      old.meta.status === status && old.meta.error === entry.error
        ? old.meta
        : {
            status,
            fromCache: status === 'cached',
            ...(entry.error ? { error: entry.error } : {}),
          };
    return value === old.value && meta === old.meta ? old : { value, meta };
  }
}
