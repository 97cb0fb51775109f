import { dataError, type DataError } from '@/shared/data/errors.ts';
import type { CacheBatch, NamespaceStore } from './persistence.ts';

type Settle = (error: DataError | null) => void;

/** How long a save that nothing waits for may wait for the page to be idle (ms). */
const IDLE_WAIT_MS = 1000;

/**
 * Runs `then` once the page is idle (at the latest after `IDLE_WAIT_MS`), or at once where
 * there is no idle callback (Node, older browsers). Returns a function that cancels it.
 */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    then();
    return () => {};
  }
  const handle = requestIdleCallback(then, { timeout: IDLE_WAIT_MS });
  return () => cancelIdleCallback(handle);
}

/**
 * Saves the engine's changes on the device a moment after they happen, many in one
 * transaction, and tells the writes that wait for it (device mode) how it went.
 */
export class CacheSaver {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Cancels the wait for an idle moment, once the delay is over. */
  private idle: (() => void) | undefined;
  /** The delay of the save now scheduled. */
  private due = -1;
  private waiting: Array<{ path: string; settle: Settle }> = [];
  private stopped = false;
  private readonly store: NamespaceStore;
  private readonly build: (full: boolean) => CacheBatch;
  private readonly delayMs: number;
  private readonly failed: (error: DataError, path: string) => void;

  constructor(options: {
    store: NamespaceStore;
    /** The batch to save: what changed, or everything held when `full`. */
    build(full: boolean): CacheBatch;
    delayMs: number;
    /** A write that waited for the save could not be saved. */
    failed(error: DataError, path: string): void;
  }) {
    this.store = options.store;
    this.build = options.build;
    this.delayMs = options.delayMs;
    this.failed = options.failed;
  }

  /**
   * Saves shortly; `settle` (for the write at `path`) is told once saved. A write that
   * waits for the save (a visitor's, kept only here) is saved in the next turn instead:
   * a person who saves and leaves the page at once must not lose it. NOTE: a save nothing
   * waits for starts, after the delay, when the page is next idle: a first visit's
   * thousands of documents are not copied while the person types or scrolls.
   */
  schedule(path?: string, settle?: Settle): void {
    const waits = path !== undefined && settle !== undefined;
    if (waits) this.waiting.push({ path, settle });
    if (this.stopped) return;
    if (waits && this.due !== 0) this.cancel();
    if (this.timer || this.idle) return;
    this.due = waits ? 0 : this.delayMs;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.due === 0) {
        void this.save();
        return;
      }
      this.idle = whenIdle(() => void this.save());
    }, this.due);
  }

  private cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.idle?.();
    this.idle = undefined;
  }

  /** Saves now. */
  async save(): Promise<void> {
    this.cancel();
    const waiting = this.waiting.splice(0);
    let failure: DataError | null = null;
    try {
      await this.store.saveCache(this.build);
    } catch (error) {
      console.error('Data: could not save on this device.', error);
      failure = dataError('UNAVAILABLE', 'Could not save on this device.');
    }
    for (const { path, settle } of waiting) {
      if (failure) this.failed(failure, path);
      settle(failure);
    }
  }

  /** Saves what is left and schedules nothing more. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.save();
  }
}
