import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
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

test('imports from a web page, exports the book and brings every recipe back equal in another account', async ({
  page,
  world,
}) => {
  // NOTE: one long story (two sign-ups, a web import, a file both ways): on two busy cores
  // it can pass a minute without being wrong, so it gets the slow allowance.
  test.slow();
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
  const chilli = `${site.origin}/recipes/wordpress-recipe-plugin.html`;
  const address = page.getByRole('textbox', { name: 'Web address of the recipe' });

  await test.step('a page without a recipe, then no network: the address stays', async () => {
    await page.goto(IMPORT);
    await expect(page.getByRole('heading', { name: 'Import recipes' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'From a web page' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const empty = `${site.origin}/no-recipe`;
    await address.fill(empty);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('No recipe found on that page.');
    await expect(address).toHaveValue(empty);
    await expect(address).toHaveAttribute('aria-invalid', 'true');

    await page.route('**/api/recipe-book/import', (route) => route.abort('internetdisconnected'), {
      times: 1,
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText("You're offline.");
    await expect(address).toHaveValue(empty);
    await expect(address).toBeFocused();
  });

  await test.step('a recipe page: preview, save, then the same page warns of the duplicate', async () => {
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

    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page.getByText('Recipe imported')).toBeVisible();
    await expect(page).toHaveURL(/[?&]recipe=[\w-]+/);
    const id = new URL(page.url()).searchParams.get('recipe')!;
    await expect(page.getByRole('heading', { name: 'Smoky Bean & Squash Chilli' })).toBeVisible();
    await expect
      .poll(async () => (await storedRecipes(page)).map((recipe) => recipe.sourceUrl))
      .toContain(chilli);

    await page.goto('/recipe-book');
    await expect(page.getByRole('heading', { name: 'Smoky Bean & Squash Chilli' })).toBeVisible();

    await page.goto(IMPORT);
    await address.fill(chilli);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const warning = page.getByTestId('duplicate-warning');
    await expect(warning).toContainText('Already in your book');
    await expect(warning.getByRole('link', { name: /Smoky Bean & Squash Chilli/ })).toHaveAttribute(
      'href',
      `/recipe-book?recipe=${id}`,
    );
    await expect(page.getByRole('button', { name: 'Save recipe' })).toBeEnabled();
  });

  const kept = await storedRecipes(page);
  expect(kept).toHaveLength(4);
  let upload = { name: '', mimeType: 'application/json', buffer: Buffer.alloc(0) };

  await test.step('exports every recipe to a file, photos as addresses', async () => {
    await page.goto(IMPORT);
    await expect(page.getByText('Download all 4 of your recipes')).toBeVisible();
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export recipes' }).click();
    const download = await exported;
    expect(download.suggestedFilename()).toMatch(/^tinies-recipes-\d{4}-\d{2}-\d{2}\.json$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const file = Buffer.concat(chunks);
    const items = JSON.parse(file.toString('utf8')) as Array<{ name: string; image?: string }>;
    expect(items.find((item) => item.name === 'Overnight oats')!.image).toBe(
      `${world.origin}/api/files/${'f'.repeat(32)}`,
    );
    upload = { name: download.suggestedFilename(), mimeType: 'application/json', buffer: file };
  });

  await test.step('another account imports the file: every recipe equal, photos not its own aside', async () => {
    const mover = uniqueEmail('mover');
    await verifiedAccount(page, world, mover);
    await page.goto(IMPORT);
    // The page opens on what the device kept of the last account; the file is chosen once
    // the new one is signed in and its (empty) book is shown.
    await expect(page.getByRole('button', { name: `Hi, ${mover}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export recipes' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.getByRole('tab', { name: 'From a file' }).click();
    await page.getByLabel('Recipe file (.json)').setInputFiles(upload);
    await expect(page.getByRole('heading', { name: '4 recipes found' })).toBeFocused();
    await page.getByRole('button', { name: 'Add 4 recipes' }).click();
    await expect(page.getByText('4 recipes imported')).toBeVisible();
    await expect(page).toHaveURL(/\/recipe-book$/);

    await expect.poll(async () => (await storedRecipes(page)).length).toBe(4);
    const copies = (await storedRecipes(page)).sort(byName);
    expect(copies).toEqual(kept.map(withoutPhoto).sort(byName));

    // The same file again: everything is already there, so nothing is ticked.
    await page.goto(IMPORT);
    await page.getByRole('tab', { name: 'From a file' }).click();
    await page.getByLabel('Recipe file (.json)').setInputFiles(upload);
    await expect(
      page.getByRole('heading', { name: '4 recipes found, 4 already in your book' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add 0 recipes' })).toBeDisabled();
  });
});
