import type { ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

/** The recipe's name as its screen's heading, with what sits beside it (a button). */
export function RecipeTitle({
  id,
  name,
  large = false,
  children,
}: {
  id: string;
  name: string;
  /** Cook mode's larger type. */
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn('flex flex-wrap justify-between gap-3', large ? 'items-end' : 'items-start')}
    >
      <h2
        id={id}
        className={cn(
          'min-w-0 font-bold tracking-tight break-words',
          large ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl',
        )}
      >
        {name}
      </h2>
      {children}
    </div>
  );
}
