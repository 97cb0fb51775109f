import { useState, useSyncExternalStore } from 'react';
import { AlertDialog } from './alert-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { DialogQueue } from './dialog-queue.ts';

/**
 * Shows the queue's requests one at a time. Loaded on the first `confirm` or `alert` call,
 * so Base UI's dialog code stays out of the first page's bundle.
 */
export function DialogHost({ queue }: { queue: DialogQueue }) {
  const request = useSyncExternalStore(queue.subscribe, queue.current, () => null);
  // The request answered and now animating out; the next one shows once it has left.
  const [answeredId, setAnsweredId] = useState<number | null>(null);
  if (!request) return null;

  const open = request.id !== answeredId;
  const answer = (confirmed: boolean) => {
    if (!open) return;
    request.resolve(confirmed);
    setAnsweredId(request.id);
  };
  const closed = () => queue.remove(request.id);

  return request.kind === 'confirm' ? (
    <ConfirmDialog
      key={request.id}
      {...request.options}
      open={open}
      onAnswer={answer}
      onClosed={closed}
    />
  ) : (
    <AlertDialog
      key={request.id}
      {...request.options}
      open={open}
      onClose={() => answer(true)}
      onClosed={closed}
    />
  );
}
