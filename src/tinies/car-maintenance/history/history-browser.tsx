import { ClipboardList } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { ListScreen } from '@/kit/list/list-screen.tsx';
import { NarrowingSearch } from '@/kit/list/narrowing-search.ts';
import { useUrlFilters } from '@/kit/list/use-url-filters.ts';
import { useWarmUpWhenIdle } from '@/kit/list/use-warm-up-when-idle.ts';
import { LoadFailed } from '@/kit/load-failed.tsx';
import type { ServiceType } from '@/shared/car-maintenance/car-model.ts';
import { buttonVariants } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Loading } from '@/ui/loading.tsx';
import { hrefFor, recordHrefs } from '../car-links.ts';
import { useMoney } from '../money.ts';
import {
  useCustomParts,
  useLocations,
  useServices,
  useVehicles,
  type ServiceEntry,
} from '../use-car-data.ts';
import { HistoryFilterPanel, type FilterChoice } from './history-filter-panel.tsx';
import {
  activeHistoryFilterCount,
  historyMatcher,
  keepHistory,
  HISTORY_QUERY,
  orderedServiceTypes,
  sortedHistory,
  writeHistoryFilters,
  type HistoryFilters,
} from './history-filters.ts';
import { HistoryRow, rowDetailsOf } from './history-row.tsx';
import { partLabel } from './service-format.ts';

const ROUTER = { useSearchParams, useLocation, useNavigationType };
const entryKey = (entry: ServiceEntry) => entry.id;
/** A search that reads a record's text and matches anything. */
const WARM_WORDS = [''];
/** Rows drawn at first and added by each "Show more". */
const PAGE = 20;

const byLabel = (a: FilterChoice, b: FilterChoice) => a.label.localeCompare(b.label);

/** The service history under "Due next": its state, then the searchable list. */
export default function HistoryBrowser() {
  const services = useServices();
  const [params] = useSearchParams();
  let content;
  if (services.status === 'loading') content = <Loading label="Loading your service history" />;
  else if (services.status === 'error') {
    content = (
      <LoadFailed
        title="Your service history could not be loaded"
        message={services.error?.message}
      />
    );
  }

  return (
    <section aria-labelledby="service-history" className="space-y-4">
      {content ? (
        <>
          <HistoryHeader query={params} />
          {content}
        </>
      ) : (
        <HistoryView entries={services.entries} />
      )}
    </section>
  );
}

/**
 * The history's heading and "Log a service", whose link carries the search as typed (as
 * the rows' links do), so it changes with the list, not again when the URL catches up.
 */
function HistoryHeader({ query }: { query: URLSearchParams }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id="service-history" className="text-xl font-semibold">
        Service history
      </h2>
      <Link
        to={hrefFor({ kind: 'new-service' }, query)}
        className={buttonVariants({ variant: 'outline' })}
      >
        Log a service
      </Link>
    </div>
  );
}

