import { Building2, Info, Plus } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { FilterGroup } from '@/kit/list/filter-group.tsx';
import { ListScreen } from '@/kit/list/list-screen.tsx';
import { ListSort } from '@/kit/list/list-sort.tsx';
import { useUrlFilters, type UrlFilters } from '@/kit/list/use-url-filters.ts';
import { LoadFailed } from '@/kit/load-failed.tsx';
import { UntilLoaded } from '@/kit/until-loaded.tsx';
import {
  APARTMENT_STATUS_LABELS,
  APARTMENT_STATUSES,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import { buttonVariants } from '@/ui/button.tsx';
import { Chip } from '@/ui/chip.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { pricingUnitOf, pricedFacts } from '../apartment-facts.ts';
import { hrefFor } from '../apartment-links.ts';
import { useTourSettings } from '../tour-settings.ts';
import {
  useApartments,
  useUnits,
  type ApartmentEntry,
  type UnitEntry,
} from '../use-apartment-data.ts';
import { ApartmentCard, type ListedApartment } from './apartment-card.tsx';
import {
  APARTMENT_QUERY,
  APARTMENT_SORTS,
  filterApartments,
  SORT_LABELS,
  toggledStatus,
  writeFilters,
  type ApartmentFilters,
} from './apartment-filters.ts';

const ROUTER = { useSearchParams, useLocation, useNavigationType };
const rowKey = (row: ListedApartment) => row.id;
const SORT_OPTIONS = APARTMENT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/**
 * The tool's first screen: every apartment the person means to tour or has toured, with
 * its status, rent and tour; searched by name and address, filtered by status and sorted
 * (all kept in the address). With none yet, it says what to do first.
 */
export default function ApartmentsScreen() {
  const apartments = useApartments();
  const units = useUnits();

  let body;
  if (apartments.status === 'loading') {
    body = <UntilLoaded label="Loading your apartments" empty={<NoApartmentsYet />} />;
  } else if (apartments.status === 'error') {
    body = (
      <LoadFailed title="Your apartments could not be loaded" message={apartments.error?.message} />
    );
  } else if (apartments.entries.length === 0) body = <NoApartmentsYet />;
  else {
    body = (
      <section aria-labelledby="apartments-heading" className="space-y-4">
        <h2 id="apartments-heading" className="text-2xl font-semibold tracking-tight">
          Your apartments
        </h2>
        <ApartmentsBrowser apartments={apartments.entries} units={units.entries} />
      </section>
    );
  }

  return (
    <div className="space-y-8">
      {body}
      {/* Until the app knows who is signed in, it cannot say where apartments are kept. */}
      {apartments.signedIn || apartments.path === null ? null : (
        <p className="flex items-center gap-2 text-sm text-muted-fg">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          Your apartments are kept on this device until you log in.
        </p>
      )}
    </div>
  );
}

function ApartmentsBrowser({
  apartments,
  units,
}: {
  apartments: ApartmentEntry[];
  units: UnitEntry[];
}) {
  const controls = useUrlFilters(APARTMENT_QUERY, ROUTER);
  const { filters, setSearch, commitSearch, clearAll, change } = controls;
  const { money, areaLabel } = useTourSettings();
  const rows = useMemo(() => {
    const unitsOf = Map.groupBy(units, (entry) => entry.unit.apartmentId);
    return apartments.map(({ id, apartment }): ListedApartment => {
      const facts = pricedFacts(apartment, pricingUnitOf(apartment, unitsOf.get(id) ?? [])?.unit);
      return {
        id,
        apartment,
        facts,
        name: apartment.name,
        address: apartment.address ?? '',
        status: apartment.status,
        rent: facts.rent,
        tourAt: apartment.tourAt,
      };
    });
  }, [apartments, units]);
  const deferred = useDeferredValue(filters);
  const shown = useMemo(() => filterApartments(rows, deferred), [rows, deferred]);
  // Links to an apartment carry the list's state, so "back" returns to the same view.
  const listQuery = useMemo(() => writeFilters(deferred), [deferred]);
  const renderRow = useCallback(
    (row: ListedApartment) => (
      <ApartmentCard
        row={row}
        href={hrefFor({ kind: 'detail', id: row.id }, listQuery)}
        rent={row.rent === undefined ? null : `${money.formatWhole(row.rent)} a month`}
        areaLabel={areaLabel}
      />
    ),
    [listQuery, money, areaLabel],
  );

  return (
    <ListScreen
      label="Apartments"
      total={rows.length}
      shown={shown}
      itemKey={rowKey}
      renderItem={renderRow}
      search={{
        value: filters.search,
        onChange: setSearch,
        onCommit: commitSearch,
        label: 'Search apartments',
        placeholder: 'Search by name or address…',
        hint: true,
      }}
      filters={{
        panel: <StatusFilter controls={controls} />,
        count: filters.statuses.length,
        dialogTitle: 'Filter apartments',
        clearLabel: 'Clear all filters',
        applyLabel: `Show ${shown.length} ${shown.length === 1 ? 'apartment' : 'apartments'}`,
      }}
      onClear={clearAll}
      noMatches={{ text: 'No apartments match your search.', clearLabel: 'Clear filters' }}
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

/** The status filter, as chips: any of those chosen. */
function StatusFilter({ controls }: { controls: UrlFilters<ApartmentFilters> }) {
  const { filters, change } = controls;
  return (
    <FilterGroup label="Status">
      {APARTMENT_STATUSES.map((status) => (
        <Chip
          key={status}
          pressed={filters.statuses.includes(status)}
          onPressedChange={() =>
            change((current) => ({ statuses: toggledStatus(current.statuses, status) }))
          }
        >
          {APARTMENT_STATUS_LABELS[status]}
        </Chip>
      ))}
    </FilterGroup>
  );
}

/** No apartment yet: the first step is adding one to tour. */
function NoApartmentsYet() {
  const [params] = useSearchParams();
  return (
    <EmptyState
      icon={<Building2 />}
      title="No apartments yet"
      actions={
        <Link to={hrefFor({ kind: 'new' }, params)} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          Add an apartment
        </Link>
      }
    >
      Add the first apartment you want to tour: its name, address and rent are enough to start. Then
      add its units, set the tour’s date and time, and ask the right questions on the day.
    </EmptyState>
  );
}
