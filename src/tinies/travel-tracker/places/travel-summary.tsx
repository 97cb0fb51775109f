import { Link, useSearchParams } from 'react-router';
import { countryByCode, usStateByCode } from '@/shared/travel-tracker/places/catalogue.ts';
import { hasBeen } from '@/shared/travel-tracker/travel-tracker-schema.ts';
import { hrefFor } from '../travel-links.ts';
import type { PlaceEntry, VisitEntry } from '../use-travel-data.ts';

/** The 50 states, and the countries counted the way "195 countries" does (UN members and observers). */
const STATES_TOTAL = 50;
const COUNTRIES_TOTAL = 195;

/** What the summary counts: places been to (not "want to go"). */
export function summaryCounts(places: readonly PlaceEntry[]) {
  let states = 0;
  let countries = 0;
  let wanted = 0;
  for (const { place } of places) {
    if (!hasBeen(place.level)) {
      wanted += 1;
      continue;
    }
    if (place.kind === 'state' && place.code && usStateByCode(place.code)?.kind === 'state') {
      states += 1;
    }
    if (place.kind === 'country' && place.code && countryByCode(place.code)?.un) countries += 1;
  }
  return { states, countries, wanted };
}

/** "X / 50 states", "X / 195 countries", visits and the wish list, at a glance. */
export function TravelSummary({
  places,
  visits,
}: {
  places: readonly PlaceEntry[];
  visits: readonly VisitEntry[];
}) {
  const [params] = useSearchParams();
  const counts = summaryCounts(places);
  const tiles = [
    { value: `${counts.states} / ${STATES_TOTAL}`, label: 'states' },
    { value: `${counts.countries} / ${COUNTRIES_TOTAL}`, label: 'countries' },
    { value: String(visits.length), label: visits.length === 1 ? 'visit' : 'visits' },
    { value: String(counts.wanted), label: 'on the wish list' },
  ];
  return (
    <section aria-labelledby="summary-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="summary-heading" className="text-2xl font-semibold tracking-tight">
          Where you have been
        </h2>
        <Link
          to={hrefFor({ kind: 'stats' }, params)}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          All stats
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="flex flex-col-reverse rounded-xl border border-border bg-card p-4 shadow-card"
          >
            <dt className="text-sm text-muted-fg">{tile.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
