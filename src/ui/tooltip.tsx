import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { cn } from './cn.ts';

/** How long the pointer rests on the trigger before the tooltip shows, in milliseconds. */
export const TOOLTIP_OPEN_DELAY_MS = 100;
/** How long the tooltip stays after the pointer leaves, in milliseconds. */
export const TOOLTIP_CLOSE_DELAY_MS = 100;

export interface TooltipProps {
  /** What the tooltip says. It is visual only: give the trigger a matching accessible name. */
  content: ReactNode;
  /** The trigger: one element that takes a ref and spreads its props, e.g. a `Button`. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Distance from the trigger, in pixels. */
  sideOffset?: number;
  /** Classes for the tooltip bubble. */
  className?: string;
}

/**
 * A short visual label for its trigger: shows 100 ms after the pointer rests on it or at
 * once on keyboard focus, hides 100 ms after the pointer leaves, and closes on Escape or
 * when anything on the page scrolls.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  sideOffset = 6,
  className,
}: TooltipProps) {
  const actions = useRef<BaseTooltip.Root.Actions>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    // NOTE: Base UI keeps a tooltip open (and following its trigger) while the page
    // scrolls. Scroll events do not bubble, so listen in the capture phase to hear every
    // scrolling container, not only the window.
    const close = () => actions.current?.close();
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', close, { capture: true });
  }, [open]);

  return (
    <BaseTooltip.Root actionsRef={actions} onOpenChange={setOpen}>
      <BaseTooltip.Trigger
        delay={TOOLTIP_OPEN_DELAY_MS}
        closeDelay={TOOLTIP_CLOSE_DELAY_MS}
        render={children}
      />
      <BaseTooltip.Portal>
        <BaseTooltip.Positioner side={side} align={align} sideOffset={sideOffset} className="z-50">
          <BaseTooltip.Popup
            role="tooltip"
            // Fades in; leaves at once, so "hidden 100 ms after leaving" holds to the frame.
            className={cn(
              'max-w-64 rounded-md bg-fg px-2 py-1 text-xs font-medium text-bg shadow-md transition-opacity duration-100 data-ending-style:duration-0 data-ending-style:opacity-0 data-starting-style:opacity-0',
              className,
            )}
          >
            {content}
          </BaseTooltip.Popup>
        </BaseTooltip.Positioner>
      </BaseTooltip.Portal>
    </BaseTooltip.Root>
  );
}
