import { toggleValue, type UrlFilterCodec } from '@/kit/list/filter-query.ts';
import { searchWords, wordMatcher } from '@/kit/list/word-match.ts';
import {
  RECIPE_LIMITS,
  RECIPE_TYPES,
  totalMinutes,
  type Recipe,
  type RecipeType,
} from '@/shared/recipe-book/recipe-model.ts';
import type { RecipeEntry } from '../use-recipe-book.ts';

/**
 * The browse screen's rules, free of React: the filter state as it is kept in the URL
 * query, and the search, filters and sort orders applied to the collection.
 */

export const RECIPE_SORTS = ['newest', 'name', 'quickest'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];

export const SORT_LABELS: Readonly<Record<RecipeSort, string>> = {
  newest: 'Newest',
  name: 'Name (A–Z)',
  quickest: 'Quickest',
};

/** The maximum times offered, in minutes. */
export const TIME_PRESETS = [15, 30, 45, 60, 90, 120] as const;

export interface RecipeFilters {
  /** As typed; trimmed only when matching, so the search box keeps its spaces. */
  search: string;
  /** Any of these types (OR); none selected means every type. */
  types: readonly RecipeType[];
  maxPrep: number | null;
  maxCook: number | null;
  maxTotal: number | null;
  /** Only recipes without prep time. */
  noPrep: boolean;
  favourites: boolean;
  sort: RecipeSort;
}

export const NO_FILTERS: RecipeFilters = {
  search: '',
  types: [],
  maxPrep: null,
  maxCook: null,
  maxTotal: null,
  noPrep: false,
  favourites: false,
  sort: 'newest',
};

/** The query parameter of each part of the state. */
export const FILTER_PARAMS = {
  search: 'q',
  types: 'type',
  maxPrep: 'prep',
  maxCook: 'cook',
  maxTotal: 'total',
  noPrep: 'noprep',
  favourites: 'fav',
  sort: 'sort',
} as const satisfies Record<keyof RecipeFilters, string>;

const isSort = (value: string): value is RecipeSort =>
  (RECIPE_SORTS as readonly string[]).includes(value);

/** A whole number of minutes within the recipe limits, else null. */
function minutesOf(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const minutes = Number(value);
  return minutes <= RECIPE_LIMITS.minutes ? minutes : null;
}

const flagOf = (value: string | null) => value === '1' || value === 'true';

/** Types in their usual order, each once: the same choice always reads the same. */
export function orderedTypes(types: Iterable<string>): RecipeType[] {
  const chosen = new Set(types);
  return RECIPE_TYPES.filter((type) => chosen.has(type));
}

/** The filter state of a query; unknown or invalid values are ignored. */
export function parseFilters(params: URLSearchParams): RecipeFilters {
  const sort = params.get(FILTER_PARAMS.sort) ?? '';
  return {
    search: params.get(FILTER_PARAMS.search) ?? '',
    types: orderedTypes(params.getAll(FILTER_PARAMS.types)),
    maxPrep: minutesOf(params.get(FILTER_PARAMS.maxPrep)),
    maxCook: minutesOf(params.get(FILTER_PARAMS.maxCook)),
    maxTotal: minutesOf(params.get(FILTER_PARAMS.maxTotal)),
    noPrep: flagOf(params.get(FILTER_PARAMS.noPrep)),
    favourites: flagOf(params.get(FILTER_PARAMS.favourites)),
    sort: isSort(sort) ? sort : NO_FILTERS.sort,
  };
}

/**
 * The query for `filters`: `base` with the filter parameters replaced (other parameters
 * are kept). Defaults are left out, so an unfiltered list has a clean address.
 */
export function writeFilters(
  filters: RecipeFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of Object.values(FILTER_PARAMS)) next.delete(name);
  if (filters.search) next.set(FILTER_PARAMS.search, filters.search);
  for (const type of filters.types) next.append(FILTER_PARAMS.types, type);
  if (filters.maxPrep !== null) next.set(FILTER_PARAMS.maxPrep, String(filters.maxPrep));
  if (filters.maxCook !== null) next.set(FILTER_PARAMS.maxCook, String(filters.maxCook));
  if (filters.maxTotal !== null) next.set(FILTER_PARAMS.maxTotal, String(filters.maxTotal));
  if (filters.noPrep) next.set(FILTER_PARAMS.noPrep, '1');
  if (filters.favourites) next.set(FILTER_PARAMS.favourites, '1');
  if (filters.sort !== NO_FILTERS.sort) next.set(FILTER_PARAMS.sort, filters.sort);
  return next;
}

