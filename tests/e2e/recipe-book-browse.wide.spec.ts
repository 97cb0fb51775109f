import type { Page } from '@playwright/test';
import { expect, test } from './accounts-fixtures.ts';
import { chooseOption, expectNoAxeViolations, presetTheme } from './fixtures.ts';
import { sampleRecipe, signedInWithRecipes } from './recipe-book-fixtures.ts';
import type { Recipe } from '../../src/shared/recipe-book/recipe-schema.ts';

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12)).toISOString();
const ingredient = (name: string) => ({ kind: 'ingredient' as const, quantity: 1, name });

/** Six recipes of different types and times, stored oldest first. */
const RECIPES: Recipe[] = [
  sampleRecipe({
    name: 'Shakshuka',
    type: 'breakfast',
    prepMinutes: 10,
    cookMinutes: 25,
    ingredients: [ingredient('eggs'), ingredient('crushed tomatoes')],
    tags: ['one-pan'],
    createdAt: day(1),
  }),
  sampleRecipe({
    name: 'Lemonade',
    type: 'beverage',
    prepMinutes: 0,
    cookMinutes: 0,
    ingredients: [ingredient('lemons'), ingredient('sugar')],
    tags: ['summer'],
    favourite: true,
    createdAt: day(2),
  }),
  sampleRecipe({
    name: 'Roast chicken',
    type: 'dinner',
    prepMinutes: 20,
    cookMinutes: 90,
    ingredients: [ingredient('whole chicken'), ingredient('thyme')],
    tags: ['sunday'],
    favourite: true,
    createdAt: day(3),
  }),
  sampleRecipe({
    name: 'Chocolate mousse',
    type: 'dessert',
    prepMinutes: 25,
    cookMinutes: 5,
    ingredients: [ingredient('dark chocolate'), ingredient('eggs')],
    tags: ['party', 'make-ahead'],
    createdAt: day(4),
  }),
  sampleRecipe({
    name: 'Tomato soup',
    type: 'lunch',
    prepMinutes: 10,
    cookMinutes: 30,
    ingredients: [ingredient('tomatoes'), ingredient('basil')],
    tags: ['winter'],
    createdAt: day(5),
  }),
  sampleRecipe({
    name: 'Garlic bread',
    type: 'side',
    prepMinutes: 0,
    cookMinutes: 15,
    ingredients: [ingredient('baguette'), ingredient('garlic butter')],
    tags: ['party'],
    createdAt: day(6),
  }),
];

const NEWEST_FIRST = RECIPES.map((recipe) => recipe.name).reverse();

const cards = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('heading');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search recipes' });
const chip = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function expectShown(page: Page, names: string[]) {
  await expect(cards(page)).toHaveText(names);
  await expect(page.getByText(`Showing ${names.length} of ${RECIPES.length}`)).toBeVisible();
}

