import { createContext, lazy, Suspense, use, useState, type ReactNode } from 'react';
import type { AlertOptions, ConfirmOptions, DialogQueue } from './dialog-queue.ts';

export type { AlertOptions, ConfirmOptions } from './dialog-queue.ts';

export interface Dialogs {
  /** Asks a question; resolves `true` when confirmed, `false` when cancelled or closed. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Shows a message with a single button; resolves once the user has closed it. */
  alert: (options: AlertOptions) => Promise<void>;
}

const DialogHost = lazy(() =>
  import('./dialog-host.tsx').then((module) => ({ default: module.DialogHost })),
);

const DialogsContext = createContext<Dialogs | null>(null);

/**
 * Lets any component open confirm and alert dialogs with `useDialogs()`. Calls in a row
 * queue up and show one at a time. Only this provider loads with the page; the queue
 * and the dialogs themselves load on the first call.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<DialogQueue | null>(null);
  const [dialogs] = useState<Dialogs>(() => {
    let loading: Promise<DialogQueue> | undefined;
    const ready = () =>
      (loading ??= import('./dialog-queue.ts').then(
        (module) => {
          const created = new module.DialogQueue();
          setQueue(created);
          return created;
        },
        (error: unknown) => {
          loading = undefined; // try again with the next call
          throw error;
        },
      ));
    return {
      confirm: async (options) => (await ready()).add({ kind: 'confirm', options }),
      alert: async (options) => {
        await (await ready()).add({ kind: 'alert', options });
      },
    };
  });
  return (
    <DialogsContext value={dialogs}>
      {children}
      {queue ? (
        <Suspense fallback={null}>
          <DialogHost queue={queue} />
        </Suspense>
      ) : null}
    </DialogsContext>
  );
}

/** `const { confirm, alert } = useDialogs()`; needs a `DialogsProvider` above. */
export function useDialogs(): Dialogs {
  const dialogs = use(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a <DialogsProvider> above it.');
  return dialogs;
}
