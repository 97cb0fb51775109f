import { expect, test } from './fixtures.ts';

test('filters with inline chips and clears them all', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  const categories = page.getByRole('group', { name: 'Categories' });
  const tags = page.getByRole('group', { name: 'Tags' });
  await expect(categories.getByRole('button')).toHaveText(['lifestyle', 'productivity', 'utility']);
  await expect(tags.getByRole('button').first()).toHaveText('#automotive');
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeHidden();

  await tags.getByRole('button', { name: '#tracking' }).click();
  await expect(tags.getByRole('button', { name: '#tracking' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Showing 2 of 4')).toBeVisible();
  await categories.getByRole('button', { name: 'lifestyle' }).click();
  await expect(page.getByText('Showing 1 of 4')).toBeVisible();
  await expect(page.getByRole('article')).toHaveText([/Travel Tracker/]);
  await expect(page).toHaveURL(/tag=tracking&category=lifestyle/);

  await page.reload();
  await expect(page.getByText('Showing 1 of 4')).toBeVisible();
  await page.getByPlaceholder('Search your tiny...').fill('photos');
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page.getByText('Showing 4 of 4')).toBeVisible();
  await expect(page.getByPlaceholder('Search your tiny...')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeHidden();
});

test('toggles a chip from the keyboard', async ({ page }) => {
  await page.goto('/');
  const chip = page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: '#food' });
  await chip.focus();
  await page.keyboard.press('Space');
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
});

test('lays the cards out in three columns', async ({ page }) => {
  await page.goto('/');
  const lefts = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(3);
});

test('offers "Clear all filters" for a selected chip, not for search text alone', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByPlaceholder('Search your tiny...').fill('track');
  await expect(page.getByText('Showing 2 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeHidden();

  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: '#travel' }).click();
  await expect(page.getByText('Showing 1 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeVisible();
});
