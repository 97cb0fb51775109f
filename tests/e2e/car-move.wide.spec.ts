import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseFile, chooseOption, download, expect, test } from './fixtures.ts';

/**
 * Moving a visitor's car history in and out: CSV of services out and back in through the
 * column mapping and preview, the whole tool as JSON out and back in, other apps' exports
 * read with their presets, cars and reminders from CSV (matched by name) and reminders
 * out, and a large file read off the page's thread.
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

async function importFuelly(page: Page) {
  await chooseFile(page, 'fuelly.csv', readFileSync(`${FIXTURES}/fuelly-fuelups.csv`, 'utf8'));
  await expect(page.getByRole('combobox', { name: 'Exported by' })).toHaveText('Fuelly: fill-ups');
  await page.getByRole('button', { name: 'Import 4 fill-ups and add 2 cars' }).click();
  await expect(page.getByRole('heading', { name: 'Imported 4 fill-ups' })).toBeVisible();
}

test('a garage goes out and comes back: CSV, JSON, other apps’ files, a large file', async ({
  page,
}) => {
  // 4,000 records are checked and stored on the device: seconds on a busy machine.
  test.setTimeout(300_000);
  await page.goto(MOVE);
  await expect(page.getByRole('heading', { name: 'Import & export' })).toBeVisible({
    timeout: 20_000,
  });

  let csv = { name: '', text: '' };
  await test.step('services come in from CSV and go out again', async () => {
    await chooseFile(page, 'seed.csv', SEED_CSV);
    await expect(page.getByTestId('import-preview').getByRole('row')).toHaveCount(4);
    await page.getByRole('button', { name: 'Import 3 services and add 1 car' }).click();
    await expect(page.getByRole('heading', { name: 'Imported 3 services' })).toBeFocused();
    await expect(page.getByText('3 services, one per row')).toBeVisible();
    csv = await download(page, 'Export Service records (CSV)');
    expect(csv.name).toMatch(/^car-services-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Car,Date,Service type,Title,Odometer,Parts cost,Labour cost,Other cost,Total cost,Shop,Notes',
    );
    expect(lines[2]).toBe(
      'Golf,2025-03-02,Custom,New exhaust,46000,,,1234.5,1234.5,,"Loud; ""sport"" tune"',
    );
  });

  await test.step('the same file again is skipped; after deleting, it comes back equal', async () => {
    await page.getByRole('button', { name: 'Import another file' }).click();
    await chooseFile(page, csv.name, csv.text);
    await expect(page.getByTestId('duplicate-warning')).toContainText('3 rows look like records');
    await expect(page.getByRole('button', { name: 'Import 0 services' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await deleteEverything(page);
    await chooseFile(page, csv.name, csv.text);
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
    expect(again.text).toBe(csv.text);
  });

  await test.step('the whole tool goes out as JSON and comes back equal', async () => {
    await page.getByRole('button', { name: 'Import another file' }).click();
    await importFuelly(page);
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
  });

  await test.step('LubeLogger’s service records import with its preset', async () => {
    await deleteEverything(page);
    await importFuelly(page);
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
    await page.getByRole('button', { name: 'Import 2 services' }).click();
    await expect(page.getByRole('heading', { name: 'Imported 2 services' })).toBeVisible();
    await expect(page.getByText('2 rows with problems left out.')).toBeVisible();
    await expect(page.getByText('2 services, one per row')).toBeVisible();
  });

  await test.step('cars and reminders come in from CSV, matched by name; reminders go out', async () => {
    await deleteEverything(page);
    await chooseFile(
      page,
      'cars.csv',
      'Name,Make,Model,Year,Odometer unit,Fuel type\nGolf,Volkswagen,Golf,2015,km,diesel\nZoe,Renault,Zoe,2020,km,electric\n',
    );
    await expect(page.getByRole('combobox', { name: 'Column for Make' })).toHaveText('Make');
    await expect(page.getByTestId('import-preview')).toContainText('Electric');
    await page.getByRole('button', { name: 'Import 2 cars' }).click();
    await expect(page.getByRole('heading', { name: 'Imported 2 cars' })).toBeFocused();

    await page.getByRole('button', { name: 'Import another file' }).click();
    await chooseFile(
      page,
      'reminders.csv',
      'Car,Service type,Every (months),Every (distance)\nGolf,Oil Change,12,15000\nZoe,Tire Rotation,6,\nNowhere,,,\n',
    );
    const preview = page.getByTestId('import-preview');
    await expect(preview.getByRole('row')).toHaveCount(3);
    await expect(preview.getByRole('row').nth(1)).toContainText('Golf');
    await expect(preview.getByRole('row').nth(2)).toContainText('Zoe');
    await expect(page.getByTestId('row-errors')).toContainText('Line 4: Title is missing');
    await page.getByRole('button', { name: 'Import 2 reminders', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Imported 2 reminders' })).toBeVisible();

    const file = await download(page, 'Export Reminders (CSV)');
    expect(file.name).toMatch(/^car-reminders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Car,Service type,Title or description,Every (months),Every (distance),Due date,Due odometer,Counting from date,Counting from odometer,Notes',
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^Golf,Oil Change,,12,15000,,,\d{4}-\d{2}-\d{2},,$/),
      expect.stringMatching(/^Zoe,Tire Rotation,,6,,,,\d{4}-\d{2}-\d{2},,$/),
    ]);
  });

  await test.step('a large file is read off the page’s thread and imported whole', async () => {
    const rows = Array.from({ length: 4000 }, (_, index) => {
      const day = new Date(Date.UTC(2015, 0, 1 + index)).toISOString().slice(0, 10);
      return `Wagon,${day},${10_000 + index * 40},${(30 + (index % 7)).toFixed(2)},40,yes,"Station ${index % 9}, lane 2"`;
    });
    const text = ['Car,Date,Odometer,Amount,Cost,Full,Station', ...rows].join('\n');
    expect(text.length).toBeGreaterThan(200_000);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.getByRole('button', { name: 'Import another file' }).click();
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
  });
});
