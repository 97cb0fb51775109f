/** One countdown. While running, `endsAt` is set; paused or done, `remainingMs` holds. */
export interface KitchenTimer {
  id: number;
  /** Where it came from (a time in a step), so one time runs one timer at once. */
  key: string;
  label: string;
  totalMs: number;
  remainingMs: number;
  endsAt: number | null;
  done: boolean;
}

export interface KitchenTimersSnapshot {
  timers: readonly KitchenTimer[];
  /** The clock of the last tick: what running timers are shown against. */
  now: number;
}

/** How often a running timer's display is refreshed. */
export const TICK_MS = 250;

/** Time left at `now`, never below nothing. */
export function remainingMs(timer: KitchenTimer, now: number): number {
  return timer.endsAt === null ? timer.remainingMs : Math.max(0, timer.endsAt - now);
}

/** A countdown as a clock: "09:59", "1:05:00"; a started second shows until it is over. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * The kitchen timers of one cook-mode screen, as a plain store for `useSyncExternalStore`.
 * Times are kept as an end instant rather than counted down tick by tick, so a throttled
 * background tab still finishes on time.
 */
export class KitchenTimers {
  private snapshot: KitchenTimersSnapshot = { timers: [], now: Date.now() };
  private readonly listeners = new Set<() => void>();
  private interval: ReturnType<typeof setInterval> | undefined;
  private nextId = 1;

  private onDone: (timer: KitchenTimer) => void = () => {};

  setOnDone(onDone: (timer: KitchenTimer) => void): void {
    this.onDone = onDone;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): KitchenTimersSnapshot => this.snapshot;

  /** Starts a timer, unless the same time already has one that is not done. */
  start(key: string, label: string, seconds: number): void {
    if (this.snapshot.timers.some((timer) => timer.key === key && !timer.done)) return;
    const now = Date.now();
    const totalMs = seconds * 1000;
    const timer: KitchenTimer = {
      id: this.nextId++,
      key,
      label,
      totalMs,
      remainingMs: totalMs,
      endsAt: now + totalMs,
      done: false,
    };
    this.set([...this.snapshot.timers, timer], now);
  }

  pause(id: number): void {
    const now = Date.now();
    this.update(id, (timer) =>
      timer.endsAt === null
        ? timer
        : { ...timer, remainingMs: remainingMs(timer, now), endsAt: null },
    );
  }

  resume(id: number): void {
    const now = Date.now();
    this.update(id, (timer) =>
      timer.endsAt !== null || timer.done ? timer : { ...timer, endsAt: now + timer.remainingMs },
    );
  }

  /** Cancels a running timer, or clears a finished one away. */
  remove(id: number): void {
    this.set(this.snapshot.timers.filter((timer) => timer.id !== id));
  }

  /** Runs the clock while the screen is shown; `stop` when it goes. */
  attach(): void {
    this.schedule();
  }

  stop(): void {
    clearInterval(this.interval);
    this.interval = undefined;
  }

  /** Moves the clock on and finishes the timers whose time is up. */
  tick = (): void => {
    const now = Date.now();
    const finished: KitchenTimer[] = [];
    const timers = this.snapshot.timers.map((timer) => {
      if (timer.endsAt === null || timer.endsAt > now) return timer;
      const done = { ...timer, endsAt: null, remainingMs: 0, done: true };
      finished.push(done);
      return done;
    });
    this.set(timers, now);
    finished.forEach((timer) => this.onDone(timer));
  };

  private update(id: number, change: (timer: KitchenTimer) => KitchenTimer) {
    this.set(this.snapshot.timers.map((timer) => (timer.id === id ? change(timer) : timer)));
  }

  private set(timers: readonly KitchenTimer[], now = Date.now()) {
    this.snapshot = { timers, now };
    this.schedule();
    this.listeners.forEach((listener) => listener());
  }

  /** The interval runs only while some timer is running. */
  private schedule() {
    const running = this.snapshot.timers.some((timer) => timer.endsAt !== null);
    if (running && this.interval === undefined) this.interval = setInterval(this.tick, TICK_MS);
    if (!running) this.stop();
  }
}
