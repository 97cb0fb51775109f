import { Sprout } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { toggleValue } from '@/kit/list/filter-query.ts';
import { ListScreen } from '@/kit/list/list-screen.tsx';
import { useUrlFilters } from '@/kit/list/use-url-filters.ts';
import { ChipList } from './filter-chips.tsx';
import { activeFilterCount, filterOptions, filterTinies } from './filter.ts';
import { listingQuery } from './listing-query.ts';
import { TINIES, type Tiny } from './tinies.ts';
import { TinyCard } from './tiny-card.tsx';

const OPTIONS = filterOptions(TINIES);
const QUERY = listingQuery(OPTIONS);
const ROUTER = { useSearchParams, useLocation, useNavigationType };
const tinyKey = (tiny: Tiny) => tiny.id;
const tinyCard = (tiny: Tiny) => <TinyCard tiny={tiny} />;

/** The catalogue: search, category and tag filters, and a card per matching tiny. */
export function ListingPage() {
  const { filters, setSearch, commitSearch, change, clearAll } = useUrlFilters(QUERY, ROUTER);
  const { tags, categories } = filters;
  const deferredSearch = useDeferredValue(filters.search);
  const results = useMemo(
    () => filterTinies(TINIES, { search: deferredSearch, tags, categories }),
    [deferredSearch, tags, categories],
  );

  // Chips apply at once, inline and in the narrow screens' dialog alike.
  const panel = (
    <div className="space-y-5 md:space-y-4">
      <ChipList
        label="Categories"
        options={OPTIONS.categories}
        selected={categories}
        onToggle={(category) =>
          change((current) => ({ categories: toggleValue(current.categories, category) }))
        }
      />
      <ChipList
        label="Tags"
        prefix="#"
        options={OPTIONS.tags}
        selected={tags}
        onToggle={(tag) => change((current) => ({ tags: toggleValue(current.tags, tag) }))}
      />
    </div>
  );

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

      <div className="mt-10">
        <ListScreen
          variant="page"
          label="Tinies"
          total={TINIES.length}
          shown={results}
          itemKey={tinyKey}
          renderItem={tinyCard}
          search={{
            value: filters.search,
            onChange: setSearch,
            onCommit: commitSearch,
            label: 'Search tinies',
            placeholder: 'Search your tiny...',
          }}
          filters={{
            panel,
            count: activeFilterCount(filters),
            dialogTitle: 'Filter Tinies',
            clearLabel: 'Clear Filters',
            applyLabel: 'Apply Filters',
          }}
          onClear={clearAll}
          // The spec: "Clear all filters" appears when a tag or category is selected.
          clearAllFor="filters"
          noMatches={{
            text: 'No tinies match your filters. Try adjusting your search or filters.',
            clearLabel: 'Show all tinies',
          }}
        />
      </div>
    </div>
  );
}
