import type { UrlFilterCodec } from './filter-query.ts';

/** How long typed text waits for a pause before the URL follows it. */
export const SEARCH_WRITE_DELAY_MS = 300;

export interface UrlFilterWriterOptions<F extends { search: string }> {
  codec: UrlFilterCodec<F>;
  /** The query the list was rendered with. */
  query: string;
  /** Replaces the history entry's query with `next` (or later, see `navigateWith`). */
  navigate?: (next: URLSearchParams) => void;
  delayMs?: number;
}

/**
 * Writes a list's search and filters to the URL query, free of React. Typed text waits
 * for a pause (`delayMs`), so a keystroke re-renders the list alone rather than every
 * screen that reads the URL; any other change, a blur or Enter writes it at once.
 *
 * NOTE: every write starts from the query as last written here, or as the router last
 * showed it, never from the query of the render that made the callback: the router's
 * functional `setSearchParams` hands the render's query, so two writes before the next
 * render, or a timer set several renders ago, would undo each other.
 */
export class UrlFilterWriter<F extends { search: string }> {
  private readonly codec: UrlFilterCodec<F>;
  private readonly delayMs: number;
  private navigate: (next: URLSearchParams) => void;
  /** The query every write starts from. */
  private latest: string;
  /** The last query written here that the router has not shown yet. */
  private outstanding: string | null = null;
  /** Typed text not written yet. */
  private pending: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor({
    codec,
    query,
    navigate,
    delayMs = SEARCH_WRITE_DELAY_MS,
  }: UrlFilterWriterOptions<F>) {
    this.codec = codec;
    this.latest = query;
    this.navigate = navigate ?? (() => {});
    this.delayMs = delayMs;
  }

  /** How to write from now on (the router's setter changes with every render). */
  navigateWith(navigate: (next: URLSearchParams) => void): void {
    this.navigate = navigate;
  }

  /** Whether typed text waits to be written. */
  get waiting(): boolean {
    return this.pending !== null;
  }

  /** The query as last written here or shown by the router. */
  get query(): string {
    return this.latest;
  }

  /**
   * The router shows `query` after a navigation: `replaced` when it replaced the entry
   * (ours, or another's), else a link or back/forward, which wins over typed text.
   */
  shown(query: string, replaced: boolean): void {
    if (!replaced) this.cancel();
    // Else, when the router shows an earlier write of ours, the newer one already builds on it.
    if (!replaced || this.outstanding === null || query === this.outstanding) {
      this.latest = query;
      this.outstanding = null;
    }
  }

  /** The search as typed: written once typing pauses. */
  typed(search: string): void {
    this.pending = search;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.delayMs);
  }

  /** Writes typed text now, if any waits. */
  flush(): void {
    const search = this.take();
    if (search !== null) this.write(() => ({ search }) as Partial<F>);
  }

  /** Changes the filters (with any typed text) in one write. */
  change(patch: (current: F) => Partial<F>): void {
    const search = this.take();
    this.write((current) => ({
      ...patch(current),
      ...(search === null ? {} : { search }),
    }));
  }

  /** Clears the search and the filters, keeping what the codec keeps; typed text is dropped. */
  clear(): void {
    this.cancel();
    this.write((current) => ({ ...this.codec.cleared(current), search: '' }));
  }

  /** Forgets typed text that waits. */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = null;
  }

  private take(): string | null {
    const search = this.pending;
    this.cancel();
    return search;
  }

  private write(patch: (current: F) => Partial<F>): void {
    const base = new URLSearchParams(this.latest);
    const state = this.codec.parse(base);
    const next = this.codec.write({ ...state, ...patch(state) }, base);
    const query = next.toString();
    if (query === this.latest) return;
    this.latest = query;
    this.outstanding = query;
    this.navigate(next);
  }
}
