import type { Page } from '@playwright/test';
import {
  expect,
  OFFLINE_ACCOUNT,
  otherBrowsers,
  test,
  uniqueEmail,
  verifiedAccount,
} from './accounts-fixtures.ts';
import { carPathOf, putDocument, sampleService, sampleVehicle } from './car-fixtures.ts';
import { deviceStoreHolds } from './fixtures.ts';

/**
 * A person's cars: added (a VIN read as it is typed, the keyboard alone), edited,
 * archived, printed; live on their other device; edited offline and saved once back
 * online; deleted after asking, and undone.
 */

const CARS = '/car-maintenance?view=cars';
// NOTE: the first visit loads the page's parts on two busy cores: allow it time.
const FIRST_PAINT = { timeout: 30_000 };

const { secondBrowser } = otherBrowsers(252);

const carCards = (page: Page) => page.getByRole('list', { name: 'Cars' }).getByRole('heading');
const carLink = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Cars' }).getByRole('link', { name, exact: true });

async function storedNames(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(`/api/data/${path}`);
  expect(response.status()).toBe(200);
  const stored = (await response.json()) as Record<string, { name: string }>;
  return Object.values(stored)
    .map((car) => car.name)
    .sort();
}

test.use(OFFLINE_ACCOUNT);

test('a person’s cars: added, edited, archived, printed, live, edited offline, deleted', async ({
  page,
  browser,
  world,
}) => {
  test.setTimeout(300_000);
  await verifiedAccount(page, world, uniqueEmail('driver'));
  const cars = await carPathOf(page, 'vehicles');
  const services = await carPathOf(page, 'services');

  await test.step('the first car, with a VIN read as it is typed', async () => {
    await page.goto(CARS);
    await expect(page.getByRole('heading', { name: 'No cars yet' })).toBeVisible(FIRST_PAINT);
    await page.getByRole('link', { name: 'Add a car' }).first().click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Accord');
    const make = page.getByRole('combobox', { name: 'Make' });
    await make.click();
    await make.fill('Hon');
    // The make and model table loads on first use; its suggestions fill the list.
    await expect(page.locator('datalist option[value="Honda"]')).toHaveCount(1);
    await make.fill('Honda');
    await page.getByRole('combobox', { name: 'Model' }).fill('Acc');
    await expect(page.locator('datalist option[value="Accord"]')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Model' }).fill('Accord');
    const vin = page.getByRole('textbox', { name: 'VIN' });
    await vin.fill('1HGCM82633A004353');
    await expect(
      page.getByText(/Check digit does not match \(position 9 should be [^3]\)/),
    ).toBeVisible();
    await vin.fill('1hgcm82633a004352');
    await expect(vin).toHaveValue('1HGCM82633A004352');
    await expect(page.getByRole('status').filter({ hasText: 'Model year 2003' })).toContainText(
      'Honda, made in United States (North America)',
    );
    await expect(page.getByText('Check digit does not match')).toHaveCount(0);
    await page.getByRole('button', { name: 'Use 2003 as the year' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Year' })).toHaveValue('2003');
    await page.getByRole('textbox', { name: 'Oil spec' }).fill('0W-20');
    await page.getByRole('textbox', { name: 'Roadside assistance phone' }).fill('+1 800 555 0100');
    await page.getByRole('button', { name: 'Save car' }).click();

    // Its page: the facts, the decoded VIN, the glovebox card with a phone to call.
    await expect(page.getByRole('heading', { level: 2, name: 'Accord' })).toBeVisible();
    await expect(page.getByText('2003 Honda Accord')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Model year 2003');
    const glovebox = page.getByRole('region', { name: 'Glovebox card' });
    await expect(glovebox.getByRole('link', { name: /Call roadside assistance/ })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    await expect(glovebox).toContainText('1HGCM82633A004352');
    await expect(page.getByRole('region', { name: 'Specs sheet' })).toContainText('0W-20');
  });

  await test.step('a European VIN without a check digit, and a car added by keyboard', async () => {
    await page.getByRole('link', { name: 'Back to cars' }).click();
    await page.getByRole('link', { name: 'Add a car' }).click();
    // A blank name is refused in the schema's words.
    await page.getByRole('button', { name: 'Save car' }).click();
    await expect(page.getByText('Name is required').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Golf');
    await page.getByRole('textbox', { name: 'VIN' }).fill('WVWZZZ1JZXW000001');
    await expect(
      page.getByText('Check digit does not match (position 9 should be 0)'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Use 1999 as the year' }).click();
    await page.getByRole('button', { name: 'Use Volkswagen as the make' }).click();
    await expect(page.getByRole('combobox', { name: 'Make' })).toHaveValue('Volkswagen');
    await page.getByRole('button', { name: 'Save car' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Golf' })).toBeVisible();
    await expect(page.getByText('1999 Volkswagen')).toBeVisible();

    await page.getByRole('link', { name: 'Back to cars' }).click();
    await page.getByRole('link', { name: 'Add a car' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Add a car' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Old Volvo');
    // Name → Make → Model → Year → Licence plate.
    for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Licence plate' })).toBeFocused();
    await page.keyboard.type('VOL 240');
    // Enter in a text field submits the form.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Old Volvo' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to cars' }).click();
    await expect(carCards(page)).toHaveText(['Accord', 'Golf', 'Old Volvo']);
  });

  await test.step('edited: Cancel with changes asks first', async () => {
    await carCards(page).getByRole('link', { name: 'Accord' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit car' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'VIN' })).toHaveValue('1HGCM82633A004352');
    await page.getByRole('textbox', { name: 'Licence plate' }).fill('ACC 03');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Accord' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Glovebox card' })).toContainText('ACC 03');
    await expect(page.getByText('2003 Honda Accord')).toBeVisible();
  });

  await test.step('archived: hidden from the cars, back with the toggle', async () => {
    await page.getByRole('link', { name: 'Back to cars' }).click();
    await carCards(page).getByRole('link', { name: 'Old Volvo' }).click();
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to cars' }).click();
    await expect(carCards(page)).toHaveText(['Accord', 'Golf']);
    await page.getByRole('button', { name: 'Show archived (1)' }).click();
    await expect(carCards(page)).toHaveText(['Accord', 'Golf', 'Old Volvo']);
    await expect(page.getByRole('button', { name: 'Hide archived' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Kept on the device (once there): still archived after a reload, the toggle not kept.
    await expect.poll(() => deviceStoreHolds(page, '"archived":true')).toBe(true);
    await page.reload();
    await expect(carCards(page)).toHaveText(['Accord', 'Golf'], FIRST_PAINT);
  });

  await test.step('the printable history: no navigation on paper', async () => {
    await carCards(page).getByRole('link', { name: 'Accord' }).click();
    await page.getByRole('link', { name: 'Printable history' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Service history: Accord' }),
    ).toBeVisible();
    await expect(page.getByText('No services are logged for this car yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Car maintenance' })).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Service history: Accord' }),
    ).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Accord' })).toBeVisible();
  });

  const other = await secondBrowser(browser, world, page.context());
  await test.step('the other device sees cars and services within a second', async () => {
    await page.goto(CARS);
    await other.goto(CARS);
    await expect(carLink(page, 'Accord')).toBeVisible(FIRST_PAINT);
    await expect(carLink(other, 'Accord')).toBeVisible(FIRST_PAINT);
    // Everything typed on the first device is on the server: the other shows it.
    expect(await storedNames(page, cars)).toEqual(['Accord', 'Golf', 'Old Volvo']);

    await putDocument(page, world, cars, sampleVehicle({ name: 'Runabout' }));
    await expect(carLink(other, 'Runabout')).toBeVisible({ timeout: 1000 });
    await putDocument(other, world, cars, sampleVehicle({ name: 'Camper' }));
    await expect(carLink(page, 'Camper')).toBeVisible({ timeout: 1000 });

    const golf = new URL(
      (await carLink(page, 'Golf').getAttribute('href'))!,
      world.origin,
    ).searchParams.get('car')!;
    await page.goto('/car-maintenance');
    await other.goto('/car-maintenance');
    await expect(other.getByRole('heading', { name: 'No cars yet' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No cars yet' })).toHaveCount(0);
    await putDocument(
      page,
      world,
      services,
      sampleService(golf, { type: 'custom', title: 'New exhaust hanger' }),
    );
    await expect(other.getByText('New exhaust hanger')).toBeVisible(FIRST_PAINT);
    await putDocument(
      other,
      world,
      services,
      sampleService(golf, { type: 'custom', title: 'Headlight bulb' }),
    );
    await expect(page.getByText('Headlight bulb')).toBeVisible({ timeout: 1000 });
  });

  await test.step('edited offline, saved to the account once back online', async () => {
    await page.goto(CARS);
    await expect(carLink(page, 'Accord')).toBeVisible(FIRST_PAINT);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => deviceStoreHolds(page, 'ACC 03')).toBe(true);

    await page.context().setOffline(true);
    await carLink(page, 'Accord').click();
    // The glovebox card reads offline: the plate and the number to call.
    const glovebox = page.getByRole('region', { name: 'Glovebox card' });
    await expect(glovebox).toContainText('ACC 03', FIRST_PAINT);
    await expect(glovebox.getByRole('link', { name: /Call roadside assistance/ })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    await page.getByRole('link', { name: 'Edit' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Accord', FIRST_PAINT);
    await name.fill('Accord (new tyres)');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Accord (new tyres)' })).toBeVisible();
    await expect.poll(() => deviceStoreHolds(page, 'Accord (new tyres)')).toBe(true);
    // Still on the device only.
    expect(await storedNames(other, cars)).toContain('Accord');
    await page.context().setOffline(false);

    // Back online: the edit reaches the account, and the other device shows it.
    await expect
      .poll(() => storedNames(page, cars), { timeout: 15_000 })
      .toEqual(['Accord (new tyres)', 'Camper', 'Golf', 'Old Volvo', 'Runabout']);
    await other.goto(CARS);
    await expect(carLink(other, 'Accord (new tyres)')).toBeVisible(FIRST_PAINT);
  });

  await test.step('deleting asks, counting what goes with the car, and can be undone', async () => {
    await page.getByRole('link', { name: 'Back to cars' }).click();
    await carLink(page, 'Golf').click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this car and its history?' });
    await expect(dialog).toContainText('2 service records');
    await expect(dialog).toContainText('Archive it instead');
    await dialog.getByRole('button', { name: 'Delete car and history' }).click();
    await expect(carLink(page, 'Golf')).toHaveCount(0);
    await expect(carLink(page, 'Accord (new tyres)')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(carLink(page, 'Golf')).toBeVisible();
  });
  await other.context().close();
});
