import type { Page } from '@playwright/test';
import { chooseOption, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { newId } from '../../src/data/ids.ts';
import type {
  FuelEntry,
  Service,
  ServiceLocation,
  Vehicle,
} from '../../src/shared/car-maintenance/car-maintenance-schema.ts';

/**
 * The fuel log, the costs and the shop book, for a visitor whose car (and, for costs and
 * shops, a service and a shop) is already kept on the device.
 */

const now = new Date().toISOString();
/** The tool's first screen after a load, on two busy cores: its chunks and the device's data. */
const FIRST_PAINT = 20_000;
const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const THIS_YEAR = today.getFullYear();
const TODAY = `${THIS_YEAR}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;

function car(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    name: 'Golf',
    odometerUnit: 'km',
    fuelType: 'petrol',
    archived: false,
    specs: {},
    glovebox: {},
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/**
 * Stores documents (collection → id → value) where the app keeps a visitor's data on the
 * device, before the tool opens.
 */
async function seedDevice(page: Page, documents: Record<string, Record<string, unknown>>) {
  await page.goto('/');
  await page.evaluate(async (docs) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('tinies-data:device', 1);
      request.onupgradeneeded = () => {
        for (const name of ['documents', 'paths', 'meta', 'queue']) {
          if (!request.result.objectStoreNames.contains(name)) {
            request.result.createObjectStore(name);
          }
        }
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    });
    const tx = db.transaction('documents', 'readwrite');
    for (const [collection, byId] of Object.entries(docs)) {
      for (const [id, value] of Object.entries(byId)) {
        tx.objectStore('documents').put(value, `car-maintenance/${collection}/${id}`);
      }
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB refused'));
    });
    db.close();
  }, documents);
}

/** Picks `option` in the Base UI select named `label`. */
async function choose(page: Page, label: string, option: string) {
  await chooseOption(page.getByRole('combobox', { name: label }), option);
}

async function inBothThemes(page: Page, check: () => Promise<void>) {
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(async () => check()).toPass({ timeout: FIRST_PAINT });
  await expectNoAxeViolations(page);
}

async function logFill(
  page: Page,
  fill: { odometer?: string; amount: string; cost: string; partial?: boolean },
) {
  await expect(page.getByRole('heading', { name: 'Log a fill-up' })).toBeVisible();
  if (fill.odometer) await page.getByLabel('Odometer').fill(fill.odometer);
  await page.getByLabel('Amount').fill(fill.amount);
  await choose(page, 'Unit', 'Litres');
  await page.getByLabel('Cost').fill(fill.cost);
  if (fill.partial) {
    await page.getByRole('checkbox', { name: /Filled to the top/ }).click();
    await expect(page.getByRole('checkbox', { name: /Filled to the top/ })).not.toBeChecked();
  }
  await page.getByRole('button', { name: 'Save fill-up' }).click();
  await expect(page.getByRole('heading', { name: 'Fuel and charging' })).toBeVisible();
}

test('a visitor logs three fill-ups, one partial, and sees the economy and its chart', async ({
  page,
}) => {
  test.slow();
  const carId = newId();
  await seedDevice(page, { vehicles: { [carId]: car() } });
  await page.goto('/car-maintenance?view=fuel');
  await expect(page.getByText('No fill-ups for Golf yet')).toBeVisible({ timeout: FIRST_PAINT });
  await choose(page, 'Economy in', 'L/100 km');

  await page.getByRole('link', { name: 'Log the first fill-up' }).click();
  await logFill(page, { odometer: '10000', amount: '40', cost: '60' });
  await expect(page.getByText(/Economy shows from the second full fill-up/)).toBeVisible();

  // The odometer starts at the last reading; an empty amount is refused in words.
  await page.getByRole('link', { name: 'Log a fill-up' }).click();
  await expect(page.getByLabel('Odometer')).toHaveValue('10000');
  await expect(page.getByText('Last reading: 10,000 km')).toBeVisible();
  await page.getByLabel('Amount').fill('-3');
  await page.getByLabel('Amount').blur();
  await expect(page.getByText('Amount must be more than 0')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Odometer').fill('10300');
  await logFill(page, { amount: '15', cost: '22.50', partial: true });

  await page.getByRole('link', { name: 'Log a fill-up' }).click();
  await logFill(page, { odometer: '10600', amount: '25', cost: '37.50' });

  // 600 km on 15 + 25 L: the partial fill-up's fuel counts at the next full one.
  const economy = page.getByRole('region', { name: 'Fuel economy' });
  await expect(economy.getByText('Average')).toBeVisible();
  await expect(economy.locator('dd').first()).toHaveText('6.7 L/100 km');
  await expect(economy.getByRole('img', { name: /Fuel economy of Golf over time/ })).toBeVisible();
  const log = page.getByRole('list', { name: 'Fill-ups, newest first' }).getByRole('listitem');
  await expect(log).toHaveCount(3);
  await expect(log.nth(0)).toContainText('10,600 km');
  await expect(log.nth(0)).toContainText('6.7 L/100 km');
  await expect(log.nth(1)).toContainText('Partial');
  // Cost per km over the stretch: (22.50 + 37.50) / 600 km.
  await expect(economy.getByText('$0.10')).toBeVisible();

  // A missed fill-up before the last one: no economy across the gap.
  await log.nth(0).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Edit fill-up' })).toBeVisible();
  await page.getByRole('checkbox', { name: /missed logging a fill-up/ }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(log.nth(0)).toContainText('Missed one before');
  await expect(page.getByText(/Economy shows from the second full fill-up/)).toBeVisible();
  await log.nth(0).getByRole('link').click();
  await page.getByRole('checkbox', { name: /missed logging a fill-up/ }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(economy.getByRole('img')).toBeVisible();

  await inBothThemes(page, async () => {
    await expect(economy.getByRole('img', { name: /Fuel economy of Golf/ })).toBeVisible();
  });

  // Deleting asks first, and can be undone.
  await log.nth(2).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Edit fill-up' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete fill-up' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete fill-up?' });
  await dialog.getByRole('button', { name: 'Delete fill-up' }).click();
  await expect(log).toHaveCount(2);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(log).toHaveCount(3);
});

test('costs add up per car and category in the currency chosen once', async ({ page }) => {
  test.slow();
  const carId = newId();
  const shopId = newId();
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
  const shop: ServiceLocation = { name: 'Corner Garage', createdAt: now, updatedAt: now };
  await seedDevice(page, {
    vehicles: {
      [carId]: car({ purchaseDate: `${THIS_YEAR}-01-01`, purchasePrice: 15_000 }),
    },
    services: { [newId()]: service },
    fuel: { [newId()]: fill },
    locations: { [shopId]: shop },
  });
  await page.goto('/car-maintenance?view=costs');
  await expect(page.getByTestId('running-total')).toHaveText('$140.00', { timeout: FIRST_PAINT });

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

  // Chosen once: after a reload (and on the fuel log) amounts stay in euros.
  await page.reload();
  await expect(page.getByTestId('running-total')).toHaveText('€140.00', { timeout: FIRST_PAINT });
  await choose(page, 'Period', 'All time');
  await expect(page.getByTestId('running-total')).toHaveText('€140.00');
  await inBothThemes(page, async () => {
    await expect(page.getByTestId('running-total')).toHaveText('€140.00');
  });
});

test('a shop is added, edited, and deleting one in use asks first', async ({ page }) => {
  test.slow();
  const carId = newId();
  const shopId = newId();
  const serviceId = newId();
  await seedDevice(page, {
    vehicles: { [carId]: car() },
    locations: {
      [shopId]: {
        name: 'Corner Garage',
        address: '1 High Street\nSpringfield',
        createdAt: now,
        updatedAt: now,
      } satisfies ServiceLocation,
    },
    services: {
      [serviceId]: {
        vehicleId: carId,
        type: 'brake-pads',
        date: TODAY,
        lineItems: [{ kind: 'parts', amount: 250 }],
        locationId: shopId,
        parts: [],
        dismissedParts: [],
        attachments: [],
        issueIds: [],
        createdAt: now,
        updatedAt: now,
      } satisfies Service,
    },
  });
  await page.goto('/car-maintenance?view=shops');
  const shops = page.getByRole('list', { name: 'Shops' }).getByRole('listitem');
  await expect(shops).toHaveCount(1, { timeout: FIRST_PAINT });
  await expect(shops.first()).toContainText('$250.00 · 1 visit');

  // Add one: the schema's own words refuse a bad web address.
  await page.getByRole('link', { name: 'Add a shop' }).click();
  await page.getByLabel('Name').fill('Tyre Town');
  await page.getByLabel('Website').fill('ftp://tyres.example');
  await page.getByLabel('Website').blur();
  await expect(page.getByText('Website must be a web address (http or https)')).toBeVisible();
  await expectNoAxeViolations(page);
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
  await expect(page.getByRole('link', { name: /555 0100/ })).toHaveAttribute('href', 'tel:5550100');

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
    'Brake Pad Replacement',
  );
  await inBothThemes(page, async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Corner Garage' })).toBeVisible();
  });

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete shop?' });
  await expect(dialog).toContainText('1 service was done at “Corner Garage”');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Corner Garage' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete shop' }).click();
  await expect(shops).toHaveCount(1);
  await expect(shops.first()).toContainText('Tyre Town');

  // The service stays, without a shop: the costs name none.
  await page.goto('/car-maintenance?view=costs');
  await expect(page.getByTestId('running-total')).toHaveText('$250.00', { timeout: FIRST_PAINT });
  await expect(page.getByRole('list', { name: 'Costs per shop' })).toHaveCount(0);
});
