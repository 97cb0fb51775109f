import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import { ToastProvider } from '@/ui/toast-provider.tsx';
import type { RecipeBook, RecipeState } from '../use-recipe-book.ts';

/** For component tests: a recipe like the ones people keep, with sections and times. */
export function testRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    name: 'Baked tomato pasta',
    type: 'dinner',
    description: 'Pasta baked in a garlicky tomato sauce.',
    prepMinutes: 10,
    cookMinutes: 35,
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
      { kind: 'section', title: 'Sauce and bake' },
      { kind: 'step', text: 'Fry the garlic, add the tomatoes and simmer 8 minutes.' },
      { kind: 'step', text: 'Bake at 400°F for 10-12 min.' },
    ],
    tags: ['pasta', 'quick'],
    favourite: false,
    createdAt: '2025-02-05T10:00:00.000Z',
    updatedAt: '2025-02-05T10:00:00.000Z',
    ...overrides,
  };
}

export const TEST_ID = 'r_test';

const TEST_PATH = 'users/u_test/recipe-book/recipes';

export function testBook(
  recipes: Recipe[] = [testRecipe()],
  status: RecipeBook['status'] = 'ready',
): RecipeBook {
  return {
    status,
    error: null,
    entries: recipes.map((recipe, index) => ({ id: index === 0 ? TEST_ID : `r_${index}`, recipe })),
    path: TEST_PATH,
    signedIn: true,
  };
}

/** One recipe's screen state: the first of `recipes` as `TEST_ID`, none when empty. */
export function testRecipeState(
  recipes: Recipe[] = [testRecipe()],
  status: RecipeState['status'] = 'ready',
): RecipeState {
  const [first] = recipes;
  return {
    status,
    error: null,
    entry: first ? { id: TEST_ID, recipe: first } : undefined,
    path: TEST_PATH,
    signedIn: true,
  };
}

/** Renders a screen at `url` inside the router and the design system's providers. */
export function renderAt(url: string, screen: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ToastProvider>
        <DialogsProvider>{screen}</DialogsProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}
