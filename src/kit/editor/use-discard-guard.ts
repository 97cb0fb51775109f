import { useDialogs } from '@/ui/dialogs-provider.tsx';

/**
 * The unsaved-changes guard of an editor's Cancel: asks before changes are thrown away,
 * and answers whether to leave. Nothing is asked when nothing changed.
 */
export function useDiscardGuard(message: string): (changed: boolean) => Promise<boolean> {
  const { confirm } = useDialogs();
  return async (changed) =>
    !changed ||
    confirm({
      title: 'Discard your changes?',
      message,
      confirmText: 'Discard changes',
      cancelText: 'Keep editing',
      destructive: true,
    });
}
