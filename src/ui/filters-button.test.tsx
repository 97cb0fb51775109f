import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FiltersButton } from './filters-button.tsx';

describe('FiltersButton', () => {
  it('says how many filters are on, and nothing when none are', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<FiltersButton count={0} onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByTestId('filters-badge')).toBeNull();

    rerender(<FiltersButton count={3} onClick={onClick} />);
    // NOTE: jsdom joins the spans' text without the spaces a browser puts between them.
    const button = screen.getByRole('button', { name: /^Filters\s*3\s*selected$/ });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
