import pg from 'pg';
import { ChangeListeners } from './change-listeners.ts';
import type { Change } from './data-store.ts';

/** What the feed needs from the store: the user's logged changes in a range of seq. */
export type ReadChanges = (uid: string, after: number, upTo: number) => Promise<Change[]>;

interface UserFeed {
  /** The last seq emitted (or known to need no emitting). */
  lastSeen: number;
  /** The highest seq known to be committed. */
  target: number;
  /** Changes committed by this process, waiting for their turn. */
  pending: Map<number, Change>;
  pumping: boolean;
}

const PING_MS = 10_000;
const MAX_BACKOFF_MS = 5_000;

/**
 * Committed changes from every process on one PostgreSQL database, through LISTEN/NOTIFY
 * on one channel. A notification names only `uid` and `seq` (far under NOTIFY's 8000
 * bytes); the feed reads the change itself from the log and emits each user's changes
 * in seq order. When the listening connection drops it reconnects with backoff, then
 * catches up from the last seq seen of every user it follows.
 */
export class PostgresChangeFeed {
  readonly #pool: pg.Pool;
  readonly #channel: string;
  readonly #readChanges: ReadChanges;
  readonly #listeners = new ChangeListeners();
  readonly #users = new Map<string, UserFeed>();
  #client: pg.Client | undefined;
  #pid: number | undefined;
  #closed = false;
  #backoffMs = 0;
  #timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(pool: pg.Pool, channel: string, readChanges: ReadChanges) {
    this.#pool = pool;
    this.#channel = channel;
    this.#readChanges = readChanges;
  }

  /** Connects and listens; rejects when the first connection fails. */
  start(): Promise<void> {
    return this.#connect();
  }

  /** The server process id of the listening connection, while there is one. */
  get listenerPid(): number | undefined {
    return this.#pid;
  }

  onChange(listener: (change: Change) => void): () => void {
    return this.#listeners.add(listener);
  }

  /**
   * Follows `uid` from `seq` on, unless already followed: its later changes are emitted
   * in order, earlier ones never.
   */
  track(uid: string, seq: number): void {
    if (!this.#users.has(uid)) this.#users.set(uid, newUserFeed(seq));
  }

  /**
   * A change this process committed. Emitted at once when it is next in line; for a user
   * not followed yet, its notification starts the following instead, in commit order.
   */
  committed(change: Change): void {
    const user = this.#users.get(change.uid);
    if (!user || change.seq <= user.lastSeen) return;
    user.pending.set(change.seq, change);
    this.#advance(change.uid, user, change.seq);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#listeners.clear();
    const client = this.#client;
    this.#client = undefined;
    this.#pid = undefined;
    await client?.end().catch(() => {});
  }

  #later(run: () => void, ms: number) {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (!this.#closed) run();
    }, ms);
    this.#timers.add(timer);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      ...this.#pool.options,
      keepAlive: true,
      // NOTE: a connection that died silently answers no ping; this makes the ping fail.
      query_timeout: PING_MS / 2,
      application_name: 'tinies-data-listener',
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    client.on('notification', (message) => this.#notified(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.#channel)}`);
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      if (this.#closed) throw new Error('closed');
      this.#client = client;
      this.#pid = rows[0]!.pid;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.#ping(client);
    // NOTE: after LISTEN, so nothing committed in between is missed.
    this.#catchUp();
  }

  #ping(client: pg.Client) {
    this.#later(() => {
      if (client !== this.#client) return;
      client.query('SELECT 1').then(
        () => this.#ping(client),
        (error: Error) => this.#lost(client, error),
      );
    }, PING_MS);
  }

  #lost(client: pg.Client, error?: Error) {
    if (client !== this.#client) return;
    this.#client = undefined;
    this.#pid = undefined;
    void client.end().catch(() => {});
    if (this.#closed) return;
    console.error(
      `Data store: the change listener lost its connection (${error?.message ?? 'closed'}); reconnecting.`,
    );
    this.#reconnect();
  }

  #reconnect() {
    this.#backoffMs = Math.min(MAX_BACKOFF_MS, Math.max(100, this.#backoffMs * 2));
    this.#later(() => {
      this.#connect().then(
        () => (this.#backoffMs = 0),
        (error: Error) => {
          if (this.#closed) return;
          console.error(`Data store: the change listener cannot reconnect yet (${error.message}).`);
          this.#reconnect();
        },
      );
    }, this.#backoffMs);
  }

  /** Brings every followed user up to the seq now committed, retrying until it can. */
  #catchUp() {
    const uids = [...this.#users.keys()];
    if (uids.length === 0) return;
    this.#pool
      .query<{ user_id: string; seq: string }>(
        'SELECT user_id, seq FROM data_users WHERE user_id = ANY($1::text[])',
        [uids],
      )
      .then(
        ({ rows }) => {
          for (const row of rows) {
            this.#advance(row.user_id, this.#users.get(row.user_id)!, Number(row.seq));
          }
        },
        (error: Error) => {
          console.error(`Data store: cannot catch up on changes (${error.message}); retrying.`);
          this.#later(() => this.#catchUp(), 1000);
        },
      );
  }

  #notified(payload: string | undefined) {
    let uid: unknown;
    let seq: unknown;
    try {
      ({ uid, seq } = JSON.parse(payload ?? '') as { uid?: unknown; seq?: unknown });
    } catch {
      return;
    }
    if (typeof uid !== 'string' || typeof seq !== 'number' || !Number.isSafeInteger(seq)) return;
    let user = this.#users.get(uid);
    if (!user) {
      user = newUserFeed(seq - 1);
      this.#users.set(uid, user);
    }
    this.#advance(uid, user, seq);
  }

  #advance(uid: string, user: UserFeed, seq: number) {
    if (seq > user.target) user.target = seq;
    if (!user.pumping && user.target > user.lastSeen) void this.#pump(uid, user);
  }

  #emit(user: UserFeed, change: Change) {
    user.pending.delete(change.seq);
    if (change.seq <= user.lastSeen) return;
    user.lastSeen = change.seq;
    this.#listeners.emit(change);
  }

  /** Emits the user's changes up to `target`, from this process's hand or from the log. */
  async #pump(uid: string, user: UserFeed) {
    user.pumping = true;
    try {
      while (user.target > user.lastSeen && !this.#closed) {
        const next = user.pending.get(user.lastSeen + 1);
        if (next) {
          this.#emit(user, next);
          continue;
        }
        const target = user.target;
        const changes = await this.#readChanges(uid, user.lastSeen, target);
        for (const change of changes) this.#emit(user, change);
        // Trimmed from the log (or never there): the reader sees the gap in seq.
        if (user.lastSeen < target) user.lastSeen = target;
      }
    } catch (error) {
      console.error(`Data store: cannot read changes (${(error as Error).message}); retrying.`);
      this.#later(() => this.#advance(uid, user, user.target), 1000);
    } finally {
      user.pumping = false;
      for (const seq of user.pending.keys()) if (seq <= user.lastSeen) user.pending.delete(seq);
    }
  }
}

function newUserFeed(lastSeen: number): UserFeed {
  return { lastSeen, target: lastSeen, pending: new Map(), pumping: false };
}
