import { SlidersHorizontal } from 'lucide-react';
import { Button, type ButtonProps } from './button.tsx';

export interface FiltersButtonProps extends Omit<ButtonProps, 'children'> {
  /** How many filters are on; a badge shows the number when there are any. */
  count: number;
}

/** Narrow screens' way into a list's filters: "Filters", with a badge counting those on. */
export function FiltersButton({ count, variant = 'outline', ...props }: FiltersButtonProps) {
  return (
    <Button variant={variant} {...props}>
      <SlidersHorizontal aria-hidden="true" />
      <span>Filters</span>
      {count > 0 ? (
        <span
          data-testid="filters-badge"
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-fg"
        >
          {count}
          <span className="sr-only"> selected</span>
        </span>
      ) : null}
    </Button>
  );
}
