import type { DataError } from '@/shared/data/errors.ts';
import type { WriteRate } from '@/shared/data/limits.ts';
import { isAncestorOrSelf } from '@/shared/data/paths.ts';
import { targetsOf, type WriteMessage } from './tree.ts';

/** A write applied locally and not yet answered by the server. */
export interface PendingWrite {
  write: WriteMessage;
  /** The connection it was last sent on; undefined before it is sent. */
  sentOn?: number;
  /** Queued by a tab closed since, which may have sent it. */
  adopted?: boolean;
  /** Called once the server answers (null: committed); several when writes were merged. */
  settle: Array<(error: DataError | null) => void>;
}

function paths(write: WriteMessage): string[] {
  return targetsOf(write).map(({ segments }) => segments.join('/'));
}

/** Whether `next` overwrites everything `previous` wrote. */
function covers(next: WriteMessage, previous: WriteMessage): boolean {
  const covering = paths(next);
  return paths(previous).every((path) => covering.some((above) => isAncestorOrSelf(above, path)));
}

/** An edit: an update that names the version it was made on (see protocol.ts). */
const isEdit = (write: WriteMessage) => write.type === 'update' && write.base !== undefined;

/**
 * Whether `next` may stand for both: it overwrites all `previous` wrote, and it is not an
 * edit made on what a plain write (no base) before it wrote. NOTE: that edit's base is the
 * plain write's value, which the server has not seen yet; sent alone, it would find an
 * older value there and keep it, losing the person's own change.
 */
function mergeable(next: WriteMessage, previous: WriteMessage): boolean {
  return covers(next, previous) && (!isEdit(next) || isEdit(previous));
}

/**
 * `next` replaces `previous` (it covers it): the fields both edit keep the base `previous`
 * was made on, the version the person started from before either.
 */
function keepEarlierBase(next: WriteMessage, previous: WriteMessage): void {
  if (next.type !== 'update' || previous.type !== 'update' || !next.base || !previous.base) return;
  const base = { ...next.base };
  for (const child of Object.keys(previous.base)) {
    if (Object.hasOwn(next.values, child)) base[child] = previous.base[child]!;
  }
  next.base = base;
}

/**
 * The writes waiting for the server, in the order they were made, which is the order they
 * are sent and re-sent in (they are idempotent: values are absolute). Sending keeps within
 * the server's write rate, so replaying a long offline queue is not refused.
 */
export class WriteQueue {
  readonly items: PendingWrite[] = [];
  private readonly rate: WriteRate;
  private readonly send: (write: WriteMessage) => boolean;
  private tokens: number;
  private refilled = Date.now();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private connection = 0;

  constructor(rate: WriteRate, send: (write: WriteMessage) => boolean) {
    this.rate = rate;
    this.send = send;
    this.tokens = rate.burst;
  }

  /**
   * Queues `write`. NOTE: when the last queued write has never been sent and `write`
   * overwrites all of it (and is no edit made on a plain write's value), it is merged away (its callbacks move to `write`), so typing
   * offline queues one write per field, not one per keystroke. A write that may have been
   * sent (by this tab, or by the tab it was adopted from) is never merged away: it may have
   * committed with its ack lost, and only sending it again tells (answered from the
   * server's memory of request ids). Returns the write merged away.
   */
  add(item: PendingWrite): WriteMessage | undefined {
    const last = this.items.at(-1);
    let merged: WriteMessage | undefined;
    if (last && last.sentOn === undefined && !last.adopted && mergeable(item.write, last.write)) {
      this.items.pop();
      item.settle.unshift(...last.settle);
      merged = last.write;
      keepEarlierBase(item.write, last.write);
    }
    this.items.push(item);
    return merged;
  }

  /**
   * Queues a write taken over from a tab that closed in its place by time (request ids are
   * time-ordered): ahead of this tab's newer writes not sent yet, so an older value never
   * lands after a newer one.
   */
  adopt(write: WriteMessage): void {
    let index = this.items.length;
    while (index > 0) {
      const before = this.items[index - 1]!;
      if (before.sentOn !== undefined || before.write.rid < write.rid) break;
      index -= 1;
    }
    this.items.splice(index, 0, { write, settle: [], adopted: true });
  }

  /** Removes and returns the write `rid`. */
  take(rid: string): PendingWrite | undefined {
    const index = this.items.findIndex((item) => item.write.rid === rid);
    return index < 0 ? undefined : this.items.splice(index, 1)[0];
  }

  /** Sends, in order, every write not yet sent on the `current` connection. */
  flush(current: number): void {
    this.connection = current;
    const now = Date.now();
    this.tokens = Math.min(
      this.rate.burst,
      this.tokens + ((now - this.refilled) / 1000) * this.rate.perSecond,
    );
    this.refilled = now;
    for (const item of this.items) {
      if (item.sentOn === current) continue;
      if (this.tokens < 1) {
        this.timer ??= setTimeout(
          () => {
            this.timer = undefined;
            this.flush(this.connection);
          },
          ((1 - this.tokens) / this.rate.perSecond) * 1000,
        );
        return;
      }
      if (!this.send(item.write)) return;
      this.tokens -= 1;
      item.sentOn = current;
    }
  }

  /** Stops sending (the connection is gone); `flush` starts again. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
