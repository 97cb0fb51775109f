import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
import { deviceStoreHolds, expectNoAxeViolations, presetTheme } from './fixtures.ts';

/**
 * From photos to visits: photos chosen (by keyboard too), read on the device, placed
 * offline, suggested visits accepted; the photos uploaded stripped of where they were
 * taken, and still on the place after a reload.
 */

const PHOTOS = '/travel-tracker?view=photos';
const FIXTURES = 'src/shared/travel-tracker/photos/fixtures';
const FILES = [
  ['camera-with-gps.jpg', 'image/jpeg'],
  ['camera-without-gps.jpg', 'image/jpeg'],
  ['iphone-heic-converted.jpg', 'image/jpeg'],
  ['with-exif-chunk.png', 'image/png'],
  ['without-metadata.png', 'image/png'],
].map(([name, mimeType]) => ({
  name: name!,
  mimeType: mimeType!,
  buffer: readFileSync(`${FIXTURES}/${name}`),
}));

const suggestions = (page: Page) =>
  page.getByRole('region', { name: 'Suggested visits' }).getByRole('article');

async function expectSuggestions(page: Page) {
  // The shapes load with the first lookup: allow for a slow machine.
  await expect(page.getByText('4 visits found in 5 photos.')).toBeVisible({ timeout: 30_000 });
  await expect(suggestions(page).getByRole('heading')).toHaveText([
    /^California/,
    /^Place unknown/,
    /^France/,
    /^Japan/,
  ]);
  await expect(page.getByRole('region', { name: 'Photos left out' })).toContainText(
    'without-metadata.png: No date or place saved in this photo',
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`a visitor chooses photos by keyboard and sees the visits they suggest (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await presetTheme(page, theme);
    await page.goto(PHOTOS);
    await expect(page.getByRole('heading', { name: 'From photos to visits' })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(page);

    // The picker is reached and opened from the keyboard.
    const picker = page.getByLabel('Choose photos');
    for (let tab = 0; tab < 40; tab++) {
      await page.keyboard.press('Tab');
      if (await picker.evaluate((input) => input === document.activeElement)) break;
    }
    await expect(picker).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(FILES);

    await expectSuggestions(page);
    await expect(page.getByText('Already recorded')).toHaveCount(0);
    // Nothing runs past the screen's edge at this width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // A visitor's visits are added (the photos need an account).
    const france = suggestions(page).filter({ hasText: 'France' });
    await france.getByRole('button', { name: /^Add visit: France,/ }).click();
    await expect(france.getByText('Added')).toBeVisible();
    // Kept on this device before the page is left (a change shows before it is stored).
    await expect.poll(() => deviceStoreHolds(page, '2024-05-03')).toBe(true);
    await page.goto('/travel-tracker?place=country-FR');
    await expect(page.getByRole('list', { name: 'Visits to France' })).toContainText('2024');
  });
}

test('photos of an accepted visit are uploaded to the place, without their location @wide', async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  await verifiedAccount(page, world, uniqueEmail('travel-photos'));
  await page.goto(PHOTOS);
  await page.getByLabel('Choose photos').setInputFiles(FILES);
  await expectSuggestions(page);

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

  await page.goto('/travel-tracker?place=country-FR');
  const visit = page.getByRole('list', { name: 'Visits to France' });
  await expect(visit).toContainText('2024');
  const photo = page.getByRole('img', { name: /of France|of the visit/ }).first();
  await expect(photo).toBeVisible();
  await page.reload();
  await expect(photo).toBeVisible();

  // What the server keeps is the picture without the camera's metadata or the position.
  const stored = await page.request.get((await photo.getAttribute('src'))!);
  expect(stored.status()).toBe(200);
  const bytes = Buffer.from(await stored.body());
  expect(bytes.includes('Tinies Test Camera')).toBe(false);
  expect(bytes.includes('2024:05:03')).toBe(false);

  // Deleting the photo, once confirmed, deletes the stored file too.
  const url = (await photo.getAttribute('src'))!;
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete photo' }).click();
  await expect(page.getByText('Photo deleted.')).toBeVisible();
  await expect.poll(async () => (await page.request.get(url)).status()).toBe(404);

  await page.goto('/travel-tracker?place=country-ES');
  await expect(page.getByRole('list', { name: 'Visits to Spain' })).toContainText('2023');
});
