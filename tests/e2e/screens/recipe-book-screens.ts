import { startFixtureSite } from '../../../src/server/recipe-book/testing/fixture-site.ts';
import type { Recipe } from '../../../src/shared/recipe-book/recipe-schema.ts';
import { uniqueEmail, verifiedAccount } from '../accounts-fixtures.ts';
import { expect } from '../fixtures.ts';
import { putRecipes, recipesPathOf, sampleRecipe } from '../recipe-book-fixtures.ts';
import type { Tour } from '../sweep.ts';

const ingredient = (name: string) => ({ kind: 'ingredient' as const, quantity: 1, name });

/** A book with a recipe of each kind the list's filters tell apart. */
const BOOK: Recipe[] = [
  sampleRecipe({
    name: 'Weeknight tomato pasta',
    cuisine: 'Italian',
    sourceUrl: 'https://example.com/pasta',
    notes: 'Save a cup of the pasta water.',
    steps: [
      { kind: 'step', text: 'Boil the spaghetti for 10 minutes.' },
      { kind: 'section', title: 'Sauce' },
      {
        kind: 'step',
        text: 'Warm the oil, fry the garlic, add the tomatoes and simmer 8 minutes.',
      },
      { kind: 'step', text: 'Bake at 400°F for 10-12 min and serve.' },
    ],
  }),
  sampleRecipe({
    name: 'Lemonade',
    type: 'beverage',
    prepMinutes: 0,
    cookMinutes: 0,
    ingredients: [ingredient('lemons'), ingredient('sugar')],
    favourite: true,
  }),
  sampleRecipe({
    name: 'Roast chicken',
    prepMinutes: 20,
    cookMinutes: 90,
    ingredients: [ingredient('whole chicken'), ingredient('thyme')],
    favourite: true,
  }),
  sampleRecipe({ name: 'Smoky Bean & Squash Chilli', type: 'dinner' }),
];

/** A file as another recipe app exports it: schema.org Recipes. */
const FILE = JSON.stringify(
  ['Mint tea', 'Flapjacks', 'Garlic bread'].map((name) => ({
    '@type': 'Recipe',
    name,
    recipeCategory: 'Snack',
    recipeIngredient: ['1 cup oats'],
    recipeInstructions: 'Mix and bake 20 minutes.',
  })),
);

