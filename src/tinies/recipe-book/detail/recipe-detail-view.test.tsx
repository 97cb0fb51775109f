import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RecipeDetailView } from './recipe-detail-view.tsx';
import { renderAt, TEST_ID, testRecipe, testRecipeState } from '../testing/recipe-view-testing.tsx';

beforeEach(() => sessionStorage.clear());

const URL = `/recipe-book?q=pasta&recipe=${TEST_ID}`;
const ingredients = () =>
  within(screen.getByRole('region', { name: 'Ingredients' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('RecipeDetailView', () => {
  it('shows the recipe with its facts, sections and links that keep the search', () => {
    renderAt(URL, <RecipeDetailView state={testRecipeState()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Baked tomato pasta' })).toBeVisible();
    expect(screen.getByText('Dinner')).toBeVisible();
    expect(screen.getByText('45 min')).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'For the sauce' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Sauce and bake' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute(
      'href',
      '/recipe-book?q=pasta',
    );
    expect(screen.getByRole('link', { name: 'Cook mode' })).toHaveAttribute(
      'href',
      `/recipe-book?q=pasta&recipe=${TEST_ID}&view=cook`,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/recipe-book?q=pasta&recipe=${TEST_ID}&view=edit`,
    );
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The second step list goes on numbering after the first.
    const lists = within(screen.getByRole('region', { name: 'Steps' })).getAllByRole('list');
    expect(lists.map((list) => list.getAttribute('start'))).toEqual(['1', '2']);
  });

  it('leaves out a zero time, as the card does, rather than reading "None"', () => {
    const salad = testRecipe({ prepMinutes: 15, cookMinutes: 0 });
    renderAt(URL, <RecipeDetailView state={testRecipeState([salad])} />);
    const prep = screen.getByText('Prep');
    expect(prep.nextSibling).toHaveTextContent('15 min');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('15 min');
    expect(screen.queryByText('Cook')).not.toBeInTheDocument();
    expect(screen.queryByText(/None|0 min$/)).not.toBeInTheDocument();
  });

  it('scales the quantities with the servings, as kitchen fractions', async () => {
    const user = userEvent.setup();
    renderAt(URL, <RecipeDetailView state={testRecipeState()} />);
    expect(ingredients()).toEqual([
      '400 g spaghetti',
      '2 tbsp olive oil',
      '3 garlic cloves, sliced',
      '1½ cups crushed tomatoes',
    ]);
    const more = screen.getByRole('button', { name: 'More servings' });
    await user.click(more);
    await user.click(more);
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(6);
    expect(screen.getByText('For 6 servings (recipe makes 4)')).toBeVisible();
    expect(ingredients()).toEqual([
      '600 g spaghetti',
      '3 tbsp olive oil',
      '4½ garlic cloves, sliced',
      '2¼ cups crushed tomatoes',
    ]);

    // A bad count is explained and changes nothing; a good one is used as typed.
    const field = screen.getByRole('spinbutton', { name: 'Servings' });
    await user.clear(field);
    await user.type(field, '0');
    expect(field).toHaveAccessibleDescription('Servings must be at least 1');
    expect(ingredients()[0]).toBe('600 g spaghetti');
    await user.clear(field);
    await user.type(field, '2');
    expect(ingredients()).toContain('¾ cup crushed tomatoes');
    expect(ingredients()).toContain('1½ garlic cloves, sliced');
    await user.click(screen.getByRole('button', { name: 'Reset to 4' }));
    expect(ingredients()[0]).toBe('400 g spaghetti');
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeEnabled();
  });

  it('converts units and oven temperatures, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt(URL, <RecipeDetailView state={testRecipeState()} />);
    expect(screen.getByRole('radio', { name: 'As written' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(ingredients()).toEqual([
      '400 g spaghetti',
      '30 ml olive oil',
      '3 garlic cloves, sliced',
      '355 ml crushed tomatoes',
    ]);
    expect(screen.getByText('Bake at 200°C for 10-12 min.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'US' }));
    expect(ingredients()[0]).toBe('14 oz spaghetti');
    expect(screen.getByText('Bake at 400°F for 10-12 min.')).toBeVisible();

    unmount();
    renderAt(URL, <RecipeDetailView state={testRecipeState()} />);
    expect(screen.getByRole('radio', { name: 'US' })).toBeChecked();
  });

  it('says so when the recipe is not there, and waits while loading', () => {
    const { unmount } = renderAt(URL, <RecipeDetailView state={testRecipeState([])} />);
    expect(screen.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute(
      'href',
      '/recipe-book?q=pasta',
    );
    unmount();
    renderAt(URL, <RecipeDetailView state={testRecipeState([], 'loading')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Recipe not found')).toBeNull();
  });

  it('shows a photo, the source opening in a new tab, and notes', () => {
    const recipe = testRecipe({
      photoId: 'a'.repeat(32),
      sourceUrl: 'https://www.example.com/pasta',
      notes: 'Keeps for two days.',
      favourite: true,
    });
    renderAt(URL, <RecipeDetailView state={testRecipeState([recipe])} />);
    expect(screen.getByRole('img', { name: 'Photo of Baked tomato pasta' })).toHaveAttribute(
      'src',
      `/api/files/${'a'.repeat(32)}`,
    );
    const source = screen.getByRole('link', { name: /example\.com/ });
    expect(source).toHaveAttribute('target', '_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Keeps for two days.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
