import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListingPage } from './listing-page.tsx';

function renderListing(url = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ListingPage /> },
      { path: '*', element: <p>Tool page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  const query = () => new URLSearchParams(router.state.location.search);
  return { router, query, user: userEvent.setup() };
}

const cards = () => within(screen.getByRole('list', { name: 'Tinies' })).queryAllByRole('article');
// `hidden`: while the modal is open the page behind it is hidden from assistive tech.
const counter = () => screen.getByRole('status', { hidden: true });
const wide = () => screen.getAllByRole('group', { name: /Categories|Tags/ });

describe('ListingPage', () => {
  it('shows the heading, subtitle, counter and a card per tiny', () => {
    renderListing();
    expect(screen.getByRole('heading', { level: 1, name: 'Tinies' })).toBeInTheDocument();
    expect(screen.getByText('Where dreams take their first breath')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search your tiny...')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('Showing 4 of 4');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Apartment Tour Questions',
      'Car Maintenance Tracker',
      'Recipe Book',
      'Travel Tracker',
    ]);
  });

  it('fills each card: status, description, start date, badges and link', () => {
    renderListing();
    const card = screen.getByRole('article', { name: 'Apartment Tour Questions' });
    expect(within(card).getByText('In progress')).toHaveAttribute('data-status', 'in-progress');
    expect(within(card).getByText(/questions to ask during apartment tours/)).toBeInTheDocument();
    expect(within(card).getByText(/^Started:/)).toHaveTextContent('Started: Feb 4, 2025');
    const badges = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual([
      'lifestyle',
      'productivity',
      '#checklist',
      '#lifestyle',
      '#organization',
    ]);
    expect(within(card).getByRole('link', { name: 'Check it out →' })).toHaveAttribute(
      'href',
      '/apartment-tour-questions',
    );
  });

  it('offers the unique tags and categories, sorted, with # before tags', () => {
    renderListing();
    const [categories, tags] = wide();
    expect(
      within(categories!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['lifestyle', 'productivity', 'utility']);
    expect(
      within(tags!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '#automotive',
      '#checklist',
      '#cooking',
      '#food',
      '#lifestyle',
      '#maintenance',
      '#organization',
      '#tools',
      '#tracking',
      '#travel',
    ]);
  });

  it('searches as you type and keeps the text in the URL', async () => {
    const { user, query } = renderListing();
    await user.type(screen.getByRole('searchbox', { name: 'Search tinies' }), '  RECIPE ');
    expect(counter()).toHaveTextContent('Showing 1 of 4');
    expect(cards()).toHaveLength(1);
    // The URL follows once typing pauses.
    await waitFor(() => expect(query().get('q')).toBe('  RECIPE '));
    expect(screen.getByRole('searchbox')).toHaveValue('  RECIPE ');
  });

  it('toggles chips, combines tags (OR) with categories (AND), and clears everything', async () => {
    const { user, query } = renderListing();
    const [categories, tags] = wide();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();

    await user.click(within(tags!).getByRole('button', { name: '#travel' }));
    await user.click(within(tags!).getByRole('button', { name: '#automotive' }));
    expect(within(tags!).getByRole('button', { name: '#travel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(counter()).toHaveTextContent('Showing 2 of 4');
    expect(query().getAll('tag')).toEqual(['travel', 'automotive']);

    await user.click(within(categories!).getByRole('button', { name: 'lifestyle' }));
    expect(counter()).toHaveTextContent('Showing 1 of 4');
    expect(cards()[0]).toHaveAccessibleName('Travel Tracker');

    await user.click(within(tags!).getByRole('button', { name: '#travel' }));
    expect(within(tags!).getByRole('button', { name: '#travel' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText(/No tinies match your filters/)).toHaveTextContent(
      'No tinies match your filters. Try adjusting your search or filters.',
    );

    await user.type(screen.getByRole('searchbox'), 'x');
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(counter()).toHaveTextContent('Showing 4 of 4');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(query().toString()).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('matches the search as one phrase within one field', async () => {
    const { user } = renderListing();
    // The Recipe Book's title holds "book" and one of its tags "cooking": not one field.
    await user.type(screen.getByRole('searchbox'), 'book cooking');
    expect(counter()).toHaveTextContent('Showing 0 of 4');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'recipe BOOK');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Recipe Book',
    ]);
  });

  it('offers "Clear all filters" only for a selected tag or category, not for search text', async () => {
    // jsdom applies no media query: the wide screens' button is in the page whenever it is offered.
    const { user } = renderListing();
    await user.type(screen.getByRole('searchbox'), 'track');
    expect(counter()).toHaveTextContent('Showing 2 of 4');
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();

    const [categories] = wide();
    await user.click(within(categories!).getByRole('button', { name: 'utility' }));
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(counter()).toHaveTextContent('Showing 4 of 4');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('restores a filtered view from the URL and ignores unknown values', () => {
    renderListing('/?q=book&tag=food&tag=nonsense&category=lifestyle');
    expect(screen.getByRole('searchbox')).toHaveValue('book');
    expect(counter()).toHaveTextContent('Showing 1 of 4');
    const [, tags] = wide();
    expect(within(tags!).getByRole('button', { name: '#food' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName(
      /^Filters\s*2\s*selected$/,
    );
  });

  it('shows the empty state and gets back to everything', async () => {
    const { user } = renderListing('/?q=zzz');
    expect(screen.queryByRole('list', { name: 'Tinies' })).not.toBeInTheDocument();
    expect(counter()).toHaveTextContent('Showing 0 of 4');
    await user.click(screen.getByRole('button', { name: 'Show all tinies' }));
    expect(cards()).toHaveLength(4);
  });

  it('filters in the narrow-screen modal with a count badge', async () => {
    const { user } = renderListing();
    const filtersButton = screen.getByRole('button', { name: /^Filters/ });
    expect(screen.queryByTestId('filters-badge')).not.toBeInTheDocument();

    await user.click(filtersButton);
    // The modal is its own chunk: loading it can take a while on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Filter Tinies' }, { timeout: 5000 });
    expect(within(dialog).queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'utility' }));
    await user.click(within(dialog).getByRole('button', { name: '#food' }));
    await user.click(within(dialog).getByRole('button', { name: '#tracking' }));
    expect(screen.getByTestId('filters-badge')).toHaveTextContent(/^3\s*selected/);
    expect(counter()).toHaveTextContent('Showing 2 of 4');
    expect(filtersButton).toHaveAccessibleName(/^Filters\s*3\s*selected$/);

    await user.click(within(dialog).getByRole('button', { name: 'Clear Filters' }));
    expect(screen.queryByTestId('filters-badge')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '#travel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await expect.poll(() => screen.queryByRole('dialog'), { timeout: 5000 }).toBeNull();
    expect(screen.getByTestId('filters-badge')).toHaveTextContent(/^1\s*selected/);
    expect(counter()).toHaveTextContent('Showing 1 of 4');
  });

  it('focuses the search box when "/" is pressed outside a field', async () => {
    const { user } = renderListing();
    await user.keyboard('/');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
  it('opens a tool from the keyboard: Tab to its link, then Enter', async () => {
    const { router, user } = renderListing('/?q=apartment');
    expect(cards()).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'Check it out →' });
    for (let i = 0; i < 30 && document.activeElement !== link; i++) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/apartment-tour-questions');
    expect(screen.getByText('Tool page')).toBeInTheDocument();
  });
});
