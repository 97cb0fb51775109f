import { Search, Sprout } from 'lucide-react';
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { Button } from '../ui/button.tsx';
import { FiltersButton } from '../ui/filters-button.tsx';
import { activeFilterCount, filterOptions, filterTinies } from './filter.ts';
import { ChipList } from './filter-chips.tsx';
import { TINIES } from './tinies.ts';
import { TinyCard } from './tiny-card.tsx';
import { useListingFilters } from './use-listing-filters.ts';

const FiltersDialog = lazy(() => import('./filters-dialog.tsx'));
const OPTIONS = filterOptions(TINIES);

/** The catalogue: search, category and tag filters, and a card per matching tiny. */
export function ListingPage() {
  const filters = useListingFilters(OPTIONS);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Stays mounted after the first open so closing can animate and return focus.
  const [dialogMounted, setDialogMounted] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashToSearch(searchRef);
  useTextTypedBeforeHydration(searchRef, filters.search, filters.setSearch);

  const deferredSearch = useDeferredValue(filters.search);
  const results = filterTinies(TINIES, {
    search: deferredSearch,
    tags: filters.tags,
    categories: filters.categories,
  });
  const selectedCount = activeFilterCount(filters);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-20 pb-16 sm:px-6 lg:px-8">
      <title>Tinies</title>
      <header className="text-center">
        <div
          aria-hidden="true"
          className="mx-auto mb-5 flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-fg shadow-card"
        >
          <Sprout className="size-6" />
        </div>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Tinies</h1>
        <p className="mt-3 text-lg text-muted-fg">Where dreams take their first breath</p>
      </header>

      <div role="search" className="mt-10 space-y-5">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-fg"
          />
          <input
            ref={searchRef}
            type="search"
            aria-label="Search tinies"
            placeholder="Search your tiny..."
            value={filters.search}
            onChange={(event) => filters.setSearch(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className="h-12 w-full rounded-xl border border-border bg-card pr-4 pl-12 text-base shadow-card placeholder:text-muted-fg focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
          />
        </div>

        <div className="hidden space-y-4 md:block">
          <ChipList
            label="Categories"
            options={OPTIONS.categories}
            selected={filters.categories}
            onToggle={filters.toggleCategory}
          />
          <ChipList
            label="Tags"
            prefix="#"
            options={OPTIONS.tags}
            selected={filters.tags}
            onToggle={filters.toggleTag}
          />
        </div>

        <div className="flex min-h-10 items-center justify-between gap-3">
          <p role="status" className="text-sm text-muted-fg">
            Showing {results.length} of {TINIES.length}
          </p>
          <div className="flex items-center gap-2">
            {selectedCount > 0 ? (
              <div className="hidden md:block">
                <Button variant="tertiary" size="sm" onClick={filters.clearAll}>
                  Clear all filters
                </Button>
              </div>
            ) : null}
            <div className="md:hidden">
              <FiltersButton
                count={selectedCount}
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

      {results.length > 0 ? (
        <ul
          aria-label="Tinies"
          className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
        >
          {results.map((tiny) => (
            <li key={tiny.id} className="flex">
              <TinyCard tiny={tiny} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-border px-6 py-14 text-center">
          <p className="text-muted-fg">
            No tinies match your filters. Try adjusting your search or filters.
          </p>
          <Button variant="outline" className="mt-4" onClick={filters.clearAll}>
            Show all tinies
          </Button>
        </div>
      )}

      {dialogMounted ? (
        <Suspense fallback={null}>
          <FiltersDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            options={OPTIONS}
            filters={filters}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function preloadFiltersDialog() {
  void import('./filters-dialog.tsx');
}

/**
 * The page arrives prerendered, so a visitor may type into the search box before the
 * app has attached to it; adopt that text instead of dropping it.
 */
function useTextTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  value: string,
  setValue: (value: string) => void,
) {
  const initial = useRef(value);
  const adopt = useRef(setValue);
  useEffect(() => {
    const typed = ref.current?.value ?? '';
    if (typed !== initial.current) adopt.current(typed);
  }, [ref]);
}

/** "/" focuses the search box unless the user is already typing somewhere. */
function useSlashToSearch(ref: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      ref.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref]);
}
