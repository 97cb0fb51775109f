import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { Chip } from './chip.tsx';

function Toggle({ initial = false }: { initial?: boolean }) {
  const [pressed, setPressed] = useState(initial);
  return (
    <Chip pressed={pressed} onPressedChange={setPressed}>
      travel
    </Chip>
  );
}

it('exposes its state with aria-pressed and toggles on click', async () => {
  render(<Toggle />);
  const chip = screen.getByRole('button', { name: 'travel', pressed: false });
  expect(chip).toHaveAttribute('type', 'button');
  await userEvent.click(chip);
  expect(screen.getByRole('button', { name: 'travel', pressed: true })).toBe(chip);
  await userEvent.click(chip);
  expect(chip).toHaveAttribute('aria-pressed', 'false');
});

it('toggles from the keyboard with Enter and Space', async () => {
  render(<Toggle initial />);
  const chip = screen.getByRole('button', { name: 'travel', pressed: true });
  await userEvent.tab();
  expect(chip).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(chip).toHaveAttribute('aria-pressed', 'false');
  await userEvent.keyboard(' ');
  expect(chip).toHaveAttribute('aria-pressed', 'true');
});

it('asks for the opposite state and leaves the state to its owner', async () => {
  const onPressedChange = vi.fn();
  render(
    <Chip pressed onPressedChange={onPressedChange}>
      food
    </Chip>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'food' }));
  expect(onPressedChange).toHaveBeenCalledExactlyOnceWith(false);
  expect(screen.getByRole('button', { name: 'food' })).toHaveAttribute('aria-pressed', 'true');
});

it('does not toggle while disabled', async () => {
  const onPressedChange = vi.fn();
  render(
    <Chip pressed={false} onPressedChange={onPressedChange} disabled>
      food
    </Chip>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'food' }));
  expect(onPressedChange).not.toHaveBeenCalled();
});
