import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataClient, DEVICE_ROOT, type DataClient } from '@/data/client.ts';
import { memoryPersistence } from '@/data/engine/persistence.ts';
import { LEVEL_COLOURS } from '../levels.ts';
import MapScreen from './map-screen.tsx';

/** The fill as jsdom writes it back in the style attribute. */
const colourOf = (level: keyof typeof LEVEL_COLOURS) => {
  const hex = LEVEL_COLOURS[level].fill;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

let client: DataClient;
beforeEach(async () => {
  client = createDataClient({ persistence: memoryPersistence() });
  client.setAccount(null);
  await client.get(DEVICE_ROOT);
});
afterEach(() => client.close());

function renderMap(query = 'view=map') {
  return render(
    <MemoryRouter initialEntries={[`/travel-tracker?${query}`]}>
      <MapScreen client={client} />
    </MemoryRouter>,
  );
}

/** The map's place, found by its accessible name (name and level). */
const place = (name: string | RegExp) => screen.getByRole('button', { name });
const map = (name: string) => screen.findByRole('group', { name }, { timeout: 10_000 });

describe('MapScreen', () => {
  it('draws every country as a button named with its level, micro-states as dots', async () => {
    renderMap();
    const world = await map('World map');
    const countries = within(world).getAllByRole('button');
    expect(countries.length).toBeGreaterThan(220);
    expect(place('France: not marked')).toBeInTheDocument();
    expect(place('Monaco: not marked').querySelector('circle')).not.toBeNull();
    expect(place('France: not marked').querySelector('path')).not.toBeNull();
    // One stop for Tab: the others are reached with the arrow keys.
    expect(countries.filter((country) => country.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(/Lived \(0\)/);
  });

  it('marks a country visited on a click, changes its level and its colour, and undoes', async () => {
    const user = userEvent.setup();
    renderMap();
    await map('World map');
    await user.click(place('France: not marked'));
    const france = await screen.findByRole('button', { name: 'France: visited' });
    expect(france.querySelector('path')?.getAttribute('style')).toContain(colourOf('visited'));
    expect(screen.getByRole('status')).toHaveTextContent('France marked as visited.');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(/Visited \(1\)/);

    const panel = screen.getByRole('region', { name: 'France' });
    await user.click(within(panel).getByRole('button', { name: /Stayed/ }));
    const stayed = await screen.findByRole('button', { name: 'France: stayed' });
    expect(stayed.querySelector('path')?.getAttribute('style')).toContain(colourOf('stayed'));
    expect(within(panel).getByRole('button', { name: /Stayed/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(panel).getByRole('link', { name: 'Open France' })).toHaveAttribute(
      'href',
      '/travel-tracker?place=country-FR',
    );

    await user.click(within(panel).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'France: not marked' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'France' })).not.toBeInTheDocument();
  });

  it('shades a country been to through a state or city in it, apart from the marked ones', async () => {
    const user = userEvent.setup();
    const path = `${DEVICE_ROOT}/travel-tracker/places`;
    const stamp = '2025-01-01T00:00:00.000Z';
    const stored = { photos: [], createdAt: stamp, updatedAt: stamp };
    client.set(`${path}/state-US-CA`, { kind: 'state', code: 'US-CA', level: 'stayed', ...stored });
    client.set(`${path}/city-lisbon`, {
      kind: 'city',
      name: 'Lisbon',
      country: 'PT',
      level: 'visited',
      ...stored,
    });
    client.set(`${path}/city-kyoto`, {
      kind: 'city',
      name: 'Kyoto',
      country: 'JP',
      level: 'want',
      ...stored,
    });
    renderMap();
    await map('World map');
    const us = place('United States: not marked, been to through a place in it');
    expect(us.querySelector('path')?.getAttribute('style')).toContain('var(--level-implied)');
    expect(place('Portugal: not marked, been to through a place in it')).toBeInTheDocument();
    // Only wanting to go somewhere in a country is not having been there.
    expect(place('Japan: not marked').querySelector('path')?.getAttribute('style')).toContain(
      'var(--level-none)',
    );
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'Been to through a place in it (2)',
    );
    // Marking it makes it the country's own level.
    await user.click(us);
    expect(
      await screen.findByRole('button', { name: 'United States: visited' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'Been to through a place in it (1)',
    );
    // The US map has no such shade: its states are marked or not.
    await user.click(screen.getByRole('link', { name: 'United States' }));
    await map('Map of the United States');
    expect(screen.getByRole('list', { name: 'Legend' })).not.toHaveTextContent('a place in it');
  });

  it('unmarks a marked place and puts it back with everything it had', async () => {
    const user = userEvent.setup();
    const path = `${DEVICE_ROOT}/travel-tracker/places`;
    client.set(`${path}/country-PT`, {
      kind: 'country',
      code: 'PT',
      level: 'lived',
      description: 'Lisbon years',
      photos: [],
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    renderMap();
    await map('World map');
    await user.click(await screen.findByRole('button', { name: 'Portugal: lived' }));
    const panel = screen.getByRole('region', { name: 'Portugal' });
    await user.click(within(panel).getByRole('button', { name: 'Unmark' }));
    expect(await screen.findByRole('button', { name: 'Portugal: not marked' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Portugal: lived' })).toBeInTheDocument();
    const stored = (await client.get(`${path}/country-PT`)) as { description?: string };
    expect(stored.description).toBe('Lisbon years');
  });

  it('reaches a country by keyboard, announces it and marks it with Enter', async () => {
    const user = userEvent.setup();
    renderMap();
    const world = await map('World map');
    // Tab past the toolbar to the map's one stop.
    for (let tries = 0; tries < 10 && !world.contains(document.activeElement); tries++) {
      await user.tab();
    }
    expect(document.activeElement).toHaveAttribute('aria-label', 'Afghanistan: not marked');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('aria-label', 'Åland Islands: not marked');
    await user.keyboard('fra');
    expect(document.activeElement).toHaveAttribute('aria-label', 'France: not marked');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-label', 'France: visited'),
    );
    // Space marks too.
    await user.keyboard('{ArrowLeft} ');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /: visited$/ })).toHaveLength(2),
    );
  });

  it('takes a space typed within a name as part of it ("new y" for New York), not as a mark', async () => {
    const user = userEvent.setup();
    renderMap('view=map&map=us');
    const us = await map('Map of the United States');
    for (let tries = 0; tries < 10 && !us.contains(document.activeElement); tries++) {
      await user.tab();
    }
    // The clock stands still: the letters come as fast as a person types, however busy the machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await user.keyboard('new y');
    } finally {
      vi.useRealTimers();
    }
    expect(document.activeElement).toHaveAttribute('aria-label', 'New York: not marked');
    expect(screen.queryAllByRole('button', { name: /: visited$/ })).toHaveLength(0);
  });

  it('zooms with its buttons and the keyboard', async () => {
    const user = userEvent.setup();
    renderMap();
    const world = await map('World map');
    const layer = world.querySelector('g')!;
    expect(layer).toHaveAttribute('transform', 'translate(0 0) scale(1)');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(layer.getAttribute('transform')).toMatch(/scale\(1\.5\)$/);
    await user.click(screen.getByRole('button', { name: 'Move the map left' }));
    await user.click(screen.getByRole('button', { name: 'Show the whole map' }));
    expect(layer).toHaveAttribute('transform', 'translate(0 0) scale(1)');
  });

  it('draws the US map with the territories as dots, and marks states', async () => {
    const user = userEvent.setup();
    renderMap('view=map&map=us');
    const us = await map('Map of the United States');
    expect(within(us).getAllByRole('button')).toHaveLength(57);
    expect(place('Puerto Rico: not marked').querySelector('path')).toBeNull();
    expect(place('District of Columbia: not marked').querySelector('circle')).not.toBeNull();
    await user.click(place('California: not marked'));
    expect(await screen.findByRole('button', { name: 'California: visited' })).toHaveAttribute(
      'data-place',
      'state-US-CA',
    );
    const stored = await client.get(`${DEVICE_ROOT}/travel-tracker/places/state-US-CA`);
    expect(stored).toMatchObject({ kind: 'state', code: 'US-CA', level: 'visited', photos: [] });
  });

  it('prints as a poster: the map and legend, nothing to press on the map', async () => {
    renderMap('view=map&print=1');
    const world = await map('World map');
    expect(screen.getByRole('heading', { name: 'Where I have been' })).toBeInTheDocument();
    expect(
      within(world)
        .getAllByRole('button')
        .every((country) => country.getAttribute('tabindex') === '-1'),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
