import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** The visible name of a form control; link it with `htmlFor` or by wrapping the control. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn(
        'inline-flex items-center gap-2 text-sm leading-none font-medium text-fg select-none',
        className,
      )}
      {...props}
    />
  );
}
