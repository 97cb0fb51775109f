import { useEffect, useState, type ReactNode } from 'react';
import { ToastStore, type ToastOptions, type ToastPosition } from './toast-store.ts';
import type { ToastViewport as ToastViewportComponent } from './toast-viewport.tsx';
import { ToastContext, type ToastFunction } from './use-toast.ts';

export interface ToastProviderProps {
  children: ReactNode;
  /** Where the stack sits on the screen; top-right unless given. */
  position?: ToastPosition;
}

/**
 * Lets everything below it show toasts with `useToast()`.
 * NOTE: the provider sits in the first page's bundle, so it holds only the store; the
 * viewport (and its icons) is fetched on the first toast. A plain dynamic import rather
 * than React.lazy: Suspense would hold the first toast back by its reveal throttle.
 */
export function ToastProvider({ children, position = 'top-right' }: ToastProviderProps) {
  const [Viewport, setViewport] = useState<typeof ToastViewportComponent | null>(null);
  const [{ store, toast }] = useState(() => {
    const store = new ToastStore();
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      import('./toast-viewport.tsx').then(
        (module) => setViewport(() => module.ToastViewport),
        (error: unknown) => {
          requested = false; // try again with the next toast
          console.error('Failed to load the toast viewport', error);
        },
      );
    };
    const toast: ToastFunction = Object.assign(
      (options: ToastOptions) => {
        const id = store.add(options);
        load();
        return id;
      },
      { dismiss: store.dismiss },
    );
    return { store, toast };
  });
  useEffect(() => () => store.dispose(), [store]);
  return (
    <ToastContext value={toast}>
      {children}
      {Viewport ? <Viewport store={store} position={position} /> : null}
    </ToastContext>
  );
}
