import type { Page } from '@playwright/test';
import { expect, test } from './accounts-fixtures.ts';
import {
  carPathOf,
  putDocument,
  sampleService,
  sampleVehicle,
  signedInWithCars,
} from './car-fixtures.ts';
import { chooseOption } from './fixtures.ts';
import { PREPARED, drawnImage } from './photo-fixtures.ts';
import type { CarIssue, Service } from '../../src/shared/car-maintenance/car-maintenance-schema.ts';

/**
 * The service editor's extras, end to end: parts suggested from the words (one removed,
 * and kept removed through later edits), receipts and photos attached through the files
 * API, and issues a service resolves.
 */

const TOOL = '/car-maintenance';
// NOTE: the first visit loads the page's parts on two busy cores: allow it time.
const FIRST_PAINT = { timeout: 20_000 };
// NOTE: a save reaches the server a moment after the screen shows it.
const SYNCED = { timeout: 15_000 };

async function choose(page: Page, field: string, option: string) {
  await chooseOption(page.getByRole('combobox', { name: field, exact: true }), option);
}

/** Opens the editor of a new service; answers once it is ready to type in. */
async function newService(page: Page) {
  await page.goto(`${TOOL}?view=new-service`);
  await expect(page.getByRole('heading', { level: 2, name: 'Log a service' })).toBeVisible(
    FIRST_PAINT,
  );
}

/** The service being shown, by the id in the address. */
function shownServiceId(page: Page): string {
  return new URL(page.url()).searchParams.get('service')!;
}

/** A stored document, straight from the server (null when there is none). */
async function stored<T>(page: Page, collection: string, id: string): Promise<T | null> {
  const response = await page.request.get(`/api/data/${await carPathOf(page, collection)}/${id}`);
  return response.ok() ? ((await response.json()) as T | null) : null;
}

const partsField = (page: Page) => page.getByRole('group', { name: 'Parts', exact: true });

test('parts are suggested from the notes, one is removed and stays removed through edits', async ({
  page,
  world,
}) => {
  test.setTimeout(90_000);
  await signedInWithCars(page, world, [sampleVehicle({ name: 'Family wagon' })]);
  await newService(page);
  await expect(page.getByRole('combobox', { name: 'Car', exact: true })).toContainText(
    'Family wagon',
  );
  await choose(page, 'Service type', 'Custom (give it a title)');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Workshop visit');
  await page.getByRole('textbox', { name: /^Odometer/ }).fill('120400');
  await page
    .getByRole('textbox', { name: 'Notes', exact: true })
    .fill('Replaced front brake pads and the cabin air filter');

  // Both parts are suggested as the words are typed, each removable.
  const parts = partsField(page);
  await expect(parts.getByRole('listitem')).toHaveText([
    'Brake pads(suggested)',
    'Cabin air filter(suggested)',
  ]);
  await parts.getByRole('button', { name: 'Remove Cabin air filter' }).click();
  await expect(parts.getByRole('listitem')).toHaveText(['Brake pads(suggested)']);
  await expect(parts.getByRole('button', { name: 'Add Cabin air filter back' })).toBeVisible();

  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Workshop visit' })).toBeVisible();
  const id = shownServiceId(page);
  await expect(
    page.getByRole('region', { name: 'Parts', exact: true }).getByRole('link'),
  ).toHaveText(['Brake pads']);
  await expect
    .poll(async () => {
      const service = await stored<Service>(page, 'services', id);
      return service && { parts: service.parts, dismissedParts: service.dismissedParts };
    }, SYNCED)
    .toEqual({
      parts: [{ part: 'brake-pads', by: 'text' }],
      dismissedParts: ['cabin-air-filter'],
    });

  // New notes: the removed part is still mentioned but not suggested again; the pads are
  // no longer mentioned and lose their tag; the coolant now is, and gets one.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit service' })).toBeVisible();
  await expect(parts.getByRole('listitem')).toHaveText(['Brake pads(suggested)']);
  await page
    .getByRole('textbox', { name: 'Notes', exact: true })
    .fill('Replaced the cabin air filter; checked the coolant level');
  await expect(parts.getByRole('listitem')).toHaveText(['Coolant(suggested)']);
  await expect(parts.getByRole('button', { name: 'Remove Brake pads' })).toHaveCount(0);
  await expect(parts.getByRole('button', { name: 'Add Cabin air filter back' })).toBeVisible();

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Workshop visit' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Parts', exact: true }).getByRole('link'),
  ).toHaveText(['Coolant']);
  await expect
    .poll(async () => {
      const service = await stored<Service>(page, 'services', id);
      return service && { parts: service.parts, dismissedParts: service.dismissedParts };
    }, SYNCED)
    .toEqual({
      parts: [{ part: 'coolant', by: 'text' }],
      dismissedParts: ['cabin-air-filter'],
    });
});

