import type { UrlFilterCodec } from '@/kit/list/filter-query.ts';
import { searchWords, wordMatcher } from '@/kit/list/word-match.ts';
import {
  LINE_ITEM_KIND_LABELS,
  ROUTINE_TYPE_LABELS,
  SERVICE_TYPES,
  serviceTitle,
  type Service,
  type ServiceType,
} from '@/shared/car-maintenance/car-model.ts';

/**
 * The service history's rules, free of React: its filter state as the URL keeps it
 * (`q`, `cars`, `types`, `parts`, `shops` as comma-separated ids, `from` and `to` as
 * calendar days) and the search, filters and order applied to the records.
 */

export interface HistoryFilters {
  /** As typed; trimmed only when matching, so the search box keeps its spaces. */
  search: string;
  /** Any of these cars (OR); none chosen means every car. The same for each list. */
  cars: readonly string[];
  types: readonly ServiceType[];
  parts: readonly string[];
  shops: readonly string[];
  /** The first and last day shown (`YYYY-MM-DD`), both included. */
  from: string | null;
  to: string | null;
}

export const NO_HISTORY_FILTERS: HistoryFilters = {
  search: '',
  cars: [],
  types: [],
  parts: [],
  shops: [],
  from: null,
  to: null,
};

/** The query parameter of each part of the state. */
export const HISTORY_PARAMS = {
  search: 'q',
  cars: 'cars',
  types: 'types',
  parts: 'parts',
  shops: 'shops',
  from: 'from',
  to: 'to',
} as const satisfies Record<keyof HistoryFilters, string>;

const ID = /^[^,\s]{1,128}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The ids of a comma-separated parameter, each once, in the URL's order. */
function idsOf(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((id) => id.trim()))].filter((id) => ID.test(id));
}

function dayOf(value: string | null): string | null {
  return value !== null && DAY.test(value) ? value : null;
}

/** Types in their usual order, each once: the same choice always reads the same. */
export function orderedServiceTypes(types: Iterable<string>): ServiceType[] {
  const chosen = new Set(types);
  return SERVICE_TYPES.filter((type) => chosen.has(type));
}

/** The filter state of a query; unknown or invalid values are ignored. */
export function parseHistoryFilters(params: URLSearchParams): HistoryFilters {
  return {
    search: params.get(HISTORY_PARAMS.search) ?? '',
    cars: idsOf(params.get(HISTORY_PARAMS.cars)),
    types: orderedServiceTypes(idsOf(params.get(HISTORY_PARAMS.types))),
    parts: idsOf(params.get(HISTORY_PARAMS.parts)),
    shops: idsOf(params.get(HISTORY_PARAMS.shops)),
    from: dayOf(params.get(HISTORY_PARAMS.from)),
    to: dayOf(params.get(HISTORY_PARAMS.to)),
  };
}

/**
 * The query for `filters`: `base` with the history's parameters replaced (the others are
 * kept). Empty filters are left out, so an unfiltered history has a clean address.
 */
export function writeHistoryFilters(
  filters: HistoryFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of Object.values(HISTORY_PARAMS)) next.delete(name);
  if (filters.search) next.set(HISTORY_PARAMS.search, filters.search);
  for (const list of ['cars', 'types', 'parts', 'shops'] as const) {
    if (filters[list].length > 0) next.set(HISTORY_PARAMS[list], filters[list].join(','));
  }
  if (filters.from) next.set(HISTORY_PARAMS.from, filters.from);
  if (filters.to) next.set(HISTORY_PARAMS.to, filters.to);
  return next;
}

/** The history's state in the URL query. */
export const HISTORY_QUERY: UrlFilterCodec<HistoryFilters> = {
  parse: parseHistoryFilters,
  write: writeHistoryFilters,
  cleared: () => NO_HISTORY_FILTERS,
};

/** How many filters are chosen (the search is not a filter; a date range counts per end). */
export function activeHistoryFilterCount(filters: HistoryFilters): number {
  return (
    filters.cars.length +
    filters.types.length +
    filters.parts.length +
    filters.shops.length +
    Number(filters.from !== null) +
    Number(filters.to !== null)
  );
}

