import { FilterGroup } from '@/kit/list/filter-group.tsx';
import type { UrlFilters } from '@/kit/list/use-url-filters.ts';
import { CONTINENT_LABELS, CONTINENTS } from '@/shared/travel-tracker/places/catalogue.ts';
import {
  BEEN_LEVEL_LABELS,
  BEEN_LEVELS,
  PLACE_KIND_LABELS,
  PLACE_KINDS,
} from '@/shared/travel-tracker/travel-model.ts';
import { Chip } from '@/ui/chip.tsx';
import { LevelSwatch } from '../level-legend.tsx';
import { BEEN_STATUS_LABELS, BEEN_STATUSES, toggled, type PlaceFilters } from './place-filters.ts';

/** The list's filters: been or want to go, level, kind and continent, as chips. */
export function PlaceFilterPanel({ controls }: { controls: UrlFilters<PlaceFilters> }) {
  const { filters, change } = controls;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FilterGroup label="Been or not">
        {BEEN_STATUSES.map((status) => (
          <Chip
            key={status}
            pressed={filters.status === status}
            onPressedChange={(pressed) => change({ status: pressed ? status : null })}
          >
            {BEEN_STATUS_LABELS[status]}
          </Chip>
        ))}
      </FilterGroup>
      <FilterGroup label="Level">
        {BEEN_LEVELS.map((level) => (
          <Chip
            key={level}
            pressed={filters.levels.includes(level)}
            onPressedChange={() =>
              change((current) => ({ levels: toggled(BEEN_LEVELS, current.levels, level) }))
            }
            className="gap-2"
          >
            <LevelSwatch level={level} />
            {BEEN_LEVEL_LABELS[level]}
          </Chip>
        ))}
      </FilterGroup>
      <FilterGroup label="Kind">
        {PLACE_KINDS.map((kind) => (
          <Chip
            key={kind}
            pressed={filters.kinds.includes(kind)}
            onPressedChange={() =>
              change((current) => ({ kinds: toggled(PLACE_KINDS, current.kinds, kind) }))
            }
          >
            {PLACE_KIND_LABELS[kind]}
          </Chip>
        ))}
      </FilterGroup>
      <FilterGroup label="Continent">
        {CONTINENTS.map((continent) => (
          <Chip
            key={continent}
            pressed={filters.continents.includes(continent)}
            onPressedChange={() =>
              change((current) => ({
                continents: toggled(CONTINENTS, current.continents, continent),
              }))
            }
          >
            {CONTINENT_LABELS[continent]}
          </Chip>
        ))}
      </FilterGroup>
    </div>
  );
}
