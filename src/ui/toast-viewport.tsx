import { useSyncExternalStore } from 'react';
import { cn } from './cn.ts';
import { ToastItem } from './toast-item.tsx';
import type { ToastPosition, ToastStore } from './toast-store.ts';

// NOTE: the top positions start below the fixed theme toggle and account area
// (top-right of every page) so a toast never covers them. On phones every toast sits at
// the bottom: at the top it would cover the page's breadcrumb and heading.
const PHONE =
  'max-sm:top-auto max-sm:bottom-4 max-sm:left-1/2 max-sm:right-auto max-sm:-translate-x-1/2';
const POSITION: Record<ToastPosition, string> = {
  'top-left': `top-16 left-4 ${PHONE}`,
  'top-center': `top-16 left-1/2 -translate-x-1/2 ${PHONE}`,
  'top-right': `top-16 right-4 ${PHONE}`,
  'bottom-left': 'bottom-4 left-4',
  'bottom-center': 'bottom-4 left-1/2 -translate-x-1/2',
  'bottom-right': 'bottom-4 right-4',
};

export interface ToastViewportProps {
  store: ToastStore;
  position: ToastPosition;
}

/**
 * The stack of toasts, newest first, in a landmark named "Notifications". Loaded
 * lazily by the provider on the first toast.
 */
export function ToastViewport({ store, position }: ToastViewportProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
  return (
    <section
      aria-label="Notifications"
      data-position={position}
      className={cn(
        'pointer-events-none fixed z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2',
        POSITION[position],
      )}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          onDismiss={store.dismiss}
          onPausedChange={store.setPaused}
        />
      ))}
    </section>
  );
}