/** Every screen of the Recipe Book, for a person of its own with data on each. */
export const recipeBookTour: Tour = async ({ page, world, check }) => {
  await verifiedAccount(page, world, uniqueEmail('sweep-recipe-book'));
  const heading = page.getByRole('heading', { level: 1, name: 'Recipe Book' });
  await page.goto('/recipe-book');
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
  await check('Recipe Book: its first screen, empty');

  const site = await startFixtureSite();
  try {
    // Import, with nothing to export yet, and a web page without a recipe.
    await page.goto('/recipe-book?view=import');
    await expect(page.getByRole('button', { name: 'Export recipes' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const address = page.getByRole('textbox', { name: 'Web address of the recipe' });
    await address.fill(`${site.origin}/no-recipe`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('No recipe found on that page.');
    await check('Recipe Book: import from a web page, nothing to export, no recipe found');

    const [pasta] = await putRecipes(page, world, BOOK);

    // A pasted recipe already in the book: the preview warns of it.
    await page.getByRole('tab', { name: 'Paste HTML or JSON' }).click();
    await page
      .getByRole('textbox', { name: 'Page HTML or recipe JSON' })
      .fill(JSON.stringify({ '@type': 'Recipe', name: BOOK[3]!.name, recipeCategory: 'Dinner' }));
    await page.getByRole('button', { name: 'Find recipes' }).click();
    await expect(page.getByTestId('duplicate-warning')).toContainText('Already in your book');
    await check('Recipe Book: import preview with a duplicate warning');

    // A file: the recipes found in it.
    await page.goto('/recipe-book?view=import');
    await page.getByRole('tab', { name: 'From a file' }).click();
    await page.getByLabel('Recipe file (.json)').setInputFiles({
      name: 'recipes.json',
      mimeType: 'application/json',
      buffer: Buffer.from(FILE),
    });
    await expect(page.getByRole('heading', { name: '3 recipes found' })).toBeVisible();
    await check('Recipe Book: import from a file, the recipes found');

    // The list, filtered and sorted, and a time filter's options open.
    await page.goto('/recipe-book?type=dinner&type=beverage&fav=1&sort=quickest&q=e');
    const cards = page.getByRole('list', { name: 'Recipes' }).getByRole('heading');
    await expect(cards).toHaveText(['Lemonade', 'Roast chicken']);
    await check('Recipe Book: the list, filtered and sorted');
    const filters = page.getByRole('button', { name: /^Filters/ });
    if (await filters.isVisible()) {
      // Narrow: the filters are in a dialog.
      await filters.click();
      const dialog = page.getByRole('dialog', { name: 'Filter recipes' });
      await expect(dialog).toBeVisible();
      await check('Recipe Book: the filters dialog', ['[role="dialog"]']);
      await dialog.getByRole('combobox', { name: 'Max cook time' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await check('Recipe Book: the filters dialog, a time limit open', ['[role="dialog"]']);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    } else {
      await page.getByRole('combobox', { name: 'Max cook time' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await check('Recipe Book: the list, a time limit open');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
    }
    await page.goto('/recipe-book?q=no-such-recipe');
    await expect(page.getByText('No recipes match your filters.')).toBeVisible();
    await check('Recipe Book: the list, nothing matches');

    // A recipe, scaled and converted; cook mode with a timer running.
    await page.goto(`/recipe-book?recipe=${pasta}`);
    await expect(page.getByRole('heading', { level: 2, name: BOOK[0]!.name })).toBeVisible();
    await page.getByRole('button', { name: 'More servings' }).click();
    await page.getByText('Metric', { exact: true }).click();
    await expect(page.getByText('Bake at 200°C for 10-12 min and serve.')).toBeVisible();
    await check('Recipe Book: a recipe, scaled and in metric');
    await page.getByText('As written', { exact: true }).click();
    await page.getByRole('link', { name: 'Cook mode' }).click();
    // The servings chosen on the recipe follow it into cook mode.
    const spaghetti = page.getByRole('checkbox', { name: '500 g spaghetti' });
    await expect(spaghetti).toBeVisible();
    await spaghetti.check();
    await page.getByRole('button', { name: '10 minutes, start a timer' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await check('Recipe Book: cook mode, an ingredient ticked and a timer running');
    await page.getByRole('link', { name: 'Exit cook mode' }).click();

    // The delete confirmation.
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete recipe?' })).toBeVisible();
    await check('Recipe Book: a recipe, asked to confirm its delete');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The editor: a new recipe with only a name saved, then a recipe's own.
    await page.goto('/recipe-book?view=new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Tour soup');
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveAccessibleDescription(
      'Type is required',
    );
    await check('Recipe Book: a new recipe, its type missing');

    await page.goto(`/recipe-book?recipe=${pasta}&view=edit`);
    await expect(page.getByRole('heading', { name: 'Edit recipe' })).toBeVisible();
    await page.getByLabel('Description').fill('Changed in the editor');
    await check('Recipe Book: a recipe in the editor');

    // Deleted elsewhere while open in the editor: the editor says so.
    const removed = await page.request.delete(`/api/data/${await recipesPathOf(page)}/${pasta}`, {
      headers: { Origin: world.origin },
    });
    expect(removed.status()).toBe(200);
    await expect(page.getByRole('alert')).toContainText('Deleted on another device');
    await check('Recipe Book: the editor of a recipe deleted on another device');
    await page.getByRole('button', { name: 'Keep as a copy' }).click();
    await expect(page.getByRole('article', { name: BOOK[0]!.name })).toBeVisible();
  } finally {
    await site.close();
  }
};
