import { createContext, useContext } from 'react';
import type { ToastOptions } from './toast-store.ts';

/** Shows a toast and returns its id; `toast.dismiss(id)` closes it early. */
export interface ToastFunction {
  (options: ToastOptions): string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastFunction | null>(null);

/**
 * `const toast = useToast(); const id = toast({ title: 'Saved' }); toast.dismiss(id);`
 * The function is stable, so it is safe in effect dependencies.
 */
export function useToast(): ToastFunction {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a <ToastProvider> above it.');
  return toast;
}
