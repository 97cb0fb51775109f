import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { Textarea } from './textarea.tsx';

it('counts characters as "{count} / {limit} characters" and links the counter', async () => {
  const user = userEvent.setup();
  render(<Textarea aria-label="Notes" maxLength={10} />);
  const box = screen.getByRole('textbox', { name: 'Notes' });
  expect(screen.getByText('0 / 10 characters')).toBeInTheDocument();
  await user.type(box, 'Hello');
  expect(screen.getByText('5 / 10 characters')).toBeInTheDocument();
  expect(box).toHaveAccessibleDescription('5 / 10 characters');
  expect(box).not.toHaveAttribute('aria-invalid');
});

it('caps the input at the limit, typed or pasted, and flags the error once the count reaches it', async () => {
  const user = userEvent.setup();
  render(<Textarea aria-label="Notes" maxLength={5} />);
  const box = screen.getByRole('textbox', { name: 'Notes' });
  await user.type(box, 'abcd');
  expect(box).not.toHaveAttribute('aria-invalid');
  await user.type(box, 'efgh');
  expect(box).toHaveValue('abcde');
  expect(screen.getByText('5 / 5 characters')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  await user.clear(box);
  await user.click(box);
  await user.paste('0123456789');
  expect(box).toHaveValue('01234');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  await user.type(box, '{Backspace}');
  expect(screen.getByText('4 / 5 characters')).toBeInTheDocument();
  expect(box).not.toHaveAttribute('aria-invalid');
});

it('works controlled, never handing the owner more than the limit', async () => {
  const user = userEvent.setup();
  const seen = vi.fn();
  function Controlled() {
    const [text, setText] = useState('abc');
    return (
      <Textarea
        aria-label="Bio"
        maxLength={4}
        value={text}
        onChange={(event) => {
          seen(event.target.value);
          setText(event.target.value);
        }}
      />
    );
  }
  render(<Controlled />);
  const box = screen.getByRole('textbox', { name: 'Bio' });
  expect(screen.getByText('3 / 4 characters')).toBeInTheDocument();
  await user.type(box, 'defg');
  expect(box).toHaveValue('abcd');
  expect(seen.mock.calls.map(([v]) => v)).toEqual(['abcd']);
  expect(box).toHaveAttribute('aria-invalid', 'true');
});

it('keeps a caller description and error flag alongside the counter', () => {
  render(
    <>
      <p id="hint">Say something</p>
      <Textarea aria-label="Notes" maxLength={10} aria-describedby="hint" aria-invalid />
    </>,
  );
  const box = screen.getByRole('textbox', { name: 'Notes' });
  expect(box).toHaveAccessibleDescription('Say something 0 / 10 characters');
  expect(box).toHaveAttribute('aria-invalid', 'true');
});

it('without a limit shows no counter', async () => {
  const user = userEvent.setup();
  render(<Textarea aria-label="Free" />);
  await user.type(screen.getByRole('textbox', { name: 'Free' }), 'x'.repeat(30));
  expect(screen.queryByText(/characters/)).toBeNull();
});
