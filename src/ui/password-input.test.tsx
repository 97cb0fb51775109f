import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { PasswordInput } from './password-input.tsx';

it('hides the password until "Show password" is pressed, then offers "Hide password"', async () => {
  const user = userEvent.setup();
  render(
    <>
      <label htmlFor="pw">Password</label>
      <PasswordInput id="pw" />
    </>,
  );
  const input = screen.getByLabelText('Password');
  await user.type(input, 'secret1');
  expect(input).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input).toHaveAttribute('type', 'text');
  expect(input).toHaveValue('secret1');
  const hide = screen.getByRole('button', { name: 'Hide password' });
  expect(hide).toHaveAttribute('aria-controls', 'pw');
  await user.keyboard('{Enter}');
  expect(input).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
});

it('disables the toggle with the input', () => {
  render(<PasswordInput aria-label="Password" disabled />);
  expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
});
