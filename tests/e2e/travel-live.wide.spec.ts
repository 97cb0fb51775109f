import type { Page } from '@playwright/test';
import {
  expect,
  expectReadDenied,
  OFFLINE_ACCOUNT,
  otherBrowsers,
  test,
  uniqueEmail,
  verifiedAccount,
  writeStatus,
} from './accounts-fixtures.ts';
import { putDocument } from './car-fixtures.ts';
import { deviceStoreHolds } from './fixtures.ts';
import {
  FIRST_PAINT,
  pickDay,
  samplePlace,
  searchAndChoose,
  TRAVEL,
  travelPathOf,
} from './travel-fixtures.ts';

/**
 * One person's travels on their account: a place added and edited, the maps marked with
 * no network (the service worker keeps the tool), the marks reaching the account once
 * online, their other device following within a second, and nobody else seeing any of it.
 */

test.describe.configure({ timeout: 240_000 });
// The service worker runs: it serves the app with no network.
test.use(OFFLINE_ACCOUNT);

const placeLink = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Places' }).getByRole('link', { name, exact: true });

const { secondBrowser, strangerBrowser } = otherBrowsers(253);

test('a place added and edited, the maps marked offline, and the other device following', async ({
  page,
  browser,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('traveller'));
  const places = await travelPathOf(page, 'places');
  const visits = await travelPathOf(page, 'visits');
  const stored = async (path: string) =>
    (await (await page.request.get(`/api/data/${path}`)).json()) as Record<string, object>;

  await test.step('a country added through the add flow opens at “visited”', async () => {
    await page.goto(TRAVEL);
    await expect(page.getByRole('heading', { name: 'No places yet' })).toBeVisible(FIRST_PAINT);
    await page.getByRole('link', { name: 'Add a place' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Add a place' })).toBeVisible();
    await page.getByText('A country', { exact: true }).click();
    await searchAndChoose(page, 'Country', 'germ', 'Germany');
    await page.getByRole('button', { name: 'Add place' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Germany' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Visited/ })).toBeChecked();
  });

  await test.step('edited: its level, and a visit with a note', async () => {
    await page.getByRole('radio', { name: /^Stayed/ }).check();
    await expect(page.getByRole('radio', { name: /^Stayed/ })).toBeChecked();
    await page.getByRole('link', { name: 'Add a visit' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'New visit' })).toBeVisible();
    await pickDay(page, 'From', '2023-07-10');
    await pickDay(page, 'To', '2023-07-24');
    await page.getByRole('textbox', { name: 'Note' }).fill('Black Forest walks');
    await page.getByRole('button', { name: 'Save visit' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Germany' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Visits to Germany' });
    await expect(list.getByRole('heading')).toHaveText('Jul 10 – 24, 2023');
    await expect(list).toContainText('Black Forest walks');
    // On the account, not only on the device.
    await expect
      .poll(async () => stored(places))
      .toMatchObject({
        'country-DE': { level: 'stayed' },
      });
    await expect
      .poll(async () => JSON.stringify(await stored(visits)))
      .toContain('Black Forest walks');
  });

  const other = await secondBrowser(browser, world, page.context());
  await test.step('the other device shows it, and follows a change within a second', async () => {
    await other.goto(`${TRAVEL}?place=country-DE`);
    await expect(other.getByRole('radio', { name: /^Stayed/ })).toBeChecked(FIRST_PAINT);
    await expect(other.getByRole('list', { name: 'Visits to Germany' })).toContainText(
      'Black Forest walks',
    );
    await page.getByRole('radio', { name: /^Lived/ }).check();
    await expect(other.getByRole('radio', { name: /^Lived/ })).toBeChecked({ timeout: 1000 });
    // And the other way: a place written on the other device shows in this one's list.
    await page.goto(TRAVEL);
    await other.goto(TRAVEL);
    await expect(placeLink(page, 'Germany')).toBeVisible(FIRST_PAINT);
    await expect(placeLink(other, 'Germany')).toBeVisible(FIRST_PAINT);
    await putDocument(
      other,
      world,
      places,
      samplePlace({ kind: 'country', code: 'CL' }),
      'country-CL',
    );
    await expect(placeLink(page, 'Chile')).toBeVisible({ timeout: 1000 });
    await putDocument(
      page,
      world,
      places,
      samplePlace({ kind: 'state', code: 'US-TX' }),
      'state-US-TX',
    );
    await expect(placeLink(other, 'Texas')).toBeVisible({ timeout: 1000 });
  });

  await test.step('with no network, the maps open and mark, across a reload', async () => {
    // The service worker keeps every screen from the first visit; the data is on the device.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => deviceStoreHolds(page, 'Black Forest walks')).toBe(true);
    // Texas came from another device a moment ago: offline, the map shows what is kept.
    await expect.poll(() => deviceStoreHolds(page, '"US-TX"')).toBe(true);
    await page.context().setOffline(true);
    await page.goto(`${TRAVEL}?view=map`);
    const worldMap = page.getByRole('group', { name: 'World map' });
    await expect(worldMap.getByRole('button', { name: 'Germany: lived' })).toBeVisible({
      timeout: 60_000,
    });
    await worldMap.getByRole('button', { name: 'Poland: not marked' }).click();
    await expect(worldMap.getByRole('button', { name: 'Poland: visited' })).toBeVisible();
    await page.getByRole('link', { name: 'United States' }).click();
    const us = page.getByRole('group', { name: 'Map of the United States' });
    await us.getByRole('button', { name: 'Utah: not marked' }).click();
    await expect(us.getByRole('button', { name: 'Utah: visited' })).toBeVisible();
    await expect(us.getByRole('button', { name: 'Texas: visited' })).toBeVisible();
    await page.reload();
    await expect(us.getByRole('button', { name: 'Utah: visited' })).toBeVisible({
      timeout: 60_000,
    });
  });

  await test.step('back online, the marks reach the account and the other device', async () => {
    await page.context().setOffline(false);
    await expect
      .poll(async () => Object.keys(await stored(places)), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['country-DE', 'country-CL', 'country-PL', 'state-US-UT']));
    await expect(placeLink(other, 'Poland')).toBeVisible();
    await expect(placeLink(other, 'Utah')).toBeVisible();
    await other.context().close();
  });

  await test.step('another person sees none of it, in the app or over HTTP', async () => {
    const stranger = await strangerBrowser(browser, world);
    await stranger.goto(TRAVEL);
    await expect(stranger.getByRole('heading', { name: 'No places yet' })).toBeVisible(FIRST_PAINT);
    await expect(stranger.getByText('Germany')).toHaveCount(0);
    for (const path of [places, visits]) await expectReadDenied(stranger, path, path);
    const planted = samplePlace({ kind: 'country', code: 'FR' });
    expect(await writeStatus(stranger, world, 'put', `${places}/country-FR`, planted)).toBe(403);
    const changed = { level: 'want' };
    expect(await writeStatus(stranger, world, 'patch', `${places}/country-DE`, changed)).toBe(403);
    expect(Object.keys(await stored(places))).not.toContain('country-FR');
    expect(await stored(places)).toMatchObject({ 'country-DE': { level: 'lived' } });
    await stranger.context().close();
  });
});
