import type { Page } from '@playwright/test';
import {
  expectReadDenied,
  otherBrowsers,
  test,
  uniqueEmail,
  verifiedAccount,
  writeStatus,
} from './accounts-fixtures.ts';
import { carPathOf, sampleVehicle } from './car-fixtures.ts';
import { chooseOption, deviceStoreHolds, expect, seedVisitorDevice } from './fixtures.ts';
import { newId } from '../../src/data/ids.ts';
import {
  EXPORT_COLLECTIONS,
  type FuelEntry,
  type Service,
  type ServiceLocation,
  type Vehicle,
} from '../../src/shared/car-maintenance/car-model.ts';

/**
 * A visitor's garage on the device: the costs in the currency chosen once, the shop book,
 * parts of their own; then copied into their new account, private to them.
 */

const now = new Date().toISOString();
/** The tool's first screen after a load, on two busy cores: its chunks and the device's data. */
const FIRST_PAINT = { timeout: 30_000 };
const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const THIS_YEAR = today.getFullYear();
const TODAY = `${THIS_YEAR}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;

const { strangerBrowser } = otherBrowsers(252);

/**
 * Stores documents (collection → id → value) where the app keeps a visitor's data on the
 * device, before the tool opens.
 */
async function seedDevice(page: Page, documents: Record<string, Record<string, unknown>>) {
  await page.goto('/');
  await seedVisitorDevice(
    page,
    Object.fromEntries(
      Object.entries(documents).flatMap(([collection, byId]) =>
        Object.entries(byId).map(([id, value]) => [`car-maintenance/${collection}/${id}`, value]),
      ),
    ),
  );
}

/** The tool's own region, without the toasts. */
const tool = (page: Page) => page.getByRole('region', { name: 'Car Maintenance Tracker' });

async function storedNames(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(`/api/data/${path}`);
  expect(response.status()).toBe(200);
  const stored = (await response.json()) as Record<string, { name: string }>;
  return Object.values(stored)
    .map((car) => car.name)
    .sort();
}

test('a visitor’s costs, shops and parts stay on the device, then go into their account alone', async ({
  page,
  browser,
  world,
}) => {
  test.setTimeout(300_000);
  const carId = newId();
  const shopId = newId();
  const car: Vehicle = {
    ...sampleVehicle({ name: 'Golf', fuelType: 'petrol' }),
    purchaseDate: `${THIS_YEAR}-01-01`,
    purchasePrice: 15_000,
    specs: {},
    glovebox: {},
  };
  const service: Service = {
    vehicleId: carId,
    type: 'oil-change',
    date: TODAY,
    odometer: 20_000,
    lineItems: [
      { kind: 'parts', amount: 45 },
      { kind: 'labour', amount: 35 },
    ],
    locationId: shopId,
    parts: [],
    dismissedParts: [],
    attachments: [],
    issueIds: [],
    createdAt: now,
    updatedAt: now,
  };
  const fill: FuelEntry = {
    vehicleId: carId,
    date: TODAY,
    odometer: 20_400,
    amount: 40,
    unit: 'L',
    cost: 60,
    full: true,
    missedBefore: false,
    createdAt: now,
    updatedAt: now,
  };
  const shop: ServiceLocation = {
    name: 'Corner Garage',
    address: '1 High Street\nSpringfield',
    createdAt: now,
    updatedAt: now,
  };
  await seedDevice(page, {
    vehicles: { [carId]: car },
    services: { [newId()]: service },
    fuel: { [newId()]: fill },
    locations: { [shopId]: shop },
  });

  await test.step('costs add up per car and category in the currency chosen once', async () => {
    await page.goto('/car-maintenance?view=costs');
    await expect(page.getByTestId('running-total')).toHaveText('$140.00', FIRST_PAINT);
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByPlaceholder('Search currencies').fill('Euro');
    await page.getByRole('option', { name: 'Euro (EUR)' }).click();
    await expect(page.getByTestId('running-total')).toHaveText('€140.00');
    await expect(page.getByText('€15,000.00', { exact: true })).toBeVisible();
    const categories = page.getByRole('list', { name: 'Costs per category' });
    await expect(categories.getByRole('listitem')).toHaveText([
      /Oil Change\s*€80.00 \(57%\)/,
      /Fuel\s*€60.00 \(43%\)/,
    ]);
    await expect(page.getByRole('list', { name: 'Costs per shop' })).toContainText('Corner Garage');
    // €140 over 400 km.
    await expect(page.getByRole('row', { name: /Golf/ })).toContainText('€0.35 per km');
    await expect(page.getByRole('img', { name: 'Running costs per month' })).toHaveCount(
      today.getMonth() === 0 ? 0 : 1,
    );
    // Chosen once: after a reload amounts stay in euros.
    await expect.poll(() => deviceStoreHolds(page, '"currency":"EUR"')).toBe(true);
    await page.reload();
    await expect(page.getByTestId('running-total')).toHaveText('€140.00', FIRST_PAINT);
    await chooseOption(page.getByRole('combobox', { name: 'Period' }), 'All time');
    await expect(page.getByTestId('running-total')).toHaveText('€140.00');
  });

  await test.step('a shop is added and edited; deleting one in use asks first', async () => {
    await page.getByRole('link', { name: 'Shops', exact: true }).click();
    const shops = page.getByRole('list', { name: 'Shops' }).getByRole('listitem');
    await expect(shops).toHaveCount(1);
    await expect(shops.first()).toContainText('€80.00 · 1 visit');

    // Add one: the schema's own words refuse a bad web address.
    await page.getByRole('link', { name: 'Add a shop' }).click();
    await page.getByLabel('Name').fill('Tyre Town');
    await page.getByLabel('Website').fill('ftp://tyres.example');
    await page.getByLabel('Website').blur();
    await expect(page.getByText('Website must be a web address (http or https)')).toBeVisible();
    await page.getByLabel('Website').fill('https://tyres.example');
    await page.getByLabel('E-mail').fill('hello@tyres.example');
    await page.getByRole('button', { name: 'Save shop' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tyre Town' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://tyres.example' })).toHaveAttribute(
      'href',
      'https://tyres.example',
    );
    await expect(page.getByRole('link', { name: 'hello@tyres.example' })).toHaveAttribute(
      'href',
      'mailto:hello@tyres.example',
    );
    // Edit it: only what changed is written.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Tyre Town');
    await page.getByLabel('Phone').fill('555 0100');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('link', { name: /555 0100/ })).toHaveAttribute(
      'href',
      'tel:5550100',
    );

    // The shop in use: its detail, a map link, the history of its services.
    await page.getByRole('link', { name: 'Back to shops' }).click();
    await expect(shops).toHaveCount(2);
    await shops
      .filter({ hasText: 'Corner Garage' })
      .getByRole('link', { name: 'Corner Garage' })
      .click();
    await expect(page.getByRole('link', { name: /Show on a map/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=1%20High%20Street%20Springfield',
    );
    await expect(
      page.getByRole('link', { name: 'See these services in the history' }),
    ).toHaveAttribute('href', `/car-maintenance?shops=${shopId}`);
    await expect(page.getByRole('list', { name: 'Services at this shop' })).toContainText(
      'Oil Change',
    );

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete shop?' });
    await expect(dialog).toContainText('1 service was done at “Corner Garage”');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Corner Garage' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete shop' }).click();
    await expect(shops).toHaveCount(1);
    await expect(shops.first()).toContainText('Tyre Town');

    // The service stays, without a shop: the costs name none.
    await page.getByRole('link', { name: 'Costs', exact: true }).click();
    await expect(page.getByTestId('running-total')).toHaveText('€140.00');
    await expect(page.getByRole('list', { name: 'Costs per shop' })).toHaveCount(0);
  });

  await test.step('a part of one’s own: added, found tagged, edited, deleted', async () => {
    await page.getByRole('link', { name: 'Parts', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Parts', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No parts of your own yet' })).toBeVisible();
    // The built-in parts and the tagger work before any part of one's own.
    await expect(page.getByRole('term').filter({ hasText: /^Brake pads$/ })).toBeVisible();
    const tryBox = page.getByRole('textbox', { name: 'Words to tag' });
    await tryBox.fill('Front tires rotated, coil pack replaced, parked in the neighborhood');
    await expect(page.getByText('Tags: Front tyres, Ignition coils')).toBeVisible();

    await page.getByRole('link', { name: 'Add a part' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'New part' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Tow bar');
    await chooseOption(page.getByRole('combobox', { name: 'Where it is' }), 'External');
    const keyword = page.getByRole('textbox', { name: 'New keyword' });
    await keyword.fill('towbar');
    await keyword.press('Enter');
    await keyword.fill('tow hitch');
    await page.getByRole('button', { name: 'Add keyword' }).click();
    await expect(page.getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveText([
      'towbar',
      'tow hitch',
    ]);
    await page.getByRole('button', { name: 'Add part' }).click();
    // Listed, with its keywords, and the tagger knows it.
    await expect(page.getByText('Keywords: towbar, tow hitch')).toBeVisible();
    await tryBox.fill('Greased the tow hitch and the brake pads');
    await expect(page.getByText('Tags: Tow bar, Brake pads')).toBeVisible();

    // Edited: renamed, one keyword less, one more.
    await page.getByRole('link', { name: 'Edit Tow bar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit Tow bar' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove keyword towbar' }).click();
    await page.getByRole('textbox', { name: 'New keyword' }).fill('trailer hitch');
    await page.getByRole('textbox', { name: 'New keyword' }).press('Enter');
    await page.getByRole('textbox', { name: 'Name' }).fill('Towing hitch');
    await page.getByRole('button', { name: 'Save part' }).click();
    await expect(page.getByText('Keywords: tow hitch, trailer hitch')).toBeVisible();
    await expect(tool(page).getByText('Towing hitch', { exact: true })).toBeVisible();
    // Still there after a reload: kept on the device.
    await expect.poll(() => deviceStoreHolds(page, 'trailer hitch')).toBe(true);
    await page.reload();
    await expect(page.getByText('Keywords: tow hitch, trailer hitch')).toBeVisible(FIRST_PAINT);

    // Deleted, after a confirmation (cancelled once).
    await page.getByRole('button', { name: 'Delete Towing hitch' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete part?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(tool(page).getByText('Towing hitch', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Towing hitch' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No parts of your own yet' })).toBeVisible();
  });

  await test.step('nothing on the server; copied into the new account', async () => {
    await verifiedAccount(page, world, uniqueEmail('visitor-driver'));
    await page.goto('/car-maintenance?view=cars');
    const dialog = page.getByRole('alertdialog', {
      name: 'Copy this device’s data to your account?',
    });
    await expect(dialog).toContainText(
      /You saved .*1 car.* on this device before logging in\. Copy them into your account/,
      FIRST_PAINT,
    );
    await dialog.getByRole('button', { name: 'Copy to my account' }).click();
    await expect(page.getByText(/^Copied .*1 car.* to your account\.$/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Cars' }).getByRole('link', { name: 'Golf', exact: true }),
    ).toBeVisible();
    expect(await storedNames(page, await carPathOf(page, 'vehicles'))).toEqual(['Golf']);
    expect(await storedNames(page, await carPathOf(page, 'locations'))).toEqual(['Tyre Town']);
  });

  await test.step('another person sees none of it, in the app or over HTTP', async () => {
    const stranger = await strangerBrowser(browser, world);
    await stranger.goto('/car-maintenance');
    await expect(stranger.getByRole('heading', { name: 'No cars yet' })).toBeVisible(FIRST_PAINT);
    await expect(stranger.getByText('Golf')).toHaveCount(0);
    for (const collection of EXPORT_COLLECTIONS) {
      await expectReadDenied(stranger, await carPathOf(page, collection), collection);
    }
    const cars = await carPathOf(page, 'vehicles');
    const planted = sampleVehicle({ name: 'Planted' });
    expect(await writeStatus(stranger, world, 'put', `${cars}/${newId()}`, planted)).toBe(403);
    expect(await writeStatus(stranger, world, 'patch', `${cars}/${carId}`, { name: 'Taken' })).toBe(
      403,
    );
    expect(await storedNames(page, cars)).toEqual(['Golf']);
    await stranger.context().close();
  });
});
