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
