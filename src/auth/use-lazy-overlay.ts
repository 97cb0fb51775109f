import { useRef, useState, type ComponentType } from 'react';

export interface LazyOverlay<P> {
  /** The component once its code has arrived; null before. */
  Component: ComponentType<P> | null;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Opens it, loading it first when needed. */
  show: () => void;
  /** Starts loading it (on hover or focus of what opens it) so it opens at once. */
  prefetch: () => void;
}

/**
 * An overlay (modal, popover) whose code loads on demand, so it stays out of the first
 * page until someone is about to open it.
 * NOTE: a plain dynamic import rather than React.lazy: Suspense would hold the opening back
 * by its reveal throttle.
 */
export function useLazyOverlay<P>(
  load: () => Promise<ComponentType<P>>,
  what: string,
): LazyOverlay<P> {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [open, setOpen] = useState(false);
  const requested = useRef(false);

  function prefetch() {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (loaded) => setComponent(() => loaded),
      (error: unknown) => {
        requested.current = false; // the next press tries again
        setOpen(false);
        console.error(`Failed to load ${what}`, error);
      },
    );
  }

  return {
    Component,
    open,
    setOpen,
    show: () => {
      setOpen(true);
      prefetch();
    },
    prefetch,
  };
}
