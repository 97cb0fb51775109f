import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field.tsx';

function Controlled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      label="Search notes"
      placeholder="Search…"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('SearchField', () => {
  it('is a labelled search box that reports each change and can be cleared', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search notes' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('placeholder', 'Search…');
    expect(box).toHaveAttribute('autocomplete', 'off');

    const user = userEvent.setup();
    await user.type(box, ' Soup');
    expect(box).toHaveValue(' Soup');
    expect(onValueChange).toHaveBeenLastCalledWith(' Soup');
    await user.clear(box);
    expect(box).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('hides its icon and shortcut hint from readers, and shows the hint only when given', () => {
    const { container, rerender } = render(
      <SearchField label="Search" value="" onValueChange={() => {}} />,
    );
    expect(container.querySelector('kbd')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');

    rerender(<SearchField label="Search" value="" onValueChange={() => {}} shortcut="/" />);
    const hint = container.querySelector('kbd');
    expect(hint).toHaveTextContent('/');
    expect(hint).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('searchbox')).toHaveAccessibleName('Search');
  });

  it('passes a ref and extra attributes to the input', () => {
    let input: HTMLInputElement | null = null;
    render(
      <SearchField
        label="Search"
        value="x"
        onValueChange={() => {}}
        ref={(node) => {
          input = node;
        }}
        name="q"
      />,
    );
    expect(input).toBe(screen.getByRole('searchbox'));
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'q');
  });
});
