import { useRef, useState, type ReactNode } from 'react';
import type { AuthModal as AuthModalComponent, AuthModalProps } from './auth-modal.tsx';

export type LazyAuthModalOptions = Omit<AuthModalProps, 'open' | 'onOpenChange'>;

export interface LazyAuthModal {
  /** Opens the modal, loading it first when needed. */
  show: () => void;
  /** Starts loading the modal (on hover or focus of what opens it) so it opens at once. */
  prefetch: () => void;
  /** Render this somewhere; null until the modal's code has arrived. */
  modal: ReactNode;
}

/**
 * The auth modal, loaded on demand: the panel, its fields and the dialog stay out of the
 * first page until someone is about to log in.
 * NOTE: a plain dynamic import rather than React.lazy: Suspense would hold the opening back
 * by its reveal throttle.
 */
export function useAuthModal(options: LazyAuthModalOptions = {}): LazyAuthModal {
  const [Modal, setModal] = useState<typeof AuthModalComponent | null>(null);
  const [open, setOpen] = useState(false);
  const requested = useRef(false);

  function prefetch() {
    if (requested.current) return;
    requested.current = true;
    import('./auth-modal.tsx').then(
      (module) => setModal(() => module.AuthModal),
      (error: unknown) => {
        requested.current = false; // the next press tries again
        setOpen(false);
        console.error('Failed to load the sign-in form', error);
      },
    );
  }

  return {
    show: () => {
      setOpen(true);
      prefetch();
    },
    prefetch,
    modal: Modal ? <Modal open={open} onOpenChange={setOpen} {...options} /> : null,
  };
}
