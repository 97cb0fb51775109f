import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecipeListView } from './recipe-list-view.tsx';
import type { RecipeBook, RecipeEntry } from '../use-recipe-book.ts';
import { plainRecipe as recipe } from './testing/plain-recipe.ts';

// Listed oldest first, as the store gives them.
const ENTRIES: RecipeEntry[] = [
  {
    id: 'r1',
    recipe: recipe({
      name: 'Overnight oats',
      type: 'breakfast',
      prepMinutes: 5,
      cookMinutes: 0,
      ingredients: [{ kind: 'ingredient', quantity: 1, unit: 'cup', name: 'rolled oats' }],
      tags: ['make-ahead'],
      createdAt: '2025-01-01T08:00:00.000Z',
    }),
  },
  {
    id: 'r2',
    recipe: recipe({
      name: 'Lemonade',
      type: 'beverage',
      prepMinutes: 0,
      cookMinutes: 0,
      ingredients: [{ kind: 'ingredient', quantity: 4, name: 'lemons', note: 'juiced' }],
      tags: ['summer'],
      favourite: true,
      createdAt: '2025-02-01T08:00:00.000Z',
    }),
  },
  {
    id: 'r3',
    recipe: recipe({
      name: 'Roast chicken',
      type: 'dinner',
      prepMinutes: 20,
      cookMinutes: 90,
      ingredients: [{ kind: 'ingredient', quantity: 1, name: 'whole chicken' }],
      tags: ['sunday'],
      favourite: true,
      photoId: '0123456789abcdef0123456789abcdef',
      createdAt: '2025-03-01T08:00:00.000Z',
    }),
  },
  {
    id: 'r4',
    recipe: recipe({
      name: 'Chocolate mousse',
      type: 'dessert',
      prepMinutes: 25,
      cookMinutes: 5,
      ingredients: [{ kind: 'ingredient', quantity: 200, unit: 'g', name: 'dark chocolate' }],
      tags: ['make-ahead', 'party'],
      createdAt: '2025-04-01T08:00:00.000Z',
    }),
  },
  {
    id: 'r5',
    recipe: recipe({
      name: 'Tomato soup',
      type: 'lunch',
      prepMinutes: 10,
      cookMinutes: 30,
      ingredients: [{ kind: 'ingredient', quantity: 800, unit: 'g', name: 'tomatoes' }],
      tags: ['winter'],
      createdAt: '2025-05-01T08:00:00.000Z',
    }),
  },
  {
    id: 'r6',
    recipe: recipe({
      name: 'Bruschetta',
      type: 'appetizer',
      prepMinutes: 15,
      cookMinutes: 5,
      ingredients: [
        { kind: 'ingredient', quantity: 4, name: 'tomatoes' },
        { kind: 'ingredient', quantity: 1, name: 'baguette' },
      ],
      tags: ['party'],
      createdAt: '2025-06-01T08:00:00.000Z',
    }),
  },
];

function book(overrides: Partial<RecipeBook> = {}): RecipeBook {
  return {
    status: 'ready',
    error: null,
    entries: ENTRIES,
    path: 'users/u1/recipe-book/recipes',
    signedIn: true,
    ...overrides,
  };
}

function Address() {
  const location = useLocation();
  return <div data-testid="address">{location.search}</div>;
}

