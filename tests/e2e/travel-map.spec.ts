import { expect, expectNoAxeViolations, presetTheme, test } from './fixtures.ts';

const MAP = '/travel-tracker?view=map';

// The map loads its shapes and axe reads a few hundred shapes: more than 30 s on a busy machine.
test.describe.configure({ timeout: 240_000 });

// NOTE: a click lands in the middle of a shape's box: countries are picked whose middle is
// land (France's box reaches French Guiana; Japan's middle is sea).

test('a visitor marks countries and states by mouse and by keyboard', async ({ page }) => {
  await page.goto(MAP);
  const world = page.getByRole('group', { name: 'World map' });
  await expect(world).toBeVisible({ timeout: 90_000 });

  await world.getByRole('button', { name: 'Germany: not marked' }).click();
  await expect(world.getByRole('button', { name: 'Germany: visited' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Germany' });
  await panel.getByRole('button', { name: 'Lived' }).click();
  await expect(world.getByRole('button', { name: 'Germany: lived' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Lived (1)');

  // By keyboard: Tab reaches the map's one stop, letters find a country, Enter marks it.
  await world.getByRole('button', { name: 'Germany: lived' }).focus();
  await page.keyboard.type('ital');
  await expect(world.getByRole('button', { name: 'Italy: not marked' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(world.getByRole('button', { name: 'Italy: visited' })).toBeFocused();
  // A micro-state is a dot that marks too.
  await page.keyboard.type('monaco');
  await page.keyboard.press(' ');
  await expect(world.getByRole('button', { name: 'Monaco: visited' })).toBeVisible();

  await page.getByRole('link', { name: 'United States' }).click();
  const us = page.getByRole('group', { name: 'Map of the United States' });
  await expect(us).toBeVisible({ timeout: 90_000 });
  await us.getByRole('button', { name: 'California: not marked' }).click();
  await expect(us.getByRole('button', { name: 'California: visited' })).toBeVisible();
  await us.getByRole('button', { name: 'Puerto Rico: not marked' }).click();
  await expect(us.getByRole('button', { name: 'Puerto Rico: visited' })).toBeVisible();

  // Kept on the device across a reload.
  await page.reload();
  await expect(us.getByRole('button', { name: 'California: visited' })).toBeVisible({
    timeout: 90_000,
  });
  await page.getByRole('link', { name: 'World' }).click();
  await expect(world.getByRole('button', { name: 'Germany: lived' })).toBeVisible({
    timeout: 90_000,
  });
});

test('the maps zoom with the wheel and the buttons, and a drag does not mark', async ({ page }) => {
  await page.goto(MAP);
  const world = page.getByRole('group', { name: 'World map' });
  await expect(world).toBeVisible({ timeout: 90_000 });
  const layer = world.locator('g').first();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(layer).toHaveAttribute('transform', /scale\(1\.5\)/);
  const box = (await world.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -300);
  await expect(layer).not.toHaveAttribute('transform', /scale\(1\.5\)/);
  const before = await layer.getAttribute('transform');
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  await expect(layer).not.toHaveAttribute('transform', before!);
  await expect(world.getByRole('button', { name: /: visited$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the whole map' }).click();
  await expect(layer).toHaveAttribute('transform', 'translate(0 0) scale(1)');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the maps have no axe violations in the ${theme} theme`, async ({ page }) => {
    await presetTheme(page, theme);
    await page.goto(MAP);
    const world = page.getByRole('group', { name: 'World map' });
    await expect(world).toBeVisible({ timeout: 90_000 });
    await world.getByRole('button', { name: 'Poland: not marked' }).click();
    await expect(page.getByRole('region', { name: 'Poland' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${MAP}&map=us`);
    await expect(page.getByRole('group', { name: 'Map of the United States' })).toBeVisible({
      timeout: 90_000,
    });
    await expectNoAxeViolations(page);
    await page.goto(`${MAP}&print=1`);
    await expect(page.getByRole('heading', { name: 'Where I have been' })).toBeVisible({
      timeout: 90_000,
    });
    await expectNoAxeViolations(page);
  });
}
