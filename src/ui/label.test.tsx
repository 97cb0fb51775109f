import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Label } from './label.tsx';

it('names the control it is for and moves focus to it when clicked', async () => {
  render(
    <>
      <Label htmlFor="city">City</Label>
      <input id="city" />
    </>,
  );
  const input = screen.getByLabelText('City');
  expect(screen.getByRole('textbox', { name: 'City' })).toBe(input);
  await userEvent.click(screen.getByText('City'));
  expect(input).toHaveFocus();
});

it('names a control wrapped inside it', async () => {
  render(
    <Label>
      <input type="checkbox" /> Remember me
    </Label>,
  );
  const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
  await userEvent.click(screen.getByText('Remember me'));
  expect(checkbox).toBeChecked();
});

it('keeps the caller’s classes', () => {
  render(<Label className="sr-only">Hidden name</Label>);
  expect(screen.getByText('Hidden name')).toHaveClass('sr-only');
});
