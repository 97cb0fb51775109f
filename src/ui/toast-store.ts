/** How long a toast stays when no `duration` is given (spec §9). */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** At most this many toasts are shown; a newer one pushes the oldest out (spec §9). */
export const TOAST_LIMIT = 5;
/** Length of the exit animation; the toast leaves the DOM when it ends (spec §9). */
export const TOAST_EXIT_MS = 150;

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export type ToastPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'info' unless given; 'error' toasts are announced as alerts, the rest politely. */
  type?: ToastType;
  /** Shows a button in the toast; pressing it runs `onClick` and closes the toast. */
  action?: ToastAction;
  /** Milliseconds before it closes itself; `Infinity` keeps it until it is closed. */
  duration?: number;
}

export interface ToastRecord {
  id: string;
  title: string;
  description?: string;
  type: ToastType;
  action?: ToastAction;
  duration: number;
  /** True during the exit animation, after which the toast is removed. */
  closing: boolean;
}

interface Timer {
  handle?: ReturnType<typeof setTimeout>;
  /** When the running countdown started; only meaningful while `handle` is set. */
  startedAt: number;
  remaining: number;
}

/**
 * The toasts on screen, newest first, and their timers. Plain TypeScript, no React:
 * the provider keeps one and binds it with `useSyncExternalStore`.
 */
export class ToastStore {
  private toasts: readonly ToastRecord[] = [];
  private listeners = new Set<() => void>();
  private timers = new Map<string, Timer>();
  private removals = new Map<string, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Newest first, closing ones included (they are still animating out). */
  getToasts = (): readonly ToastRecord[] => this.toasts;

  add = (options: ToastOptions): string => {
    const id = `toast-${this.nextId++}`;
    const record: ToastRecord = {
      id,
      title: options.title,
      description: options.description,
      type: options.type ?? 'info',
      action: options.action,
      duration: options.duration ?? TOAST_DEFAULT_DURATION_MS,
      closing: false,
    };
    this.set([record, ...this.toasts]);
    if (Number.isFinite(record.duration)) {
      this.timers.set(id, { startedAt: 0, remaining: Math.max(record.duration, 0) });
      this.run(id);
    }
    // The oldest toasts beyond the limit leave the way a dismissed one does.
    this.toasts
      .filter((toast) => !toast.closing)
      .slice(TOAST_LIMIT)
      .forEach((toast) => this.dismiss(toast.id));
    return id;
  };

  /** Starts the exit animation; the toast is removed when it ends. Unknown ids are ignored. */
  dismiss = (id: string): void => {
    const toast = this.toasts.find((t) => t.id === id);
    if (!toast || toast.closing) return;
    this.stop(id);
    this.timers.delete(id);
    this.set(this.toasts.map((t) => (t.id === id ? { ...t, closing: true } : t)));
    this.removals.set(
      id,
      setTimeout(() => {
        this.removals.delete(id);
        this.set(this.toasts.filter((t) => t.id !== id));
      }, TOAST_EXIT_MS),
    );
  };

  /** Holds a toast's countdown (while it is hovered or focused) and resumes it after. */
  setPaused = (id: string, paused: boolean): void => {
    if (paused) this.stop(id);
    else this.run(id);
  };

  /** Clears every pending timer, for when the provider unmounts. */
  dispose = (): void => {
    this.timers.forEach((_timer, id) => this.stop(id));
    this.removals.forEach((handle) => clearTimeout(handle));
    this.removals.clear();
  };

  private run(id: string) {
    const timer = this.timers.get(id);
    if (!timer || timer.handle !== undefined) return;
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => this.dismiss(id), timer.remaining);
  }

  private stop(id: string) {
    const timer = this.timers.get(id);
    if (!timer || timer.handle === undefined) return;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining = Math.max(timer.remaining - (Date.now() - timer.startedAt), 0);
  }

  private set(toasts: readonly ToastRecord[]) {
    this.toasts = toasts;
    this.listeners.forEach((listener) => listener());
  }
}
