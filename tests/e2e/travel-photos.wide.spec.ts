import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
import { putDocument } from './car-fixtures.ts';
import { whenHydrated } from './fixtures.ts';
import { drawnImage, PREPARED } from './photo-fixtures.ts';
import {
  expectTripSuggestions,
  FIRST_PAINT,
  samplePlace,
  TRAVEL,
  travelPathOf,
  TRIP_PHOTOS,
} from './travel-fixtures.ts';

/**
 * Photos on an account: a trip's photos read on the device into visits, the photos of an
 * accepted visit uploaded to the place stripped of where they were taken; photos added to
 * a place, encoded in the page, captioned, one made the cover, served back after a
 * reload, and deleted (the stored file too) once confirmed.
 */

test.describe.configure({ timeout: 240_000 });

const suggestions = (page: Page) =>
  page.getByRole('region', { name: 'Suggested visits' }).getByRole('article');

test('a trip’s photos become visits, and a place’s photos are uploaded, served back and deleted', async ({
  page,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('travel-photos'));

  await test.step('the photos suggest visits; two are added, one placed by hand', async () => {
    await page.goto(`${TRAVEL}?view=photos`);
    const input = page.getByLabel('Choose photos');
    await whenHydrated(input);
    await input.setInputFiles(TRIP_PHOTOS);
    await expectTripSuggestions(page);

    const france = suggestions(page).filter({ hasText: 'France' });
    await france.getByRole('button', { name: /^Add visit: France,/ }).click();
    await expect(france.getByText('1 photo uploaded.')).toBeVisible({ timeout: 20_000 });

    // The photos with no position: placed by hand, as Spain.
    const unknown = suggestions(page).filter({ hasText: 'Place unknown' });
    await unknown.getByRole('combobox', { name: 'Where were these taken?' }).click();
    await page.keyboard.type('Spain');
    await page.getByRole('option', { name: 'Spain' }).click();
    await unknown.getByRole('button', { name: /^Add visit: Place unknown,/ }).click();
    await expect(unknown.getByText('Added')).toBeVisible({ timeout: 20_000 });
  });

  await test.step('the uploaded photo is on the place, without its metadata', async () => {
    await page.goto(`${TRAVEL}?place=country-ES`);
    await expect(page.getByRole('list', { name: 'Visits to Spain' })).toContainText('2023');
    await page.goto(`${TRAVEL}?place=country-FR`);
    await expect(page.getByRole('list', { name: 'Visits to France' })).toContainText('2024');
    const photo = page.getByRole('img', { name: /of France|of the visit/ }).first();
    await expect(photo).toBeVisible();
    await page.reload();
    await expect(photo).toBeVisible(FIRST_PAINT);
    // What the server keeps is the picture without the camera's metadata or the position.
    const stored = await page.request.get((await photo.getAttribute('src'))!);
    expect(stored.status()).toBe(200);
    const bytes = Buffer.from(await stored.body());
    expect(bytes.includes('Tinies Test Camera')).toBe(false);
    expect(bytes.includes('2024:05:03')).toBe(false);
  });

  const gallery = page.getByRole('list', { name: 'Photos of Norway' });
  await test.step('two photos added to a place: captioned, a cover chosen', async () => {
    const places = await travelPathOf(page, 'places');
    await putDocument(
      page,
      world,
      places,
      samplePlace({ kind: 'country', code: 'NO' }),
      'country-NO',
    );
    await page.goto(`${TRAVEL}?place=country-NO`);
    await expect(page.getByRole('heading', { level: 2, name: 'Norway' })).toBeVisible(FIRST_PAINT);
    const input = page.getByLabel('Add photos');
    await whenHydrated(input);
    const first = Buffer.from(await drawnImage(page, 1600, 1200));
    const second = Buffer.from(await drawnImage(page, 800, 600, 'image/png'));
    await input.setInputFiles([
      { name: 'fjord.jpg', mimeType: 'image/jpeg', buffer: first },
      { name: 'cabin.png', mimeType: 'image/png', buffer: second },
    ]);
    await expect(page.getByText('2 photos added.')).toBeVisible(PREPARED);
    await expect(gallery.getByRole('listitem')).toHaveCount(2);
    // The first is the cover until another is chosen.
    await expect(gallery.getByRole('listitem').first()).toContainText('Cover');
    await page.getByRole('textbox', { name: 'Caption of photo 2' }).fill('The red cabin');
    await page.getByRole('textbox', { name: 'Caption of photo 2' }).press('Enter');
    await page.getByRole('button', { name: 'Make cover (photo 2)' }).click();
    await expect(gallery.getByRole('listitem').nth(1)).toContainText('Cover');
  });

  await test.step('stored on the account and served back after a reload', async () => {
    const places = await travelPathOf(page, 'places');
    await expect
      .poll(async () =>
        JSON.stringify(await (await page.request.get(`/api/data/${places}/country-NO`)).json()),
      )
      .toContain('The red cabin');
    await page.reload();
    await expect(gallery.getByRole('img')).toHaveCount(2, FIRST_PAINT);
    await expect(gallery.getByRole('img', { name: 'The red cabin' })).toBeVisible();
    for (const image of await gallery.getByRole('img').all()) {
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  await test.step('deleting asks first, and deletes the stored file too', async () => {
    const url = (await gallery.getByRole('img').first().getAttribute('src'))!;
    await page.getByRole('button', { name: 'Delete photo 1' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete photo?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(gallery.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete photo 1' }).click();
    await ask.getByRole('button', { name: 'Delete photo' }).click();
    await expect(page.getByText('Photo deleted.')).toBeVisible();
    await expect(gallery.getByRole('listitem')).toHaveCount(1);
    await expect.poll(async () => (await page.request.get(url)).status()).toBe(404);
    await page.reload();
    await expect(gallery.getByRole('img', { name: 'The red cabin' })).toBeVisible(FIRST_PAINT);
    await expect(gallery.getByRole('listitem')).toHaveCount(1);
  });
});
