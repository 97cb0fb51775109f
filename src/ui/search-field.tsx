import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export interface SearchFieldProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange' | 'aria-label'
> {
  /** The field's accessible name ("Search recipes"); the placeholder is only a hint. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A key that focuses the field, shown as a hint at its end on wide screens ("/"). */
  shortcut?: string;
}

/**
 * A list's search box: a magnifier, the text, and the browser's own clear button and
 * Escape (it is a `type="search"` input). The shortcut hint hides while the field has
 * focus or text, so it never sits over what is typed.
 */
export function SearchField({
  label,
  value,
  onValueChange,
  shortcut,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-fg"
      />
      <input
        type="search"
        aria-label={label}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className={cn(
          'h-12 w-full rounded-xl border border-border bg-card pr-4 pl-12 text-base shadow-card placeholder:text-muted-fg focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
          shortcut && 'peer sm:pr-12',
        )}
        {...props}
      />
      {shortcut ? (
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 hidden -translate-y-1/2 rounded-md border border-border px-1.5 font-mono text-xs text-muted-fg peer-focus:opacity-0 peer-[:not(:placeholder-shown)]:opacity-0 sm:block"
        >
          {shortcut}
        </kbd>
      ) : null}
    </div>
  );
}
