import { useCallback, useMemo, useState } from 'react';
import type { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { UrlFilterCodec } from './filter-query.ts';

/**
 * The router's hooks, handed in by the screen (`{ useSearchParams, useLocation,
 * useNavigationType }` from react-router).
 * NOTE: this module is shared by the first page (the catalogue) and the tools' chunks. Were
 * it to import react-router itself, the bundler could not fold react-router into the first
 * page's chunk without a chunk cycle, and would ship it as a chunk of its own: about 1 KB
 * gzip more on `/`.
 */
export interface RouterHooks {
  useSearchParams: typeof useSearchParams;
  useLocation: typeof useLocation;
  useNavigationType: typeof useNavigationType;
}

/** A change to everything but the search, or a function of the current state giving one. */
export type FilterPatch<F> =
  Partial<Omit<F, 'search'>> | ((current: F) => Partial<Omit<F, 'search'>>);

export interface UrlFilters<F extends { search: string }> {
  filters: F;
  setSearch: (search: string) => void;
  change: (patch: FilterPatch<F>) => void;
  /** Resets the search and every filter, keeping what the codec's `cleared` keeps. */
  clearAll: () => void;
}

/**
 * A list's search and filters, kept in the URL query so a filtered view survives a
 * reload, can be bookmarked and shared, and rides along on links. Every change replaces
 * the history entry: Back leaves the list rather than undoing keystrokes. `codec` must be
 * stable (a module constant).
 */
export function useUrlFilters<F extends { search: string }>(
  codec: UrlFilterCodec<F>,
  router: RouterHooks,
): UrlFilters<F> {
  const [params, setParams] = router.useSearchParams();
  const location = router.useLocation();
  const navigationType = router.useNavigationType();
  const query = params.toString();
  const parsed = useMemo(() => codec.parse(new URLSearchParams(query)), [codec, query]);

  // NOTE: the search box keeps its own state so that a keystroke never waits for the
  // router; the URL follows it. Only a navigation we did not make (a link, back/forward;
  // never our own REPLACE) pulls the URL's text back into the box.
  const [search, setSearchState] = useState(parsed.search);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE') setSearchState(parsed.search);
  }

  const filters = useMemo(() => ({ ...parsed, search }), [parsed, search]);

  const update = useCallback(
    (patch: (current: F) => Partial<F>) => {
      setParams(
        (current) => {
          const state = codec.parse(current);
          return codec.write({ ...state, ...patch(state) }, current);
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [codec, setParams],
  );

  const setSearch = useCallback(
    (text: string) => {
      setSearchState(text);
      update(() => ({ search: text }) as Partial<F>);
    },
    [update],
  );

  const change = useCallback(
    (patch: FilterPatch<F>) =>
      update((current) => (typeof patch === 'function' ? patch(current) : patch) as Partial<F>),
    [update],
  );

  const clearAll = useCallback(() => {
    setSearchState('');
    update((current) => ({ ...codec.cleared(current), search: '' }));
  }, [codec, update]);

  return useMemo(
    () => ({ filters, setSearch, change, clearAll }),
    [filters, setSearch, change, clearAll],
  );
}
