import { knownValues, toggleValue, type UrlFilterCodec } from '@/kit/list/filter-query.ts';
import { searchWords, wordMatcher } from '@/kit/list/word-match.ts';
import { CONTINENTS, type Continent } from '@/shared/travel-tracker/places/catalogue.ts';
import {
  BEEN_LEVELS,
  hasBeen,
  PLACE_KINDS,
  type BeenLevel,
  type PlaceKind,
} from '@/shared/travel-tracker/travel-model.ts';

/**
 * The places list's rules, free of React: the filter state as kept in the URL query, and
 * the search and filters applied to the places.
 */

export const BEEN_STATUSES = ['been', 'want'] as const;
export type BeenStatus = (typeof BEEN_STATUSES)[number];

export const BEEN_STATUS_LABELS: Readonly<Record<BeenStatus, string>> = {
  been: 'Been there',
  want: 'Want to go',
};

export interface PlaceFilters {
  /** As typed; trimmed only when matching. */
  search: string;
  /** Any of these levels (OR); none chosen means every level. */
  levels: readonly BeenLevel[];
  kinds: readonly PlaceKind[];
  continents: readonly Continent[];
  /** Been there (any level but want to go), or want to go; null for both. */
  status: BeenStatus | null;
}

export const NO_FILTERS: PlaceFilters = {
  search: '',
  levels: [],
  kinds: [],
  continents: [],
  status: null,
};

export const FILTER_PARAMS = {
  search: 'q',
  levels: 'level',
  kinds: 'kind',
  continents: 'continent',
  status: 'status',
} as const satisfies Record<keyof PlaceFilters, string>;

/** Values in their usual order, each once: the same choice always reads the same. */
const ordered = <T extends string>(all: readonly T[], chosen: readonly T[]): T[] =>
  all.filter((value) => chosen.includes(value));

export function parseFilters(params: URLSearchParams): PlaceFilters {
  const status = params.get(FILTER_PARAMS.status);
  return {
    search: params.get(FILTER_PARAMS.search) ?? '',
    levels: ordered(BEEN_LEVELS, knownValues(params, FILTER_PARAMS.levels, BEEN_LEVELS)),
    kinds: ordered(PLACE_KINDS, knownValues(params, FILTER_PARAMS.kinds, PLACE_KINDS)),
    continents: ordered(CONTINENTS, knownValues(params, FILTER_PARAMS.continents, CONTINENTS)),
    status: (BEEN_STATUSES as readonly (string | null)[]).includes(status)
      ? (status as BeenStatus)
      : null,
  };
}

/** `base` with the list's parameters replaced by `filters`; other parameters stay. */
export function writeFilters(
  filters: PlaceFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(FILTER_PARAMS)) params.delete(name);
  if (filters.search.trim() !== '') params.set(FILTER_PARAMS.search, filters.search);
  for (const level of filters.levels) params.append(FILTER_PARAMS.levels, level);
  for (const kind of filters.kinds) params.append(FILTER_PARAMS.kinds, kind);
  for (const continent of filters.continents) params.append(FILTER_PARAMS.continents, continent);
  if (filters.status) params.set(FILTER_PARAMS.status, filters.status);
  return params;
}

export const PLACE_QUERY: UrlFilterCodec<PlaceFilters> = {
  parse: parseFilters,
  write: writeFilters,
  cleared: () => NO_FILTERS,
};

export function activeFilterCount(filters: PlaceFilters): number {
  return (
    filters.levels.length +
    filters.kinds.length +
    filters.continents.length +
    (filters.status ? 1 : 0)
  );
}

/** A toggle of one value of a multi-choice filter, in the usual order. */
export function toggled<T extends string>(all: readonly T[], chosen: readonly T[], value: T): T[] {
  return ordered(all, toggleValue(chosen, value));
}

/** What the list knows of a place to filter it: its name and facts from the catalogue. */
export interface PlaceRow {
  id: string;
  name: string;
  /** The line under the name ("Region in France"), searched too. */
  line: string;
  kind: PlaceKind;
  level: BeenLevel;
  continent: Continent | undefined;
}

const matches = wordMatcher((row: PlaceRow) => [row.name, row.line]);

/** The rows the search and filters leave, by name. */
export function filterPlaces<R extends PlaceRow>(rows: readonly R[], filters: PlaceFilters): R[] {
  const words = searchWords(filters.search);
  return rows
    .filter(
      (row) =>
        (filters.levels.length === 0 || filters.levels.includes(row.level)) &&
        (filters.kinds.length === 0 || filters.kinds.includes(row.kind)) &&
        (filters.continents.length === 0 ||
          (row.continent !== undefined && filters.continents.includes(row.continent))) &&
        (filters.status === null ||
          (filters.status === 'been' ? hasBeen(row.level) : row.level === 'want')) &&
        matches(row, words),
    )
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
