import { act, render } from '@testing-library/react';
import { useState } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigationType,
  useSearchParams,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { knownValues, toggleValue, type UrlFilterCodec } from './filter-query.ts';
import { SEARCH_WRITE_DELAY_MS } from './url-filter-writer.ts';
import { useUrlFilters, type UrlFilters } from './use-url-filters.ts';

interface NoteFilters {
  search: string;
  colours: string[];
  sort: 'new' | 'old';
}

const COLOURS = ['red', 'green', 'blue'];

const CODEC: UrlFilterCodec<NoteFilters> = {
  parse: (params) => ({
    search: params.get('q') ?? '',
    colours: knownValues(params, 'colour', COLOURS),
    sort: params.get('sort') === 'old' ? 'old' : 'new',
  }),
  write: (filters, base) => {
    const next = new URLSearchParams(base);
    for (const name of ['q', 'colour', 'sort']) next.delete(name);
    if (filters.search) next.set('q', filters.search);
    for (const colour of filters.colours) next.append('colour', colour);
    if (filters.sort !== 'new') next.set('sort', filters.sort);
    return next;
  },
  cleared: ({ sort }) => ({ search: '', colours: [], sort }),
};

const ROUTER = { useSearchParams, useLocation, useNavigationType };

/** The list (its filters in `latest`), which `hide` takes away while the URL stays. */
function listRoutes(latest: { current: UrlFilters<NoteFilters> | null; hide?: () => void }) {
  function Probe() {
    latest.current = useUrlFilters(CODEC, ROUTER);
    return null;
  }
  function Host() {
    const [shown, setShown] = useState(true);
    latest.hide = () => setShown(false);
    return shown ? <Probe /> : <p>Hidden</p>;
  }
  return [
    { path: '/notes', element: <Host /> },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
  ];
}

