import { expect, test } from './fixtures.ts';

/**
 * The world map with a mouse and a keyboard: a click marks, letters find a country and
 * Enter (or Space, once no name is being typed) marks it (a micro-state's dot too); the wheel and the buttons zoom, and
 * a drag moves the map without marking anything.
 */

// The map loads its shapes on a busy machine: more than the default 60 s in all.
test.describe.configure({ timeout: 180_000 });

// NOTE: a click lands in the middle of a shape's box: countries are picked whose middle is
// land (France's box reaches French Guiana; Japan's middle is sea).

test('a visitor marks by mouse and keyboard, zooms, and drags without marking', async ({
  page,
}) => {
  await page.goto('/travel-tracker?view=map');
  const world = page.getByRole('group', { name: 'World map' });
  await expect(world).toBeVisible({ timeout: 90_000 });

  await test.step('a click marks a country', async () => {
    await world.getByRole('button', { name: 'Germany: not marked' }).click();
    await expect(world.getByRole('button', { name: 'Germany: visited' })).toBeVisible();
  });

  await test.step('letters find a country, Enter and Space mark it', async () => {
    await world.getByRole('button', { name: 'Germany: visited' }).focus();
    await page.keyboard.type('ital');
    await expect(world.getByRole('button', { name: 'Italy: not marked' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(world.getByRole('button', { name: 'Italy: visited' })).toBeFocused();
    // A micro-state is a dot that marks too. Space marks once no name is being typed (an
    // arrow ends it): within a name it is part of it ("new y").
    await page.keyboard.type('monaco');
    await expect(world.getByRole('button', { name: 'Monaco: not marked' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(world.getByRole('button', { name: 'Monaco: not marked' })).toBeFocused();
    await page.keyboard.press(' ');
    await expect(world.getByRole('button', { name: 'Monaco: visited' })).toBeVisible();
  });

  await test.step('the buttons and the wheel zoom; a drag moves and marks nothing', async () => {
    const marked = world.getByRole('button', { name: /: visited$/ });
    await expect(marked).toHaveCount(3);
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
    await expect(marked).toHaveCount(3);
    await page.getByRole('button', { name: 'Show the whole map' }).click();
    await expect(layer).toHaveAttribute('transform', 'translate(0 0) scale(1)');
  });
});