/** `types` with `type` added (in the usual order) or taken out. */
export function toggleType(types: readonly RecipeType[], type: RecipeType): RecipeType[] {
  return orderedTypes(toggleValue(types, type));
}

/** The browse screen's state in the URL query; "clear all" keeps the sort order. */
export const RECIPE_QUERY: UrlFilterCodec<RecipeFilters> = {
  parse: parseFilters,
  write: writeFilters,
  cleared: ({ sort }) => ({ ...NO_FILTERS, sort }),
};

/** How many filters are chosen (the search and the sort order are not filters). */
export function activeFilterCount(filters: RecipeFilters): number {
  const limits = [filters.maxPrep, filters.maxCook, filters.maxTotal];
  return (
    filters.types.length +
    limits.filter((limit) => limit !== null).length +
    Number(filters.noPrep) +
    Number(filters.favourites)
  );
}

/** True when the list may be narrowed: a filter is chosen or something is searched. */
export function isFiltering(filters: RecipeFilters): boolean {
  return activeFilterCount(filters) > 0 || filters.search.trim() !== '';
}

/** Everything a search looks at: name, description, cuisine, tags, ingredients and their notes. */
const matchesSearch = wordMatcher((recipe: Recipe) => {
  const fields = [recipe.name, recipe.description ?? '', recipe.cuisine ?? '', ...recipe.tags];
  for (const line of recipe.ingredients) {
    if (line.kind === 'ingredient') fields.push(line.name, line.note ?? '');
  }
  return fields;
});

/** The filters, without the search. */
export function matchesFilters(recipe: Recipe, filters: RecipeFilters): boolean {
  if (filters.types.length > 0 && !filters.types.includes(recipe.type)) return false;
  if (filters.maxPrep !== null && recipe.prepMinutes > filters.maxPrep) return false;
  if (filters.maxCook !== null && recipe.cookMinutes > filters.maxCook) return false;
  if (filters.maxTotal !== null && totalMinutes(recipe) > filters.maxTotal) return false;
  if (filters.noPrep && recipe.prepMinutes !== 0) return false;
  if (filters.favourites && !recipe.favourite) return false;
  return true;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const byName = (a: RecipeEntry, b: RecipeEntry) => collator.compare(a.recipe.name, b.recipe.name);
const createdAt = (entry: RecipeEntry) => Date.parse(entry.recipe.createdAt) || 0;
const byNewest = (a: RecipeEntry, b: RecipeEntry) => createdAt(b) - createdAt(a);
const byQuickest = (a: RecipeEntry, b: RecipeEntry) =>
  totalMinutes(a.recipe) - totalMinutes(b.recipe);
// Ids are time-ordered: the last tie-break keeps equal recipes in a stable order.
const byId = (a: RecipeEntry, b: RecipeEntry) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const ORDERS: Record<RecipeSort, ((a: RecipeEntry, b: RecipeEntry) => number)[]> = {
  newest: [byNewest, byName, byId],
  name: [byName, byNewest, byId],
  quickest: [byQuickest, byName, byId],
};

/** A sorted copy of `entries`. */
export function sortEntries(entries: readonly RecipeEntry[], sort: RecipeSort): RecipeEntry[] {
  const order = ORDERS[sort];
  return [...entries].sort((a, b) => {
    for (const compare of order) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}

/** The entries to show: searched, filtered and sorted. */
export function browseEntries(
  entries: readonly RecipeEntry[],
  filters: RecipeFilters,
): RecipeEntry[] {
  const words = searchWords(filters.search);
  const shown = entries.filter(
    (entry) => matchesFilters(entry.recipe, filters) && matchesSearch(entry.recipe, words),
  );
  return sortEntries(shown, filters.sort);
}
