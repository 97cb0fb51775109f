import { useId, type ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

export interface FilterGroupProps {
  /** The group's heading ("Car"), also its accessible name. */
  label: string;
  children: ReactNode;
  className?: string;
}

/** One group of a list's filter panel: a small heading over its chips or fields. */
export function FilterGroup({ label, children, className }: FilterGroupProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={cn('min-w-0 space-y-2', className)}>
      <h3 id={labelId} className="text-xs font-semibold tracking-wide text-muted-fg uppercase">
        {label}
      </h3>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}
