import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { TinyFilters } from './filter.ts';

const SEARCH_PARAM = 'q';
const TAG_PARAM = 'tag';
const CATEGORY_PARAM = 'category';

export interface ListingFilters extends TinyFilters {
  setSearch: (search: string) => void;
  toggleTag: (tag: string) => void;
  toggleCategory: (category: string) => void;
  /** Resets search, tags and categories. */
  clearAll: () => void;
}

/**
 * The listing's filter state, kept in the URL query (`?q=…&tag=…&category=…`) so a
 * filtered view survives a reload and can be shared. Values that are not among the
 * known options are ignored.
 */
export function useListingFilters(known: { tags: string[]; categories: string[] }): ListingFilters {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();

  const urlSearch = params.get(SEARCH_PARAM) ?? '';
  // NOTE: the input keeps its own state so that a keystroke never waits for the
  // router; the URL follows it. Only a navigation we did not make ourselves (a link
  // or back/forward, never our own REPLACE) pulls the URL's text back into the input.
  const [search, setSearchState] = useState(urlSearch);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE') setSearchState(urlSearch);
  }

  const tagsParam = params.getAll(TAG_PARAM).join('\n');
  const categoriesParam = params.getAll(CATEGORY_PARAM).join('\n');
  const tags = useMemo(
    () => known.tags.filter((tag) => tagsParam.split('\n').includes(tag)),
    [known.tags, tagsParam],
  );
  const categories = useMemo(
    () => known.categories.filter((category) => categoriesParam.split('\n').includes(category)),
    [known.categories, categoriesParam],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const toggle = useCallback(
    (name: string, value: string) =>
      update((next) => {
        const values = next.getAll(name);
        next.delete(name);
        const toggled = values.includes(value)
          ? values.filter((v) => v !== value)
          : [...values, value];
        for (const v of toggled) next.append(name, v);
      }),
    [update],
  );

  return {
    search,
    tags,
    categories,
    setSearch: useCallback(
      (text: string) => {
        setSearchState(text);
        update((next) => {
          if (text) next.set(SEARCH_PARAM, text);
          else next.delete(SEARCH_PARAM);
        });
      },
      [update],
    ),
    toggleTag: useCallback((tag: string) => toggle(TAG_PARAM, tag), [toggle]),
    toggleCategory: useCallback((category: string) => toggle(CATEGORY_PARAM, category), [toggle]),
    clearAll: useCallback(() => {
      setSearchState('');
      update((next) => {
        next.delete(SEARCH_PARAM);
        next.delete(TAG_PARAM);
        next.delete(CATEGORY_PARAM);
      });
    }, [update]),
  };
}
