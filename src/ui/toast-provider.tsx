import { useEffect, useState, type ReactNode } from 'react';
import type { ToastOptions, ToastPosition, ToastStore } from './toast-store.ts';
import type { ToastViewport as ToastViewportComponent } from './toast-viewport.tsx';
import { ToastContext, type ToastFunction } from './use-toast.ts';

export interface ToastProviderProps {
  children: ReactNode;
  /** Where the stack sits on the screen; top-right unless given. */
  position?: ToastPosition;
}

interface Loaded {
  store: ToastStore;
  Viewport: typeof ToastViewportComponent;
}

/**
 * Lets everything below it show toasts with `useToast()`.
 * NOTE: the provider sits in the first page's bundle, so it holds only a context and a
 * list of toasts asked for early; the store and the viewport (with its icons) are
 * fetched on the first toast. A plain dynamic import rather than React.lazy: Suspense
 * would hold the first toast back by its reveal throttle.
 */
export function ToastProvider({ children, position = 'top-right' }: ToastProviderProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [{ toast, dispose }] = useState(() => {
    let store: ToastStore | undefined;
    let pending: { id: string; options: ToastOptions }[] = [];
    let requested = false;
    let nextId = 1;
    const load = () => {
      if (requested) return;
      requested = true;
      Promise.all([import('./toast-store.ts'), import('./toast-viewport.tsx')]).then(
        ([storeModule, viewportModule]) => {
          store = new storeModule.ToastStore();
          for (const early of pending) store.add(early.options, early.id);
          pending = [];
          setLoaded({ store, Viewport: viewportModule.ToastViewport });
        },
        (error: unknown) => {
          requested = false; // try again with the next toast
          console.error('Failed to load the toast viewport', error);
        },
      );
    };
    const toast: ToastFunction = Object.assign(
      (options: ToastOptions) => {
        const id = `toast-${nextId++}`;
        if (store) store.add(options, id);
        else {
          pending.push({ id, options });
          load();
        }
        return id;
      },
      {
        dismiss: (id: string) => {
          if (store) store.dismiss(id);
          else pending = pending.filter((early) => early.id !== id);
        },
      },
    );
    return { toast, dispose: () => store?.dispose() };
  });
  useEffect(() => dispose, [dispose]);
  return (
    <ToastContext value={toast}>
      {children}
      {loaded ? <loaded.Viewport store={loaded.store} position={position} /> : null}
    </ToastContext>
  );
}
