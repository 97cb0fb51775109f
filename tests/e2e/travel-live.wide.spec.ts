import type { Page } from '@playwright/test';
import {
  expect,
  test,
  uniqueEmail,
  verifiedAccount,
  otherBrowsers,
  OFFLINE_ACCOUNT,
  expectReadDenied,
  writeStatus,
} from './accounts-fixtures.ts';
import { putDocument } from './car-fixtures.ts';
import { deviceStoreHolds, whenHydrated } from './fixtures.ts';
import { drawnImage, PREPARED } from './photo-fixtures.ts';
import { FIRST_PAINT, samplePlace, TRAVEL, travelPathOf } from './travel-fixtures.ts';

/**
 * The Travel Tracker on an account: photos uploaded and kept, live between one person's
 * devices, private to them.
 */

test.describe.configure({ timeout: 180_000 });

const placeLink = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Places' }).getByRole('link', { name, exact: true });

const { secondBrowser, strangerBrowser } = otherBrowsers(253);

test('photos are uploaded with captions and a cover, kept after a reload, and deleting one asks first', async ({
  page,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('photographer'));
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
  const gallery = page.getByRole('list', { name: 'Photos of Norway' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  // The first is the cover until another is chosen.
  await expect(gallery.getByRole('listitem').first()).toContainText('Cover');
  await page.getByRole('textbox', { name: 'Caption of photo 2' }).fill('The red cabin');
  await page.getByRole('textbox', { name: 'Caption of photo 2' }).press('Enter');
  await page.getByRole('button', { name: 'Make cover (photo 2)' }).click();
  await expect(gallery.getByRole('listitem').nth(1)).toContainText('Cover');

  // Stored on the account: still there after a reload, the images served.
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

  // Deleting asks first: "Cancel" keeps it, "Delete photo" removes it.
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete photo?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await ask.getByRole('button', { name: 'Delete photo' }).click();
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(gallery.getByRole('img', { name: 'The red cabin' })).toBeVisible(FIRST_PAINT);
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
});

test('two devices of one person see each other’s places within a second', async ({
  page,
  browser,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('two-devices'));
  const places = await travelPathOf(page, 'places');
  await putDocument(
    page,
    world,
    places,
    samplePlace({ kind: 'country', code: 'PE' }),
    'country-PE',
  );
  const other = await secondBrowser(browser, world, page.context());
  await page.goto(TRAVEL);
  await other.goto(TRAVEL);
  await expect(placeLink(page, 'Peru')).toBeVisible(FIRST_PAINT);
  await expect(placeLink(other, 'Peru')).toBeVisible(FIRST_PAINT);

  await putDocument(
    page,
    world,
    places,
    samplePlace({ kind: 'state', code: 'US-TX' }),
    'state-US-TX',
  );
  await expect(placeLink(other, 'Texas')).toBeVisible({ timeout: 1000 });
  await putDocument(
    other,
    world,
    places,
    samplePlace({ kind: 'country', code: 'CL' }),
    'country-CL',
  );
  await expect(placeLink(page, 'Chile')).toBeVisible({ timeout: 1000 });

  // A level changed on one device's place page shows on the other's within a second.
  await page.goto(`${TRAVEL}?place=country-PE`);
  await other.goto(`${TRAVEL}?place=country-PE`);
  await expect(other.getByRole('radio', { name: /^Visited/ })).toBeChecked(FIRST_PAINT);
  await page.getByRole('radio', { name: /^Lived/ }).check();
  await expect(other.getByRole('radio', { name: /^Lived/ })).toBeChecked({ timeout: 1000 });
  await other.context().close();
});

test('another person sees none of it, in the app or over HTTP', async ({
  page,
  browser,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('private-traveller'));
  const places = await travelPathOf(page, 'places');
  const visits = await travelPathOf(page, 'visits');
  await putDocument(
    page,
    world,
    places,
    samplePlace({ kind: 'country', code: 'IS', description: 'Secret hot spring' }),
    'country-IS',
  );

  const stranger = await strangerBrowser(browser, world);
  await stranger.goto(TRAVEL);
  await expect(stranger.getByRole('heading', { name: 'No places yet' })).toBeVisible(FIRST_PAINT);
  await expect(stranger.getByText('Iceland')).toHaveCount(0);
  for (const path of [places, visits]) await expectReadDenied(stranger, path, path);
  const planted = samplePlace({ kind: 'country', code: 'FR' });
  expect(await writeStatus(stranger, world, 'put', `${places}/country-FR`, planted)).toBe(403);
  const changed = { level: 'want' };
  expect(await writeStatus(stranger, world, 'patch', `${places}/country-IS`, changed)).toBe(403);
  const mine = (await (await page.request.get(`/api/data/${places}`)).json()) as Record<
    string,
    { level: string }
  >;
  expect(Object.keys(mine)).toEqual(['country-IS']);
  expect(mine['country-IS']?.level).toBe('visited');
  await stranger.context().close();
});

test.describe('offline', () => {
  test.use(OFFLINE_ACCOUNT);

  test('after one visit the maps open and mark with no network, and the marks reach the account once online', async ({
    page,
    world,
  }) => {
    await verifiedAccount(page, world, uniqueEmail('offline-traveller'));
    const places = await travelPathOf(page, 'places');
    await putDocument(
      page,
      world,
      places,
      samplePlace({ kind: 'country', code: 'DE', description: 'Black Forest walks' }),
      'country-DE',
    );
    // The first visit: the list, not the map (the service worker keeps every screen).
    await page.goto(TRAVEL);
    await expect(placeLink(page, 'Germany')).toBeVisible(FIRST_PAINT);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => deviceStoreHolds(page, 'Black Forest walks')).toBe(true);

    await page.context().setOffline(true);
    await page.goto(`${TRAVEL}?view=map`);
    const worldMap = page.getByRole('group', { name: 'World map' });
    await expect(worldMap.getByRole('button', { name: 'Germany: visited' })).toBeVisible({
      timeout: 60_000,
    });
    await worldMap.getByRole('button', { name: 'Poland: not marked' }).click();
    await expect(worldMap.getByRole('button', { name: 'Poland: visited' })).toBeVisible();
    await page.getByRole('link', { name: 'United States' }).click();
    const us = page.getByRole('group', { name: 'Map of the United States' });
    await us.getByRole('button', { name: 'Utah: not marked' }).click();
    await expect(us.getByRole('button', { name: 'Utah: visited' })).toBeVisible();
    await page.reload();
    await expect(us.getByRole('button', { name: 'Utah: visited' })).toBeVisible({
      timeout: 60_000,
    });

    await page.context().setOffline(false);
    await expect
      .poll(async () => Object.keys(await (await page.request.get(`/api/data/${places}`)).json()), {
        timeout: 20_000,
      })
      .toEqual(expect.arrayContaining(['country-DE', 'country-PL', 'state-US-UT']));
  });
});
