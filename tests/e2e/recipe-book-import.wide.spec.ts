import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
import { expectNoAxeViolations, presetTheme } from './fixtures.ts';
import { recipesPathOf, sampleRecipe, signedInWithRecipes } from './recipe-book-fixtures.ts';
import {
  startFixtureSite,
  type FixtureSite,
} from '../../src/server/recipe-book/testing/fixture-site.ts';
import type { Recipe } from '../../src/shared/recipe-book/recipe-schema.ts';

const IMPORT = '/recipe-book?view=import';

// As for every account test (see accounts-fixtures.ts), plus the offline import's failure.
test.use({
  expectedConsoleErrors: async ({}, use) =>
    use([
      /status of (401|403|404|429)/,
      /WebSocket connection to '\S+\/api\/live' failed: HTTP Authentication failed/,
      /net::ERR_INTERNET_DISCONNECTED/,
    ]),
});

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site?.close();
});

/** The signed-in person's recipes as the server keeps them. */
async function storedRecipes(page: Page): Promise<Recipe[]> {
  const response = await page.request.get(`/api/data/${await recipesPathOf(page)}`);
  expect(response.status()).toBe(200);
  return Object.values(((await response.json()) ?? {}) as Record<string, Recipe>);
}

const byName = (a: Recipe, b: Recipe) => a.name.localeCompare(b.name);

function withoutPhoto(recipe: Recipe): Recipe {
  const copy = { ...recipe };
  delete copy.photoId;
  return copy;
}