test('a receipt and a photo are attached, shown on the service, and served back', async ({
  page,
  world,
}) => {
  test.setTimeout(90_000);
  await signedInWithCars(page, world, [sampleVehicle({ name: 'Family wagon' })]);
  await newService(page);
  await choose(page, 'Service type', 'Oil Change');
  await page.getByRole('textbox', { name: /^Odometer/ }).fill('120400');

  const receipt = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
  const photo = Buffer.from(await drawnImage(page, 1200, 900));
  // From the keyboard: the field's button opens the file chooser.
  const input = page.getByLabel('Attach receipts or photos');
  await input.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles([
    { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: receipt },
    { name: 'engine-bay.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]);

  const field = page.getByRole('group', { name: 'Attachments' });
  await expect(field.getByRole('button', { name: 'Remove receipt.pdf' })).toBeVisible(PREPARED);
  await expect(field.getByRole('button', { name: 'Remove engine-bay.jpg' })).toBeVisible(PREPARED);
  await expect(field.getByRole('status')).toHaveText('');
  await expect(field.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Oil Change' })).toBeVisible();
  const id = shownServiceId(page);

  const files = page.getByRole('region', { name: 'Attachments' });
  const pdfLink = files.getByRole('link', { name: /receipt\.pdf/ });
  const photoLink = files.getByRole('link', { name: /engine-bay\.jpg/ });
  await expect(pdfLink).toHaveAttribute('href', /^\/api\/files\/[0-9a-f]{32}$/);
  await expect(photoLink).toHaveAttribute('href', /^\/api\/files\/[0-9a-f]{32}$/);
  await expect(pdfLink).toContainText(`${receipt.length} B`);

  // The photo shows as a thumbnail, loaded from the files API.
  const thumbnail = photoLink.locator('img');
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth), PREPARED)
    .toBeGreaterThan(0);
  expect(await thumbnail.getAttribute('src')).toBe(await photoLink.getAttribute('href'));

  // The receipt comes back exactly as it was chosen.
  const pdfUrl = (await pdfLink.getAttribute('href'))!;
  const served = await page.request.get(pdfUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await served.body()).equals(receipt)).toBe(true);
  const photoServed = await page.request.get((await photoLink.getAttribute('href'))!);
  expect(photoServed.status()).toBe(200);
  expect(photoServed.headers()['content-type']).toMatch(/^image\//);

  // The stored service names both files by their ids, types and sizes.
  const pdfId = pdfUrl.split('/').pop()!;
  await expect
    .poll(async () => {
      const service = await stored<Service>(page, 'services', id);
      return service?.attachments.map((file) => file.name).sort();
    }, SYNCED)
    .toEqual(['engine-bay.jpg', 'receipt.pdf']);
  const service = (await stored<Service>(page, 'services', id))!;
  expect(service.attachments.find((file) => file.name === 'receipt.pdf')).toEqual({
    fileId: pdfId,
    name: 'receipt.pdf',
    type: 'application/pdf',
    size: receipt.length,
  });
  expect(service.attachments.find((file) => file.name === 'engine-bay.jpg')?.type).toMatch(
    /^image\//,
  );
});

test('a service resolves the issue it fixed and takes its parts', async ({ page, world }) => {
  test.setTimeout(90_000);
  const [wagon, hatch] = await signedInWithCars(page, world, [
    sampleVehicle({ name: 'Family wagon' }),
    sampleVehicle({ name: 'Red hatch' }),
  ]);
  const issuesPath = await carPathOf(page, 'issues');
  const now = new Date().toISOString();
  const openIssue = (vehicleId: string, title: string, part: string): CarIssue => ({
    vehicleId,
    title,
    parts: [{ part, by: 'hand' }],
    dismissedParts: [],
    noticedDate: '2025-02-01',
    photoIds: [],
    status: 'open',
    createdAt: now,
    updatedAt: now,
  });
  const chip = await putDocument(
    page,
    world,
    issuesPath,
    openIssue(wagon!, 'Chip in the windscreen', 'windshield'),
  );
  await putDocument(page, world, issuesPath, openIssue(hatch!, 'Rattle in the boot', 'trunk'));
  // An earlier service of the wagon, so the odometer is prefilled from it.
  await putDocument(
    page,
    world,
    await carPathOf(page, 'services'),
    sampleService(wagon!, { odometer: 120_400 }),
  );

  await newService(page);
  await choose(page, 'Car', 'Family wagon');
  await choose(page, 'Service type', 'Inspection');
  await expect(page.getByRole('textbox', { name: /^Odometer/ })).toHaveValue('120400');
  await page.getByRole('textbox', { name: /^Odometer/ }).fill('121000');
  // Only the chosen car's open issues are offered.
  const fixed = page.getByRole('group', { name: 'Issues this service fixed' });
  await expect(fixed.getByRole('checkbox')).toHaveCount(1);
  await fixed.getByRole('checkbox', { name: 'Chip in the windscreen' }).check();
  await page.getByRole('button', { name: 'Save service' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Inspection' })).toBeVisible();
  const id = shownServiceId(page);
  await expect(
    page.getByRole('region', { name: 'Parts', exact: true }).getByRole('link'),
  ).toHaveText(['Windshield']);
  await expect
    .poll(async () => {
      const issue = await stored<CarIssue>(page, 'issues', chip);
      return issue && { status: issue.status, resolvedBy: issue.resolvedBy };
    }, SYNCED)
    .toEqual({ status: 'resolved', resolvedBy: id });
  await expect
    .poll(async () => {
      const service = await stored<Service>(page, 'services', id);
      return service && { issueIds: service.issueIds, parts: service.parts.map((p) => p.part) };
    }, SYNCED)
    .toEqual({ issueIds: [chip], parts: ['windshield'] });

  // The issue screen, reached from the service, shows it resolved by this service.
  await page
    .getByRole('region', { name: 'Issues this service fixed' })
    .getByRole('link', { name: 'Chip in the windscreen' })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Chip in the windscreen' }),
  ).toBeVisible();
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fix it: log a service' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'this service' })).toHaveAttribute(
    'href',
    new RegExp(`[?&]service=${id}(&|$)`),
  );
  await page.getByRole('link', { name: 'this service' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Inspection' })).toBeVisible();
});
