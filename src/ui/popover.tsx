import { Popover as BasePopover } from '@base-ui/react/popover';
import type { ReactElement, ReactNode } from 'react';
import { cn } from './cn.ts';

/** Distance between the trigger and the popover, in pixels. */
export const POPOVER_OFFSET_PX = 8;
/** How long a popover opened by hovering stays after the pointer leaves, in milliseconds. */
export const POPOVER_HOVER_CLOSE_DELAY_MS = 200;
/** How long the pointer rests on the trigger before a hover popover opens, in milliseconds. */
export const POPOVER_HOVER_OPEN_DELAY_MS = 300;

export interface PopoverProps {
  /** The trigger: one button-like element that takes a ref and spreads its props. */
  trigger: ReactElement;
  children: ReactNode;
  /** A heading at the top; it also names the popover for screen readers. */
  title?: ReactNode;
  /** Names the popover when it has no `title`. */
  label?: string;
  /** Also open when the pointer rests on the trigger (clicking always works). */
  openOnHover?: boolean;
  /** With `openOnHover`: how long the pointer rests before it opens, in milliseconds. */
  hoverDelay?: number;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Distance from the trigger, in pixels; 8 by default. */
  sideOffset?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Classes for the popover panel. */
  className?: string;
}

/**
 * A panel anchored to its trigger, opened by a click (or, optionally, by hovering). Escape
 * or a click outside closes it and focus goes back to the trigger; opened by hovering, it
 * closes 200 ms after the pointer leaves both trigger and panel.
 */
export function Popover({
  trigger,
  children,
  title,
  label,
  openOnHover = false,
  hoverDelay = POPOVER_HOVER_OPEN_DELAY_MS,
  side = 'bottom',
  align = 'center',
  sideOffset = POPOVER_OFFSET_PX,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: PopoverProps) {
  return (
    <BasePopover.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}
    >
      <BasePopover.Trigger
        render={trigger}
        openOnHover={openOnHover}
        delay={hoverDelay}
        closeDelay={POPOVER_HOVER_CLOSE_DELAY_MS}
      />
      <BasePopover.Portal>
        <BasePopover.Positioner side={side} align={align} sideOffset={sideOffset} className="z-50">
          <BasePopover.Popup
            aria-label={title ? undefined : label}
            // Opacity only: a scale would move the panel's edges while it animates.
            className={cn(
              'max-w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-border bg-card p-4 text-sm text-fg shadow-lg transition-opacity duration-150 outline-none data-ending-style:opacity-0 data-starting-style:opacity-0',
              className,
            )}
          >
            {title ? (
              <BasePopover.Title className="mb-1 text-base font-semibold">
                {title}
              </BasePopover.Title>
            ) : null}
            {children}
          </BasePopover.Popup>
        </BasePopover.Positioner>
      </BasePopover.Portal>
    </BasePopover.Root>
  );
}
