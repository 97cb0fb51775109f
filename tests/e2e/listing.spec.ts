import { expect, test } from './fixtures.ts';

test(
  'searches as you type, keeps the view in the URL across a reload',
  { tag: '@narrow' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tinies' })).toBeVisible();
    await expect(page.getByText('Where dreams take their first breath')).toBeVisible();
    await expect(page.getByText('Showing 4 of 4')).toBeVisible();

    const search = page.getByPlaceholder('Search your tiny...');
    await search.pressSequentially('  TRACK', { delay: 20 });
    await expect(page.getByText('Showing 2 of 4')).toBeVisible();
    await expect(page.getByRole('article')).toHaveText([
      /Car Maintenance Tracker/,
      /Travel Tracker/,
    ]);
    await expect(search).toHaveValue('  TRACK');
    await expect(page).toHaveURL(/\?q=\+\+TRACK$/);

    await page.reload();
    await expect(search).toHaveValue('  TRACK');
    await expect(page.getByText('Showing 2 of 4')).toBeVisible();
  },
);

test('shows the empty state and gets back to every tiny', { tag: '@wide' }, async ({ page }) => {
  await page.goto('/?q=submarine');
  await expect(page.getByText('Showing 0 of 4')).toBeVisible();
  await expect(
    page.getByText('No tinies match your filters. Try adjusting your search or filters.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Show all tinies' }).click();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page).toHaveURL(/\/$/);
});

test(
  'cards show the start date as written and link to their tool',
  { tag: '@narrow' },
  async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Recipe Book' });
    await expect(card.getByText('In progress')).toBeVisible();
    await expect(card.getByText('Started: Feb 5, 2025')).toBeVisible();
    await expect(card.getByText('#cooking')).toBeVisible();
    await card.getByRole('link', { name: 'Check it out →' }).click();
    await expect(page).toHaveURL(/\/recipe-book$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Book' })).toBeVisible();
    await page.getByRole('link', { name: 'All tinies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tinies' })).toBeVisible();
  },
);

test(
  'the date is the same calendar day far west and far east of UTC',
  { tag: '@wide' },
  async ({ browser }) => {
    for (const timezoneId of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
      const context = await browser.newContext({ timezoneId });
      const page = await context.newPage();
      await page.goto('/');
      await expect(
        page.getByRole('article', { name: 'Apartment Tour Questions' }).getByText(/^Started:/),
      ).toHaveText('Started: Feb 4, 2025');
      await context.close();
    }
  },
);

test('works from the keyboard: "/" to search, Tab and Enter to open a tool', async ({ page }) => {
  await page.goto('/');
  // The shortcut is live once the page has hydrated; retry the key until it is.
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox')).toBeFocused({ timeout: 250 });
  }).toPass();
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await page.keyboard.type('apartment');
  await expect(page.getByText('Showing 1 of 4')).toBeVisible();
  const link = page.getByRole('link', { name: 'Check it out →' });
  for (let i = 0; i < 20 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apartment-tour-questions$/);
});

test(
  'searches for the text as one phrase within a single field',
  { tag: '@wide' },
  async ({ page }) => {
    await page.goto('/');
    const search = page.getByPlaceholder('Search your tiny...');
    // "book" is in the Recipe Book's title and "cooking" is one of its tags, never together.
    await search.fill('book cooking');
    await expect(page.getByText('Showing 0 of 4')).toBeVisible();
    await search.fill('Recipe book');
    await expect(page.getByText('Showing 1 of 4')).toBeVisible();
    await expect(page.getByRole('article')).toHaveText([/Recipe Book/]);
  },
);
