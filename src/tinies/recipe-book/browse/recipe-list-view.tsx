import { useCallback, useDeferredValue, useMemo } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { ListScreen } from '@/kit/list/list-screen.tsx';
import { ListSort } from '@/kit/list/list-sort.tsx';
import { useUrlFilters } from '@/kit/list/use-url-filters.ts';
import { UntilLoaded } from '@/kit/until-loaded.tsx';
import { hrefFor } from '../recipe-links.ts';
import type { RecipeBook, RecipeEntry } from '../use-recipe-book.ts';
import { RecipeCard } from './recipe-card.tsx';
import { RecipeFilterPanel } from './recipe-filter-panel.tsx';
import {
  activeFilterCount,
  browseEntries,
  RECIPE_QUERY,
  RECIPE_SORTS,
  SORT_LABELS,
  writeFilters,
} from './recipe-filters.ts';
import { NoRecipesYet, RecipesUnavailable } from './recipe-list-states.tsx';
import { RecipeListToolbar } from './recipe-list-toolbar.tsx';

const SORT_OPTIONS = RECIPE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));
const entryKey = (entry: RecipeEntry) => entry.id;
const ROUTER = { useSearchParams, useLocation, useNavigationType };

/** The browse screen: the toolbar, then the collection's state or the searchable grid. */
export function RecipeListView({ book }: { book: RecipeBook }) {
  let content;
  if (book.status === 'loading') {
    content = <UntilLoaded label="Loading recipes" empty={<NoRecipesYet />} />;
  } else if (book.status === 'error') content = <RecipesUnavailable error={book.error} />;
  else content = <RecipeBrowser entries={book.entries} />;

  return (
    <div className="space-y-6">
      {/* Until the app knows who is signed in, it cannot say where recipes are kept. */}
      <RecipeListToolbar entries={book.entries} signedIn={book.signedIn || book.path === null} />
      {content}
    </div>
  );
}

function RecipeBrowser({ entries }: { entries: RecipeEntry[] }) {
  const controls = useUrlFilters(RECIPE_QUERY, ROUTER);
  const { filters, setSearch, commitSearch, change, clearAll } = controls;

  // NOTE: typing updates the box at once; matching and the grid follow in a render that
  // React may interrupt, so a large collection never holds a keystroke back.
  const deferred = useDeferredValue(filters);
  const shown = useMemo(() => browseEntries(entries, deferred), [entries, deferred]);
  // Links to a recipe carry the list's state, so "back" returns to the same view.
  const listQuery = useMemo(() => writeFilters(deferred), [deferred]);
  const renderCard = useCallback(
    (entry: RecipeEntry) => (
      <RecipeCard entry={entry} href={hrefFor({ kind: 'detail', id: entry.id }, listQuery)} />
    ),
    [listQuery],
  );

  return (
    <ListScreen
      label="Recipes"
      total={entries.length}
      shown={shown}
      itemKey={entryKey}
      renderItem={renderCard}
      empty={<NoRecipesYet />}
      search={{
        value: filters.search,
        onChange: setSearch,
        onCommit: commitSearch,
        label: 'Search recipes',
        placeholder: 'Search name, ingredient or tag…',
        hint: true,
      }}
      filters={{
        panel: <RecipeFilterPanel controls={controls} />,
        count: activeFilterCount(filters),
        dialogTitle: 'Filter recipes',
        clearLabel: 'Clear all filters',
        applyLabel: `Show ${shown.length} ${shown.length === 1 ? 'recipe' : 'recipes'}`,
      }}
      onClear={clearAll}
      noMatches={{ text: 'No recipes match your filters.', clearLabel: 'Clear filters' }}
      sort={
        <ListSort
          options={SORT_OPTIONS}
          value={filters.sort}
          onChange={(sort) => change({ sort })}
        />
      }
    />
  );
}
