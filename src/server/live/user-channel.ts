import { EncodedMessage } from './encoded-message.ts';
import { pathsOverlap } from './path-access.ts';
import { isAncestorOrSelf, relativePath } from '../../shared/data/paths.ts';
import type {
  AckMessage,
  ChangeMessage,
  ChangeOp,
  JsonValue,
  ServerMessage,
} from '../../shared/data/protocol.ts';
import { isJsonObject, ownMember } from '../../shared/data/values.ts';
import type { Change, DataStore } from '../data/data-store.ts';
import { valueChunks } from '../data/streamed-value.ts';

/** One side of a connection, as a channel sees it. */
export interface ChannelPeer {
  readonly open: boolean;
  send(message: ServerMessage): void;
  /** Sends an already serialised message (shared between subscribers). */
  sendEncoded(message: EncodedMessage): void;
  /** Sends one message of `head`, the pieces and `tail` as the pieces come; others wait. */
  sendStreamed(head: string, pieces: AsyncGenerator<string>, tail: string): Promise<void>;
}

export interface Subscription {
  readonly peer: ChannelPeer;
  readonly id: string;
  /** Canonical path text. */
  readonly path: string;
  /** False once unsubscribed or its connection closed. */
  active: boolean;
  /** The last change its value has been sent with; -1 before the first value. */
  seq: number;
}

/**
 * What changed since a reconnecting client's resume point (`from`), as far as this channel
 * knows: the changed paths, or null when the log no longer reaches back (every value is
 * fresh).
 */
export interface ResumeWindow {
  from: number;
  changed: Set<string> | null;
}

/** Past this many remembered paths a resume window gives up and sends fresh values. */
const MAX_RESUME_PATHS = 10_000;
/**
 * A resuming subscription is sent what changed since as one `change` of at most this many
 * ops; more, and its value is sent whole.
 */
const MAX_RESUME_OPS = 1_000;
/** A write's own change should arrive at once; past this, read the log instead of waiting. */
const ACK_CATCH_UP_MS = 2_000;

/**
 * A value whose JSON is larger than this is sent as it is read, in fragments, rather than
 * read whole and sent in one frame: the server then holds about a page of it per reader.
 */
export const WHOLE_VALUE_BYTES = 1024 * 1024;

const valueHead = (id: string, path: string) =>
  `{"type":"value","id":${JSON.stringify(id)},"path":${JSON.stringify(path)},"value":`;

function encodeChange(id: string, ops: ChangeOp[], seq: number): EncodedMessage {
  const message: ChangeMessage = { type: 'change', id, ops, seq };
  return new EncodedMessage(Buffer.from(JSON.stringify(message)));
}

function encodeValue(id: string, path: string, valueJson: string, seq: number): EncodedMessage {
  return new EncodedMessage(
    Buffer.from(
      `{"type":"value","id":${JSON.stringify(id)},"path":${JSON.stringify(path)},"value":${valueJson},"seq":${seq}}`,
    ),
  );
}

/**
 * Everything live about one user on this process: their subscriptions (from any of their
 * connections), the changes to fan out and the acknowledgements to send.
 *
 * Work runs one task at a time, in arrival order, so values leave in commit order and every
 * message carrying seq N leaves after all values up to N (see `protocol.ts`).
 */
export class UserChannel {
  readonly uid: string;
  private readonly store: DataStore;
  private readonly subscriptions = new Map<string, Set<Subscription>>();
  private readonly resumeWindows = new Set<ResumeWindow>();
  private pendingAcks: { peer: ChannelPeer; ack: AckMessage }[] = [];
  private ackTimer: NodeJS.Timeout | undefined;
  private tail: Promise<void>;
  /** Every change up to this one has been fanned out here. */
  private deliveredSeq = 0;

  constructor(uid: string, store: DataStore) {
    this.uid = uid;
    this.store = store;
    // NOTE: changes already committed are in every value read from now on, so fan-out
    // starts after the current seq; older notifications still in flight are skipped.
    this.tail = this.store.currentSeq(uid).then(
      (seq) => {
        this.deliveredSeq = seq;
      },
      (error: unknown) => console.error('Live: cannot read the current seq:', error),
    );
  }

  /** Runs `task` after every task queued before it. */
  private enqueue(task: () => Promise<void> | void): Promise<void> {
    const run = this.tail.then(task).catch((error: unknown) => {
      console.error(`Live: fan-out for a user failed:`, error);
    });
    this.tail = run;
    return run;
  }

