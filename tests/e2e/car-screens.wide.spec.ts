import { expect, test } from './accounts-fixtures.ts';
import {
  carPathOf,
  putDocument,
  sampleService,
  sampleVehicle,
  signedInWithCars,
} from './car-fixtures.ts';
import { PREPARED, choosePhoto, drawnImage } from './photo-fixtures.ts';
import { TOOL_SCREENS } from '../../src/tinies/car-maintenance/car-links.ts';

const TOOL = '/car-maintenance';

/** Every screen of the tool, by its address (the record screens of one car and service). */
function screens(carId: string, serviceId: string): string[] {
  return [
    TOOL,
    ...TOOL_SCREENS.map((view) => `${TOOL}?view=${view}`),
    `${TOOL}?car=${carId}`,
    `${TOOL}?car=${carId}&view=edit`,
    `${TOOL}?car=${carId}&view=print`,
    `${TOOL}?service=${serviceId}`,
    `${TOOL}?service=${serviceId}&view=edit`,
  ];
}

test('every Car Maintenance screen fits a 360 px phone and a 1440 px desktop', async ({
  page,
  world,
}) => {
  test.slow();
  const [carId] = await signedInWithCars(page, world, [
    sampleVehicle({
      name: 'Long-distance estate with a rather long name',
      plate: 'LONG 2024',
      vin: '1HGCM82633A004352',
    }),
  ]);
  const serviceId = await putDocument(
    page,
    world,
    await carPathOf(page, 'services'),
    sampleService(carId!, { notes: 'Front brake pads and rotors replaced; '.repeat(6) }),
  );
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const address of screens(carId!, serviceId)) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 2 }).first(), address).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${address} at ${width} px`,
      ).toBe(width);
    }
  }
});

test('a car’s photo is chosen from the keyboard, uploaded, shown on its page and served back', async ({
  page,
  world,
}) => {
  await signedInWithCars(page, world, []);
  await page.goto(`${TOOL}?view=new-car`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Photographed coupé');
  await choosePhoto(page, 'coupe.jpg', await drawnImage(page, 1200, 800));
  const photo = page.getByRole('group', { name: 'Photo' });
  await expect(photo.getByRole('status')).toHaveText('Photo added.', PREPARED);
  await expect(photo.getByRole('img', { name: "The car's photo" })).toBeVisible();
  await page.getByRole('button', { name: 'Save car' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Photographed coupé' })).toBeVisible();
  const shown = page.getByRole('img', { name: "Photographed coupé's photo" });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const cars = await carPathOf(page, 'vehicles');
  const stored = (await (await page.request.get(`/api/data/${cars}`)).json()) as Record<
    string,
    { name: string; photoId?: string }
  >;
  const [car] = Object.values(stored);
  expect(car).toMatchObject({ name: 'Photographed coupé', photoId: expect.any(String) });
  const served = await page.request.get(`/api/files/${car!.photoId}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
});
