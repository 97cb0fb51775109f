import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components put the caller's `className` last; where a caller
 * must override a conflicting utility it uses Tailwind's important modifier (`p-0!`).
 * NOTE: no tailwind-merge here on purpose: it would cost about 6 KB gzip on the
 * first page, 6% of its whole budget.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
