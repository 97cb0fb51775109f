import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListScreen, showingText, type ListScreenProps } from './list-screen.tsx';

const items = Array.from({ length: 120 }, (_, index) => `Item ${index + 1}`);
const key = (item: string) => item;
const draw = (item: string) => <span>{item}</span>;

function props(patch: Partial<ListScreenProps<string>> = {}): ListScreenProps<string> {
  return {
    label: 'Items',
    total: items.length,
    shown: items,
    itemKey: key,
    renderItem: draw,
    search: { value: '', onChange: () => {}, label: 'Search items', placeholder: 'Search' },
    filters: {
      panel: null,
      count: 0,
      dialogTitle: 'Filter',
      clearLabel: 'Clear',
      applyLabel: 'Apply',
    },
    onClear: () => {},
    noMatches: { text: 'None', clearLabel: 'Clear filters' },
    ...patch,
  };
}

const rows = () => within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');

describe('ListScreen with a limit', () => {
  it('draws the first matches and more on demand, saying how many of how many', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ListScreen {...props({ limit: 50, limitKey: 'a' })} />);
    expect(rows()).toHaveLength(50);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 50 of 120');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(rows()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(rows()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 120 of 120');

    // A new search starts from the limit again.
    rerender(<ListScreen {...props({ limit: 50, limitKey: 'b', shown: items.slice(0, 70) })} />);
    expect(rows()).toHaveLength(50);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 50 of 70 matches (120 in all)');
  });

  it('draws everything without a limit', () => {
    render(<ListScreen {...props()} />);
    expect(rows()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('counts truthfully', () => {
    expect(showingText(3, 3, 10)).toBe('Showing 3 of 10');
    expect(showingText(50, 5000, 5000)).toBe('Showing 50 of 5000');
    expect(showingText(50, 80, 5000)).toBe('Showing 50 of 80 matches (5000 in all)');
  });
});

describe('ListScreen search box', () => {
  it('commits the search on Enter and when the box is left', async () => {
    const user = userEvent.setup();
    let commits = 0;
    const onCommit = () => {
      commits += 1;
    };
    render(
      <>
        <ListScreen
          {...props({
            search: {
              value: 'oil',
              onChange: () => {},
              onCommit,
              label: 'Search items',
              placeholder: 'Search',
            },
          })}
        />
        <button type="button">Elsewhere</button>
      </>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search items' });
    await user.click(box);
    await user.keyboard('x');
    expect(commits).toBe(0);
    await user.keyboard('{Enter}');
    expect(commits).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(commits).toBe(2);
  });
});
