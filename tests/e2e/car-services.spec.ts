import type { Page } from '@playwright/test';
import {
  expect,
  test,
  uniqueEmail,
  verifiedAccount,
  type AccountsWorld,
} from './accounts-fixtures.ts';
import { chooseOption, expectNoAxeViolations, presetTheme } from './fixtures.ts';
import { newId } from '../../src/data/ids.ts';
import type { Vehicle } from '../../src/shared/car-maintenance/car-maintenance-schema.ts';

const TOOL = '/car-maintenance';

/**
 * Opens `url` in a fresh page load.
 * NOTE: a write reaches the device's store a moment after it shows; a page load before
 * then would have to wait for the server to send it back.
 */
async function open(page: Page, url: string) {
  await page.waitForTimeout(300);
  await page.goto(url);
}

async function reload(page: Page) {
  await page.waitForTimeout(300);
  await page.reload();
}

/**
 * Signs a new account into the page's context and stores cars named `names` in it over
 * HTTP (the server checks them with the shared schema); answers their ids in order.
 */
async function signedInWithCars(
  page: Page,
  world: AccountsWorld,
  names: string[],
): Promise<string[]> {
  await verifiedAccount(page, world, uniqueEmail('driver'));
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  const ids: string[] = [];
  for (const name of names) {
    const now = new Date().toISOString();
    const car: Vehicle = {
      name,
      odometerUnit: 'mi',
      fuelType: 'petrol',
      archived: false,
      // NOTE: the store drops an empty object, and the schema requires both.
      specs: { oilSpec: '0W-20' },
      glovebox: { insurer: 'Acme Insurance' },
      createdAt: now,
      updatedAt: now,
    };
    const id = newId();
    const response = await page.request.put(
      `/api/data/users/${session.user.id}/car-maintenance/vehicles/${id}`,
      { data: car, headers: { Origin: world.origin } },
    );
    expect(response.status(), await response.text()).toBe(200);
    ids.push(id);
  }
  return ids;
}

async function choose(page: Page, field: string, option: string) {
  await chooseOption(page.getByRole('combobox', { name: field, exact: true }), option);
}

interface Logged {
  car: string;
  type: string;
  odometer: string;
  line?: [description: string, amount: string];
  notes?: string;
}

/** Logs a service with the whole editor; answers its id. */
async function logService(page: Page, service: Logged): Promise<string> {
  await open(page, `${TOOL}?view=new-service`);
  // The first load of the tool on a busy machine can take a while.
  await expect(page.getByRole('heading', { name: 'Log a service' })).toBeVisible({
    timeout: 15_000,
  });
  await choose(page, 'Car', service.car);
  await choose(page, 'Service type', service.type);
  await page.getByRole('textbox', { name: /^Odometer/ }).fill(service.odometer);
  if (service.line) {
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByRole('textbox', { name: 'Line 1: description' }).fill(service.line[0]);
    await page.getByRole('textbox', { name: 'Line 1: amount' }).fill(service.line[1]);
  }
  if (service.notes) await page.getByRole('textbox', { name: 'Notes' }).fill(service.notes);
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByRole('heading', { level: 2, name: service.type })).toBeVisible();
  return new URL(page.url()).searchParams.get('service')!;
}

const rows = (page: Page) => page.getByRole('list', { name: 'Services' }).getByRole('article');

/** Opens the filter dialog on a narrow screen; the panel is inline on a wide one. */
async function filters(page: Page) {
  const button = page.getByRole('button', { name: /^Filters/ });
  if (await button.isVisible()) {
    await button.click();
    return page.getByRole('dialog');
  }
  return page.getByRole('search');
}

async function closeFilters(page: Page) {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: /^Show/ }).click();
}

