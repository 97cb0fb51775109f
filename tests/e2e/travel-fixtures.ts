import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { Place, Visit } from '../../src/shared/travel-tracker/travel-model.ts';

/** The Travel Tracker's home, and how long its first paint may take on two busy cores. */
export const TRAVEL = '/travel-tracker';
export const FIRST_PAINT = { timeout: 20_000 };

/** A coded place as the map or the add flow would save it. */
export function samplePlace(overrides: Partial<Place> & Pick<Place, 'kind'>): Place {
  const now = new Date().toISOString();
  return { level: 'visited', photos: [], createdAt: now, updatedAt: now, ...overrides };
}

export function sampleVisit(placeId: string, overrides: Partial<Visit> = {}): Visit {
  const now = new Date().toISOString();
  return { placeId, from: '2024-05-01', createdAt: now, updatedAt: now, ...overrides };
}

/** The signed-in person's path of a Travel Tracker collection, read from their session. */
export async function travelPathOf(page: Page, collection: string): Promise<string> {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return `users/${session.user.id}/travel-tracker/${collection}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Picks `day` (YYYY-MM-DD) in the date field named `label`, through its calendar. */
export async function pickDay(page: Page, label: string, day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  await page.getByRole('button', { name: label, exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Choose a date' });
  await popup.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await popup.getByRole('combobox', { name: 'Month' }).selectOption(MONTHS[month - 1]!);
  const weekday = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  await popup
    .getByRole('gridcell', { name: `${weekday}, ${MONTHS[month - 1]} ${date}, ${year}` })
    .click();
  await expect(popup).toBeHidden();
}

/** Chooses `option` in the searchable select named `label`, typing `search` to find it. */
export async function searchAndChoose(page: Page, label: string, search: string, option: string) {
  const combobox = page.getByRole('combobox', { name: label, exact: true });
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') {
      await combobox.click({ timeout: 5000 });
    }
    const panel = page.getByRole('dialog', { name: label });
    await panel.getByPlaceholder(/Search/).fill(search, { timeout: 5000 });
    await panel.getByRole('option', { name: option, exact: true }).click({ timeout: 5000 });
    await expect(combobox).toHaveText(option, { timeout: 2000 });
  }).toPass({ timeout: 40_000 });
}

/** A spreadsheet of places as people keep them: names, codes, mixed case, one unknown row. */
export const SEED_CSV = [
  'Country,State,Name,Level,Date,End',
  'France,,,Lived,2019-05-01,2019-05-10',
  'DEU,,,visited,2021-07-03,',
  ',California,,stayed,2022-01-02,2022-01-05',
  'JP,,Kyoto,want,,',
  'Atlantis,,,visited,,',
].join('\n');

const PHOTO_FIXTURES = 'src/shared/travel-tracker/photos/fixtures';

/**
 * Five photos as cameras and phones save them: with and without a position, a converted
 * HEIC, a PNG with an EXIF chunk and one with nothing. They suggest four visits.
 */
export const TRIP_PHOTOS = [
  ['camera-with-gps.jpg', 'image/jpeg'],
  ['camera-without-gps.jpg', 'image/jpeg'],
  ['iphone-heic-converted.jpg', 'image/jpeg'],
  ['with-exif-chunk.png', 'image/png'],
  ['without-metadata.png', 'image/png'],
].map(([name, mimeType]) => ({
  name: name!,
  mimeType: mimeType!,
  buffer: readFileSync(`${PHOTO_FIXTURES}/${name}`),
}));

/** The suggestions the trip's photos give, once read (the shapes load with the first). */
export async function expectTripSuggestions(page: Page) {
  await expect(page.getByText('4 visits found in 5 photos.')).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .getByRole('region', { name: 'Suggested visits' })
      .getByRole('article')
      .getByRole('heading'),
  ).toHaveText([/^California/, /^Place unknown/, /^France/, /^Japan/]);
  await expect(page.getByRole('region', { name: 'Photos left out' })).toContainText(
    'without-metadata.png: No date or place saved in this photo',
  );
}
