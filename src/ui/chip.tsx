import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export interface ChipProps extends Omit<ComponentProps<'button'>, 'onChange'> {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/** A toggle button for filters; its state is exposed with `aria-pressed`. */
export function Chip({ pressed, onPressedChange, className, ...props }: ChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        'inline-flex h-8 cursor-pointer items-center rounded-full border px-3 text-sm transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        pressed
          ? 'border-primary bg-primary text-primary-fg hover:bg-primary-hover'
          : 'border-border bg-card text-fg hover:bg-muted',
        className,
      )}
      {...props}
    />
  );
}