  /** Sends `welcome`; with a resume point, opens the window its cached subscriptions use. */
  welcome(
    peer: ChannelPeer,
    version: number,
    resumeSeq: number | undefined,
  ): Promise<ResumeWindow | undefined> {
    let window: ResumeWindow | undefined;
    return this.enqueue(async () => {
      if (resumeSeq !== undefined) {
        window = { from: resumeSeq, changed: null };
        // A resume point past what this server knows is from another life of the data.
        if (resumeSeq <= this.deliveredSeq) {
          const changes = await this.store.changesSince(this.uid, resumeSeq);
          if (changes) {
            window.changed = new Set(changes.flatMap((change) => change.paths));
            if (window.changed.size > MAX_RESUME_PATHS) window.changed = null;
          }
        }
        if (window.changed) this.resumeWindows.add(window);
      }
      if (peer.open) peer.send({ type: 'welcome', v: version, seq: this.deliveredSeq });
    }).then(() => window);
  }

  /** Stops recording changes for a connection's resume window. */
  closeWindow(window: ResumeWindow): void {
    this.resumeWindows.delete(window);
  }

  /**
   * Opens a subscription: its current value first (or, when `window` says the client holds
   * it as of the resume point, `unchanged` or what changed since), then every change.
   */
  subscribe(subscription: Subscription, window: ResumeWindow | undefined): void {
    void this.enqueue(async () => {
      if (!subscription.active) return;
      let group = this.subscriptions.get(subscription.path);
      if (!group) {
        group = new Set();
        this.subscriptions.set(subscription.path, group);
      }
      group.add(subscription);
      const seq = this.deliveredSeq;
      if (window?.changed && !hasOverlap(subscription.path, window.changed)) {
        subscription.seq = seq;
        subscription.peer.send({ type: 'unchanged', id: subscription.id, seq });
        return;
      }
      if (window?.changed) {
        const ops = await this.changedSince(window.from, subscription.path, seq);
        if (!subscription.active) return;
        if (ops) {
          subscription.seq = seq;
          subscription.peer.sendEncoded(encodeChange(subscription.id, ops, seq));
          return;
        }
      }
      // NOTE: the snapshot may already hold changes not fanned out yet; they are skipped
      // for this subscription, but its first value claims only what others have seen.
      const snapshot = await this.store.snapshotJson(
        this.uid,
        subscription.path,
        WHOLE_VALUE_BYTES,
      );
      if (!subscription.active) return;
      if (!snapshot) return this.sendStreamedValue(subscription, (read) => Math.min(seq, read));
      subscription.seq = snapshot.seq;
      subscription.peer.sendEncoded(
        encodeValue(subscription.id, subscription.path, snapshot.json, Math.min(seq, snapshot.seq)),
      );
    });
  }

  /**
   * What changed at or below `path` after `from` up to `upTo`, from the change log, with
   * what a later op wrote over left out; null when the log no longer holds it all (or its
   * ops) or it is long (the value is sent whole then).
   */
  private async changedSince(from: number, path: string, upTo: number): Promise<ChangeOp[] | null> {
    const changes = await this.store.changesSince(this.uid, from);
    if (!changes) return null;
    const ops: ChangeOp[] = [];
    for (const change of changes) {
      if (change.seq > upTo) break;
      if (!change.paths.some((changed) => pathsOverlap(path, changed))) continue;
      if (!change.ops) return null;
      ops.push(...opsAt(path, change.ops));
      if (ops.length > MAX_RESUME_OPS * 4) return null;
    }
    const latest = withoutOverwritten(ops);
    return latest.length > MAX_RESUME_OPS ? null : latest;
  }

  /**
   * Sends a value too large to read whole as it is read, page by page, to one
   * subscription; the message claims `claim(seq read)`.
   */
  private async sendStreamedValue(
    subscription: Subscription,
    claim: (read: number) => number,
  ): Promise<void> {
    const reader = await this.store.readDocuments(this.uid, subscription.path);
    const pieces = valueChunks(subscription.path.split('/').length - 2, reader);
    if (!subscription.active || !subscription.peer.open) {
      await reader.close();
      return;
    }
    const seq = claim(reader.seq);
    subscription.seq = Math.max(seq, reader.seq);
    await subscription.peer.sendStreamed(
      valueHead(subscription.id, subscription.path),
      pieces,
      `,"seq":${seq}}`,
    );
  }

