import { Globe2, Info, Map as MapIcon, Plus } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { ListScreen } from '@/kit/list/list-screen.tsx';
import { useUrlFilters } from '@/kit/list/use-url-filters.ts';
import { LoadFailed } from '@/kit/load-failed.tsx';
import { UntilLoaded } from '@/kit/until-loaded.tsx';
import { buttonVariants } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LevelLegend } from '../level-legend.tsx';
import { continentOf, kindLine, nameOf } from '../place-facts.ts';
import { hrefFor } from '../travel-links.ts';
import { usePlaces, useVisits, type PlaceEntry } from '../use-travel-data.ts';
import { PlaceFilterPanel } from './place-filter-panel.tsx';
import { activeFilterCount, filterPlaces, PLACE_QUERY, writeFilters } from './place-filters.ts';
import { PlaceRowCard, type ListedPlace } from './place-row.tsx';
import { TravelSummary } from './travel-summary.tsx';

const ROUTER = { useSearchParams, useLocation, useNavigationType };
const rowKey = (row: ListedPlace) => row.id;

/**
 * The tool's first screen: how much of the world the person has seen, then every place
 * they have marked, searchable and filtered by level, kind, continent and been / want to
 * go (all kept in the address). With no place yet, it says how to start.
 */
export default function PlacesScreen() {
  const places = usePlaces();
  const visits = useVisits();

  let body;
  if (places.status === 'loading') {
    body = <UntilLoaded label="Loading your places" empty={<NoPlacesYet />} />;
  } else if (places.status === 'error') {
    body = <LoadFailed title="Your places could not be loaded" message={places.error?.message} />;
  } else if (places.entries.length === 0) body = <NoPlacesYet />;
  else {
    body = (
      <>
        <TravelSummary places={places.entries} visits={visits.entries} />
        <section aria-labelledby="places-heading" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="places-heading" className="text-2xl font-semibold tracking-tight">
              Your places
            </h2>
            <LevelLegend />
          </div>
          <PlacesBrowser places={places.entries} />
        </section>
      </>
    );
  }

  return (
    <div className="space-y-8">
      {body}
      {/* Until the app knows who is signed in, it cannot say where places are kept. */}
      {places.signedIn || places.path === null ? null : (
        <p className="flex items-center gap-2 text-sm text-muted-fg">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          Your places are kept on this device until you log in.
        </p>
      )}
    </div>
  );
}

function PlacesBrowser({ places }: { places: PlaceEntry[] }) {
  const controls = useUrlFilters(PLACE_QUERY, ROUTER);
  const { filters, setSearch, commitSearch, clearAll } = controls;
  const rows = useMemo(
    () =>
      places.map(({ id, place }): ListedPlace => ({
        id,
        place,
        name: nameOf(place),
        line: kindLine(place),
        kind: place.kind,
        level: place.level,
        continent: continentOf(place),
      })),
    [places],
  );
  const deferred = useDeferredValue(filters);
  const shown = useMemo(() => filterPlaces(rows, deferred), [rows, deferred]);
  // Links to a place carry the list's state, so "back" returns to the same view.
  const listQuery = useMemo(() => writeFilters(deferred), [deferred]);
  const renderRow = useCallback(
    (row: ListedPlace) => (
      <PlaceRowCard row={row} href={hrefFor({ kind: 'detail', id: row.id }, listQuery)} />
    ),
    [listQuery],
  );

  return (
    <ListScreen
      label="Places"
      layout="list"
      total={rows.length}
      shown={shown}
      itemKey={rowKey}
      renderItem={renderRow}
      search={{
        value: filters.search,
        onChange: setSearch,
        onCommit: commitSearch,
        label: 'Search places',
        placeholder: 'Search by name or country…',
        hint: true,
      }}
      filters={{
        panel: <PlaceFilterPanel controls={controls} />,
        count: activeFilterCount(filters),
        dialogTitle: 'Filter places',
        clearLabel: 'Clear all filters',
        applyLabel: `Show ${shown.length} ${shown.length === 1 ? 'place' : 'places'}`,
      }}
      onClear={clearAll}
      noMatches={{ text: 'No places match your filters.', clearLabel: 'Clear filters' }}
      limit={60}
      limitKey={listQuery.toString()}
    />
  );
}

/** No place yet: tap them in on the map, or add one by name. */
function NoPlacesYet() {
  const [params] = useSearchParams();
  return (
    <EmptyState
      icon={<Globe2 />}
      title="No places yet"
      actions={
        <>
          <Link to={hrefFor({ kind: 'map' }, params)} className={buttonVariants()}>
            <MapIcon aria-hidden="true" />
            Open the map
          </Link>
          <Link
            to={hrefFor({ kind: 'add' }, params)}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Plus aria-hidden="true" />
            Add a place
          </Link>
        </>
      }
    >
      Start with the map: tap every state and country you have been to. Or add a place by name — a
      country, a US state, a region or a city — then give it visits, a description and photos.
    </EmptyState>
  );
}