function HistoryView({ entries }: { entries: ServiceEntry[] }) {
  const cars = useVehicles().entries;
  const shops = useLocations().entries;
  const custom = useCustomParts().entries;
  const money = useMoney();
  const controls = useUrlFilters(HISTORY_QUERY, ROUTER);
  const { filters, setSearch, commitSearch, change, clearAll } = controls;
  const { cars: carIds, types, parts, shops: shopIds, from, to } = filters;

  const carsById = useMemo(() => new Map(cars.map((car) => [car.id, car.vehicle])), [cars]);
  const shopNames = useMemo(
    () => new Map(shops.map((shop) => [shop.id, shop.location.name])),
    [shops],
  );
  const partName = useCallback((id: string) => partLabel(id, custom), [custom]);
  const matcher = useMemo(
    () => historyMatcher({ shop: (id) => shopNames.get(id), part: partName }),
    [shopNames, partName],
  );
  // Sorted once per change of the records; typing only filters.
  const sorted = useMemo(
    () => sortedHistory(entries, new Set(carsById.keys())),
    [entries, carsById],
  );

  // Each record's searchable text is worked out while the page is idle, not on the first
  // keystroke (the matcher keeps it per record).
  const warm = useCallback((entry: ServiceEntry) => void matcher(entry, WARM_WORDS), [matcher]);
  useWarmUpWhenIdle(sorted, warm);

  // The filters without the search: the panel stays as it is while typing.
  const chosen = useMemo(
    (): HistoryFilters => ({ search: '', cars: carIds, types, parts, shops: shopIds, from, to }),
    [carIds, types, parts, shopIds, from, to],
  );

  // NOTE: a keystroke draws the list in the same render as the box, before the next
  // paint: a search that narrows the last one looks only among what that one found, the
  // rows it keeps stay as they are, and at most PAGE rows are drawn.
  const [search] = useState(() => new NarrowingSearch<ServiceEntry>());
  const keep = useCallback(
    (among: readonly ServiceEntry[], words: readonly string[]) =>
      keepHistory(among, chosen, words, matcher),
    [chosen, matcher],
  );
  const shown = useMemo(
    () => search.run(sorted, filters.search, keep),
    [search, sorted, filters.search, keep],
  );
  const listQuery = useMemo(() => writeHistoryFilters(filters), [filters]);

  const choices = useMemo(() => {
    const usedTypes = new Set<ServiceType>(types);
    const usedParts = new Set<string>(parts);
    const usedShops = new Set<string>(shopIds);
    for (const { service } of sorted) {
      usedTypes.add(service.type);
      for (const tag of service.parts) usedParts.add(tag.part);
      if (service.locationId) usedShops.add(service.locationId);
    }
    return {
      cars: cars.map((car) => ({ id: car.id, label: car.vehicle.name })),
      types: orderedServiceTypes(usedTypes),
      parts: [...usedParts].map((id) => ({ id, label: partName(id) })).sort(byLabel),
      shops: [...usedShops]
        .map((id) => ({ id, label: shopNames.get(id) ?? 'A deleted shop' }))
        .sort(byLabel),
    };
  }, [sorted, cars, partName, shopNames, types, parts, shopIds]);

  // Each record's row details are made once for these names, so a new search or a filter
  // redraws only the rows it adds; the rows it keeps stay as they are.
  const details = useMemo(
    () =>
      rowDetailsOf({
        car: (id) => carsById.get(id),
        shop: (id) => shopNames.get(id),
        part: partName,
        money: money.format,
      }),
    [carsById, shopNames, partName, money.format],
  );

  // NOTE: a row's address carries the filters but not the search text, so typing redraws
  // no row it keeps. Opening one carries the text too, as typed (`openRow`): the service's
  // way back returns to the same search.
  const filterQuery = useMemo(() => writeHistoryFilters(chosen).toString(), [chosen]);
  const serviceHref = useMemo(
    () => recordHrefs('service', new URLSearchParams(filterQuery)),
    [filterQuery],
  );
  const navigate = useNavigate();
  const typedQuery = useRef(listQuery);
  useLayoutEffect(() => {
    typedQuery.current = listQuery;
  }, [listQuery]);
  const openRow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, id: string) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      void navigate(recordHrefs('service', typedQuery.current)(id));
    },
    [navigate],
  );
  const renderRow = useCallback(
    (entry: ServiceEntry) => (
      <HistoryRow
        entry={entry}
        href={serviceHref(entry.id)}
        onOpen={openRow}
        details={details(entry)}
      />
    ),
    [serviceHref, openRow, details],
  );

  return (
    <>
      <HistoryHeader query={listQuery} />
      <ListScreen
        label="Services"
        layout="list"
        limit={PAGE}
        limitKey={listQuery.toString()}
        total={sorted.length}
        shown={shown}
        itemKey={entryKey}
        renderItem={renderRow}
        empty={<NoServicesYet />}
        search={{
          value: filters.search,
          onChange: setSearch,
          onCommit: commitSearch,
          label: 'Search services',
          placeholder: 'Search title, notes, shop or part…',
          hint: true,
        }}
        filters={{
          panel: <HistoryFilterPanel filters={chosen} change={change} choices={choices} />,
          count: activeHistoryFilterCount(filters),
          dialogTitle: 'Filter services',
          clearLabel: 'Clear all filters',
          applyLabel: `Show ${shown.length} ${shown.length === 1 ? 'service' : 'services'}`,
        }}
        onClear={clearAll}
        noMatches={{
          text: 'No services match your search and filters.',
          clearLabel: 'Clear filters',
        }}
      />
    </>
  );
}

function NoServicesYet() {
  const [params] = useSearchParams();
  return (
    <EmptyState
      icon={<ClipboardList />}
      title="No services yet"
      actions={
        <>
          <Link to={hrefFor({ kind: 'new-service' }, params)} className={buttonVariants()}>
            Log a service
          </Link>
          <Link
            to={hrefFor({ kind: 'quick-add' }, params)}
            className={buttonVariants({ variant: 'outline' })}
          >
            Quick add
          </Link>
        </>
      }
    >
      Log your first oil change, inspection or repair: its date, odometer, cost and the parts it
      touched. Everything you log shows here, newest first.
    </EmptyState>
  );
}
