// A list's filter state in the URL query, free of React so that pure filter rules (and
// the bench, which runs them in Node) can use it.

/** How a list's filter state is read from and written to the URL query. */
export interface UrlFilterCodec<F extends { search: string }> {
  /** The state a query holds; unknown or invalid values are ignored. */
  parse: (params: URLSearchParams) => F;
  /** `base` with this list's parameters replaced by `filters`; other parameters stay. */
  write: (filters: F, base: URLSearchParams) => URLSearchParams;
  /** What "clear all" leaves of `current` (a sort order, say, is not a filter). */
  cleared: (current: F) => F;
}

/** `values` with `value` taken out if it is there, else added at the end. */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((other) => other !== value) : [...values, value];
}

/** The values of a repeated parameter that are among `known`, each once, in the URL's order. */
export function knownValues<T extends string>(
  params: URLSearchParams,
  name: string,
  known: readonly T[],
): T[] {
  const allowed = new Set<string>(known);
  return [...new Set(params.getAll(name))].filter((value): value is T => allowed.has(value));
}