async function choose(page: Page, field: string, option: string) {
  await chooseOption(page.getByRole('combobox', { name: field }), option);
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function openList(page: Page, query = '') {
  await page.goto(`/recipe-book${query}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

test.describe('on a wide screen', () => {
  // The viewport is pinned, so the spec means the same in every project.
  test.use({ viewport: { width: 1280, height: 800 } });

  test('searches and filters the collection, with the state in the URL', async ({
    page,
    world,
  }) => {
    // NOTE: one long flow (sign-up, many screens, reloads): on two busy cores it can pass
    // 30 s without being wrong, so it gets the slow allowance.
    test.slow();
    const ids = await signedInWithRecipes(page, world, RECIPES);
    await openList(page);
    await expectShown(page, NEWEST_FIRST);
    await expect(page.getByText(/kept on this device/)).toBeHidden();

    // Search: by name, by an ingredient, by a tag; "/" reaches the box from anywhere.
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('MOUSSE');
    await expectShown(page, ['Chocolate mousse']);
    await expect(page).toHaveURL(/\?q=MOUSSE$/);
    await searchBox(page).fill('basil');
    await expectShown(page, ['Tomato soup']);
    await searchBox(page).fill('  party ');
    await expectShown(page, ['Garlic bread', 'Chocolate mousse']);
    await searchBox(page).fill('');
    await expectShown(page, NEWEST_FIRST);

    // Several types: any of them.
    await chip(page, 'Dinner').click();
    await chip(page, 'Beverage').click();
    await expectShown(page, ['Roast chicken', 'Lemonade']);
    await chip(page, 'Dinner').click();
    await chip(page, 'Beverage').click();

    await choose(page, 'Max cook time', '15 min');
    await expectShown(page, ['Garlic bread', 'Chocolate mousse', 'Lemonade']);
    await choose(page, 'Max prep time', '15 min');
    await expectShown(page, ['Garlic bread', 'Lemonade']);
    await choose(page, 'Max cook time', 'Any');
    await expectShown(page, ['Garlic bread', 'Tomato soup', 'Lemonade', 'Shakshuka']);
    await choose(page, 'Max prep time', 'Any');

    await chip(page, 'No prep time').click();
    await expectShown(page, ['Garlic bread', 'Lemonade']);
    await chip(page, 'No prep time').click();

    await choose(page, 'Max total time', '30 min');
    await expectShown(page, ['Garlic bread', 'Chocolate mousse', 'Lemonade']);
    await chip(page, 'Favourites').click();
    await expectShown(page, ['Lemonade']);
    await choose(page, 'Max total time', 'Any');
    await expectShown(page, ['Roast chicken', 'Lemonade']);

    await choose(page, 'Sort by', 'Quickest');
    await expectShown(page, ['Lemonade', 'Roast chicken']);
    await expect(page).toHaveURL(/\?fav=1&sort=quickest$/);

    // The state is in the address: a reload keeps it.
    await page.reload();
    await expectShown(page, ['Lemonade', 'Roast chicken']);
    await expect(chip(page, 'Favourites')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Quickest');

    await chip(page, 'Favourites').click();
    await expectShown(page, [
      'Lemonade',
      'Garlic bread',
      'Chocolate mousse',
      'Shakshuka',
      'Tomato soup',
      'Roast chicken',
    ]);
    await choose(page, 'Sort by', 'Name (A–Z)');
    await expectShown(page, [
      'Chocolate mousse',
      'Garlic bread',
      'Lemonade',
      'Roast chicken',
      'Shakshuka',
      'Tomato soup',
    ]);

    // Nothing matches: say so, and clear (the sort order stays).
    await chip(page, 'Dessert').click();
    await searchBox(page).fill('chicken');
    await expect(page.getByText('No recipes match your filters.')).toBeVisible();
    await expect(page.getByText('Showing 0 of 6')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectShown(page, [
      'Chocolate mousse',
      'Garlic bread',
      'Lemonade',
      'Roast chicken',
      'Shakshuka',
      'Tomato soup',
    ]);
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/recipe-book\?sort=name$/);

    // A card opens its recipe; the list's state rides along.
    await searchBox(page).fill('lemon');
    await page.getByRole('link', { name: 'Lemonade' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=lemon&sort=name&recipe=${ids[1]}$`));
  });

  test('a visitor with no recipes is shown how to start', async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    await expect(
      page.getByText('Your recipes are kept on this device until you log in.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Import a recipe' })).toHaveAttribute(
      'href',
      '/recipe-book?view=import',
    );
    await expect(page.getByRole('link', { name: 'New recipe' })).toHaveCount(2);
    await expect(searchBox(page)).toBeHidden();
    await expectNoAxeViolations(page);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on the list and its filters in the ${theme} theme`, async ({
      page,
      world,
    }) => {
      await presetTheme(page, theme);
      await signedInWithRecipes(page, world, RECIPES);
      await openList(page, '?type=dinner&type=beverage&fav=1&sort=quickest&q=e');
      await expectShown(page, ['Lemonade', 'Roast chicken']);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      await expectNoAxeViolations(page);
      await page.getByRole('combobox', { name: 'Max cook time' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();

      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByRole('dialog', { name: 'Filter recipes' })).toBeVisible();
      await page.waitForTimeout(200); // let the open transition finish before measuring colours
      await expectNoAxeViolations(page, ['[role="dialog"]']);
    });
  }
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('filters in a modal behind a "Filters" button with a count', async ({ page, world }) => {
    await signedInWithRecipes(page, world, RECIPES);
    await openList(page);
    await expectShown(page, NEWEST_FIRST);
    await expect(page.getByRole('group', { name: 'Recipe type' })).toBeHidden();
    const left = await cards(page).evaluateAll((headings) =>
      headings.map((heading) => Math.round(heading.getBoundingClientRect().left)),
    );
    expect(new Set(left).size).toBe(1);

    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAccessibleName('Filters');
    await filters.click();
    const dialog = page.getByRole('dialog', { name: 'Filter recipes' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Beverage', exact: true }).click();
    await dialog.getByRole('button', { name: 'Side', exact: true }).click();
    await dialog.getByRole('button', { name: 'No prep time' }).click();
    await choose(page, 'Max cook time', '15 min');
    await dialog.getByRole('button', { name: 'Show 2 recipes' }).click();
    await expect(dialog).toBeHidden();
    await expect(filters).toHaveAccessibleName(/^Filters\s*4\s*selected$/);
    await expectShown(page, ['Garlic bread', 'Lemonade']);

    await filters.click();
    await dialog.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(dialog.getByRole('button', { name: 'Show 6 recipes' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(filters).toBeFocused();
    await expect(filters).toHaveAccessibleName('Filters');
    await expectShown(page, NEWEST_FIRST);
  });
});
