import { Search } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { FiltersButton } from '../../../ui/filters-button.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Select } from '../../../ui/select.tsx';
import { RecipeCard } from './recipe-card.tsx';
import { RecipeFilterPanel } from './recipe-filter-panel.tsx';
import {
  activeFilterCount,
  browseEntries,
  isFiltering,
  RECIPE_SORTS,
  SORT_LABELS,
  writeFilters,
  type RecipeSort,
} from './recipe-filters.ts';
import { hrefFor } from '../recipe-links.ts';
import { NoMatches, NoRecipesYet, RecipesUnavailable } from './recipe-list-states.tsx';
import { RecipeListToolbar } from './recipe-list-toolbar.tsx';
import type { RecipeBook, RecipeEntry } from '../recipe-store.ts';
import { useRecipeFilters, type RecipeFilterControls } from './use-recipe-filters.ts';
import { useSlashToSearch } from './use-slash-to-search.ts';

const RecipeFiltersDialog = lazy(() => import('./recipe-filters-dialog.tsx'));

const SORT_OPTIONS = RECIPE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));
const isSort = (value: string | null): value is RecipeSort =>
  RECIPE_SORTS.some((sort) => sort === value);

/** The browse screen: the toolbar, then the collection's state or the searchable grid. */
export function RecipeListView({ book }: { book: RecipeBook }) {
  const controls = useRecipeFilters();
  let content;
  if (book.status === 'loading') content = <Loading label="Loading recipes" />;
  else if (book.status === 'error') content = <RecipesUnavailable error={book.error} />;
  else if (book.entries.length === 0) content = <NoRecipesYet />;
  else content = <RecipeBrowser entries={book.entries} controls={controls} />;

  return (
    <div className="space-y-6">
      {/* Until the app knows who is signed in, it cannot say where recipes are kept. */}
      <RecipeListToolbar entries={book.entries} signedIn={book.signedIn || book.path === null} />
      {content}
    </div>
  );
}

function RecipeBrowser({
  entries,
  controls,
}: {
  entries: RecipeEntry[];
  controls: RecipeFilterControls;
}) {
  const { filters } = controls;
  const searchRef = useRef<HTMLInputElement>(null);
  const sortLabelId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Stays mounted after the first open so closing can animate and return focus.
  const [dialogMounted, setDialogMounted] = useState(false);
  useSlashToSearch(searchRef);

  // NOTE: typing updates the box at once; matching and the grid follow in a render that
  // React may interrupt, so a large collection never holds a keystroke back.
  const deferred = useDeferredValue(filters);
  const shown = useMemo(() => browseEntries(entries, deferred), [entries, deferred]);
  const grid = useMemo(() => {
    const listQuery = writeFilters(deferred);
    return (
      <ul aria-label="Recipes" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((entry) => (
          <li key={entry.id} className="flex">
            <RecipeCard entry={entry} href={hrefFor({ kind: 'detail', id: entry.id }, listQuery)} />
          </li>
        ))}
      </ul>
    );
  }, [shown, deferred]);

  const selected = activeFilterCount(filters);
  const clearAll = () => {
    controls.clearAll();
    searchRef.current?.focus();
  };

  return (
    <>
      <div role="search" className="space-y-4">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-fg"
          />
          <input
            ref={searchRef}
            type="search"
            aria-label="Search recipes"
            placeholder="Search name, ingredient or tag…"
            value={filters.search}
            onChange={(event) => controls.setSearch(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            className="peer h-12 w-full rounded-xl border border-border bg-card pr-4 pl-12 text-base shadow-card placeholder:text-muted-fg focus-visible:border-primary sm:pr-12 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
          />
          <kbd
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-4 hidden -translate-y-1/2 rounded-md border border-border px-1.5 font-mono text-xs text-muted-fg peer-focus:opacity-0 peer-[:not(:placeholder-shown)]:opacity-0 sm:block"
          >
            /
          </kbd>
        </div>

        <div className="hidden rounded-2xl border border-border bg-card p-4 sm:block">
          <RecipeFilterPanel controls={controls} />
        </div>

        <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <p role="status" className="text-sm text-muted-fg">
            Showing {shown.length} of {entries.length}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {isFiltering(filters) ? (
              <div className="hidden sm:block">
                <Button variant="tertiary" size="sm" onClick={clearAll}>
                  Clear all filters
                </Button>
              </div>
            ) : null}
            <div className="flex items-center gap-2">
              <span id={sortLabelId} className="text-sm whitespace-nowrap text-muted-fg">
                Sort by
              </span>
              <div className="w-32 sm:w-36">
                <Select
                  aria-labelledby={sortLabelId}
                  options={SORT_OPTIONS}
                  value={filters.sort}
                  onValueChange={(sort) => {
                    if (isSort(sort)) controls.change({ sort });
                  }}
                />
              </div>
            </div>
            <div className="sm:hidden">
              <FiltersButton
                count={selected}
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

      {shown.length > 0 ? grid : <NoMatches onClear={clearAll} />}

      {dialogMounted ? (
        <Suspense fallback={null}>
          <RecipeFiltersDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            controls={controls}
            shown={shown.length}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function preloadFiltersDialog() {
  void import('./recipe-filters-dialog.tsx');
}
