import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { travelStats } from '@/shared/travel-tracker/stats/travel-stats.ts';
import { hrefFor } from '../travel-links.ts';
import type { PlaceEntry, VisitEntry } from '../use-travel-data.ts';

/** "X / 50 states", "X / 195 countries", visits and the wish list, at a glance. */
export function TravelSummary({
  places,
  visits,
}: {
  places: readonly PlaceEntry[];
  visits: readonly VisitEntry[];
}) {
  const [params] = useSearchParams();
  const stats = useMemo(() => travelStats(places, visits), [places, visits]);
  const tiles = [
    { value: `${stats.states.been} / ${stats.states.total}`, label: 'states' },
    { value: `${stats.countries.been} / ${stats.countries.total}`, label: 'countries' },
    { value: String(visits.length), label: visits.length === 1 ? 'visit' : 'visits' },
    { value: String(stats.levels.want), label: 'on the wish list' },
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
