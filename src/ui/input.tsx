import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { fieldControlClass } from './field-styles.ts';

/**
 * A single-line text-like input (text, email, search, url, number…). Set `aria-invalid`
 * to show the error styling, so what is seen and what is announced never disagree.
 * NOTE: a plain `<input>` rather than Base UI's Input: it needs no Field wiring and
 * stays out of the first page's bundle budget.
 */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClass, 'h-10', className)} {...props} />;
}
