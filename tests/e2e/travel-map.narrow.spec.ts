import { expect, test } from './fixtures.ts';

/**
 * The maps on a phone: a tap on a country's or a state's shape, or on a territory's dot,
 * marks it, and the marks are kept on the device.
 */

// The map loads its shapes on a busy machine: more than the default 60 s in all.
test.describe.configure({ timeout: 180_000 });

// NOTE: a tap lands in the middle of a shape's box: countries are picked whose middle is
// land (France's box reaches French Guiana; Japan's middle is sea).

test('a visitor marks countries, states and a territory by tap, kept across a reload', async ({
  page,
}) => {
  await page.goto('/travel-tracker?view=map');
  const world = page.getByRole('group', { name: 'World map' });
  await expect(world).toBeVisible({ timeout: 90_000 });

  await test.step('a tap marks a country; its panel changes the level', async () => {
    await world.getByRole('button', { name: 'Germany: not marked' }).tap();
    await expect(world.getByRole('button', { name: 'Germany: visited' })).toBeVisible();
    await page
      .getByRole('region', { name: 'Germany' })
      .getByRole('button', { name: 'Lived' })
      .tap();
    await expect(world.getByRole('button', { name: 'Germany: lived' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Lived (1)');
  });

  const us = page.getByRole('group', { name: 'Map of the United States' });
  await test.step('the US map: a state’s shape and a territory’s dot', async () => {
    await page.getByRole('link', { name: 'United States' }).tap();
    await expect(us).toBeVisible({ timeout: 90_000 });
    await us.getByRole('button', { name: 'California: not marked' }).tap();
    await expect(us.getByRole('button', { name: 'California: visited' })).toBeVisible();
    await us.getByRole('button', { name: 'Puerto Rico: not marked' }).tap();
    await expect(us.getByRole('button', { name: 'Puerto Rico: visited' })).toBeVisible();
  });

  await test.step('kept on the device across a reload', async () => {
    await page.reload();
    await expect(us.getByRole('button', { name: 'California: visited' })).toBeVisible({
      timeout: 90_000,
    });
    await page.getByRole('link', { name: 'World' }).tap();
    await expect(world.getByRole('button', { name: 'Germany: lived' })).toBeVisible({
      timeout: 90_000,
    });
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the zoom buttons cover no place: Rhode Island’s dot is tapped and marked', async ({
    page,
  }) => {
    await page.goto('/travel-tracker?view=map&map=us');
    const us = page.getByRole('group', { name: 'Map of the United States' });
    const rhodeIsland = us.getByRole('button', { name: 'Rhode Island: not marked' });
    await expect(rhodeIsland).toBeVisible({ timeout: 90_000 });

    const placeBox = (await rhodeIsland.boundingBox())!;
    for (const name of ['Zoom in', 'Zoom out', 'Show the whole map']) {
      const button = (await page.getByRole('button', { name }).boundingBox())!;
      const apart =
        button.x >= placeBox.x + placeBox.width ||
        placeBox.x >= button.x + button.width ||
        button.y >= placeBox.y + placeBox.height ||
        placeBox.y >= button.y + button.height;
      expect(apart, `${name} is clear of Rhode Island`).toBe(true);
    }

    // Its dot (the larger, invisible target around it): a tap there must reach the place.
    await rhodeIsland.locator('circle').last().tap({ timeout: 10_000 });
    await expect(us.getByRole('button', { name: 'Rhode Island: visited' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rhode Island' })).toBeVisible();
  });
});
