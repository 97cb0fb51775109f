import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

it('is a text box by default that takes typing', async () => {
  const onChange = vi.fn();
  render(
    <>
      <Label htmlFor="name">Name</Label>
      <Input id="name" onChange={onChange} />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Name' });
  expect(input).toHaveAttribute('type', 'text');
  await userEvent.type(input, 'Ada');
  expect(input).toHaveValue('Ada');
  expect(onChange).toHaveBeenCalledTimes(3);
});

it('takes other text-like types', () => {
  render(<Input type="email" aria-label="Email" />);
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
});

it('shows the error styling exactly when aria-invalid is set', () => {
  const { rerender } = render(<Input aria-label="Email" />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).not.toBeInvalid();
  // The error look is keyed on the ARIA state, so it cannot drift from what is announced.
  expect(input.className).toMatch(/(^|\s)aria-invalid:border-destructive(\s|$)/);
  rerender(<Input aria-label="Email" aria-invalid="true" />);
  expect(input).toBeInvalid();
});

it('cannot be typed into while disabled', async () => {
  render(<Input aria-label="Name" disabled />);
  const input = screen.getByRole('textbox', { name: 'Name' });
  await userEvent.type(input, 'x');
  expect(input).toHaveValue('');
  expect(input).toBeDisabled();
});

it('passes a ref and keeps the caller’s classes', () => {
  let element: HTMLInputElement | null = null;
  render(
    <Input
      aria-label="Search"
      className="pl-10"
      ref={(node) => {
        element = node;
      }}
    />,
  );
  expect(element).toBe(screen.getByRole('textbox', { name: 'Search' }));
  expect(element).toHaveClass('pl-10', 'h-10');
});