/** One record as the history holds it. */
export interface HistoryEntry {
  id: string;
  service: Service;
}

/** The names a search reads besides the record's own words. */
export interface HistoryNames {
  shop: (id: string) => string | undefined;
  part: (id: string) => string;
}

/**
 * A search over records: every word typed must be found in the title (or the type's
 * label), the notes, the shop's name, the parts' names or the line items' descriptions,
 * case and accents aside. Each record's text is worked out once per record object, so
 * typing never refolds 5,000 records; make a new matcher when the names change.
 */
export function historyMatcher(
  names: HistoryNames,
): (entry: HistoryEntry, words: readonly string[]) => boolean {
  return wordMatcher((entry: HistoryEntry) => {
    const { service } = entry;
    const fields = [serviceTitle(service), service.title ?? '', service.notes ?? ''];
    if (service.type !== 'custom') fields.push(ROUTINE_TYPE_LABELS[service.type]);
    if (service.locationId) fields.push(names.shop(service.locationId) ?? '');
    for (const tag of service.parts) fields.push(names.part(tag.part));
    for (const line of service.lineItems) {
      fields.push(line.description ?? '', LINE_ITEM_KIND_LABELS[line.kind]);
    }
    return fields;
  });
}

/** The filters, without the search (OR within a list, AND between them). */
export function matchesHistoryFilters(service: Service, filters: HistoryFilters): boolean {
  if (filters.cars.length > 0 && !filters.cars.includes(service.vehicleId)) return false;
  if (filters.types.length > 0 && !filters.types.includes(service.type)) return false;
  if (filters.shops.length > 0) {
    if (!service.locationId || !filters.shops.includes(service.locationId)) return false;
  }
  if (filters.parts.length > 0) {
    if (!service.parts.some((tag) => filters.parts.includes(tag.part))) return false;
  }
  if (filters.from !== null && service.date < filters.from) return false;
  if (filters.to !== null && service.date > filters.to) return false;
  return true;
}

/**
 * Newest first: by date, then the higher odometer (a reading before none), then the one
 * written last (by `createdAt`, then by the time-ordered id).
 */
export function compareHistory(a: HistoryEntry, b: HistoryEntry): number {
  if (a.service.date !== b.service.date) return a.service.date < b.service.date ? 1 : -1;
  const odometerA = a.service.odometer ?? -1;
  const odometerB = b.service.odometer ?? -1;
  if (odometerA !== odometerB) return odometerB - odometerA;
  const written = Date.parse(b.service.createdAt) - Date.parse(a.service.createdAt);
  if (written) return written;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The records of the cars that still exist, newest first. Sort once per change of the
 * records; searching and filtering keep this order.
 */
export function sortedHistory<E extends HistoryEntry>(
  entries: readonly E[],
  carIds: ReadonlySet<string>,
): E[] {
  return entries.filter((entry) => carIds.has(entry.service.vehicleId)).sort(compareHistory);
}

/** The records to show, in the order of `sorted`: searched and filtered. */
export function filterHistory<E extends HistoryEntry>(
  sorted: readonly E[],
  filters: HistoryFilters,
  matches: (entry: HistoryEntry, words: readonly string[]) => boolean,
): readonly E[] {
  return keepHistory(sorted, filters, searchWords(filters.search), matches);
}

/**
 * The records of `entries` that pass `filters` (its search aside) and hold every one of
 * `words`, in their order.
 */
export function keepHistory<E extends HistoryEntry>(
  entries: readonly E[],
  filters: HistoryFilters,
  words: readonly string[],
  matches: (entry: HistoryEntry, words: readonly string[]) => boolean,
): readonly E[] {
  if (words.length === 0 && activeHistoryFilterCount(filters) === 0) return entries;
  return entries.filter(
    (entry) => matchesHistoryFilters(entry.service, filters) && matches(entry, words),
  );
}
