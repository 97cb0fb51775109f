import { createContext, lazy, Suspense, use, useMemo, useState, type ReactNode } from 'react';
import { DialogQueue, type AlertOptions, type ConfirmOptions } from './dialog-queue.ts';

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
 * queue up and show one at a time. Only this provider and the queue load with the page;
 * the dialogs themselves load on the first call.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => new DialogQueue());
  const [used, setUsed] = useState(false);
  const dialogs = useMemo<Dialogs>(
    () => ({
      confirm: (options) => {
        setUsed(true);
        return queue.add({ kind: 'confirm', options });
      },
      alert: async (options) => {
        setUsed(true);
        await queue.add({ kind: 'alert', options });
      },
    }),
    [queue],
  );
  return (
    <DialogsContext value={dialogs}>
      {children}
      {used ? (
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
