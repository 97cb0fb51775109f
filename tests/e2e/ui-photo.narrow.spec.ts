import type { Locator } from '@playwright/test';
import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import {
  PREPARED,
  choosePhoto,
  drawnImage,
  preparedBytes,
  withCameraExif,
} from './photo-fixtures.ts';
import { headerSegments, indexOfText, jpegSize } from '../../src/data/testing/image-fixtures.ts';

// Uploading signed out is refused with 401, and offline it fails: the browser logs both.
test.use({ expectedConsoleErrors: [/status of (401|404)|ERR_INTERNET_DISCONNECTED/] });

const CAMERA = 'Tinies Test Camera';

/** What preparing the photo came to: its status once it says something, or its error. */
function outcome(section: Locator): Locator {
  return section.locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ }).first();
}

test('a photo is prepared in the canvas, then uploaded only when signed in and online', async ({
  page,
  context,
  world,
}) => {
  await page.goto('/ui#photo');
  await expect(page.getByRole('heading', { level: 2, name: 'Photo' })).toBeVisible();
  const section = page.locator('#photo');

  await test.step('a large photo comes out at most 2048 px, upright, without Exif or location', async () => {
    // 2800 × 2100 as stored, to be shown turned a quarter (orientation 6): 2100 × 2800.
    const original = withCameraExif(await drawnImage(page, 2800, 2100), 6);
    expect(headerSegments(original)[0]).toBe('e1 Exif');
    await choosePhoto(page, 'holiday.jpg', original);
    await expect(outcome(section)).toHaveText('Location data removed', PREPARED);
    await expect(section.getByRole('definition').first()).toHaveText(/^2100 × 2800 px, .*, JPEG$/);
    await expect(section.getByRole('definition').nth(1)).toHaveText(/^1536 × 2048 px, .*, JPEG$/);

    const prepared = await preparedBytes(page);
    expect(prepared.subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    // Turned and scaled into the pixels themselves: nothing left to say which way is up.
    expect(jpegSize(prepared)).toEqual({ width: 1536, height: 2048 });
    expect(headerSegments(prepared).filter((name) => name.startsWith('e1'))).toEqual([]);
    expect(indexOfText(prepared, 'Exif\0\0')).toBe(-1);
    expect(indexOfText(prepared, CAMERA)).toBe(-1);
    expect(prepared.length).toBeLessThan(original.length);
    await expectNoAxeViolations(page, ['#photo']);
  });

  await test.step('a large PNG stays a lossless PNG, transparency and all', async () => {
    await choosePhoto(page, 'plan.png', await drawnImage(page, 3000, 1000, 'image/png'));
    await expect(section.getByRole('definition').nth(1)).toHaveText(
      /^2048 × 683 px, .*, PNG$/,
      PREPARED,
    );
    await expect(section.getByRole('status').first()).toHaveText('No location data');
    const prepared = await preparedBytes(page);
    // IHDR: width, height, bit depth, then colour type 6, RGB with alpha.
    const header = Buffer.from(prepared.subarray(16, 26));
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[9]]).toEqual([2048, 683, 6]);
  });

  const picture = await drawnImage(page, 1200, 900);
  await test.step('a small photo keeps its picture bytes and loses only its metadata', async () => {
    await choosePhoto(page, 'garden.jpg', withCameraExif(picture));
    await expect(section.getByRole('definition').nth(1)).toHaveText(
      /^1200 × 900 px, .*, JPEG$/,
      PREPARED,
    );
    await expect(outcome(section)).toHaveText('Location data removed');
    // Exactly the JPEG before the camera's Exif went in: not one pixel encoded again.
    expect(await preparedBytes(page)).toEqual(picture);
  });

  await test.step('uploading signed out says so, with the server’s code', async () => {
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'UNAUTHENTICATED: Sign in to use your files.',
    );
  });

  await test.step('uploading offline says the server cannot be reached', async () => {
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'UNAVAILABLE: The server cannot be reached; try again when online.',
    );
    await context.setOffline(false);
  });

  await test.step('signed in, the server keeps exactly the prepared photo', async () => {
    await verifiedAccount(page, world, uniqueEmail('photo'));
    await page.getByRole('button', { name: 'Upload' }).click();
    const uploaded = section.getByRole('status').nth(1);
    await expect(uploaded).toHaveText(/^Uploaded as \/api\/files\/[0-9a-f]{32} \(.+\)\.$/);
    const url = (await uploaded.getByRole('link').getAttribute('href'))!;
    const stored = await page.request.get(url);
    expect(stored.status()).toBe(200);
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    expect(new Uint8Array(await stored.body())).toEqual(picture);
  });
});
