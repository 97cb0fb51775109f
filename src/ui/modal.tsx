import { Dialog } from '@base-ui/react/dialog';
import { X } from 'lucide-react';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { cn } from './cn.ts';

/** How long a modal (and its backdrop) takes to appear, in milliseconds. */
export const MODAL_OPEN_MS = 10;
/** How long a modal (and its backdrop) takes to fade out, in milliseconds. */
export const MODAL_CLOSE_MS = 150;

/**
 * Transition length for a modal part in its current phase: opening is near-instant, closing
 * fades. Shared with the confirm and alert dialogs so every modal moves the same way.
 * NOTE: a style, not a `duration-*` class: Tailwind only sees literal class names, and the
 * numbers must come from the constants above.
 */
export function modalTransitionStyle(state: { transitionStatus?: string }): CSSProperties {
  return {
    transitionDuration: `${state.transitionStatus === 'ending' ? MODAL_CLOSE_MS : MODAL_OPEN_MS}ms`,
  };
}

export const modalBackdropClassName =
  'fixed inset-0 z-50 bg-black/40 transition-opacity data-ending-style:opacity-0 data-starting-style:opacity-0 dark:bg-black/60';

export const modalPopupClassName =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-border bg-card text-fg shadow-2xl transition-[opacity,scale] outline-none data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom. The first one gets the focus on open. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog: Escape closes it, page scroll is locked while open, focus moves to the
 * first action button (else the first focusable control of the body, else the close button),
 * stays trapped inside and returns to the previously focused element on close.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
}: ModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  // NOTE: Base UI would focus the first tabbable element (our close button) or, on touch,
  // the popup itself; the product wants the first action instead, whatever the input.
  const initialFocus = () =>
    footerRef.current?.querySelector<HTMLElement>('button:not(:disabled)') ??
    bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
    true;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Backdrop className={modalBackdropClassName} style={modalTransitionStyle} />
        <Dialog.Popup
          initialFocus={initialFocus}
          className={cn(modalPopupClassName, className)}
          style={modalTransitionStyle}
        >
          <div className="flex items-start justify-between gap-4 px-5 pt-5">
            <div className="space-y-1">
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="text-sm text-muted-fg">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-fg hover:bg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div ref={bodyRef} className="min-h-0 overflow-y-auto px-5 py-4">
            {children}
          </div>
          {footer ? (
            <div
              ref={footerRef}
              className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-4"
            >
              {footer}
            </div>
          ) : null}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
