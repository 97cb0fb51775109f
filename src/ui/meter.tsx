import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

export interface MeterProps {
  /** What is measured ("Documents"); it names the meter. */
  label: ReactNode;
  value: number;
  max: number;
  /** The value in words, shown and read out instead of a percentage: "12.4 MB of 100 MB used". */
  valueText: string;
  className?: string;
}

/**
 * How much of something is used: a label, the value in words and a bar. Full (or past
 * full) turns the bar to the destructive colour. A screen reader says the label and
 * `valueText` (ARIA's meter role, which has no behaviour to borrow from Base UI; its
 * meter would add a chunk of its own to every page that opens one).
 */
export function Meter({ label, value, max, valueText, className }: MeterProps) {
  const id = useId();
  const shown = Math.min(Math.max(value, 0), max);
  return (
    <div
      role="meter"
      aria-labelledby={id}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={shown}
      aria-valuetext={valueText}
      className={cn('grid gap-1.5', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span aria-hidden="true" className="text-muted-fg tabular-nums">
          {valueText}
        </span>
      </div>
      {/* NOTE: the track's height is its padding and the bar sits in it absolutely, with
          classes the app's CSS already has: the first page's stylesheet stays the same. */}
      <div className="relative overflow-hidden rounded-full border border-border bg-muted py-1">
        <div
          data-full={value >= max || undefined}
          className={cn(
            'absolute inset-y-0 rounded-full',
            value >= max ? 'bg-destructive' : 'bg-primary',
          )}
          // NOTE: set through the DOM, not a style attribute: the CSP refuses inline styles
          // in the prerendered page, and the bar would stay empty.
          ref={(bar) => {
            if (bar) bar.style.width = `${(shown / max) * 100}%`;
          }}
        />
      </div>
    </div>
  );
}
