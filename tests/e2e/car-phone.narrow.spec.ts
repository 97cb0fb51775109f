import type { Locator, Page } from '@playwright/test';
import { expect, test } from './accounts-fixtures.ts';
import { sampleService, sampleVehicle, signedInWithCars } from './car-fixtures.ts';
import { chooseOption, deviceStoreHolds, seedVisitorDevice } from './fixtures.ts';

/**
 * The tool on a phone, by the car: fill-ups logged at the pump (one partial, one after a
 * missed one) with the economy they make, a service logged, then the quick add that
 * remembers the car and prefills today and the odometer, and the history's filters in
 * their dialog. And the tool's frame on a phone: every section in sight, Quick add at hand.
 */

const TOOL = '/car-maintenance';
// NOTE: the first visit loads the page's parts on two busy cores: allow it time.
const FIRST_PAINT = { timeout: 30_000 };

async function choose(page: Page, label: string, option: string) {
  await chooseOption(page.getByRole('combobox', { name: label, exact: true }), option);
}

async function logFill(
  page: Page,
  fill: { odometer?: string; amount: string; cost: string; partial?: boolean },
) {
  // The editor's code loads on first use: a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Log a fill-up' })).toBeVisible(FIRST_PAINT);
  if (fill.odometer) await page.getByLabel('Odometer').fill(fill.odometer);
  await page.getByLabel('Amount').fill(fill.amount);
  await choose(page, 'Unit', 'Litres');
  await page.getByLabel('Cost').fill(fill.cost);
  if (fill.partial) {
    await page.getByRole('checkbox', { name: /Filled to the top/ }).click();
    await expect(page.getByRole('checkbox', { name: /Filled to the top/ })).not.toBeChecked();
  }
  await page.getByRole('button', { name: 'Save fill-up' }).click();
  await expect(page.getByRole('heading', { name: 'Fuel and charging' })).toBeVisible(FIRST_PAINT);
}

const rows = (page: Page) => page.getByRole('list', { name: 'Services' }).getByRole('article');

test('on a phone: fill-ups and their economy, a service, then a quick add', async ({
  page,
  world,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const [, wagon] = await signedInWithCars(page, world, [
    sampleVehicle({ name: 'Red hatch', fuelType: 'petrol' }),
    sampleVehicle({ name: 'Family wagon', fuelType: 'petrol' }),
  ]);

  await test.step('three fill-ups, one partial: the economy and its chart', async () => {
    await page.goto(`${TOOL}?view=fuel`);
    await expect(page.getByText('No fill-ups for Family wagon yet')).toBeVisible(FIRST_PAINT);
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
    await page.getByLabel('Odometer').fill('10300');
    await logFill(page, { amount: '15', cost: '22.50', partial: true });
    await page.getByRole('link', { name: 'Log a fill-up' }).click();
    await logFill(page, { odometer: '10600', amount: '25', cost: '37.50' });

    // 600 km on 15 + 25 L: the partial fill-up's fuel counts at the next full one.
    const economy = page.getByRole('region', { name: 'Fuel economy' });
    await expect(economy.getByText('Average')).toBeVisible();
    await expect(economy.locator('dd').first()).toHaveText('6.7 L/100 km');
    await expect(
      economy.getByRole('img', { name: /Fuel economy of Family wagon over time/ }),
    ).toBeVisible();
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

    // Deleting asks first, and can be undone.
    await log.nth(2).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Edit fill-up' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete fill-up' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete fill-up?' });
    await dialog.getByRole('button', { name: 'Delete fill-up' }).click();
    await expect(log).toHaveCount(2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(log).toHaveCount(3);
  });

  await test.step('a service logged with the editor', async () => {
    await expect.poll(() => deviceStoreHolds(page, '"odometer":10600')).toBe(true);
    await page.goto(`${TOOL}?view=new-service`);
    await expect(page.getByRole('heading', { name: 'Log a service' })).toBeVisible(FIRST_PAINT);
    await choose(page, 'Car', 'Family wagon');
    await choose(page, 'Service type', 'Oil Change');
    await page.getByRole('textbox', { name: /^Odometer/ }).fill('12000');
    await page.getByRole('button', { name: 'Save service' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Oil Change' })).toBeVisible();
  });

  await test.step('the quick add says what is missing', async () => {
    await page.getByRole('link', { name: 'Quick add' }).click();
    await expect(page.getByRole('heading', { name: 'Quick add' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Choose a service type')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'attention' })).toBeVisible();
  });

  await test.step('the quick add remembers the car and prefills today and the odometer', async () => {
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
  });

  await test.step('the history’s filters in their dialog', async () => {
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Red hatch', exact: true }).click();
    await dialog.getByRole('button', { name: /^Show/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]cars=`));
    await expect(page).not.toHaveURL(new RegExp(`[?&]cars=${wagon}`));
    await expect(page.getByText('No services match your search and filters.')).toBeVisible();
  });
});

test('on a phone: every section in sight, and Quick add at hand at any scroll', async ({
  page,
}) => {
  const viewport = page.viewportSize()!;
  await page.goto('/');
  await seedVisitorDevice(page, {
    'car-maintenance/vehicles/hatch': sampleVehicle({ name: 'Red hatch' }),
    // A history longer than the screen.
    ...Object.fromEntries(
      Array.from({ length: 8 }, (_, n) => [
        `car-maintenance/services/s${n}`,
        sampleService('hatch', { date: `2024-0${n + 1}-01` }),
      ]),
    ),
  });
  await page.goto(TOOL);
  await expect(rows(page)).toHaveCount(8, FIRST_PAINT);

  const inView = async (target: Locator) => {
    const box = (await target.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    return box;
  };

  // Every section on the screen as it opens: none off to the side, the page not wider.
  const sections = page.getByRole('navigation', { name: 'Car maintenance' }).getByRole('link');
  await expect(sections).toHaveText([
    'Due & history',
    'Cars',
    'Reminders',
    'Issues',
    'Fuel',
    'Costs',
    'Shops',
    'Parts',
    'Import & export',
  ]);
  for (const section of await sections.all()) await inView(section);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport.width,
  );

  // Quick add: at the bottom of the screen, in reach of the thumb, before and after scrolling
  // down the history.
  const quickAdd = page.getByRole('link', { name: 'Quick add' });
  for (const scrolled of [false, true]) {
    if (scrolled) await rows(page).last().scrollIntoViewIfNeeded();
    const box = await inView(quickAdd);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
  }
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // On an editor it keeps out of the way of the Save bar, which keeps the screen's bottom.
  await page.getByRole('link', { name: 'Log a service' }).click();
  await expect(page.getByRole('heading', { name: 'Log a service' })).toBeVisible(FIRST_PAINT);
  const quickBox = (await quickAdd.boundingBox())!;
  for (const name of ['Save service', 'Cancel']) {
    const box = await inView(page.getByRole('button', { name }));
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
    const overlaps =
      quickBox.y < box.y + box.height &&
      box.y < quickBox.y + quickBox.height &&
      quickBox.x < box.x + box.width &&
      box.x < quickBox.x + quickBox.width;
    expect(overlaps, name).toBe(false);
  }
});
