import { knownValues, toggleValue, type UrlFilterCodec } from '@/kit/list/filter-query.ts';
import { searchWords, wordMatcher } from '@/kit/list/word-match.ts';
import {
  APARTMENT_STATUSES,
  type ApartmentStatus,
} from '@/shared/apartment-tour-questions/apartment-model.ts';

/**
 * The apartments list's rules, free of React: the search, status filter and sort as kept in
 * the URL query, and what they leave of the apartments, in order.
 */

export const APARTMENT_SORTS = ['status', 'rent', 'tour', 'name'] as const;
export type ApartmentSort = (typeof APARTMENT_SORTS)[number];
export const SORT_LABELS: Readonly<Record<ApartmentSort, string>> = {
  status: 'Status',
  rent: 'Rent',
  tour: 'Tour date',
  name: 'Name',
};

export interface ApartmentFilters {
  /** As typed; trimmed only when matching. */
  search: string;
  /** Any of these statuses; none chosen means every status. */
  statuses: readonly ApartmentStatus[];
  sort: ApartmentSort;
}

export const DEFAULT_SORT: ApartmentSort = 'status';

const PARAMS = { search: 'q', statuses: 'status', sort: 'sort' } as const satisfies Record<
  keyof ApartmentFilters,
  string
>;

export function parseFilters(params: URLSearchParams): ApartmentFilters {
  const sort = params.get(PARAMS.sort);
  const chosen = knownValues(params, PARAMS.statuses, APARTMENT_STATUSES);
  return {
    search: params.get(PARAMS.search) ?? '',
    statuses: APARTMENT_STATUSES.filter((status) => chosen.includes(status)),
    sort: (APARTMENT_SORTS as readonly (string | null)[]).includes(sort)
      ? (sort as ApartmentSort)
      : DEFAULT_SORT,
  };
}

/** `base` with the list's parameters replaced by `filters`; other parameters stay. */
export function writeFilters(
  filters: ApartmentFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(PARAMS)) params.delete(name);
  if (filters.search.trim() !== '') params.set(PARAMS.search, filters.search);
  for (const status of filters.statuses) params.append(PARAMS.statuses, status);
  if (filters.sort !== DEFAULT_SORT) params.set(PARAMS.sort, filters.sort);
  return params;
}

export const APARTMENT_QUERY: UrlFilterCodec<ApartmentFilters> = {
  parse: parseFilters,
  write: writeFilters,
  // The sort is not a filter: clearing keeps it.
  cleared: (current) => ({ search: '', statuses: [], sort: current.sort }),
};

/** A toggle of one status, in the statuses' own order. */
export function toggledStatus(
  chosen: readonly ApartmentStatus[],
  status: ApartmentStatus,
): ApartmentStatus[] {
  const next = toggleValue(chosen, status);
  return APARTMENT_STATUSES.filter((value) => next.includes(value));
}

/** What the list knows of an apartment to search, filter and sort it. */
export interface ApartmentRow {
  id: string;
  name: string;
  address: string;
  status: ApartmentStatus;
  /** The pricing unit's rent (the chosen or only unit), else the listing's. */
  rent: number | undefined;
  /** `YYYY-MM-DDTHH:mm`, sortable as text. */
  tourAt: string | undefined;
}

const matches = wordMatcher((row: ApartmentRow) => [row.name, row.address]);
const byName = (a: ApartmentRow, b: ApartmentRow) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
/** Known values first, in order; unknown ones last, by name. */
function byKnown<V>(value: (row: ApartmentRow) => V | undefined, compare: (a: V, b: V) => number) {
  return (a: ApartmentRow, b: ApartmentRow) => {
    const x = value(a);
    const y = value(b);
    if (x === undefined && y === undefined) return byName(a, b);
    if (x === undefined) return 1;
    if (y === undefined) return -1;
    return compare(x, y) || byName(a, b);
  };
}

const SORTERS: Readonly<Record<ApartmentSort, (a: ApartmentRow, b: ApartmentRow) => number>> = {
  // Where the person is with each, in the statuses' order: to tour first, passed last.
  status: (a, b) =>
    APARTMENT_STATUSES.indexOf(a.status) - APARTMENT_STATUSES.indexOf(b.status) || byName(a, b),
  rent: byKnown(
    (row) => row.rent,
    (x, y) => x - y,
  ),
  tour: byKnown(
    (row) => row.tourAt,
    (x, y) => x.localeCompare(y),
  ),
  name: byName,
};

/** The rows the search and status filter leave, in the chosen order. */
export function filterApartments<R extends ApartmentRow>(
  rows: readonly R[],
  filters: ApartmentFilters,
): R[] {
  const words = searchWords(filters.search);
  return rows
    .filter(
      (row) =>
        (filters.statuses.length === 0 || filters.statuses.includes(row.status)) &&
        matches(row, words),
    )
    .sort(SORTERS[filters.sort]);
}
