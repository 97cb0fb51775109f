import { SearchX } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { FiltersButton } from '@/ui/filters-button.tsx';
import { SearchField } from '@/ui/search-field.tsx';
import { useSlashToSearch } from './use-slash-to-search.ts';
import { useTextTypedBeforeHydration } from './use-text-typed-before-hydration.ts';

const ListFiltersDialog = lazy(() => import('./list-filters-dialog.tsx'));
// NOTE: loaded only for an empty collection, so lists that never are (the catalogue) do
// not carry the data client.
const DeviceCopyNote = lazy(() =>
  import('../device-copy/device-copy-note.tsx').then((m) => ({ default: m.DeviceCopyNote })),
);

function preloadFiltersDialog() {
  void import('./list-filters-dialog.tsx');
}

/**
 * Where the filters move from the panel into the dialog, and how the panel looks:
 * `page` for a page of its own (the catalogue: open chips, from `md`), `tool` for a
 * tool's screen (a boxed panel, from `sm`).
 * NOTE: whole class names, as Tailwind only sees literal ones.
 */
const VARIANTS = {
  page: {
    search: 'space-y-5',
    panel: 'hidden md:block',
    wideOnly: 'hidden md:block',
    narrowOnly: 'md:hidden',
  },
  tool: {
    search: 'space-y-4',
    panel: 'hidden rounded-2xl border border-border bg-card p-4 sm:block',
    wideOnly: 'hidden sm:block',
    narrowOnly: 'sm:hidden',
  },
} as const;

export interface ListScreenProps<T> {
  /** The card grid's accessible name ("Recipes"). */
  label: string;
  /** How many items the collection holds. */
  total: number;
  /** The items the search and filters leave, in the order shown. */
  shown: readonly T[];
  itemKey: (item: T) => string;
  /** One card. Keep it stable (a module function or `useCallback`) so typing does not redraw the grid. */
  renderItem: (item: T) => ReactNode;
  search: {
    value: string;
    onChange: (search: string) => void;
    /** Called when the box is left or Enter is pressed: write the search now (`commitSearch`). */
    onCommit?: () => void;
    /** The box's accessible name ("Search recipes"). */
    label: string;
    placeholder: string;
    /** Show the "/" hint at the box's end. */
    hint?: boolean;
  };
  filters: {
    /** Every filter; inline on wide screens and in the dialog on narrow ones. */
    panel: ReactNode;
    /** How many filters are on (the search is not a filter). */
    count: number;
    dialogTitle: string;
    /** The dialog's clear button ("Clear Filters"). */
    clearLabel: string;
    /** The dialog's closing button ("Apply Filters", "Show 3 recipes"). */
    applyLabel: string;
  };
  /** Resets the search and the filters. */
  onClear: () => void;
  /**
   * What brings the wide screens' "Clear all filters" button: search text or a chosen
   * filter (the default), or a chosen filter only (search text alone is cleared in its
   * box).
   */
  clearAllFor?: 'search-or-filters' | 'filters';
  /** Shown when the search and filters leave nothing, with a button that clears them. */
  noMatches: { text: string; clearLabel: string };
  /** The sort control (ListSort), beside the count. */
  sort?: ReactNode;
  /** Shown instead of everything else when the collection is empty. */
  empty?: ReactNode;
  variant?: keyof typeof VARIANTS;
  /** `grid` of cards (the default), or a `list` of rows one under another. */
  layout?: 'grid' | 'list';
  /**
   * Show only the first `limit` matches, with a button that shows as many more: a long
   * list stays quick to draw. Back to `limit` whenever `limitKey` (the search and filters)
   * changes.
   */
  limit?: number;
  limitKey?: string;
}

const LAYOUTS = {
  grid: 'mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3',
  list: 'mt-6 flex flex-col gap-3',
} as const;

/** How many of the matches are drawn: `limit` more at a time, from `limit` for each new key. */
function useLimit(limit: number | undefined, key: string | undefined) {
  const [state, setState] = useState({ key, count: limit ?? Infinity });
  if (state.key !== key) {
    const fresh = { key, count: limit ?? Infinity };
    setState(fresh);
    return { count: fresh.count, more: () => {} };
  }
  const more = () =>
    setState((current) => ({ ...current, count: current.count + (limit ?? Infinity) }));
  return { count: state.count, more };
}

