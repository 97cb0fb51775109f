import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type FocusEvent } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import type { ToastRecord, ToastType } from './toast-store.ts';

const LOOK: Record<ToastType, { icon: LucideIcon; className: string }> = {
  info: { icon: Info, className: 'border-l-primary [&>svg]:text-primary' },
  success: { icon: CircleCheck, className: 'border-l-success-fg [&>svg]:text-success-fg' },
  warning: { icon: TriangleAlert, className: 'border-l-warning-fg [&>svg]:text-warning-fg' },
  error: { icon: CircleAlert, className: 'border-l-destructive [&>svg]:text-destructive' },
};

export interface ToastItemProps {
  toast: ToastRecord;
  onDismiss: (id: string) => void;
  /** Called with true while the pointer is over the toast or focus is inside it. */
  onPausedChange: (id: string, paused: boolean) => void;
}

/**
 * One toast. Only its text is the live region (an alert for errors, a polite status
 * otherwise), so screen readers read the message without the names of its buttons.
 */
export function ToastItem({ toast, onDismiss, onPausedChange }: ToastItemProps) {
  const { id, title, description, type, action, closing } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useEffect(() => onPausedChange(id, paused), [id, paused, onPausedChange]);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  const { icon: Icon, className } = LOOK[type];
  const urgent = type === 'error';
  return (
    // NOTE: a closing toast is inert and hidden from assistive technology: it is gone as
    // far as anyone is concerned, only its 150 ms exit animation is still playing.
    <div
      data-type={type}
      data-closing={closing ? '' : undefined}
      aria-hidden={closing || undefined}
      inert={closing}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-l-4 border-border bg-card p-4 text-fg shadow-card transition-[opacity,translate] duration-150 ease-out starting:-translate-y-2 starting:opacity-0 data-closing:translate-x-4 data-closing:opacity-0',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <div
          role={urgent ? 'alert' : 'status'}
          aria-live={urgent ? 'assertive' : 'polite'}
          aria-atomic="true"
        >
          <p className="text-sm font-semibold break-words">{title}</p>
          {description ? (
            <p className="mt-1 text-sm break-words text-muted-fg">{description}</p>
          ) : null}
        </div>
        {action ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => {
              action.onClick();
              onDismiss(id);
            }}
          >
            {action.label}
          </Button>
        ) : null}
      </div>
      <Button
        variant="tertiary"
        size="icon"
        className="-mt-1 -mr-1 size-8!"
        onClick={() => onDismiss(id)}
      >
        <X aria-hidden="true" />
        <span className="sr-only">Close notification</span>
      </Button>
    </div>
  );
}
