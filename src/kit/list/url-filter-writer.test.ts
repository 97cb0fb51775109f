import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toggleValue, type UrlFilterCodec } from './filter-query.ts';
import { UrlFilterWriter } from './url-filter-writer.ts';

interface Filters {
  search: string;
  tags: string[];
}

const CODEC: UrlFilterCodec<Filters> = {
  parse: (params) => ({ search: params.get('q') ?? '', tags: params.getAll('tag') }),
  write: (filters, base) => {
    const next = new URLSearchParams(base);
    next.delete('q');
    next.delete('tag');
    if (filters.search) next.set('q', filters.search);
    for (const tag of filters.tags) next.append('tag', tag);
    return next;
  },
  cleared: () => ({ search: '', tags: [] }),
};

const DELAY = 300;

/** A writer and the queries it sent, in order; `render` plays the router showing the last. */
function writerAt(query: string) {
  const sent: string[] = [];
  const writer = new UrlFilterWriter({
    codec: CODEC,
    query,
    navigate: (next) => sent.push(next.toString()),
    delayMs: DELAY,
  });
  return {
    writer,
    sent,
    last: () => sent.at(-1),
    render: () => writer.shown(sent.at(-1) ?? query, true),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('UrlFilterWriter', () => {
  it('writes typed text once typing pauses, the last text only', () => {
    const { writer, sent } = writerAt('note=n1');
    writer.typed('b');
    writer.typed('ba');
    vi.advanceTimersByTime(DELAY - 1);
    writer.typed('bas');
    vi.advanceTimersByTime(DELAY - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['note=n1&q=bas']);
    expect(writer.waiting).toBe(false);
  });

  it('writes at once when told (blur, Enter), and nothing when nothing waits', () => {
    const { writer, sent } = writerAt('');
    writer.flush();
    writer.typed('oil');
    writer.flush();
    writer.flush();
    vi.advanceTimersByTime(DELAY * 2);
    expect(sent).toEqual(['q=oil']);
  });

  it('empties the search: basil, party, nothing, then a filter leaves no stale text', () => {
    const { writer, sent, last, render } = writerAt('q=MOUSSE');
    writer.typed('basil');
    writer.typed('  party ');
    writer.typed('');
    writer.change((current) => ({ tags: toggleValue(current.tags, 'dinner') }));
    expect(last()).toBe('tag=dinner');
    render();
    writer.change((current) => ({ tags: toggleValue(current.tags, 'dinner') }));
    vi.advanceTimersByTime(DELAY * 2);
    expect(sent).toEqual(['tag=dinner', '']);
  });

  it('builds each write on the one before, even before the router has shown it', () => {
    const { writer, sent } = writerAt('q=tea');
    writer.change(({ tags }) => ({ tags: toggleValue(tags, 'a') }));
    writer.change(({ tags }) => ({ tags: toggleValue(tags, 'b') }));
    writer.typed('coffee');
    writer.flush();
    writer.change(({ tags }) => ({ tags: toggleValue(tags, 'a') }));
    expect(sent).toEqual([
      'q=tea&tag=a',
      'q=tea&tag=a&tag=b',
      'q=coffee&tag=a&tag=b',
      'q=coffee&tag=b',
    ]);
  });

  it('keeps its newer write when the router shows an older one of its own', () => {
    const { writer, sent } = writerAt('');
    writer.change(() => ({ tags: ['a'] }));
    writer.change(() => ({ tags: ['a', 'b'] }));
    writer.shown('tag=a', true); // the first write arrives after the second was sent
    writer.typed('x');
    writer.flush();
    expect(sent.at(-1)).toBe('q=x&tag=a&tag=b');
  });

  it('writes typed text waiting behind a filter change together with it, once', () => {
    const { writer, sent } = writerAt('');
    writer.typed('brake');
    writer.change(() => ({ tags: ['front'] }));
    vi.advanceTimersByTime(DELAY * 2);
    expect(sent).toEqual(['q=brake&tag=front']);
  });

  it('a timer set long ago writes over the newest query, not the one of its time', () => {
    const { writer, sent, render } = writerAt('');
    writer.change(() => ({ tags: ['a'] }));
    render();
    writer.typed('basil');
    writer.shown('tag=a&other=1', true); // another part of the screen replaced the query
    vi.advanceTimersByTime(DELAY);
    expect(sent.at(-1)).toBe('other=1&q=basil&tag=a');
  });

  it('drops typed text when a link or back/forward moves the list', () => {
    const { writer, sent } = writerAt('q=tea');
    writer.typed('coffee');
    writer.shown('q=cocoa', false);
    vi.advanceTimersByTime(DELAY * 2);
    expect(sent).toEqual([]);
    writer.change(() => ({ tags: ['a'] }));
    expect(sent).toEqual(['q=cocoa&tag=a']);
  });

  it('clears the search and filters, dropping typed text', () => {
    const { writer, sent } = writerAt('q=tea&tag=a&note=n1');
    writer.typed('teapot');
    writer.clear();
    vi.advanceTimersByTime(DELAY * 2);
    expect(sent).toEqual(['note=n1']);
  });
});
