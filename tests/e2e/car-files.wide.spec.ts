import type { Page } from '@playwright/test';
import { expect, test } from './accounts-fixtures.ts';
import { carPathOf, putDocument, signedInWithCars } from './car-fixtures.ts';
import { chooseOption } from './fixtures.ts';
import { PREPARED, choosePhoto, drawnImage } from './photo-fixtures.ts';
import type { CarIssue, Service } from '../../src/shared/car-maintenance/car-model.ts';

/**
 * A car's files: its photo encoded in the browser, uploaded, shown and served back; a
 * receipt and a photo attached to its service from the keyboard, served back as chosen;
 * and every file of the car gone from the server once the car is deleted.
 */

const TOOL = '/car-maintenance';
// NOTE: the first visit loads the page's parts on two busy cores: allow it time.
const FIRST_PAINT = { timeout: 30_000 };
// NOTE: a save reaches the server a moment after the screen shows it.
const SYNCED = { timeout: 15_000 };

/** A stored document, straight from the server (null when there is none). */
async function stored<T>(page: Page, collection: string, id: string): Promise<T | null> {
  const response = await page.request.get(`/api/data/${await carPathOf(page, collection)}/${id}`);
  return response.ok() ? ((await response.json()) as T | null) : null;
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a car’s photo, receipts and issue photos are served back, and go with the car', async ({
  page,
  world,
}) => {
  test.setTimeout(300_000);
  await signedInWithCars(page, world, []);
  let carId = '';
  let photoId = '';

  await test.step('a car’s photo is encoded, uploaded, shown and served back', async () => {
    await page.goto(`${TOOL}?view=new-car`);
    await expect(page.getByRole('heading', { level: 2, name: 'Add a car' })).toBeVisible(
      FIRST_PAINT,
    );
    await page.getByRole('textbox', { name: 'Name' }).fill('Photographed coupé');
    await choosePhoto(page, 'coupe.jpg', await drawnImage(page, 1200, 800));
    const photo = page.getByRole('group', { name: 'Photo' });
    await expect(photo.getByRole('status')).toHaveText('Photo added.', PREPARED);
    await expect(photo.getByRole('img', { name: "The car's photo" })).toBeVisible();
    await page.getByRole('button', { name: 'Save car' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Photographed coupé' })).toBeVisible();
    carId = new URL(page.url()).searchParams.get('car')!;
    const shown = page.getByRole('img', { name: "Photographed coupé's photo" });
    await expect(shown).toBeVisible();
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth), PREPARED)
      .toBeGreaterThan(0);
    await expect
      .poll(
        async () => (await stored<{ photoId?: string }>(page, 'vehicles', carId))?.photoId,
        SYNCED,
      )
      .toEqual(expect.any(String));
    photoId = (await stored<{ photoId: string }>(page, 'vehicles', carId))!.photoId;
    const served = await page.request.get(`/api/files/${photoId}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);
  });

  const receipt = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
  let receiptId = '';
  let serviceId = '';
  await test.step('a receipt and a photo are attached from the keyboard and served back', async () => {
    await page
      .getByRole('link', { name: /Log a service/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Log a service' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Car', exact: true })).toContainText(
      'Photographed coupé',
    );
    await chooseOption(
      page.getByRole('combobox', { name: 'Service type', exact: true }),
      'Oil Change',
    );
    await page.getByRole('textbox', { name: /^Odometer/ }).fill('120400');

    const photo = Buffer.from(await drawnImage(page, 1200, 900));
    // From the keyboard: the field's button opens the file chooser.
    await page.getByLabel('Attach receipts or photos').focus();
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
    await expect(field.getByRole('button', { name: 'Remove engine-bay.jpg' })).toBeVisible(
      PREPARED,
    );
    await expect(field.getByRole('status')).toHaveText('');
    await expect(field.getByRole('alert')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save service' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Oil Change' })).toBeVisible();
    serviceId = new URL(page.url()).searchParams.get('service')!;
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
    receiptId = pdfUrl.split('/').pop()!;
    await expect
      .poll(async () => {
        const service = await stored<Service>(page, 'services', serviceId);
        return service?.attachments.map((file) => file.name).sort();
      }, SYNCED)
      .toEqual(['engine-bay.jpg', 'receipt.pdf']);
    const service = (await stored<Service>(page, 'services', serviceId))!;
    expect(service.attachments.find((file) => file.name === 'receipt.pdf')).toEqual({
      fileId: receiptId,
      name: 'receipt.pdf',
      type: 'application/pdf',
      size: receipt.length,
    });
    expect(service.attachments.find((file) => file.name === 'engine-bay.jpg')?.type).toMatch(
      /^image\//,
    );
  });

  await test.step('deleting the car deletes its photo, its receipts and its issues’ photos', async () => {
    const upload = await page.request.post('/api/files', {
      multipart: { file: { name: 'issue.png', mimeType: 'image/png', buffer: PNG } },
      headers: { Origin: world.origin },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const issuePhoto = ((await upload.json()) as { id: string }).id;
    const now = new Date().toISOString();
    await putDocument(page, world, await carPathOf(page, 'issues'), {
      vehicleId: carId,
      title: 'Cracked mirror',
      parts: [],
      dismissedParts: [],
      photoIds: [issuePhoto],
      status: 'open',
      createdAt: now,
      updatedAt: now,
    } satisfies CarIssue);

    await page.goto(`${TOOL}?car=${carId}`);
    await page.getByRole('button', { name: 'Delete' }).click(FIRST_PAINT);
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete car and history' })
      .click();
    await expect(page.getByText('Car deleted')).toBeVisible();
    // The files go once the toast's Undo has passed (10 s).
    for (const id of [photoId, receiptId, issuePhoto]) {
      await expect
        .poll(async () => (await page.request.get(`/api/files/${id}`)).status(), {
          timeout: 25_000,
        })
        .toBe(404);
    }
  });
});
