import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import {
  cleanUp,
  LAZY,
  location,
  put,
  renderTravel,
  startVisitor,
} from '../testing/travel-testing.tsx';

beforeAll(async () => {
  await startVisitor();
  // The page loads its screens on use: loaded here once, not within a test's waits.
  await Promise.all([import('./places-screen.tsx')]);
}, 60_000);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

/** Two countries (one only wanted), a US state and a city in Portugal. */
async function fourPlaces() {
  await put('places', 'country-FR', { kind: 'country', code: 'FR', level: 'stayed' });
  await put('places', 'country-JP', { kind: 'country', code: 'JP', level: 'want' });
  await put('places', 'state-US-CA', { kind: 'state', code: 'US-CA', level: 'visited' });
  await put('places', 'city-lisbon', {
    kind: 'city',
    name: 'Lisbon',
    country: 'PT',
    level: 'visited',
    latitude: 38.7223,
    longitude: -9.1393,
  });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Places' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const filter = (group: string, option: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name: option });

describe('PlacesScreen', () => {
  it('says how to start with no place yet, and that places stay on the device', async () => {
    renderTravel();
    expect(await screen.findByRole('heading', { name: 'No places yet' }, LAZY)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the map' })).toHaveAttribute(
      'href',
      '/travel-tracker?view=map',
    );
    expect(screen.getByText('Your places are kept on this device until you log in.')).toBeVisible();
  }, 20_000);

  it('lists the places by name under a summary of where the person has been', async () => {
    await fourPlaces();
    // An editor's visit in the address is not carried to the summary's links.
    renderTravel('visit=v1');
    await screen.findByRole('heading', { name: 'Your places' }, LAZY);
    await waitFor(() => expect(names()).toEqual(['California', 'France', 'Japan', 'Lisbon']));
    // Japan is wanted, not been; California and Lisbon count the US and Portugal as been.
    const summary = screen.getByRole('region', { name: 'Where you have been' });
    expect(summary).toHaveTextContent('states1 / 50');
    expect(summary).toHaveTextContent('countries3 / 195');
    expect(within(summary).getByRole('link', { name: 'All stats' })).not.toHaveAttribute(
      'href',
      expect.stringContaining('visit='),
    );
    expect(
      within(screen.getByRole('list', { name: 'Levels' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  });

  it('filters by kind, been or not, continent and search, all kept in the address', async () => {
    const user = userEvent.setup();
    await fourPlaces();
    const { unmount } = renderTravel();
    await screen.findByRole('heading', { name: 'Your places' }, LAZY);
    await user.click(filter('Kind', 'Country'));
    await waitFor(() => expect(names()).toEqual(['France', 'Japan']));
    await user.click(filter('Been or not', 'Been there'));
    await waitFor(() => expect(names()).toEqual(['France']));
    expect(location()).toMatch(/kind=country/);
    expect(location()).toMatch(/status=been/);

    // The address alone brings the same list back, as a reload does.
    const address = location()!;
    unmount();
    renderTravel(address.split('?')[1]);
    await screen.findByRole('heading', { name: 'Your places' }, LAZY);
    await waitFor(() => expect(names()).toEqual(['France']));

    await user.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    await waitFor(() => expect(names()).toHaveLength(4));
    await user.click(filter('Continent', 'Europe'));
    await waitFor(() => expect(names()).toEqual(['France', 'Lisbon']));
    await user.type(screen.getByRole('searchbox', { name: 'Search places' }), 'portugal');
    await waitFor(() => expect(names()).toEqual(['Lisbon']));
  });
});
