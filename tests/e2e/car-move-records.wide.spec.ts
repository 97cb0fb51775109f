import { readFileSync } from 'node:fs';
import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
import { carPathOf, putDocument, sampleService, sampleVehicle } from './car-fixtures.ts';
import { chooseFile, expectNoAxeViolations } from './fixtures.ts';
import type { CarIssue } from '../../src/shared/car-maintenance/car-maintenance-schema.ts';

/**
 * Moving records other than services in and out: cars and reminders from CSV (the
 * reminders' cars found by name), reminders back out as CSV; and a deleted car's uploaded
 * files gone from the server.
 */

const MOVE = '/car-maintenance?view=move';
const FIRST_PAINT = { timeout: 20_000 };

test('cars and reminders come in from CSV, matched by name, and reminders go out', async ({
  page,
}) => {
  // Two imports and axe over the mapping screen: a while on a busy machine.
  test.setTimeout(90_000);
  await page.goto(MOVE);
  await expect(page.getByRole('heading', { name: 'Import & export' })).toBeVisible(FIRST_PAINT);
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
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import 2 reminders', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Imported 2 reminders' })).toBeVisible();

  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Reminders (CSV)' }).click();
  const file = await started;
  expect(file.suggestedFilename()).toMatch(/^car-reminders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Car,Service type,Title or description,Every (months),Every (distance),Due date,Due odometer,Counting from date,Counting from odometer,Notes',
  );
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(/^Golf,Oil Change,,12,15000,,,\d{4}-\d{2}-\d{2},,$/),
    expect.stringMatching(/^Zoe,Tire Rotation,,6,,,,\d{4}-\d{2}-\d{2},,$/),
  ]);
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('deleting a car deletes its photo, its receipts and its issues’ photos', async ({
  page,
  world,
}) => {
  // The files wait out the 10 s Undo.
  test.setTimeout(60_000);
  await verifiedAccount(page, world, uniqueEmail('files'));
  const upload = async (name: string) => {
    const response = await page.request.post('/api/files', {
      multipart: { file: { name, mimeType: 'image/png', buffer: PNG } },
      headers: { Origin: world.origin },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const [photo, receipt, issuePhoto] = [
    await upload('car.png'),
    await upload('receipt.png'),
    await upload('issue.png'),
  ];
  const carId = await putDocument(
    page,
    world,
    await carPathOf(page, 'vehicles'),
    sampleVehicle({ name: 'Old van', photoId: photo }),
  );
  await putDocument(
    page,
    world,
    await carPathOf(page, 'services'),
    sampleService(carId, {
      attachments: [{ fileId: receipt, name: 'receipt.png', type: 'image/png', size: PNG.length }],
    }),
  );
  const now = new Date().toISOString();
  const issue: CarIssue = {
    vehicleId: carId,
    title: 'Cracked mirror',
    parts: [],
    dismissedParts: [],
    photoIds: [issuePhoto],
    status: 'open',
    createdAt: now,
    updatedAt: now,
  };
  await putDocument(page, world, await carPathOf(page, 'issues'), issue);

  await page.goto(`/car-maintenance?car=${carId}`);
  await page.getByRole('button', { name: 'Delete' }).click(FIRST_PAINT);
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Delete car and history' })
    .click();
  await expect(page.getByText('Car deleted')).toBeVisible();
  // The files go once the toast's Undo has passed (10 s).
  for (const id of [photo, receipt, issuePhoto]) {
    await expect
      .poll(async () => (await page.request.get(`/api/files/${id}`)).status(), {
        timeout: 25_000,
      })
      .toBe(404);
  }
});