test('imports from a web page: errors keep the address, preview, save, then a duplicate warning', async ({
  page,
  world,
}) => {
  // NOTE: one long flow (sign-up, many screens, reloads): on two busy cores it can pass
  // 30 s without being wrong, so it gets the slow allowance.
  test.slow();
  await signedInWithRecipes(page, world, [], 'importer');
  await page.goto(IMPORT);
  await expect(page.getByRole('heading', { name: 'Import recipes' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'From a web page' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const address = page.getByRole('textbox', { name: 'Web address of the recipe' });
  const empty = `${site.origin}/no-recipe`;
  await address.fill(empty);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('No recipe found on that page.');
  await expect(address).toHaveValue(empty);
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.route('**/api/recipe-book/import', (route) => route.abort('internetdisconnected'), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText("You're offline.");
  await expect(address).toHaveValue(empty);
  await expect(address).toBeFocused();

  const chilli = `${site.origin}/recipes/wordpress-recipe-plugin.html`;
  await address.fill(chilli);
  await address.press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: 'Smoky Bean & Squash Chilli' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('region', { name: 'Photo on the source page' })).toContainText(
    'Open the photo',
  );
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(
    'Smoky Bean & Squash Chilli',
  );
  await expect(page.getByTestId('duplicate-warning')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page.getByText('Recipe imported')).toBeVisible();
  await expect(page).toHaveURL(/[?&]recipe=[\w-]+/);
  const id = new URL(page.url()).searchParams.get('recipe')!;
  await expect(page.getByRole('heading', { name: 'Smoky Bean & Squash Chilli' })).toBeVisible();
  await expect
    .poll(async () => (await storedRecipes(page)).map((recipe) => recipe.sourceUrl))
    .toEqual([chilli]);

  await page.goto('/recipe-book');
  await expect(page.getByRole('heading', { name: 'Smoky Bean & Squash Chilli' })).toBeVisible();

  // The same page again: the preview names the recipe already kept, and still saves.
  await page.goto(IMPORT);
  await page.getByRole('textbox', { name: 'Web address of the recipe' }).fill(chilli);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const warning = page.getByTestId('duplicate-warning');
  await expect(warning).toContainText('Already in your book');
  await expect(warning.getByRole('link', { name: /Smoky Bean & Squash Chilli/ })).toHaveAttribute(
    'href',
    `/recipe-book?recipe=${id}`,
  );
  await expect(page.getByRole('button', { name: 'Save recipe' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a visitor pastes JSON, picks one of several and saves it on the device', async ({ page }) => {
  await page.goto(IMPORT);
  await expect(
    page.getByText(
      "Log in to import from a web page; you can still paste the page's HTML or JSON.",
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Paste HTML or JSON' }).click();
  await expect(page.getByRole('tab', { name: 'Paste HTML or JSON' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const json = JSON.stringify([
    {
      '@type': 'Recipe',
      name: 'Mint Tea',
      recipeCategory: 'Drinks',
      recipeIngredient: ['1 handful mint'],
    },
    {
      '@type': 'Recipe',
      name: 'Mystery Traybake',
      recipeYield: '12 squares',
      prepTime: 'PT15M',
      cookTime: '25-35 minutes',
      recipeIngredient: ['200 g butter', '2 cups flour'],
      recipeInstructions: 'Mix everything. Bake 30 minutes.',
    },
  ]);
  const field = page.getByRole('textbox', { name: 'Page HTML or recipe JSON' });
  await field.fill(json);
  await page.getByRole('button', { name: 'Find recipes' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a recipe' })).toBeFocused();
  await page.getByRole('button', { name: /Mystery Traybake/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mystery Traybake' })).toBeVisible();
  await expect(page.getByText('Recipe type guessed: check it')).toBeVisible();

  // Cancel goes back to the choice, and back again to the text as it was pasted.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field).toHaveValue(json);
  await page.getByRole('button', { name: 'Find recipes' }).click();
  await page.getByRole('button', { name: /Mystery Traybake/ }).click();
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page.getByText('Recipe imported')).toBeVisible();
  await expect(page).toHaveURL(/[?&]recipe=[\w-]+/);
  await expect(page.getByRole('heading', { name: 'Mystery Traybake' })).toBeVisible();
  // Leaving the page at once keeps the write: the device saves it as the page goes.
  await page.goto('/recipe-book');
  await expect(page.getByRole('heading', { name: 'Mystery Traybake' })).toBeVisible();
});

test('export → import into another account brings every recipe back equal', async ({
  page,
  world,
}) => {
  await presetTheme(page, 'dark');
  const originals = [
    sampleRecipe(),
    sampleRecipe({
      name: 'Overnight oats',
      type: 'breakfast',
      prepMinutes: 5,
      cookMinutes: 0,
      servings: 1,
      ingredients: [
        { kind: 'ingredient', quantity: 0.5, unit: 'cup', name: 'rolled oats' },
        { kind: 'ingredient', quantity: 2, quantityMax: 3, unit: 'tbsp', name: 'yoghurt' },
      ],
      steps: [
        { kind: 'section', title: 'The night before' },
        { kind: 'step', text: 'Stir everything together and chill.' },
      ],
      tags: [],
      favourite: true,
      notes: 'Add berries in summer.',
      cuisine: 'Swiss',
      sourceUrl: 'https://www.example.org/oats',
      photoId: 'f'.repeat(32),
      createdAt: '2024-02-03T04:05:06.000Z',
      updatedAt: '2024-03-04T05:06:07.000Z',
    }),
    sampleRecipe({ name: 'Lemonade', type: 'beverage', prepMinutes: 10, cookMinutes: 0 }),
  ];
  await signedInWithRecipes(page, world, originals, 'exporter');
  await page.goto(IMPORT);
  await expect(page.getByText('Download all 3 of your recipes')).toBeVisible();
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export recipes' }).click();
  const download = await exported;
  expect(download.suggestedFilename()).toMatch(/^tinies-recipes-\d{4}-\d{2}-\d{2}\.json$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks);
  const items = JSON.parse(file.toString('utf8')) as Array<{ image?: string }>;
  expect(items[1]!.image).toBe(`${world.origin}/api/files/${'f'.repeat(32)}`);

  await verifiedAccount(page, world, uniqueEmail('mover'));
  await page.goto(IMPORT);
  await expect(page.getByRole('button', { name: 'Export recipes' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'From a file' }).click();
  const chooser = page.getByLabel('Recipe file (.json)');
  const upload = { name: download.suggestedFilename(), mimeType: 'application/json', buffer: file };
  await chooser.setInputFiles(upload);
  await expect(page.getByRole('heading', { name: '3 recipes found' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add 3 recipes' }).click();
  await expect(page.getByText('3 recipes imported')).toBeVisible();
  await expect(page).toHaveURL(/\/recipe-book$/);

  await expect.poll(async () => (await storedRecipes(page)).length).toBe(3);
  const copies = (await storedRecipes(page)).sort(byName);
  expect(copies).toEqual(originals.map(withoutPhoto).sort(byName));

  // The same file again: everything is already there, so nothing is ticked.
  await page.goto(IMPORT);
  await page.getByRole('tab', { name: 'From a file' }).click();
  await page.getByLabel('Recipe file (.json)').setInputFiles(upload);
  await expect(
    page.getByRole('heading', { name: '3 recipes found, 3 already in your book' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add 0 recipes' })).toBeDisabled();
});
