import { phraseMatcher, searchPhrase } from '@/kit/list/word-match.ts';
import type { Tiny } from './tinies.ts';

export interface TinyFilters {
  search: string;
  tags: readonly string[];
  categories: readonly string[];
}

export const NO_FILTERS: TinyFilters = { search: '', tags: [], categories: [] };

const matchesSearch = phraseMatcher((tiny: Tiny) => [
  tiny.title,
  tiny.description,
  ...tiny.tags,
  ...tiny.categories,
]);

/**
 * The listing's rules: the trimmed search text, as one phrase, must be found (whatever
 * its case and accents) within the title, the description, a tag or a category; a tiny
 * must carry at least one selected tag (if any) and at least one selected category (if
 * any); all three combine with AND.
 */
export function matchesFilters(tiny: Tiny, filters: TinyFilters): boolean {
  if (!matchesSearch(tiny, searchPhrase(filters.search))) return false;
  if (filters.tags.length > 0 && !tiny.tags.some((tag) => filters.tags.includes(tag))) return false;
  if (
    filters.categories.length > 0 &&
    !tiny.categories.some((category) => filters.categories.includes(category))
  ) {
    return false;
  }
  return true;
}

export function filterTinies(tinies: readonly Tiny[], filters: TinyFilters): Tiny[] {
  return tinies.filter((tiny) => matchesFilters(tiny, filters));
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** The unique tags and categories across all tinies, each sorted alphabetically. */
export function filterOptions(tinies: readonly Tiny[]): { tags: string[]; categories: string[] } {
  return {
    tags: [...new Set(tinies.flatMap((tiny) => tiny.tags))].sort(byName),
    categories: [...new Set(tinies.flatMap((tiny) => tiny.categories))].sort(byName),
  };
}

export function activeFilterCount(filters: TinyFilters): number {
  return filters.tags.length + filters.categories.length;
}
