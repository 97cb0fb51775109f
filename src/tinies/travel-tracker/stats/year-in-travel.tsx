import { useId, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CONTINENT_LABELS, countryName } from '@/shared/travel-tracker/places/catalogue.ts';
import {
  chosenYear,
  countText,
  listText,
  nameOfPlaceId,
} from '@/shared/travel-tracker/stats/stats-text.ts';
import { yearInTravel } from '@/shared/travel-tracker/stats/travel-stats.ts';
import { cn } from '@/ui/cn.ts';
import { Select } from '@/ui/select.tsx';
import { YEAR_PARAM } from '../travel-links.ts';
import type { PlaceEntry, VisitEntry } from '../use-travel-data.ts';
import { CARD, StatSection } from './stats-parts.tsx';
import { visitDates } from '../visits/visit-format.ts';

const byName = (names: string[]) => names.sort((a, b) => a.localeCompare(b));

/** "New: France and Spain", or nothing when none is new. */
const newOnes = (names: string[]) => (names.length > 0 ? `New: ${listText(byName(names))}` : '');
const newCount = (count: number) => (count > 0 ? `${count} new` : '');

/** One year's travel: the year chosen among those with visits, its figures. */
export function YearInTravel({
  places,
  visits,
  years,
}: {
  places: readonly PlaceEntry[];
  visits: readonly VisitEntry[];
  /** The years with visits. */
  years: readonly number[];
}) {
  const [params, setParams] = useSearchParams();
  const labelId = useId();
  const year = chosenYear(params.get(YEAR_PARAM), years);
  const figures = useMemo(
    () => (year === undefined ? undefined : yearInTravel(year, places, visits)),
    [year, places, visits],
  );
  if (year === undefined || !figures) {
    return (
      <StatSection title="Year in travel">
        <p className="text-muted-fg">
          Add the dates of your visits, and each year’s travel shows here.
        </p>
      </StatSection>
    );
  }

  const choose = (value: string | null) => {
    if (!value) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(YEAR_PARAM, value);
        return next;
      },
      { replace: true },
    );
  };
  const longest = figures.longestTrip;
  const rows: { label: string; value: ReactNode; detail?: string }[] = [
    { label: 'Visits', value: figures.visits },
    { label: 'Places', value: figures.places.length, detail: newCount(figures.newPlaces.length) },
    {
      label: 'Countries',
      value: figures.countries.length,
      detail: newOnes(figures.newCountries.map((code) => countryName(code))),
    },
    {
      label: 'US states',
      value: figures.usStates.length,
      detail: newOnes(figures.newUsStates.map((code) => nameOfPlaceId(`state-${code}`))),
    },
    {
      label: 'Continents',
      value: figures.continents.length,
      detail: newOnes(figures.newContinents.map((continent) => CONTINENT_LABELS[continent])),
    },
    { label: 'Days away', value: figures.daysAway },
    { label: 'Nights away', value: figures.nightsAway },
    { label: 'Trips', value: figures.trips },
    ...(longest
      ? [
          {
            label: 'Longest trip',
            value: countText(longest.days, 'day', 'days'),
            detail: visitDates(longest),
          },
        ]
      : []),
  ];

  return (
    <StatSection
      title="Year in travel"
      actions={
        <div className="flex items-center gap-2">
          <span id={labelId} className="text-sm font-medium">
            Year
          </span>
          <Select
            aria-labelledby={labelId}
            options={years.toReversed().map((one) => ({ value: String(one), label: String(one) }))}
            value={String(year)}
            onValueChange={choose}
            className="w-28"
          />
        </div>
      }
    >
      <dl className={cn('divide-y divide-border', CARD)}>
        {rows.map((row) => (
          <div key={row.label} className="flex items-start justify-between gap-3 px-4 py-2">
            <dt>{row.label}</dt>
            <dd className="min-w-0 text-right">
              <span className="font-semibold tabular-nums">{row.value}</span>
              {row.detail ? (
                <span className="block text-sm text-muted-fg">{row.detail}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </StatSection>
  );
}
