import { expect, test } from './accounts-fixtures.ts';
import {
  carPathOf,
  putDocument,
  sampleService,
  sampleVehicle,
  signedInWithCars,
} from './car-fixtures.ts';
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
