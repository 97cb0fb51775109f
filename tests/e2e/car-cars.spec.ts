import type { Page } from '@playwright/test';
import { test as accountsTest } from './accounts-fixtures.ts';
import {
  carPathOf,
  putDocument,
  sampleService,
  sampleVehicle,
  signedInWithCars,
} from './car-fixtures.ts';
import { expect, expectNoAxeViolations, presetTheme, test } from './fixtures.ts';

const CARS = '/car-maintenance?view=cars';

// Axe runs on many screens in each test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 150_000 });

const carCards = (page: Page) => page.getByRole('list', { name: 'Cars' }).getByRole('heading');

/** Adds a car from the cars screen with the keyboard only: the link, then the form. */
async function addCarByKeyboard(page: Page, name: string, plate: string) {
  await page.getByRole('link', { name: 'Add a car' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Add a car' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.type(name);
  // Name → Make → Model → Year → Licence plate.
  for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Licence plate' })).toBeFocused();
  await page.keyboard.type(plate);
  // Enter in a text field submits the form.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test(
  'a visitor adds two cars, edits one, archives one and prints a history',
  { tag: '@wide' },
  async ({ page }) => {
    await page.goto(CARS);
    // The first visit loads the page's parts on a busy machine: allow it time.
    await expect(page.getByRole('heading', { name: 'No cars yet' })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoAxeViolations(page);

    // The first car, with a VIN read as it is typed.
    await page.getByRole('link', { name: 'Add a car' }).click();
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
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save car' }).click();

    // Its page: the facts, the decoded VIN, the glovebox card with a phone to call.
    await expect(page.getByRole('heading', { level: 2, name: 'Accord' })).toBeVisible();
    await expect(page.getByText('2003 Honda Accord')).toBeVisible();
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText('Model year 2003');
    const glovebox = page.getByRole('region', { name: 'Glovebox card' });
    await expect(glovebox.getByRole('link', { name: /Call roadside assistance/ })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    await expect(glovebox).toContainText('1HGCM82633A004352');
    await expect(page.getByRole('region', { name: 'Specs sheet' })).toContainText('0W-20');
    await expectNoAxeViolations(page);

    // A blank name is refused in the schema's words.
    await page.getByRole('link', { name: 'Back to cars' }).click();
    await page.getByRole('link', { name: 'Add a car' }).click();
    await page.getByRole('button', { name: 'Save car' }).click();
    await expect(page.getByText('Name is required').first()).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The second car, by keyboard.
    await expect(page.getByRole('heading', { level: 2, name: 'Cars' })).toBeVisible();
    await addCarByKeyboard(page, 'Old Volvo', 'VOL 240');
    await page.getByRole('link', { name: 'Back to cars' }).click();
    await expect(carCards(page)).toHaveText(['Accord', 'Old Volvo']);

    // Edit one: only the plate changes; Cancel with changes asks first.
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

    // Archive the other: hidden from the cars, back with the toggle.
    await page.getByRole('link', { name: 'Back to cars' }).click();
    await carCards(page).getByRole('link', { name: 'Old Volvo' }).click();
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to cars' }).click();
    await expect(carCards(page)).toHaveText(['Accord']);
    const toggle = page.getByRole('button', { name: 'Show archived (1)' });
    await toggle.click();
    await expect(carCards(page)).toHaveText(['Accord', 'Old Volvo']);
    await expect(page.getByRole('button', { name: 'Hide archived' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Kept on the device: still there after a reload.
    await page.reload();
    await expect(carCards(page)).toHaveText(['Accord']);

    // The printable history: no navigation on paper.
    await carCards(page).getByRole('link', { name: 'Accord' }).click();
    await page.getByRole('link', { name: 'Printable history' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Service history: Accord' }),
    ).toBeVisible();
    await expect(page.getByText('No services are logged for this car yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Car maintenance' })).toHaveCount(0);
    await expectNoAxeViolations(page);
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
  },
);

test('the car screens have no axe violations in the dark theme', async ({ page }) => {
  await presetTheme(page, 'dark');
  await page.goto(CARS);
  // The first visit loads the page's parts on a busy machine: allow it time.
  await expect(page.getByRole('heading', { name: 'No cars yet' })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Add a car' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Golf');
  await page.getByRole('textbox', { name: 'VIN' }).fill('WVWZZZ1JZXW000001');
  await expect(page.getByText('Check digit does not match (position 9 should be 0)')).toBeVisible();
  await page.getByRole('button', { name: 'Use 1999 as the year' }).click();
  await page.getByRole('button', { name: 'Use Volkswagen as the make' }).click();
  await expect(page.getByRole('combobox', { name: 'Make' })).toHaveValue('Volkswagen');
  await expectNoAxeViolations(page);
  // A European VIN without a check digit is still saved.
  await page.getByRole('button', { name: 'Save car' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Golf' })).toBeVisible();
  await expect(page.getByText('1999 Volkswagen')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to cars' }).click();
  await expect(carCards(page)).toHaveText(['Golf']);
  await expectNoAxeViolations(page);
  await carCards(page).getByRole('link', { name: 'Golf' }).click();
  await page.getByRole('link', { name: 'Printable history' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Service history: Golf' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Delete asks, counting what goes with the car, and suggests archiving.
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this car and its history?' });
  await expect(dialog).toContainText('0 service records');
  await expect(dialog).toContainText('Archive it instead');
  await dialog.getByRole('button', { name: 'Delete car and history' }).click();
  await expect(page.getByRole('heading', { name: 'No cars yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(carCards(page)).toHaveText(['Golf']);
});

accountsTest(
  'a car with services shows its next reminder, recent services and a printable history',
  { tag: '@narrow' },
  async ({ page, world }) => {
    const [id] = await signedInWithCars(page, world, [
      sampleVehicle({ name: 'Wagon', plate: 'WAG 1', specs: { oilSpec: '5W-30' } }),
    ]);
    const services = await carPathOf(page, 'services');
    await putDocument(page, world, services, sampleService(id!));
    await putDocument(
      page,
      world,
      services,
      sampleService(id!, {
        type: 'brake-pads',
        date: '2025-08-10',
        odometer: 126_050,
        lineItems: [
          { kind: 'parts', amount: 120 },
          { kind: 'labour', amount: 80 },
        ],
      }),
    );
    const now = new Date().toISOString();
    await putDocument(page, world, await carPathOf(page, 'reminders'), {
      vehicleId: id,
      type: 'oil-change',
      intervalMonths: 6,
      startDate: '2025-01-01',
      createdAt: now,
      updatedAt: now,
    });

    await page.goto(CARS);
    const card = page.getByRole('list', { name: 'Cars' }).getByRole('listitem');
    // The first load from the account takes a while on a busy machine.
    await expect(card).toContainText('126,050 km', { timeout: 20_000 });
    await expect(card).toContainText('Next due: Oil Change');
    await expect(card).toContainText('Overdue');

    await card.getByRole('link', { name: 'Wagon' }).click();
    const recent = page.getByRole('region', { name: 'Recent services' });
    await expect(recent.getByRole('link')).toHaveText([
      'Brake Pad Replacement',
      'Oil Change',
      'See all 2 in the history',
    ]);
    await expect(recent.getByRole('link', { name: 'See all 2 in the history' })).toHaveAttribute(
      'href',
      `/car-maintenance?cars=${id}`,
    );
    await expect(page.getByRole('region', { name: 'Specs sheet' })).toContainText('5W-30');

    await page.getByRole('link', { name: 'Printable history' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('Brake Pad Replacement');
    await expect(rows.nth(2)).toContainText('Oil Change');
    await expect(rows.last()).toContainText('Total (2 services)');
    await expect(page.getByRole('table')).toContainText('Labour');
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(rows.last()).toBeVisible();
  },
);
