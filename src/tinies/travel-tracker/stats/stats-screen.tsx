import { BarChart3 } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '@/kit/load-failed.tsx';
import { CONTINENT_LABELS, CONTINENTS } from '@/shared/travel-tracker/places/catalogue.ts';
import { travelStats } from '@/shared/travel-tracker/stats/travel-stats.ts';
import { BEEN_LEVEL_LABELS, BEEN_LEVELS } from '@/shared/travel-tracker/travel-model.ts';
import { buttonVariants } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Loading } from '@/ui/loading.tsx';
import { LevelSwatch } from '../level-legend.tsx';
import { TravelSummary } from '../places/travel-summary.tsx';
import { hrefFor } from '../travel-links.ts';
import { usePlaces, useVisits } from '../use-travel-data.ts';
import { LandShare } from './land-share.tsx';
import { NextPlaces } from './next-places.tsx';
import { StatList } from './stats-parts.tsx';
import { YearInTravel } from './year-in-travel.tsx';

/**
 * How much of the world the person has seen: the summary and the share of the world's land,
 * by level, continent and year, one year's travel, and where to go next. The land and the
 * neighbours come from the maps' atlases, loaded while the rest already shows.
 */
export default function StatsScreen() {
  const [params] = useSearchParams();
  const places = usePlaces();
  const visits = useVisits();
  const stats = useMemo(
    () => travelStats(places.entries, visits.entries),
    [places.entries, visits.entries],
  );
  // Newest year first.
  const byYear = stats.years.toReversed();

  if (places.status === 'loading') return <Loading label="Loading your places" />;
  if (places.status === 'error') {
    return <LoadFailed title="Your places could not be loaded" message={places.error?.message} />;
  }
  if (places.entries.length === 0) {
    return (
      <EmptyState
        icon={<BarChart3 />}
        title="No stats yet"
        actions={
          <Link to={hrefFor({ kind: 'map' }, params)} className={buttonVariants()}>
            Open the map
          </Link>
        }
      >
        Mark the states and countries you have been to on the map, and your stats appear here.
      </EmptyState>
    );
  }

  return (
    <div className="space-y-10">
      <TravelSummary places={places.entries} visits={visits.entries} />
      <LandShare places={places.entries} />
      <div className="grid gap-8 lg:grid-cols-3">
        <StatList
          title="By level"
          rows={BEEN_LEVELS.map((level) => ({
            key: level,
            label: (
              <span className="flex items-center gap-2">
                <LevelSwatch level={level} />
                {BEEN_LEVEL_LABELS[level]}
              </span>
            ),
            count: stats.levels[level],
          }))}
        />
        <StatList
          title="Countries been to, by continent"
          rows={CONTINENTS.map((continent) => ({
            key: continent,
            label: CONTINENT_LABELS[continent],
            count: stats.countriesByContinent[continent],
          }))}
        />
        <StatList
          title="Places visited, by year"
          rows={byYear.map(({ year, places }) => ({
            key: String(year),
            label: String(year),
            count: places,
          }))}
          empty="Add visits to your places to see your years of travel."
        />
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <YearInTravel
          places={places.entries}
          visits={visits.entries}
          years={stats.years.map(({ year }) => year)}
        />
        <NextPlaces places={places.entries} path={places.path} />
      </div>
    </div>
  );
}
