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
import {
  carPathOf,
  putDocument,
  sampleService,
  sampleVehicle,
  signedInWithCars,
} from './car-fixtures.ts';
import { deviceStoreHolds } from './fixtures.ts';
import { newId } from '../../src/data/ids.ts';
import { EXPORT_COLLECTIONS } from '../../src/shared/car-maintenance/car-collections.ts';

/**
 * The Car Maintenance Tracker on the data store: live between one person's devices,
 * private to them, editable offline, and a visitor's garage copied into their account.
 */

const CARS = '/car-maintenance?view=cars';
// NOTE: the first visit loads the page's parts on two busy cores: allow it time.
const FIRST_PAINT = { timeout: 20_000 };

const carLink = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Cars' }).getByRole('link', { name, exact: true });

const { secondBrowser, strangerBrowser } = otherBrowsers(252);

async function storedNames(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(`/api/data/${path}`);
  expect(response.status()).toBe(200);
  const stored = (await response.json()) as Record<string, { name: string }>;
  return Object.values(stored)
    .map((car) => car.name)
    .sort();
}

test('two devices of one person see each other’s cars and services within a second', async ({
  page,
  browser,
  world,
}) => {
  test.slow();
  const [wagonId] = await signedInWithCars(page, world, [sampleVehicle({ name: 'Wagon' })]);
  const cars = await carPathOf(page, 'vehicles');
  const services = await carPathOf(page, 'services');
  const other = await secondBrowser(browser, world, page.context());
  await page.goto(CARS);
  await other.goto(CARS);
  await expect(carLink(page, 'Wagon')).toBeVisible(FIRST_PAINT);
  await expect(carLink(other, 'Wagon')).toBeVisible(FIRST_PAINT);

  // A car written from one device shows on the other within a second, and back.
  await putDocument(page, world, cars, sampleVehicle({ name: 'Runabout' }));
  await expect(carLink(other, 'Runabout')).toBeVisible({ timeout: 1000 });
  await putDocument(other, world, cars, sampleVehicle({ name: 'Camper' }));
  await expect(carLink(page, 'Camper')).toBeVisible({ timeout: 1000 });

  // A service logged on one device is in the other's history within a second.
  await page.goto('/car-maintenance');
  await other.goto('/car-maintenance');
  await expect(other.getByRole('heading', { name: 'No cars yet' })).toHaveCount(0);
  await putDocument(
    page,
    world,
    services,
    sampleService(wagonId!, { type: 'custom', title: 'New exhaust hanger' }),
  );
  await expect(other.getByText('New exhaust hanger')).toBeVisible(FIRST_PAINT);
  await putDocument(
    other,
    world,
    services,
    sampleService(wagonId!, { type: 'custom', title: 'Headlight bulb' }),
  );
  await expect(page.getByText('Headlight bulb')).toBeVisible({ timeout: 1000 });
  await other.context().close();
});

test('another person sees none of it, in the app or over HTTP', async ({
  page,
  browser,
  world,
}) => {
  const [carId] = await signedInWithCars(page, world, [sampleVehicle({ name: 'Secret roadster' })]);
  const services = await carPathOf(page, 'services');
  await putDocument(page, world, services, sampleService(carId!));

  const stranger = await strangerBrowser(browser, world);
  await stranger.goto('/car-maintenance');
  await expect(stranger.getByRole('heading', { name: 'No cars yet' })).toBeVisible(FIRST_PAINT);
  await expect(stranger.getByText('Secret roadster')).toHaveCount(0);

  for (const collection of EXPORT_COLLECTIONS) {
    const path = await carPathOf(page, collection);
    await expectReadDenied(stranger, path, collection);
  }
  const cars = await carPathOf(page, 'vehicles');
  const planted = sampleVehicle({ name: 'Planted' });
  expect(await writeStatus(stranger, world, 'put', `${cars}/${newId()}`, planted)).toBe(403);
  const taken = { name: 'Taken' };
  expect(await writeStatus(stranger, world, 'patch', `${cars}/${carId}`, taken)).toBe(403);
  expect(await storedNames(page, cars)).toEqual(['Secret roadster']);
  await stranger.context().close();
});

test.describe('offline', () => {
  test.use(OFFLINE_ACCOUNT);

  test('a car edited offline is saved to the account once back online', async ({
    page,
    browser,
    world,
  }) => {
    test.slow();
    await signedInWithCars(page, world, [
      sampleVehicle({
        name: 'Hatchback',
        plate: 'HB 0042',
        glovebox: { insurer: 'Acme Insurance', roadsidePhone: '+44 20 7946 0000' },
      }),
    ]);
    const cars = await carPathOf(page, 'vehicles');
    await page.goto(CARS);
    await expect(carLink(page, 'Hatchback')).toBeVisible(FIRST_PAINT);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => deviceStoreHolds(page, 'Hatchback')).toBe(true);

    await page.context().setOffline(true);
    await carLink(page, 'Hatchback').click();
    // The glovebox card reads offline: plate, insurer and the number to call.
    const glovebox = page.getByRole('region', { name: 'Glovebox card' });
    await expect(glovebox).toContainText('HB 0042', FIRST_PAINT);
    await expect(glovebox).toContainText('Acme Insurance');
    await expect(glovebox.getByRole('link', { name: /Call roadside assistance/ })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    await page.getByRole('link', { name: 'Edit' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Hatchback', FIRST_PAINT);
    await name.fill('Hatchback (new tyres)');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Hatchback (new tyres)' }),
    ).toBeVisible();
    // Still on the device only.
    await page.context().setOffline(false);

    // Back online: the edit reaches the account, and another device shows it.
    await expect
      .poll(() => storedNames(page, cars), { timeout: 15_000 })
      .toEqual(['Hatchback (new tyres)']);
    const other = await secondBrowser(browser, world, page.context());
    await other.goto(CARS);
    await expect(carLink(other, 'Hatchback (new tyres)')).toBeVisible(FIRST_PAINT);
    await other.context().close();
  });
});

test('a visitor’s garage stays on the device and is copied into their new account', async ({
  page,
  world,
}) => {
  test.slow();
  await page.goto(CARS);
  await expect(page.getByRole('heading', { name: 'No cars yet' })).toBeVisible(FIRST_PAINT);
  await page.getByRole('link', { name: 'Add a car' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Visitor van');
  await page.getByRole('button', { name: 'Save car' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Visitor van' })).toBeVisible();
  // Nothing on the server: the visitor has no account.
  await expect.poll(() => deviceStoreHolds(page, 'Visitor van')).toBe(true);

  await verifiedAccount(page, world, uniqueEmail('visitor-driver'));
  await page.goto(CARS);
  const dialog = page.getByRole('alertdialog', {
    name: 'Copy this device’s data to your account?',
  });
  await expect(dialog).toContainText(
    'You saved 1 car on this device before logging in. Copy it into your account',
    FIRST_PAINT,
  );
  await dialog.getByRole('button', { name: 'Copy to my account' }).click();
  await expect(page.getByText('Copied 1 car to your account.')).toBeVisible();
  await expect(carLink(page, 'Visitor van')).toBeVisible();
  expect(await storedNames(page, await carPathOf(page, 'vehicles'))).toEqual(['Visitor van']);
});
