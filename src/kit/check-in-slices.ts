/**
 * Work over many items done a slice at a time, between the page's other tasks: a first
 * visit's thousands of documents are checked without holding back a keystroke or a paint.
 * Subscribe to hear when it is done (for `useSyncExternalStore`).
 */

/** How long one slice may run before the page gets a turn (ms). */
export const SLICE_MS = 8;

/** Runs `then` after the page's pending tasks (a message, not clamped as nested timers are). */
function nextTask(then: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

export class SlicedWork<T> {
  done = false;
  private next = 0;
  private readonly listeners = new Set<() => void>();
  private readonly items: readonly T[];
  private readonly work: (item: T) => void;

  constructor(items: readonly T[], work: (item: T) => void) {
    this.items = items;
    this.work = work;
    nextTask(() => this.step());
  }

  private step(): void {
    const until = performance.now() + SLICE_MS;
    while (this.next < this.items.length && performance.now() < until) {
      this.work(this.items[this.next]!);
      this.next += 1;
    }
    if (this.next < this.items.length) {
      nextTask(() => this.step());
      return;
    }
    this.done = true;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly isDone = (): boolean => this.done;
}
