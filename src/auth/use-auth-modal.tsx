import type { ReactNode } from 'react';
import type { AuthModalProps } from './auth-modal.tsx';
import { useLazyOverlay } from './use-lazy-overlay.ts';

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
 */
export function useAuthModal(options: LazyAuthModalOptions = {}): LazyAuthModal {
  const {
    Component: Modal,
    open,
    setOpen,
    show,
    prefetch,
  } = useLazyOverlay(
    () => import('./auth-modal.tsx').then((module) => module.AuthModal),
    'the sign-in form',
  );
  return {
    show,
    prefetch,
    modal: Modal ? <Modal open={open} onOpenChange={setOpen} {...options} /> : null,
  };
}
