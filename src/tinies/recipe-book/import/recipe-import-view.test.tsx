import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import minimalBlog from '@/shared/recipe-book/fixtures/minimal-blog.html?raw';
import twoRecipePage from '@/shared/recipe-book/fixtures/schema-org-prefixed.html?raw';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import { ToastProvider } from '@/ui/toast-provider.tsx';
import { PASTE_EMPTY, PASTE_NO_RECIPE } from './import-paste-form.tsx';
import RecipeImportView from './recipe-import-view.tsx';
import type { RecipeBook, RecipeEntry } from '../use-recipe-book.ts';

function stored(name: string): Recipe {
  const now = '2025-01-01T00:00:00.000Z';
  return {
    name,
    type: 'dessert',
    prepMinutes: 5,
    cookMinutes: 25,
    servings: 8,
    ingredients: [],
    steps: [],
    tags: [],
    favourite: false,
    createdAt: now,
    updatedAt: now,
  };
}

function setup(entries: RecipeEntry[] = [], signedIn = false) {
  return setupWithRouter(entries, signedIn).user;
}

function setupWithRouter(entries: RecipeEntry[] = [], signedIn = false) {
  const book: RecipeBook = {
    status: 'ready',
    error: null,
    entries,
    path: 'users/device/recipe-book/recipes',
    signedIn,
  };
  const router = createMemoryRouter(
    [{ path: '/recipe-book', element: <RecipeImportView book={book} /> }],
    { initialEntries: ['/recipe-book?view=import&q=oat'] },
  );
  render(
    <ToastProvider>
      <DialogsProvider>
        <RouterProvider router={router} />
      </DialogsProvider>
    </ToastProvider>,
  );
  return { user: userEvent.setup(), router };
}

async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('tab', { name: 'Paste HTML or JSON' }));
  const field = screen.getByRole('textbox', { name: 'Page HTML or recipe JSON' });
  await user.click(field);
  if (text) await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Find recipes' }));
  return field;
}

describe('RecipeImportView, pasting', () => {
  it('tells a visitor that web pages need an account, and offers pasting', async () => {
    const user = setup();
    expect(screen.getByRole('tab', { name: 'From a web page' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.getByText(
        "Log in to import from a web page; you can still paste the page's HTML or JSON.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Web address of the recipe' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Paste HTML or JSON' }));
    expect(screen.getByRole('tab', { name: 'Paste HTML or JSON' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('turns a pasted page into a preview named after its recipe', async () => {
    const user = setup();
    await paste(user, minimalBlog);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Brown Butter Oat Bars' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Imported from the pasted text/)).toBeVisible();
    expect(screen.queryByTestId('duplicate-warning')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Brown Butter Oat Bars');
    // The source step waits, hidden, with what was pasted.
    expect(screen.queryByRole('heading', { name: 'Import recipes' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Import recipes' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Page HTML or recipe JSON' })).toHaveValue(
      minimalBlog,
    );
  });

  it('saves the corrected recipe and opens it', async () => {
    const { user, router } = setupWithRouter();
    await paste(user, minimalBlog);
    await screen.findByRole('heading', { level: 2, name: 'Brown Butter Oat Bars' });
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByText('Recipe imported')).toBeVisible();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('recipe')).toMatch(/\S/);
    expect(params.get('q')).toBe('oat');
  });

  it('warns of a recipe already in the book, linking to it', async () => {
    const user = setup([{ id: 'r1', recipe: stored('brown butter  OAT bars') }]);
    await paste(user, minimalBlog);
    const warning = await screen.findByTestId('duplicate-warning');
    expect(warning).toHaveTextContent('Already in your book');
    const link = within(warning).getByRole('link', { name: /brown butter OAT bars/ });
    expect(link).toHaveAttribute('href', '/recipe-book?q=oat&recipe=r1');
  });

  it('lets the person pick one of a page’s recipes', async () => {
    const user = setup();
    await paste(user, twoRecipePage);
    expect(await screen.findByRole('heading', { name: 'Choose a recipe' })).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Recipes found' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: /Quick Pickled Shallots/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Quick Pickled Shallots' }),
    ).toBeVisible();
  });

  it('says what is wrong and keeps the text', async () => {
    const user = setup();
    let field = await paste(user, '');
    expect(screen.getByRole('alert')).toHaveTextContent(PASTE_EMPTY);
    field = await paste(user, '<p>Just a story about my grandmother</p>');
    expect(screen.getByRole('alert')).toHaveTextContent(PASTE_NO_RECIPE);
    expect(field).toHaveValue('<p>Just a story about my grandmother</p>');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });
});

describe('RecipeImportView, from a file', () => {
  const exportFile = (names: string[]) =>
    new File(
      [
        JSON.stringify(
          names.map((name) => ({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'] })),
        ),
      ],
      'recipes.json',
      { type: 'application/json' },
    );

  function renderWith(book: RecipeBook) {
    const view = (current: RecipeBook) => (
      <ToastProvider>
        <DialogsProvider>
          <RouterProvider
            router={createMemoryRouter(
              [{ path: '/recipe-book', element: <RecipeImportView book={current} /> }],
              { initialEntries: ['/recipe-book?view=import'] },
            )}
          />
        </DialogsProvider>
      </ToastProvider>
    );
    const { rerender } = render(view(book));
    return { user: userEvent.setup(), rerender: (next: RecipeBook) => rerender(view(next)) };
  }

  it('keeps a file chosen while the book loads, and marks its repeats against the book once loaded', async () => {
    const loading: RecipeBook = {
      status: 'loading',
      error: null,
      entries: [],
      path: null,
      signedIn: false,
    };
    const { user, rerender } = renderWith(loading);
    await user.click(screen.getByRole('tab', { name: 'From a file' }));
    const loadingNote = () =>
      screen
        .queryAllByRole('status')
        .filter((status) => /Loading your recipes/.test(status.textContent));
    expect(loadingNote()).toHaveLength(1);
    const field = screen.getByLabelText('Recipe file (.json)');
    await user.upload(field, exportFile(['Apple Pie', 'Mint Tea']));
    expect(field).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('checkbox')).toBeNull();

    rerender({
      status: 'ready',
      error: null,
      entries: [{ id: 'pie', recipe: stored('Apple Pie') }],
      path: 'users/u1/recipe-book/recipes',
      signedIn: true,
    });
    expect(
      await screen.findByRole('checkbox', { name: 'Apple Pie (already in your book)' }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mint Tea' })).toBeChecked();
    expect(screen.getByText('In recipes.json.', { exact: false })).toBeVisible();
    expect(loadingNote()).toHaveLength(0);
  });
});