/** "Showing N of M", true however many are drawn of how many matches. */
export function showingText(drawn: number, matches: number, total: number): string {
  if (drawn >= matches) return `Showing ${matches} of ${total}`;
  if (matches === total) return `Showing ${drawn} of ${total}`;
  return `Showing ${drawn} of ${matches} matches (${total} in all)`;
}

/**
 * A collection's browse screen: the search box ("/" reaches it), the filters (a panel on
 * wide screens; a button with a count and a lazily loaded dialog on narrow ones),
 * "Showing N of M" with a clear-all button (see `clearAllFor`), an optional sort, then
 * the card grid or a no-match state. The search and filter state belong to the caller
 * (see useUrlFilters).
 */
export function ListScreen<T>({
  label,
  total,
  shown,
  itemKey,
  renderItem,
  search,
  filters,
  onClear,
  clearAllFor = 'search-or-filters',
  noMatches,
  sort,
  empty,
  variant = 'tool',
  layout = 'grid',
  limit,
  limitKey,
}: ListScreenProps<T>) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Stays mounted after the first open so closing can animate and return focus.
  const [dialogMounted, setDialogMounted] = useState(false);
  useSlashToSearch(searchRef);
  useTextTypedBeforeHydration(searchRef, search.value, search.onChange);
  const { count, more } = useLimit(limit, limitKey);
  const drawn = Math.min(count, shown.length);

  const grid = useMemo(
    () => (
      <ul aria-label={label} className={LAYOUTS[layout]}>
        {shown.slice(0, drawn).map((item) => (
          <li key={itemKey(item)} className="flex">
            {renderItem(item)}
          </li>
        ))}
      </ul>
    ),
    [label, layout, shown, drawn, itemKey, renderItem],
  );

  if (total === 0 && empty) {
    return (
      <>
        <Suspense fallback={null}>
          <DeviceCopyNote />
        </Suspense>
        {empty}
      </>
    );
  }

  const looks = VARIANTS[variant];
  const searching = clearAllFor === 'search-or-filters' && search.value.trim() !== '';
  const offerClearAll = filters.count > 0 || searching;
  // The button that was clicked goes away with the filters: the search box takes the focus.
  const clearAll = () => {
    onClear();
    searchRef.current?.focus();
  };

  return (
    <>
      <div role="search" className={looks.search}>
        <SearchField
          ref={searchRef}
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onValueChange={search.onChange}
          onBlur={search.onCommit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search.onCommit?.();
          }}
          shortcut={search.hint ? '/' : undefined}
        />

        <div className={looks.panel}>{filters.panel}</div>

        <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <p role="status" className="text-sm text-muted-fg">
            {showingText(drawn, shown.length, total)}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {offerClearAll ? (
              <div className={looks.wideOnly}>
                <Button variant="tertiary" size="sm" onClick={clearAll}>
                  Clear all filters
                </Button>
              </div>
            ) : null}
            {sort}
            <div className={looks.narrowOnly}>
              <FiltersButton
                count={filters.count}
                onClick={() => {
                  setDialogMounted(true);
                  setDialogOpen(true);
                }}
                onPointerEnter={preloadFiltersDialog}
                onFocus={preloadFiltersDialog}
              />
            </div>
          </div>
        </div>
      </div>

      {shown.length > 0 ? (
        <>
          {grid}
          {drawn < shown.length ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={more}>
                Show more
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <EmptyState
          icon={<SearchX />}
          title="Nothing found"
          className="mt-6"
          actions={
            <Button variant="outline" onClick={clearAll}>
              {noMatches.clearLabel}
            </Button>
          }
        >
          {noMatches.text}
        </EmptyState>
      )}

      {dialogMounted ? (
        <Suspense fallback={null}>
          <ListFiltersDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            title={filters.dialogTitle}
            active={filters.count > 0}
            onClear={onClear}
            clearLabel={filters.clearLabel}
            applyLabel={filters.applyLabel}
          >
            {filters.panel}
          </ListFiltersDialog>
        </Suspense>
      ) : null}
    </>
  );
}
