import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { RecipeType } from '../../../shared/recipe-book/recipe-schema.ts';
import {
  FILTER_PARAMS,
  NO_FILTERS,
  orderedTypes,
  parseFilters,
  writeFilters,
  type RecipeFilters,
} from './recipe-filters.ts';

export interface RecipeFilterControls {
  filters: RecipeFilters;
  setSearch: (search: string) => void;
  toggleType: (type: RecipeType) => void;
  /** Changes any other part of the state. */
  change: (patch: Partial<Omit<RecipeFilters, 'search' | 'types'>>) => void;
  /** Resets the search and every filter; the sort order stays. */
  clearAll: () => void;
}

/**
 * The browse screen's state, kept in the URL query (see recipe-filters.ts) so a search
 * survives a reload, can be shared, and rides along on the links to a recipe. Changes
 * replace the history entry: Back leaves the list rather than undoing keystrokes.
 */
export function useRecipeFilters(): RecipeFilterControls {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const query = params.toString();

  const urlSearch = params.get(FILTER_PARAMS.search) ?? '';
  // NOTE: the search box keeps its own state so that a keystroke never waits for the
  // router; the URL follows it. Only a navigation we did not make (a link, back/forward;
  // never our own REPLACE) pulls the URL's text back into the box.
  const [search, setSearchState] = useState(urlSearch);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE') setSearchState(urlSearch);
  }

  const filters = useMemo(
    () => ({ ...parseFilters(new URLSearchParams(query)), search }),
    [query, search],
  );

  const update = useCallback(
    (patch: (current: RecipeFilters) => Partial<RecipeFilters>) => {
      setParams(
        (current) => {
          const parsed = parseFilters(current);
          return writeFilters({ ...parsed, ...patch(parsed) }, current);
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setSearch = useCallback(
    (text: string) => {
      setSearchState(text);
      update(() => ({ search: text }));
    },
    [update],
  );

  const toggleType = useCallback(
    (type: RecipeType) =>
      update(({ types }) => ({
        types: types.includes(type)
          ? types.filter((chosen) => chosen !== type)
          : orderedTypes([...types, type]),
      })),
    [update],
  );

  const change = useCallback(
    (patch: Partial<Omit<RecipeFilters, 'search' | 'types'>>) => update(() => patch),
    [update],
  );

  const clearAll = useCallback(() => {
    setSearchState('');
    update(({ sort }) => ({ ...NO_FILTERS, sort }));
  }, [update]);

  return useMemo(
    () => ({ filters, setSearch, toggleType, change, clearAll }),
    [filters, setSearch, toggleType, change, clearAll],
  );
}