function renderList(options: { url?: string; book?: RecipeBook } = {}) {
  render(
    <MemoryRouter initialEntries={[options.url ?? '/recipe-book']}>
      <RecipeListView book={options.book ?? book()} />
      <Address />
    </MemoryRouter>,
  );
  const query = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
  return { query, user: userEvent.setup() };
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Recipes' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

const counter = () => screen.getByRole('status');
const search = () => screen.getByRole('searchbox', { name: 'Search recipes' });
const chip = (name: string) => screen.getByRole('button', { name, pressed: false });

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  const list = await screen.findByRole('listbox');
  await user.click(within(list).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function expectShown(names: string[]) {
  await waitFor(() => expect(cardNames()).toEqual(names));
  expect(counter()).toHaveTextContent(`Showing ${names.length} of ${ENTRIES.length}`);
}

describe('RecipeListView', { timeout: 20_000 }, () => {
  it('shows a card per recipe, newest first, each one link to its recipe', () => {
    renderList({ url: '/recipe-book?q=&sort=newest' });
    expect(counter()).toHaveTextContent('Showing 6 of 6');
    expect(cardNames()).toEqual([
      'Bruschetta',
      'Tomato soup',
      'Chocolate mousse',
      'Roast chicken',
      'Lemonade',
      'Overnight oats',
    ]);
    const chicken = screen.getByRole('link', { name: 'Roast chicken' });
    expect(chicken).toHaveAttribute('href', '/recipe-book?recipe=r3');
    expect(chicken).toHaveAccessibleDescription(/Dinner/);
    expect(chicken).toHaveAccessibleDescription(/Favourite/);
    const chickenCard = screen.getByRole('article', { name: 'Roast chicken' });
    const photo = within(chickenCard).getByRole('img', { name: 'Roast chicken' });
    expect(photo).toHaveAttribute('src', '/api/files/0123456789abcdef0123456789abcdef');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(within(chickenCard).getByText('Total').nextSibling).toHaveTextContent('1 h 50 min');

    const oats = screen.getByRole('article', { name: 'Overnight oats' });
    expect(within(oats).queryByRole('img')).not.toBeInTheDocument();
    expect(within(oats).getByText('Prep').nextSibling).toHaveTextContent('5 min');
    // A zero time is left out, as on the recipe's page: never "0 min" here and "None" there.
    expect(within(oats).queryByText('Cook')).not.toBeInTheDocument();
    expect(within(oats).getByRole('link')).toHaveAccessibleDescription(
      'Breakfast Prep 5 min Total 5 min',
    );
    const lemonade = screen.getByRole('article', { name: 'Lemonade' });
    expect(within(lemonade).queryByText(/min|None/)).not.toBeInTheDocument();
    expect(within(lemonade).getByRole('link')).toHaveAccessibleDescription('Beverage Favourite');

    expect(screen.getByRole('link', { name: 'New recipe' })).toHaveAttribute(
      'href',
      '/recipe-book?view=new',
    );
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute(
      'href',
      '/recipe-book?view=import',
    );
    expect(screen.queryByText(/kept on this device/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('searches names, ingredients and tags as you type, keeping the text in the URL', async () => {
    const { user, query } = renderList();
    await user.type(search(), 'LEMON');
    await expectShown(['Lemonade']);
    // The URL follows once typing pauses.
    await waitFor(() => expect(query().get('q')).toBe('LEMON'));
    // Links to a recipe keep the search, so "back" returns to it.
    expect(screen.getByRole('link', { name: 'Lemonade' })).toHaveAttribute(
      'href',
      '/recipe-book?q=LEMON&recipe=r2',
    );

    await user.clear(search());
    await user.type(search(), '  tomatoes ');
    await expectShown(['Bruschetta', 'Tomato soup']);

    await user.clear(search());
    await user.type(search(), 'make-ahead');
    await expectShown(['Chocolate mousse', 'Overnight oats']);

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await expectShown(ENTRIES.map((entry) => entry.recipe.name).reverse());
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(query().toString()).toBe('');
  });

  it('filters by type, times, no prep time and favourites, and sorts', async () => {
    const { user, query } = renderList();
    await user.click(chip('Dinner'));
    await user.click(chip('Beverage'));
    await expectShown(['Roast chicken', 'Lemonade']);
    expect(query().getAll('type')).toEqual(['dinner', 'beverage']);
    expect(screen.getByRole('button', { name: 'Dinner' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Dinner', pressed: true }));
    await user.click(screen.getByRole('button', { name: 'Beverage', pressed: true }));
    await expectShown([
      'Bruschetta',
      'Tomato soup',
      'Chocolate mousse',
      'Roast chicken',
      'Lemonade',
      'Overnight oats',
    ]);

    await choose(user, 'Max cook time', '15 min');
    await expectShown(['Bruschetta', 'Chocolate mousse', 'Lemonade', 'Overnight oats']);
    expect(query().get('cook')).toBe('15');

    await choose(user, 'Max prep time', '15 min');
    await expectShown(['Bruschetta', 'Lemonade', 'Overnight oats']);

    await user.click(chip('No prep time'));
    await expectShown(['Lemonade']);
    expect(query().get('noprep')).toBe('1');

    await choose(user, 'Max cook time', 'Any');
    await choose(user, 'Max prep time', 'Any');
    await user.click(screen.getByRole('button', { name: 'No prep time', pressed: true }));
    expect(query().toString()).toBe('');

    await choose(user, 'Max total time', '30 min');
    await expectShown(['Bruschetta', 'Chocolate mousse', 'Lemonade', 'Overnight oats']);
    expect(query().get('total')).toBe('30');

    await user.click(chip('Favourites'));
    await expectShown(['Lemonade']);
    expect(query().get('fav')).toBe('1');

    await choose(user, 'Max total time', 'Any');
    await expectShown(['Roast chicken', 'Lemonade']);

    await choose(user, 'Sort by', 'Quickest');
    await expectShown(['Lemonade', 'Roast chicken']);
    expect(query().get('sort')).toBe('quickest');

    await user.click(screen.getByRole('button', { name: 'Favourites', pressed: true }));
    await choose(user, 'Sort by', 'Name (A–Z)');
    await expectShown([
      'Bruschetta',
      'Chocolate mousse',
      'Lemonade',
      'Overnight oats',
      'Roast chicken',
      'Tomato soup',
    ]);
    expect(query().toString()).toBe('sort=name');
  });

  it('filters in a dialog behind "Filters" on narrow screens, counting those on', async () => {
    const { user, query } = renderList();
    const filters = screen.getByRole('button', { name: /^Filters/ });
    expect(filters).toHaveAccessibleName('Filters');
    await user.click(filters);
    const dialog = await screen.findByRole('dialog', { name: 'Filter recipes' });
    await user.click(within(dialog).getByRole('button', { name: 'Beverage' }));
    await user.click(within(dialog).getByRole('button', { name: 'Appetizer' }));
    await user.click(within(dialog).getByRole('button', { name: 'No prep time' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Max cook time' }));
    const options = await screen.findByRole('listbox');
    await user.click(within(options).getByRole('option', { name: '15 min' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Show 1 recipe' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Filter recipes' })).not.toBeInTheDocument(),
    );
    expect(filters).toHaveAccessibleName(/^Filters\s*4\s*selected$/);
    await expectShown(['Lemonade']);
    expect(query().getAll('type')).toEqual(['appetizer', 'beverage']);

    await user.click(filters);
    const again = await screen.findByRole('dialog', { name: 'Filter recipes' });
    await user.click(within(again).getByRole('button', { name: 'Clear all filters' }));
    expect(within(again).getByRole('button', { name: 'Show 6 recipes' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Filter recipes' })).not.toBeInTheDocument(),
    );
    expect(filters).toHaveFocus();
    expect(filters).toHaveAccessibleName('Filters');
    await expectShown(ENTRIES.map((entry) => entry.recipe.name).reverse());
    expect(query().toString()).toBe('');
  });

  it('starts from the URL and ignores what it does not know', () => {
    renderList({ url: '/recipe-book?type=dessert&type=brunch&cook=soon&sort=name&fav=maybe' });
    expect(screen.getByRole('button', { name: 'Dessert' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Max cook time' })).toHaveTextContent('Any');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Name (A–Z)');
    expect(screen.getByRole('button', { name: 'Favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(cardNames()).toEqual(['Chocolate mousse']);
    expect(counter()).toHaveTextContent('Showing 1 of 6');
  });

  it('says when nothing matches and clears the filters', async () => {
    const { user, query } = renderList({ url: '/recipe-book?type=dessert&noprep=1&sort=quickest' });
    expect(screen.getByText('No recipes match your filters.')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('Showing 0 of 6');
    expect(screen.queryByRole('list', { name: 'Recipes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectShown([
      'Lemonade',
      'Overnight oats',
      'Bruschetta',
      'Chocolate mousse',
      'Tomato soup',
      'Roast chicken',
    ]);
    // The sort order is not a filter.
    expect(query().toString()).toBe('sort=quickest');
  });

  it('focuses the search with "/" unless typing elsewhere', async () => {
    const { user } = renderList();
    await user.keyboard('/');
    expect(search()).toHaveFocus();
    await user.keyboard('a/b');
    expect(search()).toHaveValue('a/b');
  });

  it('welcomes an empty collection and tells a visitor where recipes are kept', () => {
    renderList({
      book: book({ entries: [], signedIn: false, path: 'device/recipe-book/recipes' }),
    });
    expect(screen.getByRole('heading', { name: 'No recipes yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import a recipe' })).toHaveAttribute(
      'href',
      '/recipe-book?view=import',
    );
    expect(screen.getAllByRole('link', { name: 'New recipe' })).toHaveLength(2);
    expect(
      screen.getByText('Your recipes are kept on this device until you log in.'),
    ).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows loading and error states', () => {
    const { unmount } = render(
      <MemoryRouter>
        <RecipeListView
          book={book({ status: 'loading', entries: [], path: null, signedIn: false })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/Loading recipes/);
    expect(screen.queryByText(/kept on this device/)).not.toBeInTheDocument();
    unmount();
    renderList({
      book: book({
        status: 'error',
        entries: [],
        error: { code: 'UNAVAILABLE', message: 'Offline.' },
      }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be loaded.*Offline\./);
  });
});