  unsubscribe(subscription: Subscription): void {
    subscription.active = false;
    const group = this.subscriptions.get(subscription.path);
    if (!group) return;
    group.delete(subscription);
    if (group.size === 0) this.subscriptions.delete(subscription.path);
  }

  /** A committed change of this user, from the store. */
  onChange(change: Change): void {
    void this.enqueue(() => this.deliver(change));
  }

  /** Sends `ack` for a committed write once its change has been fanned out here. */
  acknowledge(peer: ChannelPeer, rid: string, seq: number, kept?: string[]): void {
    const ack: AckMessage = { type: 'ack', rid, seq, ...(kept ? { kept } : {}) };
    if (seq <= this.deliveredSeq) {
      peer.send(ack);
      return;
    }
    this.pendingAcks.push({ peer, ack });
    this.armAckTimer();
  }

  private armAckTimer(): void {
    this.ackTimer ??= setTimeout(() => {
      this.ackTimer = undefined;
      // NOTE: the store tells every change, but should a notification go missing, the
      // log has it; waiting forever would stall the writer.
      if (this.pendingAcks.length > 0) void this.enqueue(() => this.catchUp());
    }, ACK_CATCH_UP_MS);
  }

  private async catchUp(): Promise<void> {
    const missed = await this.store.changesSince(this.uid, this.deliveredSeq);
    if (missed) {
      for (const change of missed) await this.deliver(change);
    } else {
      await this.refreshAll(await this.store.currentSeq(this.uid));
    }
    if (this.pendingAcks.length > 0) this.armAckTimer();
  }

  private async deliver(change: Change): Promise<void> {
    if (change.seq <= this.deliveredSeq) return;
    if (change.seq > this.deliveredSeq + 1) {
      // A notification went missing: take the ones in between from the log.
      const missed = await this.store.changesSince(this.uid, this.deliveredSeq);
      if (!missed) {
        await this.refreshAll(change.seq);
        return;
      }
      for (const earlier of missed) {
        if (earlier.seq >= change.seq) break;
        if (earlier.seq > this.deliveredSeq) await this.fanOut(earlier);
      }
    }
    await this.fanOut(change);
  }

  /** Sends `change` to every subscription it touches, then the acks it releases. */
  private async fanOut(change: Change): Promise<void> {
    for (const window of this.resumeWindows) {
      if (!window.changed) continue;
      for (const path of change.paths) window.changed.add(path);
      if (window.changed.size > MAX_RESUME_PATHS) {
        window.changed = null;
        this.resumeWindows.delete(window);
      }
    }
    const affected: string[] = [];
    for (const path of this.subscriptions.keys()) {
      if (change.paths.some((changed) => pathsOverlap(path, changed))) affected.push(path);
    }
    if (affected.length > 0) await this.sendChange(affected, change);
    this.markDelivered(change.seq);
  }

  /**
   * Sends each subscription of `paths` what `change` put at or below its path: one
   * serialised message per path and subscription id, built from the committed write
   * itself; nothing of the collection is read again. A change logged without its ops (too
   * large to log, from another process) has the values at its paths read once.
   */
  private async sendChange(paths: string[], change: Change): Promise<void> {
    const waiting = (subscription: Subscription) =>
      subscription.active && subscription.seq < change.seq;
    if (!paths.some((path) => [...(this.subscriptions.get(path) ?? [])].some(waiting))) return;
    const ops = change.ops ?? (await this.readOps(change));
    if (!ops) return this.sendValues(paths, change.seq);
    for (const path of paths) {
      const group = this.subscriptions.get(path);
      if (!group) continue;
      const own = opsAt(path, ops);
      if (own.length === 0) continue;
      const encoded = new Map<string, EncodedMessage>();
      for (const subscription of group) {
        if (!waiting(subscription)) continue;
        let data = encoded.get(subscription.id);
        if (!data) {
          data = encodeChange(subscription.id, own, change.seq);
          encoded.set(subscription.id, data);
        }
        subscription.seq = change.seq;
        subscription.peer.sendEncoded(data);
      }
    }
  }

  /**
   * The values now at the paths of `change`, as its ops; null when one is too large to
   * read whole. They may hold later changes too, which is harmless: each op is a whole
   * value, and those changes follow and write theirs again.
   */
  private async readOps(change: Change): Promise<ChangeOp[] | null> {
    const ops: ChangeOp[] = [];
    for (const path of change.paths) {
      const snapshot = await this.store.snapshotJson(this.uid, path, WHOLE_VALUE_BYTES);
      if (!snapshot) return null;
      ops.push({ path, value: JSON.parse(snapshot.json) as JsonValue });
    }
    return ops;
  }

