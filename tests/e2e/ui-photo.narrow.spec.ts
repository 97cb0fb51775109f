import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
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

test.beforeEach(async ({ page }) => {
  await page.goto('/ui#photo');
  await expect(page.getByRole('heading', { level: 2, name: 'Photo' })).toBeVisible();
});

test('a large photo comes out at most 2048 px, upright, without Exif or location', async ({
  page,
}) => {
  // 2800 × 2100 as stored, to be shown turned a quarter (orientation 6): 2100 × 2800.
  const original = withCameraExif(await drawnImage(page, 2800, 2100), 6);
  expect(headerSegments(original)[0]).toBe('e1 Exif');
  await choosePhoto(page, 'holiday.jpg', original);

  const section = page.locator('#photo');
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

test('a small photo keeps its picture bytes and loses only its metadata', async ({ page }) => {
  const picture = await drawnImage(page, 1200, 900);
  await choosePhoto(page, 'garden.jpg', withCameraExif(picture));

  const section = page.locator('#photo');
  await expect(outcome(section)).toHaveText('Location data removed', PREPARED);
  await expect(section.getByRole('definition').nth(1)).toHaveText(/^1200 × 900 px, .*, JPEG$/);
  // Exactly the JPEG before the camera's Exif went in: not one pixel encoded again.
  expect(await preparedBytes(page)).toEqual(picture);
});

test('uploading signed out says so, with the server’s code', async ({ page }) => {
  await choosePhoto(page, 'garden.jpg', await drawnImage(page, 640, 480));
  await expect(page.locator('#photo').getByRole('status').first()).toHaveText(
    'No location data',
    PREPARED,
  );
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('#photo').getByRole('alert')).toHaveText(
    'UNAUTHENTICATED: Sign in to use your files.',
  );
});

test('uploading offline says the server cannot be reached', async ({ page, context }) => {
  await choosePhoto(page, 'garden.jpg', await drawnImage(page, 640, 480));
  await expect(page.locator('#photo').getByRole('status').first()).toHaveText(
    'No location data',
    PREPARED,
  );
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('#photo').getByRole('alert')).toHaveText(
    'UNAVAILABLE: The server cannot be reached; try again when online.',
  );
});

test('a large PNG stays a lossless PNG, transparency and all', async ({ page }) => {
  await choosePhoto(page, 'plan.png', await drawnImage(page, 3000, 1000, 'image/png'));
  const section = page.locator('#photo');
  await expect(section.getByRole('status').first()).toHaveText('No location data', PREPARED);
  await expect(section.getByRole('definition').nth(1)).toHaveText(/^2048 × 683 px, .*, PNG$/);
  const prepared = await preparedBytes(page);
  // IHDR: width, height, bit depth, then colour type 6, RGB with alpha.
  const header = Buffer.from(prepared.subarray(16, 26));
  expect([header.readUInt32BE(0), header.readUInt32BE(4), header[9]]).toEqual([2048, 683, 6]);
});
