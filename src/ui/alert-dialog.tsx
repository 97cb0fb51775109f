import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The product's default wording of an alert dialog. */
export const ALERT_DEFAULTS = { title: 'Alert', confirmText: 'OK' } as const;

export interface AlertDialogProps {
  open: boolean;
  /** The user dismissed the alert, with its button or Escape. */
  onClose: () => void;
  /** Runs once the close animation has finished and the dialog has left the page. */
  onClosed?: () => void;
  title?: ReactNode;
  message: ReactNode;
  confirmText?: string;
}

/**
 * Tells the user something that needs acknowledging: one button, no close (X) button.
 * Usually opened through `useDialogs().alert`, not rendered directly.
 */
export function AlertDialog({
  onClose,
  title = ALERT_DEFAULTS.title,
  confirmText = ALERT_DEFAULTS.confirmText,
  ...props
}: AlertDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={title}
      confirmText={confirmText}
      cancelText={null}
      onAnswer={() => onClose()}
    />
  );
}
