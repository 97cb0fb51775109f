import type { Locator } from '@playwright/test';
import { uniqueEmail, verifiedAccount } from '../accounts-fixtures.ts';
import { putDocument } from '../car-fixtures.ts';
import { chooseFile, expect, whenHydrated } from '../fixtures.ts';
import type { Tour } from '../sweep.ts';
import {
  expectTripSuggestions,
  FIRST_PAINT,
  samplePlace,
  sampleVisit,
  searchAndChoose,
  SEED_CSV,
  TRAVEL,
  travelPathOf,
  TRIP_PHOTOS,
} from '../travel-fixtures.ts';

/** A map's shapes load on first use: long on a busy machine. */
const MAP_PAINT = { timeout: 90_000 };

/**
 * Every screen of the Travel Tracker, for a person of its own: the empty screens, then the
 * list, a place, its editors and the add flow with data seeded over HTTP, the stats once
 * the atlases have answered, the maps (the world's few hundred shapes checked once), the
 * import preview and the visits suggested by photos.
 */
export const travelTrackerTour: Tour = async ({ page, world, check }) => {
  await verifiedAccount(page, world, uniqueEmail('sweep-travel-tracker'));

  /** Opens a screen by its address and waits for its heading. */
  const open = async (query: string, heading: string) => {
    await page.goto(`${TRAVEL}${query}`);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible(
      FIRST_PAINT,
    );
  };
  /** Follows a link in the app (no new page load) and waits for the heading it leads to. */
  const follow = async (link: Locator, heading: string | RegExp) => {
    await link.click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible(
      FIRST_PAINT,
    );
  };
  const nav = (name: string) =>
    page.getByRole('navigation', { name: 'Travel tracker' }).getByRole('link', { name });

  await open('', 'No places yet');
  await check('Travel Tracker: no places yet');
  await follow(nav('Stats'), 'No stats yet');
  await check('Travel Tracker: no stats yet');

  const places = await travelPathOf(page, 'places');
  const visits = await travelPathOf(page, 'visits');
  const italy = samplePlace({ kind: 'country', code: 'IT', level: 'lived', description: 'Pasta.' });
  await putDocument(page, world, places, italy, 'country-IT');
  const newYork = samplePlace({ kind: 'state', code: 'US-NY', level: 'want' });
  await putDocument(page, world, places, newYork, 'state-US-NY');
  const region = samplePlace({
    kind: 'region',
    code: 'FR-IDF',
    name: 'Île-de-France',
    country: 'FR',
    level: 'passed',
  });
  await putDocument(page, world, places, region, 'region-FR-IDF');
  const easter = sampleVisit('country-IT', {
    from: '2022-04-01',
    to: '2022-04-09',
    note: 'Easter',
  });
  await putDocument(page, world, visits, easter);

  // The seeded places reach the open page live.
  await follow(nav('Places'), 'Your places');
  await check('Travel Tracker: the list of places');
  await follow(
    page.getByRole('list', { name: 'Places' }).getByRole('link', { name: 'Italy', exact: true }),
    'Italy',
  );
  await check('Travel Tracker: a place');
  await follow(page.getByRole('link', { name: 'Edit place' }), 'Edit place');
  await check('Travel Tracker: editing a place');
  await page.goBack();
  await follow(page.getByRole('link', { name: 'Add a visit' }), 'New visit');
  await check('Travel Tracker: a new visit');
  await page.goBack();
  await follow(page.getByRole('link', { name: /^Edit the visit of/ }), 'Edit visit');
  await check('Travel Tracker: editing a visit');
  await open('?place=nowhere', 'Place not found');
  await check('Travel Tracker: a place not found');
  await follow(page.getByRole('link', { name: 'Add a place' }).first(), 'Add a place');
  await check('Travel Tracker: adding a place');
  // The region step, its list loaded for the chosen country.
  await page.getByText('A region of a country', { exact: true }).click();
  await searchAndChoose(page, 'Country', 'ital', 'Italy');
  await expect(page.getByRole('combobox', { name: 'Region' })).toBeVisible();
  await check('Travel Tracker: adding a region');

  // The stats once the atlases have given the land and the neighbours.
  await nav('Stats').click();
  await expect(page.getByRole('list', { name: 'Next country' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('meter', { name: /^Land/ })).toBeVisible();
  await check('Travel Tracker: the stats');

  // The world map is a few hundred shapes: axe reads it once, with a country's panel open.
  await nav('Map').click();
  const worldMap = page.getByRole('group', { name: 'World map' });
  await worldMap.getByRole('button', { name: 'Poland: not marked' }).click(MAP_PAINT);
  await expect(page.getByRole('region', { name: 'Poland' })).toBeVisible();
  await check('Travel Tracker: the world map, a country marked');
  await page.getByRole('link', { name: 'United States' }).click();
  await expect(page.getByRole('group', { name: 'Map of the United States' })).toBeVisible(
    MAP_PAINT,
  );
  await check('Travel Tracker: the map of the United States');
  // The poster is the world map again: its own parts are checked, not the shapes.
  await page.goto(`${TRAVEL}?view=map&print=1`);
  await expect(page.getByRole('heading', { name: 'Where I have been' })).toBeVisible(MAP_PAINT);
  await expect(page.getByRole('group', { name: 'World map' })).toBeVisible(MAP_PAINT);
  await check('Travel Tracker: the printable map', [
    'h1',
    'div:has(> nav[aria-label="Maps"])',
    '[aria-label="Legend"]',
  ]);

  // The import preview of a file already imported: rows new, here already, unreadable.
  await page.goto(`${TRAVEL}?view=move`);
  await chooseFile(page, 'places.csv', SEED_CSV);
  await page.getByRole('button', { name: 'Import 7 records' }).click();
  await expect(page.getByRole('heading', { name: /^Imported/ })).toBeVisible();
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooseFile(page, 'places.csv', SEED_CSV);
  await expect(page.getByTestId('import-counts')).toBeVisible();
  await check('Travel Tracker: an import’s preview');

  await follow(nav('From photos'), 'From photos to visits');
  await check('Travel Tracker: photos to visits');
  const picker = page.getByLabel('Choose photos');
  await whenHydrated(picker);
  await picker.setInputFiles(TRIP_PHOTOS);
  await expectTripSuggestions(page);
  await check('Travel Tracker: the visits photos suggest');
};
