import type { ReactNode } from 'react';

export interface ConfirmOptions {
  /** Defaults to "Confirm Action". */
  title?: ReactNode;
  message: ReactNode;
  /** Defaults to "Confirm". */
  confirmText?: string;
  /** Defaults to "Cancel". */
  cancelText?: string;
  /** Gives the confirm button the destructive style. */
  destructive?: boolean;
  /** Withdraws the question (it closes as if cancelled): it no longer needs an answer. */
  signal?: AbortSignal;
}

export interface AlertOptions {
  /** Defaults to "Alert". */
  title?: ReactNode;
  message: ReactNode;
  /** Defaults to "OK". */
  confirmText?: string;
}

export type DialogRequest = { id: number; resolve: (confirmed: boolean) => void } & (
  { kind: 'confirm'; options: ConfirmOptions } | { kind: 'alert'; options: AlertOptions }
);

/**
 * The confirm and alert requests waiting to be shown, first in first out. A plain store
 * that knows nothing of React (the host binds it with `useSyncExternalStore`), so the
 * always-loaded part of the dialogs stays a few hundred bytes.
 */
export class DialogQueue {
  private requests: readonly DialogRequest[] = [];
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The request on screen, or null when none is waiting. */
  current = (): DialogRequest | null => this.requests[0] ?? null;

  /** Queues a request; the promise settles with the user's answer. */
  add(request: Pick<DialogRequest, 'kind' | 'options'>): Promise<boolean> {
    const { signal, ...options } = request.options as ConfirmOptions;
    if (signal?.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const id = this.nextId++;
      this.requests = [...this.requests, { ...request, options, id, resolve } as DialogRequest];
      this.emit();
      signal?.addEventListener(
        'abort',
        () => {
          resolve(false);
          this.remove(id);
        },
        { once: true },
      );
    });
  }

  /** Drops a request whose dialog has closed, which brings the next one on screen. */
  remove(id: number) {
    this.requests = this.requests.filter((request) => request.id !== id);
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
