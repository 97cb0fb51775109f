import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data, DEVICE_ROOT } from '@/data/client.ts';
import { countryAreas } from '@/shared/travel-tracker/geo/areas.ts';
import { COUNTRIES } from '@/shared/travel-tracker/places/catalogue.ts';
import type { BeenLevel, CodedKind } from '@/shared/travel-tracker/travel-model.ts';
import StatsScreen from './stats-screen.tsx';

/**
 * The screen with the real data client (a visitor's, on this device) and the real atlases:
 * the land is measured and the neighbours found as in the app.
 */
const ROOT = `${DEVICE_ROOT}/travel-tracker`;
const STAMP = '2024-01-01T00:00:00.000Z';
const written: string[] = [];

async function put(path: string, value: Record<string, unknown>) {
  written.push(path);
  await data.set(path, { ...value, createdAt: STAMP, updatedAt: STAMP });
}
const mark = (kind: CodedKind, code: string, level: BeenLevel = 'visited') =>
  put(`${ROOT}/places/${kind}-${code}`, { kind, code, level, photos: [] });
let visitCount = 0;
const visit = (placeId: string, from: string, to?: string) =>
  put(`${ROOT}/visits/v${++visitCount}`, { placeId, from, ...(to ? { to } : {}) });

beforeAll(async () => {
  data.setAccount(null);
  await data.get(DEVICE_ROOT);
});
afterEach(async () => {
  await Promise.all(written.splice(0).map((path) => data.remove(path)));
});
afterAll(async () => {
  await data.close();
});

/** The address's query, shown for the test to read. */
function Where() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderStats(query = 'view=stats') {
  return render(
    <MemoryRouter initialEntries={[`/travel-tracker?${query}`]}>
      <StatsScreen />
      <Where />
    </MemoryRouter>,
  );
}

const SLOW = { timeout: 15_000 };
const section = (name: string) => screen.getByRole('region', { name });
/** A figure of the year in travel, as shown beside its label. */
const figure = (label: string) =>
  within(section('Year in travel')).getByText(label, { selector: 'dt' }).nextElementSibling
    ?.textContent;

