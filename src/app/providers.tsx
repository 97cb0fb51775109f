import type { ReactNode } from 'react';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import { ToastProvider } from '@/ui/toast-provider.tsx';

/**
 * App-wide providers of the design system (toasts, confirm/alert dialogs). They sit in
 * the first page's bundle, so each keeps its always-loaded part tiny and loads the rest
 * on first use.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <DialogsProvider>{children}</DialogsProvider>
    </ToastProvider>
  );
}
