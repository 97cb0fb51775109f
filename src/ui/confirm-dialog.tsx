import { AlertDialog as BaseAlertDialog } from '@base-ui/react/alert-dialog';
import { useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { modalBackdropClassName, modalPopupClassName, modalTransitionStyle } from './modal.tsx';

/** The product's default wording of a confirm dialog. */
export const CONFIRM_DEFAULTS = {
  title: 'Confirm Action',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
} as const;

export interface ConfirmDialogProps {
  open: boolean;
  /** The user's answer: `true` from the confirm button, `false` from Cancel or Escape. */
  onAnswer: (confirmed: boolean) => void;
  /** Runs once the close animation has finished and the dialog has left the page. */
  onClosed?: () => void;
  title?: ReactNode;
  message: ReactNode;
  confirmText?: string;
  /** The cancel button's label; `null` leaves the confirm button alone (see `AlertDialog`). */
  cancelText?: string | null;
  /** Gives the confirm button the destructive style. */
  destructive?: boolean;
  /**
   * A third answer between Cancel and confirm (e.g. "Discard and log out"), in the
   * destructive style: its label, and what it does.
   */
  alternative?: { text: string; onChoose: () => void };
}

/**
 * Asks the user to confirm or cancel (role `alertdialog`). Unlike `Modal` it has no close
 * button and ignores clicks outside it: only an answer, or Escape (a "no"), closes it.
 * Usually opened through `useDialogs().confirm`, not rendered directly.
 */
export function ConfirmDialog({
  open,
  onAnswer,
  onClosed,
  title = CONFIRM_DEFAULTS.title,
  message,
  confirmText = CONFIRM_DEFAULTS.confirmText,
  cancelText = CONFIRM_DEFAULTS.cancelText,
  destructive = false,
  alternative,
}: ConfirmDialogProps) {
  const actionsRef = useRef<HTMLDivElement>(null);
  return (
    <BaseAlertDialog.Root
      open={open}
      // Escape is the only way Base UI closes an alert dialog on its own: it means "no".
      onOpenChange={(next) => {
        if (!next) onAnswer(false);
      }}
      onOpenChangeComplete={(next) => {
        if (!next) onClosed?.();
      }}
    >
      <BaseAlertDialog.Portal>
        <BaseAlertDialog.Backdrop className={modalBackdropClassName} style={modalTransitionStyle} />
        <BaseAlertDialog.Popup
          // Like every modal, focus starts on the first action (here Cancel, the safe one).
          initialFocus={() => actionsRef.current?.querySelector('button') ?? true}
          className={cn(modalPopupClassName, 'p-5')}
          style={modalTransitionStyle}
        >
          <BaseAlertDialog.Title className="text-lg font-semibold">{title}</BaseAlertDialog.Title>
          <BaseAlertDialog.Description render={<div />} className="mt-2 text-sm text-fg">
            {message}
          </BaseAlertDialog.Description>
          <div ref={actionsRef} className="mt-6 flex flex-wrap justify-end gap-2">
            {cancelText === null ? null : (
              <Button variant="outline" onClick={() => onAnswer(false)}>
                {cancelText}
              </Button>
            )}
            {alternative ? (
              <Button variant="destructive" onClick={alternative.onChoose}>
                {alternative.text}
              </Button>
            ) : null}
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              onClick={() => onAnswer(true)}
            >
              {confirmText}
            </Button>
          </div>
        </BaseAlertDialog.Popup>
      </BaseAlertDialog.Portal>
    </BaseAlertDialog.Root>
  );
}