describe('StatsScreen', () => {
  it('shows the share of the world’s land in the countries been to, and follows changes', async () => {
    await mark('country', 'FR');
    renderStats();
    // The rest of the screen does not wait for the atlas.
    expect(await screen.findByRole('region', { name: 'By level' })).toBeInTheDocument();
    const land = await screen.findByRole(
      'meter',
      { name: 'Land in the countries you have been to' },
      SLOW,
    );

    // France's share, measured apart from the screen's own sums.
    const areas = await countryAreas();
    const world = COUNTRIES.reduce((sum, country) => sum + (areas.get(country.code) ?? 0), 0);
    const france = ((areas.get('FR') ?? 0) / world) * 100;
    expect(france).toBeGreaterThan(0.1);
    expect(land).toHaveAttribute('aria-valuetext', `${france.toFixed(1)}% of the world’s land`);
    expect(Number(land.getAttribute('aria-valuenow'))).toBeCloseTo(france, 6);

    // Russia is far larger: the share grows by more than France's.
    await mark('country', 'RU');
    await waitFor(() =>
      expect(Number(land.getAttribute('aria-valuenow'))).toBeGreaterThan(france * 3),
    );
  }, 30_000);

  it('shows a year in travel, the latest by default, and switches years from the address', async () => {
    const user = userEvent.setup();
    await mark('country', 'FR', 'stayed');
    await mark('country', 'IT');
    await mark('state', 'US-CA');
    await visit('country-FR', '2019-03-02');
    await visit('state-US-CA', '2019-05-01', '2019-05-04');
    await visit('country-FR', '2023-07-10', '2023-07-24');
    await visit('country-IT', '2023-07-25', '2023-07-27');
    renderStats();

    const year = await screen.findByRole('combobox', { name: 'Year' });
    await waitFor(() => expect(year).toHaveTextContent('2023'));
    expect(figure('Visits')).toBe('2');
    expect(figure('Countries')).toBe('2New: Italy');
    expect(figure('US states')).toBe('0');
    expect(figure('Trips')).toBe('1');
    expect(figure('Days away')).toBe('18');
    expect(figure('Longest trip')).toMatch(/^18 days/);
    // France and Italy in Europe; the United States, through California, in North America.
    const continents = section('Countries been to, by continent');
    expect(continents).toHaveTextContent('Europe2');
    expect(continents).toHaveTextContent('North America1');

    await user.click(year);
    await user.click(await screen.findByRole('option', { name: '2019' }));
    await waitFor(() => expect(figure('Visits')).toBe('2'));
    expect(year).toHaveTextContent('2019');
    expect(figure('Countries')).toBe('2New: France and United States');
    expect(figure('US states')).toBe('1New: California');
    expect(figure('Continents')).toBe('2New: Europe and North America');
    expect(figure('Trips')).toBe('2');
    expect(figure('Days away')).toBe('5');
    expect(figure('Nights away')).toBe('3');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '?view=stats&year=2019',
    );
  }, 30_000);

  it('opens on the year the address names, and says what to do without dated visits', async () => {
    await mark('country', 'FR');
    await visit('country-FR', '2019-03-02');
    await visit('country-FR', '2023-07-10');
    const { unmount } = renderStats('view=stats&year=2019');
    expect(await screen.findByRole('combobox', { name: 'Year' })).toHaveTextContent('2019');
    expect(figure('Countries')).toBe('1New: France');
    unmount();

    await Promise.all(written.splice(1).map((path) => data.remove(path)));
    renderStats('view=stats&year=2019');
    expect(await screen.findByRole('region', { name: 'Year in travel' })).toHaveTextContent(
      'Add the dates of your visits, and each year’s travel shows here.',
    );
    expect(screen.queryByRole('combobox', { name: 'Year' })).not.toBeInTheDocument();
  });

  it('suggests the states and countries next to those been to', async () => {
    await mark('state', 'US-CA');
    await mark('state', 'US-OR', 'want');
    renderStats();
    const states = await screen.findByRole('list', { name: 'Next state' }, SLOW);
    // Each borders one state been to; the one on the wish list comes first.
    const items = within(states).getAllByRole('listitem');
    expect(
      items.map((item) =>
        (within(item).queryByRole('link') ?? within(item).getByRole('button')).getAttribute(
          'aria-label',
        ),
      ),
    ).toEqual(['Open Oregon', 'Add Arizona to the wish list', 'Add Nevada to the wish list']);
    expect(items[0]).toHaveTextContent('On your wish list');
    expect(items[2]).not.toHaveTextContent('On your wish list');
    expect(within(states).getAllByText('Borders California')).toHaveLength(3);
    // On the wish list: its page.
    expect(within(states).getByRole('link', { name: 'Open Oregon' })).toHaveAttribute(
      'href',
      '/travel-tracker?place=state-US-OR',
    );
    // Not yet a place: one tap puts it on the wish list, and it opens from there on.
    await userEvent.click(
      within(states).getByRole('button', { name: 'Add Nevada to the wish list' }),
    );
    expect(await within(states).findByRole('link', { name: 'Open Nevada' })).toHaveAttribute(
      'href',
      '/travel-tracker?place=state-US-NV',
    );
    expect((await data.get(`${ROOT}/places/state-US-NV`)) as { level: string }).toMatchObject({
      kind: 'state',
      code: 'US-NV',
      level: 'want',
    });
    written.push(`${ROOT}/places/state-US-NV`);
    // California counts the United States as been to.
    const countries = screen.getByRole('list', { name: 'Next country' });
    expect(within(countries).getByText('Canada', { selector: 'p' })).toBeInTheDocument();
    expect(within(countries).getByText('Mexico', { selector: 'p' })).toBeInTheDocument();
    expect(within(countries).getAllByText('Borders United States')).toHaveLength(2);
  });

  it('leaves out the next states when no state has been visited', async () => {
    await mark('country', 'FR');
    renderStats('view=stats&year=2020');
    const countries = await screen.findByRole('list', { name: 'Next country' }, SLOW);
    expect(within(countries).getByText('Spain', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Next state' })).not.toBeInTheDocument();
    // The year is the stats' own: links elsewhere leave it behind.
    await userEvent.click(
      within(countries).getByRole('button', { name: 'Add Spain to the wish list' }),
    );
    expect(await within(countries).findByRole('link', { name: 'Open Spain' })).toHaveAttribute(
      'href',
      '/travel-tracker?place=country-ES',
    );
    written.push(`${ROOT}/places/country-ES`);
  });
});
