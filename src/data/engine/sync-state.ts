import { overlaps } from './tree.ts';

/**
 * What the client knows of the server's data, and as of when (see the protocol header on
 * resuming). Paths are relative to the root; a path's lineage is it and every path above.
 *
 * - `complete`: paths whose whole value the tree holds, each current to a seq. A path whose
 *   subscription ended stays, frozen at the seq it was current to: good for showing
 *   offline, but re-read when subscribed again.
 * - `live`: paths answered on the current connection and still subscribed: current to the
 *   resume point, which moves with every seq received once the re-sent subscriptions are
 *   all answered.
 */
export class SyncState<Key> {
  readonly complete = new Map<string, number>();
  readonly live = new Set<string>();
  /** The resume point: every live path is current to it (-1: none yet). */
  resumeSeq = -1;
  /** What this connection's `hello` resumed from; cached subscriptions must match it. */
  helloSeq: number | undefined;
  private highestSeq = -1;
  /** Subscriptions re-sent after `hello` and not answered yet. */
  private readonly resyncing = new Set<Key>();

  /** Whether the tree holds the value at the path of `lineage` fully: live, cached or not. */
  held(lineage: readonly string[]): 'live' | 'cached' | null {
    let cached = false;
    for (const path of lineage) {
      if (this.live.has(path)) return 'live';
      if (this.complete.has(path)) cached = true;
    }
    return cached ? 'cached' : null;
  }

  /**
   * Whether a subscription may be sent with `cached: true`: the value held is current to
   * this connection's resume point or later (the server answers `unchanged` only when
   * nothing changed there since).
   */
  cached(lineage: readonly string[]): boolean {
    const since = this.helloSeq;
    if (since === undefined) return false;
    return lineage.some((path) => this.live.has(path) || (this.complete.get(path) ?? -1) >= since);
  }

  /** A connection said `hello`: returns the resume point it sends. */
  hello(): number | undefined {
    this.helloSeq = this.resumeSeq >= 0 ? this.resumeSeq : undefined;
    this.highestSeq = this.resumeSeq;
    this.resyncing.clear();
    return this.helloSeq;
  }

  /** A subscription re-sent after `hello`: the resume point waits for its answer. */
  resyncs(key: Key): void {
    this.resyncing.add(key);
  }

  get resyncPending(): boolean {
    return this.resyncing.size > 0;
  }

  /** The server answered the subscription `key` at `path` (a value or `unchanged`). */
  answered(key: Key, path: string): void {
    this.live.add(path);
    this.complete.set(path, this.resumeSeq);
    this.settled(key);
  }

  /** The subscription `key` is answered with an error, or is gone. */
  settled(key: Key): void {
    if (this.resyncing.delete(key)) this.seen(-1);
  }

  /** A message carried `seq`. */
  seen(seq: number): void {
    this.highestSeq = Math.max(this.highestSeq, seq);
    if (this.resyncing.size === 0) this.resumeSeq = Math.max(this.resumeSeq, this.highestSeq);
  }

  /** The subscription at `path` ended: its value stays as of now. */
  freeze(path: string): void {
    if (this.live.delete(path)) this.complete.set(path, this.resumeSeq);
  }

  /** The connection is gone: every live path stays as of the resume point. */
  lost(): void {
    for (const path of this.live) this.complete.set(path, this.resumeSeq);
    this.live.clear();
    this.resyncing.clear();
  }

  /** Whether a write at `path` could touch (or be touched by) a live subscription. */
  overlapsLive(path: string): boolean {
    for (const live of this.live) if (overlaps(live, path)) return true;
    return false;
  }

  /** Every complete path with the seq it is current to, for the offline copy. */
  paths(): Array<[string, number]> {
    return [...this.complete].map(([path, seq]) => [
      path,
      this.live.has(path) ? this.resumeSeq : seq,
    ]);
  }
}
