import { knownValues, type UrlFilterCodec } from '@/kit/list/filter-query.ts';
import { NO_FILTERS, type TinyFilters } from './filter.ts';

const PARAMS = { search: 'q', tags: 'tag', categories: 'category' } as const;

/**
 * The listing's state in the URL query, `?q=…&tag=…&category=…`, so a filtered view
 * survives a reload and can be shared. Tags and categories that are not among the
 * known options are ignored.
 */
export function listingQuery(known: {
  tags: readonly string[];
  categories: readonly string[];
}): UrlFilterCodec<TinyFilters> {
  return {
    parse: (params) => ({
      search: params.get(PARAMS.search) ?? '',
      tags: knownValues(params, PARAMS.tags, known.tags),
      categories: knownValues(params, PARAMS.categories, known.categories),
    }),
    write: (filters, base) => {
      const next = new URLSearchParams(base);
      for (const name of Object.values(PARAMS)) next.delete(name);
      if (filters.search) next.set(PARAMS.search, filters.search);
      for (const tag of filters.tags) next.append(PARAMS.tags, tag);
      for (const category of filters.categories) next.append(PARAMS.categories, category);
      return next;
    },
    cleared: () => NO_FILTERS,
  };
}
