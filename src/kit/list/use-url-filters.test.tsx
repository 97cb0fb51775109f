import { act, render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigationType,
  useSearchParams,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { knownValues, toggleValue, type UrlFilterCodec } from './filter-query.ts';
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

function renderFilters(url: string) {
  const latest: { current: UrlFilters<NoteFilters> | null } = { current: null };
  function Probe() {
    latest.current = useUrlFilters(CODEC, { useSearchParams, useLocation, useNavigationType });
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/notes', element: <Probe /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/elsewhere', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return {
    router,
    controls: () => latest.current!,
    search: () => router.state.location.search,
  };
}

describe('useUrlFilters', () => {
  it('reads the state from the query, ignoring what the codec does not know', () => {
    const { controls } = renderFilters('/notes?q=%20soup&colour=blue&colour=pink&colour=red');
    expect(controls().filters).toEqual({ search: ' soup', colours: ['blue', 'red'], sort: 'new' });
  });

  it('writes each change to the query, replacing the history entry and keeping other parameters', async () => {
    const { router, controls, search } = renderFilters('/notes?note=n1');
    await act(async () => controls().setSearch('  tea '));
    expect(controls().filters.search).toBe('  tea ');
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
    await act(async () => router.navigate('/notes?q=cocoa'));
    expect(controls().filters.search).toBe('cocoa');
    await act(async () => router.navigate(-1));
    expect(controls().filters.search).toBe('coffee');
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
