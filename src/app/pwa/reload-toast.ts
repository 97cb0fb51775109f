import type { ToastOptions } from '@/ui/toast-store.ts';

/**
 * The toast that offers a newer version of the app: it stays until the person presses
 * "Reload" (which runs `reload`) or closes it, since waiting is their choice.
 */
export function reloadToast(title: string, reload: () => void): ToastOptions {
  return { title, action: { label: 'Reload', onClick: reload }, duration: Infinity };
}
