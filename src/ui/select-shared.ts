import { useRef, type FocusEvent } from 'react';
import { cn } from './cn.ts';
import { fieldControlClass } from './field-styles.ts';

// What the plain and the searchable Select share: props, messages, looks, form wiring.

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  id?: string;
  options: SelectOption[];
  value: string | null;
  onValueChange: (value: string | null) => void;
  placeholder?: string;
  /** Adds a search box above the options that filters them by label. */
  searchable?: boolean;
  searchPlaceholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Called when focus leaves the field, not when it moves into the open list. */
  onBlur?: () => void;
  name?: string;
  className?: string;
}

export const SELECT_PLACEHOLDER = 'Select an option...';
export const SEARCH_PLACEHOLDER = 'Search options...';
export const NO_OPTIONS = 'No options available';
export const NO_RESULTS = 'No results found';

export const triggerClass = cn(
  fieldControlClass,
  'flex h-10 cursor-pointer items-center justify-between gap-2 text-left data-disabled:cursor-not-allowed data-disabled:opacity-60 data-popup-open:border-ring',
);
export const valueClass = 'min-w-0 truncate data-placeholder:text-muted-fg';
export const popupClass =
  'min-w-(--anchor-width) max-w-(--available-width) origin-(--transform-origin) overflow-hidden rounded-lg border border-border bg-card text-fg shadow-lg outline-none transition-[opacity,scale] duration-100 data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0';
/** The option list stops at 15rem (or the room left on screen) and scrolls. */
export const listClass =
  'max-h-[min(15rem,var(--available-height))] overflow-y-auto overscroll-contain p-1 outline-none';
export const itemClass =
  'grid cursor-pointer grid-cols-[1rem_1fr] items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-disabled:cursor-not-allowed data-disabled:text-muted-fg data-disabled:line-through data-highlighted:bg-muted';
export const emptyClass = 'px-3 py-3 text-sm text-muted-fg empty:hidden';

export type FieldAria = 'aria-label' | 'aria-labelledby' | 'aria-invalid' | 'aria-describedby';

/** The ARIA attributes a form hands to the field, for its trigger. */
export function ariaOf(props: Pick<SelectProps, FieldAria>) {
  return {
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
  };
}

/**
 * Calls `onBlur` when focus leaves the trigger for somewhere other than the open list, so
 * a form does not mark the field touched while its options are being browsed.
 */
export function useFieldBlur(onBlur: (() => void) | undefined) {
  const popupRef = useRef<HTMLDivElement>(null);
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && popupRef.current?.contains(next)) return;
    onBlur?.();
  };
  return { popupRef, handleBlur };
}
