import { expect, test } from './fixtures.ts';

test('filters in the "Filter Tinies" modal with a count badge', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Categories' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeHidden();
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAccessibleName('Filters');

  await filters.click();
  const dialog = page.getByRole('dialog', { name: 'Filter Tinies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Clear Filters' })).toBeHidden();
  await dialog.getByRole('button', { name: 'lifestyle' }).first().click();
  await dialog.getByRole('button', { name: '#travel' }).click();
  await expect(dialog.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(dialog).toBeHidden();

  await expect(filters).toHaveAccessibleName(/^Filters\s*2\s*selected$/);
  await expect(page.getByTestId('filters-badge')).toHaveText(/^2\s*selected/);
  await expect(page.getByText('Showing 1 of 4')).toBeVisible();

  await filters.click();
  await dialog.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByTestId('filters-badge')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(filters).toBeFocused();
  await expect(page.getByText('Showing 4 of 4')).toBeVisible();
});

test('locks page scroll while the modal is open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filter Tinies' })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('lays the cards out in one column', async ({ page }) => {
  await page.goto('/');
  const lefts = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);
});