function renderFilters(url: string) {
  const latest: { current: UrlFilters<NoteFilters> | null; hide?: () => void } = { current: null };
  const router = createMemoryRouter(listRoutes(latest), {
    initialEntries: ['/elsewhere', url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return {
    router,
    controls: () => latest.current!,
    search: () => router.state.location.search,
  };
}

/** Lets the typed text's pause run out. */
const pause = () => act(async () => vi.advanceTimersByTime(SEARCH_WRITE_DELAY_MS));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useUrlFilters', () => {
  it('reads the state from the query, ignoring what the codec does not know', () => {
    const { controls } = renderFilters('/notes?q=%20soup&colour=blue&colour=pink&colour=red');
    expect(controls().filters).toEqual({ search: ' soup', colours: ['blue', 'red'], sort: 'new' });
  });

  it('writes each change to the query, replacing the history entry and keeping other parameters', async () => {
    const { router, controls, search } = renderFilters('/notes?note=n1');
    await act(async () => controls().setSearch('  tea '));
    expect(controls().filters.search).toBe('  tea ');
    // The URL follows once typing pauses.
    expect(search()).toBe('?note=n1');
    await pause();
    expect(search()).toBe('?note=n1&q=++tea+');
    expect(router.state.historyAction).toBe('REPLACE');

    await act(async () => controls().change({ colours: ['green'] }));
    await act(async () =>
      controls().change((current) => ({ colours: toggleValue(current.colours, 'red') })),
    );
    expect(search()).toBe('?note=n1&q=++tea+&colour=green&colour=red');
    await act(async () => controls().change({ sort: 'old' }));
    expect(controls().filters).toEqual({
      search: '  tea ',
      colours: ['green', 'red'],
      sort: 'old',
    });

    // Still the list's one entry: Back leaves it.
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('clears the search and the filters, keeping what the codec keeps', async () => {
    const { controls, search } = renderFilters('/notes?q=tea&colour=red&sort=old&note=n1');
    await act(async () => controls().clearAll());
    expect(controls().filters).toEqual({ search: '', colours: [], sort: 'old' });
    expect(search()).toBe('?note=n1&sort=old');
  });

  it('takes the search text from a navigation it did not make', async () => {
    const { router, controls } = renderFilters('/notes?q=tea');
    await act(async () => controls().setSearch('coffee'));
    await act(async () => controls().commitSearch());
    await act(async () => router.navigate('/notes?q=cocoa'));
    expect(controls().filters.search).toBe('cocoa');
    await act(async () => router.navigate(-1));
    expect(controls().filters.search).toBe('coffee');
  });
});

describe('useUrlFilters while typing', () => {
  it('writes the search with the next filter change, and never an emptied search again', async () => {
    const { controls, search } = renderFilters('/notes?q=MOUSSE');
    await act(async () => controls().setSearch('basil'));
    await act(async () => controls().setSearch('  party '));
    await act(async () => controls().setSearch(''));
    expect(search()).toBe('?q=MOUSSE');
    await act(async () => controls().change({ colours: ['red'] }));
    expect(search()).toBe('?colour=red');
    await act(async () => controls().change({ colours: [] }));
    await pause();
    expect(search()).toBe('');
    expect(controls().filters).toEqual({ search: '', colours: [], sort: 'new' });
  });

  it('keeps every change made before the router shows the first', async () => {
    const { controls, search } = renderFilters('/notes?q=tea');
    await act(async () => {
      const { change, setSearch, commitSearch } = controls();
      change((current) => ({ colours: toggleValue(current.colours, 'red') }));
      change((current) => ({ colours: toggleValue(current.colours, 'blue') }));
      setSearch('coffee');
      commitSearch();
      change({ sort: 'old' });
    });
    expect(search()).toBe('?q=coffee&colour=red&colour=blue&sort=old');
  });

  it('keeps the same filters when the URL catches up with the text', async () => {
    const { controls, search } = renderFilters('/notes?colour=red');
    await act(async () => controls().setSearch('tea'));
    const typed = controls().filters;
    await pause();
    expect(search()).toBe('?q=tea&colour=red');
    expect(controls().filters).toBe(typed);
  });

  it('keeps each unchanged filter value when typing goes on after the URL caught up', async () => {
    const { controls } = renderFilters('/notes?colour=red&colour=blue');
    const colours = controls().filters.colours;
    await act(async () => controls().setSearch('tea'));
    await pause();
    await act(async () => controls().setSearch('teap'));
    expect(controls().filters.search).toBe('teap');
    expect(controls().filters.colours).toBe(colours);
    await act(async () => controls().change({ colours: ['red'] }));
    expect(controls().filters.colours).toEqual(['red']);
  });

  it('drops typed text when a link moves the list elsewhere', async () => {
    const { router, controls, search } = renderFilters('/notes?q=tea');
    await act(async () => controls().setSearch('coffee'));
    await act(async () => router.navigate('/notes?q=cocoa'));
    await pause();
    expect(search()).toBe('?q=cocoa');
    expect(controls().filters.search).toBe('cocoa');
  });
});

describe('useUrlFilters in the browser', () => {
  function renderInBrowser(url: string) {
    window.history.replaceState(null, '', url);
    const latest: { current: UrlFilters<NoteFilters> | null; hide?: () => void } = {
      current: null,
    };
    const router = createBrowserRouter(listRoutes(latest));
    const view = render(<RouterProvider router={router} />);
    return { router, latest, controls: () => latest.current!, unmount: view.unmount };
  }

  it('writes typed text when the list goes away in place', async () => {
    const { latest, controls, unmount } = renderInBrowser('/notes?note=n1');
    await act(async () => controls().setSearch('tea'));
    await act(async () => latest.hide!());
    expect(window.location.search).toBe('?note=n1&q=tea');
    unmount();
  });

  it('leaves the next screen’s URL alone when the router moved on', async () => {
    const { router, controls, unmount } = renderInBrowser('/notes?note=n1');
    await act(async () => controls().setSearch('tea'));
    await act(async () => router.navigate('/elsewhere?page=2'));
    await pause();
    expect(window.location.pathname).toBe('/elsewhere');
    expect(window.location.search).toBe('?page=2');
    unmount();
  });
});

describe('toggleValue and knownValues', () => {
  it('adds at the end or takes out', () => {
    expect(toggleValue(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleValue(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('keeps known values once, in the order of the query', () => {
    const params = new URLSearchParams('c=blue&c=pink&c=red&c=blue');
    expect(knownValues(params, 'c', COLOURS)).toEqual(['blue', 'red']);
    expect(knownValues(params, 'missing', COLOURS)).toEqual([]);
  });
});
