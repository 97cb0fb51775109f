import { readFileSync } from 'node:fs';
import { sampleVehicle } from './car-fixtures.ts';
import { chooseFile, expect, seedVisitorDevice, test } from './fixtures.ts';
import { newId } from '../../src/data/ids.ts';

/**
 * LubeLogger's gas records brought in on a phone in the US, for a car in miles: the
 * mapping and the preview fit the screen, and the amounts are read in US gallons, with
 * the economy they make shown before anything is saved.
 */

const FIXTURES = 'src/shared/car-maintenance/fixtures';
// NOTE: the first visit loads the page's parts on two busy cores: allow it time.
const FIRST_PAINT = { timeout: 30_000 };

test.use({ locale: 'en-US' });

test('a fuel CSV imported on a phone fits the screen and shows its economy', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await seedVisitorDevice(page, {
    [`car-maintenance/vehicles/${newId()}`]: sampleVehicle({
      name: 'Pickup',
      odometerUnit: 'mi',
      fuelType: 'petrol',
    }),
  });
  await page.goto('/car-maintenance?view=move');
  await expect(page.getByRole('heading', { name: 'Import & export' })).toBeVisible(FIRST_PAINT);

  await chooseFile(
    page,
    'gas-records.csv',
    readFileSync(`${FIXTURES}/lubelogger-gas-records.csv`, 'utf8'),
  );
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('row')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Nor do the column mapping's pickers stick out of a table that scrolls sideways.
  const mapping = page.getByRole('table', { name: 'Columns' });
  const overflow = await mapping.evaluate(
    (table) => table.scrollWidth - table.parentElement!.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const picker of await mapping.getByRole('combobox').all()) {
    const box = (await picker.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }

  // 310 miles on 10.4 US gallons between the first two full tanks.
  await expect(page.getByRole('combobox', { name: 'Amounts are in' })).toHaveText('US gallons');
  await expect(preview.getByRole('row').nth(2)).toContainText('29.8 mpg (US)');
});
