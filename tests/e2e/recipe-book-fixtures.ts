import type { Page } from '@playwright/test';
import { expect, uniqueEmail, verifiedAccount, type AccountsWorld } from './accounts-fixtures.ts';
import { seedVisitorDevice } from './fixtures.ts';
import { newId } from '../../src/data/ids.ts';
import type { Recipe } from '../../src/shared/recipe-book/recipe-schema.ts';

/** A complete, valid recipe; pass only what a test cares about. */
export function sampleRecipe(overrides: Partial<Recipe> = {}): Recipe {
  const now = new Date().toISOString();
  return {
    name: 'Weeknight tomato pasta',
    type: 'dinner',
    description: 'Quick pasta with a garlicky tomato sauce.',
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    ingredients: [
      { kind: 'ingredient', quantity: 400, unit: 'g', name: 'spaghetti' },
      { kind: 'section', title: 'For the sauce' },
      { kind: 'ingredient', quantity: 2, unit: 'tbsp', name: 'olive oil' },
      { kind: 'ingredient', quantity: 3, name: 'garlic cloves', note: 'sliced' },
      { kind: 'ingredient', quantity: 1.5, unit: 'cup', name: 'crushed tomatoes' },
    ],
    steps: [
      { kind: 'step', text: 'Boil the spaghetti for 10 minutes.' },
      {
        kind: 'step',
        text: 'Warm the oil, fry the garlic, add the tomatoes and simmer 8 minutes.',
      },
      { kind: 'step', text: 'Toss the pasta in the sauce and serve.' },
    ],
    tags: ['pasta', 'quick'],
    favourite: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** The signed-in person's recipe collection path, read from their session. */
export async function recipesPathOf(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return `users/${session.user.id}/recipe-book/recipes`;
}

/**
 * Stores `recipes` in the signed-in person's collection over HTTP (`PUT /api/data/…`);
 * answers their ids, in the order given (also time order).
 */
export async function putRecipes(
  page: Page,
  world: AccountsWorld,
  recipes: Recipe[],
): Promise<string[]> {
  const path = await recipesPathOf(page);
  const ids: string[] = [];
  for (const recipe of recipes) {
    const id = newId();
    const response = await page.request.put(`/api/data/${path}/${id}`, {
      data: recipe,
      headers: { Origin: world.origin },
    });
    expect(response.status(), await response.text()).toBe(200);
    ids.push(id);
  }
  return ids;
}

/**
 * Signs a new verified account into the page's context and stores `recipes` in it over
 * HTTP; answers their ids, in the order given (also time order).
 */
export async function signedInWithRecipes(
  page: Page,
  world: AccountsWorld,
  recipes: Recipe[],
  label = 'cook',
): Promise<string[]> {
  await verifiedAccount(page, world, uniqueEmail(label));
  return putRecipes(page, world, recipes);
}

/**
 * Keeps `recipes` where the app keeps a visitor's data on this device (IndexedDB), as if a
 * visitor had written them; answers their ids. The page must be on the app's origin.
 */
export async function visitorRecipesOnDevice(page: Page, recipes: Recipe[]): Promise<string[]> {
  const ids = recipes.map(() => newId());
  await seedVisitorDevice(
    page,
    Object.fromEntries(
      recipes.map((recipe, index) => [`recipe-book/recipes/${ids[index]}`, recipe]),
    ),
  );
  return ids;
}