test('services are logged, searched and filtered in the URL, edited and deleted', async ({
  page,
  world,
}) => {
  test.setTimeout(90_000);
  const [wagon] = await signedInWithCars(page, world, ['Family wagon', 'Red hatch']);

  const oil = await logService(page, {
    car: 'Family wagon',
    type: 'Oil Change',
    odometer: '45120',
    line: ['Oil and filter', '49.90'],
    notes: 'Synthetic 5W-30',
  });
  // The routine type suggests its part; the line total shows.
  await expect(page.getByRole('link', { name: 'Oil filter' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Total/ })).toContainText('49.90');
  await expect(page.getByRole('link', { name: 'Family wagon' })).toBeVisible();

  await logService(page, {
    car: 'Red hatch',
    type: 'Brake Pad Replacement',
    odometer: '30000',
    line: ['Front pads', '120'],
  });

  await open(page, TOOL);
  await expect(rows(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 2 of 2',
  );

  // Search: accents and case aside, and kept in the URL across a reload.
  await page.getByRole('searchbox', { name: 'Search services' }).fill('FRONT pads');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Brake Pad Replacement');
  await expect(page).toHaveURL(/[?&]q=FRONT(\+|%20)pads/);
  await reload(page);
  await expect(page.getByRole('searchbox', { name: 'Search services' })).toHaveValue('FRONT pads');
  await expect(rows(page)).toHaveCount(1, { timeout: 15_000 });
  await page.getByRole('searchbox', { name: 'Search services' }).fill('');
  await expect(rows(page)).toHaveCount(2);

  // Filter by car: in the URL, kept on reload.
  const panel = await filters(page);
  await panel.getByRole('button', { name: 'Family wagon', exact: true }).click();
  await closeFilters(page);
  await expect(page).toHaveURL(new RegExp(`[?&]cars=${wagon}`));
  await expect(rows(page)).toHaveCount(1);
  await reload(page);
  await expect(rows(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(rows(page)).toContainText('Oil Change');
  await expect(rows(page)).toContainText('45,120 mi');

  // The row leads to the service, whose "back" keeps the filter and the search as typed,
  // even when the row is opened before the URL has caught up with the typing.
  await page.getByRole('searchbox', { name: 'Search services' }).fill('oil');
  await rows(page).getByRole('link', { name: 'Oil Change' }).click();
  await expect(page).toHaveURL(new RegExp(`service=${oil}`));
  await expect(page).toHaveURL(new RegExp(`cars=${wagon}`));
  await expect(page).toHaveURL(/[?&]q=oil(&|$)/);

  // Edit: the changed reading shows.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit service' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Odometer/ }).fill('45200');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('45,200 mi')).toBeVisible();

  // Delete asks first, then offers to undo.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete “Oil Change”?');
  await confirm.getByRole('button', { name: 'Delete service' }).click();
  await expect(page.getByText('Service deleted')).toBeVisible();
  await expect(page.getByText('No services match your search and filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Oil Change');
});

test(
  'quick add on a phone remembers the car and prefills today and the odometer',
  { tag: '@narrow' },
  async ({ page, world }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await signedInWithCars(page, world, ['Red hatch', 'Family wagon']);
    await logService(page, { car: 'Family wagon', type: 'Oil Change', odometer: '12000' });

    await open(page, TOOL);
    await page.getByRole('link', { name: 'Quick add' }).click();
    await expect(page.getByRole('heading', { name: 'Quick add' })).toBeVisible();
    // The car last logged for on this device, today, and its last reading.
    await expect(page.getByRole('combobox', { name: 'Car' })).toContainText('Family wagon');
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    );
    await expect(page.getByRole('button', { name: 'Date' })).toContainText(today);
    await expect(page.getByRole('textbox', { name: /^Odometer/ })).toHaveValue('12000');

    await page.getByRole('button', { name: 'Tire Rotation' }).click();
    await page.getByRole('textbox', { name: 'Cost' }).fill('25');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Service logged')).toBeVisible();
    await expect(rows(page).first()).toContainText('Tire Rotation');
    await expect(rows(page).first()).toContainText('Family wagon');
  },
);

test('the quick add says what is missing', { tag: '@narrow' }, async ({ page, world }) => {
  await signedInWithCars(page, world, ['Red hatch']);
  await open(page, `${TOOL}?view=quick-add`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose a service type')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'attention' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`history, service, editor and quick add pass axe in the ${theme} theme`, async ({
    page,
    world,
  }) => {
    test.setTimeout(90_000);
    await presetTheme(page, theme);
    await signedInWithCars(page, world, ['Family wagon']);
    const id = await logService(page, {
      car: 'Family wagon',
      type: 'Brake Pad Replacement',
      odometer: '30000',
      line: ['Front pads', '120'],
      notes: 'Squeal gone',
    });
    await expectNoAxeViolations(page);

    await open(page, TOOL);
    await expect(rows(page)).toHaveCount(1, { timeout: 15_000 });
    await expectNoAxeViolations(page);

    await open(page, `${TOOL}?service=${id}&view=edit`);
    await expect(page.getByRole('heading', { name: 'Edit service' })).toBeVisible();
    await expectNoAxeViolations(page);

    await open(page, `${TOOL}?view=quick-add`);
    await expect(page.getByRole('heading', { name: 'Quick add' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
