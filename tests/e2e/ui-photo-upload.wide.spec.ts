import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
import {
  PREPARED,
  choosePhoto,
  drawnImage,
  preparedBytes,
  withCameraExif,
} from './photo-fixtures.ts';

test('a signed-in person uploads the prepared photo, and the server keeps exactly it', async ({
  page,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('photo'));
  await page.goto('/ui#photo');
  await choosePhoto(page, 'holiday.jpg', withCameraExif(await drawnImage(page, 2400, 1800)));
  const section = page.locator('#photo');
  await expect(section.getByRole('status').first()).toHaveText('Location data removed', PREPARED);

  await page.getByRole('button', { name: 'Upload' }).click();
  const uploaded = section.getByRole('status').nth(1);
  await expect(uploaded).toHaveText(/^Uploaded as \/api\/files\/[0-9a-f]{32} \(.+\)\.$/);
  const url = (await uploaded.getByRole('link').getAttribute('href'))!;

  const stored = await page.request.get(url);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  expect(new Uint8Array(await stored.body())).toEqual(await preparedBytes(page));
});
