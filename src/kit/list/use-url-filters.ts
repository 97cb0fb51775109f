import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { UrlFilterCodec } from './filter-query.ts';
import { UrlFilterWriter } from './url-filter-writer.ts';

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
  /** The filters, with the search as typed (the URL follows it once typing pauses). */
  filters: F;
  setSearch: (search: string) => void;
  /** Writes typed text to the URL now: on leaving the box, on Enter. */
  commitSearch: () => void;
  change: (patch: FilterPatch<F>) => void;
  /** Resets the search and every filter, keeping what the codec's `cleared` keeps. */
  clearAll: () => void;
}

export interface UrlFiltersOptions {
  /** How long typed text waits for a pause before the URL follows it (ms). */
  searchDelayMs?: number;
}

/** What tells two filter states apart. */
function keyOf<F extends { search: string }>(codec: UrlFilterCodec<F>, filters: F): string {
  return `${filters.search}\n${codec.write(filters, new URLSearchParams()).toString()}`;
}

/** Whether two filter values are the same: equal primitives, or arrays of equal items in order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, index) => Object.is(item, b[index]));
}

/**
 * `next`, with each value that equals the one in `previous` taken from `previous`; `previous`
 * itself when every value is the same.
 */
export function keepEqualValues<F extends object>(previous: F | null, next: F): F {
  if (!previous) return next;
  const kept = { ...next };
  let changed = false;
  for (const key of Object.keys(next) as (keyof F)[]) {
    if (sameValue(previous[key], next[key])) kept[key] = previous[key];
    else changed = true;
  }
  if (!changed && Object.keys(previous).length === Object.keys(next).length) return previous;
  return kept;
}

/** Hands back each new state with the values the last one held unchanged kept as they were. */
class EqualValuesKept<F extends object> {
  private last: F | null = null;

  keep(next: F): F {
    this.last = keepEqualValues(this.last, next);
    return this.last;
  }
}

/** Whether the browser still shows `pathname` with one of `queries` (no router moved on). */
function stillAt(pathname: string, queries: readonly string[]): boolean {
  if (typeof window === 'undefined' || window.location.pathname !== pathname) return false;
  return queries.includes(window.location.search.replace(/^\?/, ''));
}

/**
 * A list's search and filters, kept in the URL query so a filtered view survives a
 * reload, can be bookmarked and shared, and rides along on links. Every change replaces
 * the history entry: Back leaves the list rather than undoing keystrokes. `codec` must be
 * stable (a module constant).
 *
 * The search box's text is the list's own state and filters at once; the URL follows
 * once typing pauses (see UrlFilterWriter), when the box loses focus or Enter is pressed
 * (`commitSearch`), with any other change, and when the list goes away in place.
 */
export function useUrlFilters<F extends { search: string }>(
  codec: UrlFilterCodec<F>,
  router: RouterHooks,
  { searchDelayMs }: UrlFiltersOptions = {},
): UrlFilters<F> {
  const [params, setParams] = router.useSearchParams();
  const location = router.useLocation();
  const navigationType = router.useNavigationType();
  const query = params.toString();
  // NOTE: a value the new query holds unchanged keeps its identity (a chosen car's list,
  // say), so when the URL catches up with typed text nothing that depends on it draws again.
  const [equalValues] = useState(() => new EqualValuesKept<F>());
  const parsed = useMemo(
    () => equalValues.keep(codec.parse(new URLSearchParams(query))),
    [equalValues, codec, query],
  );

  // NOTE: the search box keeps its own state so that a keystroke never waits for the
  // router; the URL follows it. Only a navigation we did not make (a link, back/forward;
  // never a REPLACE) pulls the URL's text back into the box.
  const [search, setSearchState] = useState(parsed.search);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE') setSearchState(parsed.search);
  }

  const [writer] = useState(() => new UrlFilterWriter({ codec, query, delayMs: searchDelayMs }));
  useLayoutEffect(() => {
    writer.navigateWith((next) => setParams(next, { replace: true, preventScrollReset: true }));
  }, [writer, setParams]);
  const shown = useRef({ pathname: location.pathname, query });
  useLayoutEffect(() => {
    shown.current = { pathname: location.pathname, query };
    writer.shown(query, navigationType === 'REPLACE');
    // Only a navigation tells: `query` changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [writer, location.key]);
  useEffect(
    () => () => {
      // NOTE: gone because the router moved on (back/forward), the text stays behind: a
      // write now would land on the next screen's URL.
      if (!writer.waiting) return;
      if (stillAt(shown.current.pathname, [shown.current.query, writer.query])) writer.flush();
      else writer.cancel();
    },
    [writer],
  );

  // NOTE: the same filters keep their identity when the URL catches up with typed text,
  // so nothing that depends on them draws again.
  const merged = useMemo(() => ({ ...parsed, search }), [parsed, search]);
  const [filters, setFilters] = useState(merged);
  if (filters !== merged && keyOf(codec, filters) !== keyOf(codec, merged)) setFilters(merged);

  const setSearch = useCallback(
    (text: string) => {
      setSearchState(text);
      writer.typed(text);
    },
    [writer],
  );

  const commitSearch = useCallback(() => writer.flush(), [writer]);

  const change = useCallback(
    (patch: FilterPatch<F>) =>
      writer.change(
        (current) => (typeof patch === 'function' ? patch(current) : patch) as Partial<F>,
      ),
    [writer],
  );

  const clearAll = useCallback(() => {
    setSearchState('');
    writer.clear();
  }, [writer]);

  return useMemo(
    () => ({ filters, setSearch, commitSearch, change, clearAll }),
    [filters, setSearch, commitSearch, change, clearAll],
  );
}