  /** After a gap the log cannot fill: every subscription gets its value again. */
  private async refreshAll(seq: number): Promise<void> {
    for (const window of this.resumeWindows) window.changed = null;
    this.resumeWindows.clear();
    await this.sendValues([...this.subscriptions.keys()], seq);
    this.markDelivered(seq);
  }

  /**
   * Reads each path once and sends one serialised message per subscription id to every
   * subscriber of that path (most clients number their subscriptions alike); a value too
   * large to read whole is read and sent, as it is read, to each subscriber in turn. One
   * path at a time, so a user's fan-out holds at most one value (or page) at once.
   * NOTE: a read may already include later changes; the subscriptions that got it skip
   * those changes, but the message claims only `seq` (see `protocol.ts` on resuming).
   */
  private async sendValues(paths: string[], seq: number): Promise<void> {
    for (const path of paths) {
      const waiting = (subscription: Subscription) => subscription.active && subscription.seq < seq;
      if (![...(this.subscriptions.get(path) ?? [])].some(waiting)) continue;
      const snapshot = await this.store.snapshotJson(this.uid, path, WHOLE_VALUE_BYTES);
      const group = this.subscriptions.get(path);
      if (!group) continue;
      if (!snapshot) {
        for (const subscription of [...group]) {
          if (waiting(subscription)) await this.sendStreamedValue(subscription, () => seq);
        }
        continue;
      }
      const valueJson = snapshot.json;
      const encoded = new Map<string, EncodedMessage>();
      for (const subscription of group) {
        if (!subscription.active || subscription.seq >= seq) continue;
        let data = encoded.get(subscription.id);
        if (!data) {
          data = encodeValue(subscription.id, path, valueJson, seq);
          encoded.set(subscription.id, data);
        }
        subscription.seq = Math.max(seq, snapshot.seq);
        subscription.peer.sendEncoded(data);
      }
    }
  }

  private markDelivered(seq: number): void {
    if (seq > this.deliveredSeq) this.deliveredSeq = seq;
    if (this.pendingAcks.length === 0) return;
    const waiting: typeof this.pendingAcks = [];
    for (const ack of this.pendingAcks) {
      if (ack.ack.seq > this.deliveredSeq) waiting.push(ack);
      else if (ack.peer.open) ack.peer.send(ack.ack);
    }
    this.pendingAcks = waiting;
    if (this.ackTimer) clearTimeout(this.ackTimer);
    this.ackTimer = undefined;
    if (waiting.length > 0) this.armAckTimer();
  }

  /** Stops timers once the last connection of this user has gone. */
  dispose(): void {
    if (this.ackTimer) clearTimeout(this.ackTimer);
    this.ackTimer = undefined;
    this.pendingAcks = [];
    this.subscriptions.clear();
    this.resumeWindows.clear();
  }
}

/**
 * The ops of a change as a subscription at `path` sees them: those at or below it as they
 * are, one above it as the part of its value at `path`.
 */
function opsAt(path: string, ops: readonly ChangeOp[]): ChangeOp[] {
  const own: ChangeOp[] = [];
  for (const op of ops) {
    if (isAncestorOrSelf(path, op.path)) own.push(op);
    else if (isAncestorOrSelf(op.path, path)) {
      const below = relativePath(op.path, path)!.split('/');
      own.push({ path, value: memberAt(op.value, below) });
    }
  }
  return own;
}

/** The value at `keys` inside `value`; null when absent. */
function memberAt(value: JsonValue, keys: readonly string[]): JsonValue {
  let node = value;
  for (const key of keys) {
    if (!isJsonObject(node)) return null;
    node = ownMember(node, key) ?? null;
  }
  return node;
}

/** `ops` without those a later op writes over (at or above their path), in order. */
function withoutOverwritten(ops: readonly ChangeOp[]): ChangeOp[] {
  const written = new Set<string>();
  const kept: ChangeOp[] = [];
  for (let index = ops.length - 1; index >= 0; index--) {
    const op = ops[index]!;
    const segments = op.path.split('/');
    const covered = segments.some((_, depth) =>
      written.has(segments.slice(0, depth + 1).join('/')),
    );
    if (covered) continue;
    written.add(op.path);
    kept.push(op);
  }
  return kept.reverse();
}

function hasOverlap(path: string, changed: Set<string>): boolean {
  for (const other of changed) if (pathsOverlap(path, other)) return true;
  return false;
}
