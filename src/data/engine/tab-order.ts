import type { JsonValue } from '@/shared/data/protocol.ts';
import { targetsOf, type WriteMessage } from './tree.ts';

/**
 * When a visitor's tab made a write: the device's clock (never behind what the tab has
 * seen), then the tab, so that any two writes are ordered the same way in every tab.
 */
export interface TabStamp {
  time: number;
  tab: string;
}

export function laterStamp(a: TabStamp, b: TabStamp): boolean {
  return a.time !== b.time ? a.time > b.time : a.tab > b.tab;
}

/** How long a path's stamp is kept: far longer than a message between tabs takes (ms). */
const KEPT_MS = 60_000;
/** Stamps kept before old ones are let go. */
const PRUNE_AT = 2_000;

/**
 * The order of a visitor's writes across the tabs of one device. Each tab writes the
 * device's data itself and tells the others (see src/data/client.ts); without an order,
 * two tabs writing one field at once would each end showing the other's value. Here every
 * path written keeps the stamp of its last write, and a write from another tab applies
 * only where no later write (at that path, above it or below it) was applied already:
 * the last write wins per path, in the stamps' order, in every tab alike.
 */
export class TabOrder {
  private last = 0;
  /** Absolute path → the stamp of the last write applied there. */
  private readonly stamps = new Map<string, TabStamp>();

  private readonly tab: string;

  constructor(tab: string) {
    this.tab = tab;
  }

  /** Stamps a write made in this tab (always the latest here) and records it. */
  local(write: WriteMessage): TabStamp {
    this.last = Math.max(Date.now(), this.last + 1);
    const stamp = { time: this.last, tab: this.tab };
    for (const { segments } of targetsOf(write)) this.record(segments.join('/'), stamp);
    return stamp;
  }

  /**
   * What to apply of a write another tab made at `stamp`: its targets that no later write
   * covers, each with the values later writes put below it kept (`valueAt` reads the
   * tab's current value of a path). `replacedOwn` tells that it replaced a write of this
   * tab's, which this tab may have saved on the device after the other tab saved this one.
   */
  incoming(
    write: WriteMessage,
    stamp: TabStamp,
    valueAt: (path: string) => JsonValue,
  ): { writes: WriteMessage[]; replacedOwn: boolean } {
    this.last = Math.max(this.last, stamp.time);
    const writes: WriteMessage[] = [];
    let replacedOwn = false;
    for (const { segments, value } of targetsOf(write)) {
      const path = segments.join('/');
      let covered = false;
      for (let depth = 1; depth <= segments.length && !covered; depth += 1) {
        const above = this.stamps.get(segments.slice(0, depth).join('/'));
        covered = above !== undefined && laterStamp(above, stamp);
      }
      if (covered) continue;
      const kept: WriteMessage[] = [];
      for (const [other, otherStamp] of this.stamps) {
        if (otherStamp.tab === this.tab && overlapping(other, path)) replacedOwn = true;
        if (other.startsWith(`${path}/`) && laterStamp(otherStamp, stamp)) {
          kept.push({ type: 'set', rid: write.rid, path: other, value: valueAt(other) });
        }
      }
      writes.push({ type: 'set', rid: write.rid, path, value }, ...kept);
      this.record(path, stamp);
    }
    this.prune();
    return { writes, replacedOwn };
  }

  private record(path: string, stamp: TabStamp): void {
    const known = this.stamps.get(path);
    if (!known || laterStamp(stamp, known)) this.stamps.set(path, stamp);
  }

  private prune(): void {
    if (this.stamps.size < PRUNE_AT) return;
    const before = Date.now() - KEPT_MS;
    for (const [path, stamp] of this.stamps) if (stamp.time < before) this.stamps.delete(path);
  }
}

function overlapping(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}
