import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  chooseFile,
  chooseOption,
  download,
  expect,
  expectNoAxeViolations,
  presetTheme,
  test,
} from './fixtures.ts';

/**
 * Moving a visitor's car history in and out: CSV of services out and back in through the
 * column mapping and preview, the whole tool as JSON out and back in, and another app's
 * export read with its preset.
 */

const MOVE = '/car-maintenance?view=move';
const FIXTURES = 'src/shared/car-maintenance/fixtures';

const SEED_CSV = [
  'Car,Date,Service type,Title,Odometer,Total cost,Notes',
  'Golf,2025-01-10,Oil Change,,45120,79.99,"Synthetic, 5W-30"',
  'Golf,2025-03-02,Custom,New exhaust,46000,"1,234.50","Loud; ""sport"" tune"',
  'Golf,2025-05-20,Tire Rotation,,47010,25,',
].join('\n');

async function deleteEverything(page: Page) {
  await page.getByRole('button', { name: 'Delete all car data' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByText('Nothing to export yet.')).toHaveCount(7);
}

async function seedServices(page: Page) {
  await page.goto(MOVE);
  await chooseFile(page, 'seed.csv', SEED_CSV);
  await expect(page.getByTestId('import-preview').getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Import 3 services and add 1 car' }).click();
  await expect(page.getByRole('heading', { name: 'Imported 3 services' })).toBeFocused();
  await expect(page.getByText('3 services, one per row')).toBeVisible();
}

test(
  'services go out as CSV and come back in through the mapping and the preview',
  { tag: '@wide' },
  async ({ page }) => {
    await seedServices(page);
    const first = await download(page, 'Export Service records (CSV)');
    expect(first.name).toMatch(/^car-services-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = first.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Car,Date,Service type,Title,Odometer,Parts cost,Labour cost,Other cost,Total cost,Shop,Notes',
    );
    expect(lines[2]).toBe(
      'Golf,2025-03-02,Custom,New exhaust,46000,,,1234.5,1234.5,,"Loud; ""sport"" tune"',
    );

    // The same file again: every row is already there, and skipped unless asked.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await chooseFile(page, first.name, first.text);
    await expect(page.getByTestId('duplicate-warning')).toContainText('3 rows look like records');
    await expect(page.getByRole('button', { name: 'Import 0 services' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await deleteEverything(page);
    await chooseFile(page, first.name, first.text);
    // The mapping was guessed from the headers; the car is created again by its name.
    await expect(page.getByRole('combobox', { name: 'Column for Date' })).toHaveText('Date');
    await expect(page.getByRole('combobox', { name: 'Column for Car' })).toHaveText('Car');
    const preview = page.getByTestId('import-preview');
    await expect(preview.getByRole('row')).toHaveCount(4);
    await expect(preview.getByRole('row').nth(2)).toContainText('New exhaust');
    await page.getByRole('button', { name: 'Import 3 services and add 1 car' }).click();
    await expect(page.getByRole('heading', { name: 'Imported 3 services' })).toBeVisible();
    await expect(page.getByText('3 services, one per row')).toBeVisible();

    const again = await download(page, 'Export Service records (CSV)');
    expect(again.text).toBe(first.text);
  },
);

test(
  'the whole tool goes out as JSON and comes back equal',
  { tag: '@narrow' },
  async ({ page }) => {
    await seedServices(page);
    await page.getByRole('button', { name: 'Import another file' }).click();
    await chooseFile(page, 'fuelly.csv', readFileSync(`${FIXTURES}/fuelly-fuelups.csv`, 'utf8'));
    await page.getByRole('button', { name: 'Import 4 fill-ups and add 2 cars' }).click();
    await expect(page.getByRole('heading', { name: 'Imported 4 fill-ups' })).toBeVisible();

    const before = await download(page, 'Export Everything (JSON)');
    expect(before.name).toMatch(/^car-maintenance-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(before.text) as { collections: Record<string, object> };
    expect(Object.keys(exported.collections).length).toBe(8);
    expect(Object.keys(exported.collections.vehicles!)).toHaveLength(3);

    await deleteEverything(page);
    await chooseFile(page, before.name, before.text, 'application/json');
    await expect(page.getByRole('heading', { name: before.name })).toBeFocused();
    await page.getByRole('button', { name: 'Import 10 records' }).click();
    await expect(page.getByRole('heading', { name: 'Imported 10 records' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the service history' })).toBeVisible();

    const after = await download(page, 'Export Everything (JSON)');
    expect((JSON.parse(after.text) as typeof exported).collections).toEqual(exported.collections);

    // Into itself again: keeping both adds copies that point at the copied cars.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await chooseFile(page, before.name, before.text, 'application/json');
    await expect(page.getByText('10 records of the file are here already')).toBeVisible();
    await page.getByRole('button', { name: 'Import 10 records' }).click();
    await expect(page.getByText('10 records kept as copies.')).toBeVisible();
    const doubled = JSON.parse((await download(page, 'Export Everything (JSON)')).text) as {
      collections: Record<string, Record<string, { vehicleId?: string }>>;
    };
    const cars = doubled.collections.vehicles!;
    expect(Object.keys(cars)).toHaveLength(6);
    for (const service of Object.values(doubled.collections.services!)) {
      expect(cars[service.vehicleId!]).toBeDefined();
    }
  },
);

test(
  'a large file is read off the page’s thread and imported whole',
  { tag: '@wide' },
  async ({ page }) => {
    // 4,000 records are checked and stored on the device: seconds on a busy machine.
    test.setTimeout(90_000);
    const rows = Array.from({ length: 4000 }, (_, index) => {
      const day = new Date(Date.UTC(2015, 0, 1 + index)).toISOString().slice(0, 10);
      return `Wagon,${day},${10_000 + index * 40},${(30 + (index % 7)).toFixed(2)},40,yes,"Station ${index % 9}, lane 2"`;
    });
    const text = ['Car,Date,Odometer,Amount,Cost,Full,Station', ...rows].join('\n');
    expect(text.length).toBeGreaterThan(200_000);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(MOVE);
    await chooseFile(page, 'big.csv', text);
    await expect(
      page.getByRole('heading', {
        name: 'Preview: the first 10 of 4,000 rows, as they will be saved',
      }),
    ).toBeVisible();
    expect(workers.some((url) => /csv-worker/.test(url))).toBe(true);
    await page.getByRole('button', { name: 'Import 4,000 fill-ups and add 1 car' }).click();
    await expect(page.getByRole('heading', { name: 'Imported 4,000 fill-ups' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('4000 fill-ups, one per row')).toBeVisible();
  },
);

for (const theme of ['light', 'dark'] as const) {
  test(`LubeLogger’s service records import with the preset (${theme})`, async ({ page }) => {
    // axe over the mapping table and preview takes a while on a busy machine.
    test.setTimeout(120_000);
    await presetTheme(page, theme);
    await page.goto(MOVE);
    await chooseFile(page, 'fuelly.csv', readFileSync(`${FIXTURES}/fuelly-fuelups.csv`, 'utf8'));
    await expect(page.getByRole('combobox', { name: 'Exported by' })).toHaveText(
      'Fuelly: fill-ups',
    );
    await page.getByRole('button', { name: 'Import 4 fill-ups and add 2 cars' }).click();
    await page.getByRole('button', { name: 'Import another file' }).click();

    await chooseFile(
      page,
      'lubelogger.csv',
      readFileSync(`${FIXTURES}/lubelogger-service-records.csv`, 'utf8'),
    );
    await expect(page.getByRole('combobox', { name: 'Exported by' })).toHaveText(
      'LubeLogger: service, repair, upgrade or tax records',
    );
    await expect(page.getByRole('button', { name: 'Import 0 services' })).toBeDisabled();
    // NOTE: the helper retries a choice the list took before it was ready for it.
    await chooseOption(page.getByRole('combobox', { name: 'Car', exact: true }), 'Civic');
    const errors = page.getByTestId('row-errors');
    await expect(errors).toContainText('Line 5: Date "13/2/2024" is not a date');
    await expect(errors).toContainText('Line 6: Title is required for a custom service');
    const preview = page.getByTestId('import-preview');
    await expect(preview.getByRole('row')).toHaveCount(3);
    await expect(preview.getByRole('row').nth(1)).toContainText('2024-01-15');
    await expect(preview.getByRole('row').nth(2)).toContainText('Replaced front brake pads');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Import 2 services' }).click();
    await expect(page.getByRole('heading', { name: 'Imported 2 services' })).toBeVisible();
    await expect(page.getByText('2 rows with problems left out.')).toBeVisible();
    await expect(page.getByText('2 services, one per row')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
