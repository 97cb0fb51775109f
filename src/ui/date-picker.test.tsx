import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, expect, it, vi } from 'vitest';
import { DatePicker, type DatePickerProps } from './date-picker.tsx';

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

type FieldProps = Partial<DatePickerProps> & { initial?: string | null };

/** A labelled DatePicker holding its own value, as a form would. */
function Field({ initial = null, onValueChange, ...props }: FieldProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <span id="due-label">Due date</span>
      <DatePicker
        aria-labelledby="due-label"
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole('button', { name: 'Due date' });
const dialog = () => screen.findByRole('dialog', { name: 'Choose a date' });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

it('shows the chosen day like "Feb 4, 2025", or a placeholder', () => {
  const { unmount } = render(<Field initial="2025-02-04" />);
  expect(field()).toHaveTextContent('Feb 4, 2025');
  expect(field()).toHaveAccessibleDescription('Feb 4, 2025');
  unmount();
  render(<Field />);
  expect(field()).toHaveTextContent('Pick a date');
});

it('opens a calendar on the chosen day; a click chooses, closes and refocuses the field', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Field initial="2025-02-04" onValueChange={onValueChange} />);
  await user.click(field());
  const popup = await dialog();
  const chosen = within(popup).getByRole('gridcell', { name: 'Tuesday, February 4, 2025' });
  expect(chosen).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(chosen).toHaveFocus());
  // A date picker shows months only.
  expect(within(popup).queryByRole('group', { name: 'Calendar view' })).not.toBeInTheDocument();

  await user.click(within(popup).getByRole('gridcell', { name: 'Monday, February 10, 2025' }));
  expect(onValueChange).toHaveBeenCalledWith('2025-02-10');
  await closed();
  expect(field()).toHaveTextContent('Feb 10, 2025');
  expect(field()).toHaveFocus();
});

it('works from the keyboard alone', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Field initial="2025-02-04" onValueChange={onValueChange} />);
  await user.tab();
  await user.keyboard('{Enter}');
  const popup = await dialog();
  await waitFor(() =>
    expect(
      within(popup).getByRole('gridcell', { name: 'Tuesday, February 4, 2025' }),
    ).toHaveFocus(),
  );
  await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
  expect(onValueChange).toHaveBeenCalledWith('2025-02-12');
  await closed();
  expect(field()).toHaveTextContent('Feb 12, 2025');
  expect(field()).toHaveFocus();

  await user.keyboard('{Enter}');
  await dialog();
  await user.keyboard('{ArrowRight}{Escape}');
  await closed();
  expect(field()).toHaveTextContent('Feb 12, 2025');
  expect(onValueChange).toHaveBeenCalledTimes(1);
});

it('does not choose days outside the minimum and maximum', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(
    <Field initial="2025-02-10" min="2025-02-05" max="2025-02-20" onValueChange={onValueChange} />,
  );
  await user.click(field());
  const popup = await dialog();
  const early = within(popup).getByRole('gridcell', { name: 'Tuesday, February 4, 2025' });
  expect(early).toHaveAttribute('aria-disabled', 'true');
  await user.click(early);
  await user.click(within(popup).getByRole('gridcell', { name: 'Friday, February 21, 2025' }));
  expect(onValueChange).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('clears the chosen day', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Field initial="2025-02-04" onValueChange={onValueChange} />);
  await user.click(field());
  await user.click(within(await dialog()).getByRole('button', { name: 'Clear' }));
  expect(onValueChange).toHaveBeenCalledWith(null);
  await closed();
  expect(field()).toHaveTextContent('Pick a date');
});

it('passes the form wiring to the field and reports blur only when focus leaves it', async () => {
  const user = userEvent.setup();
  const onBlur = vi.fn();
  render(
    <>
      <Field
        id="due"
        initial="2025-02-04"
        aria-invalid
        aria-describedby="due-error"
        onBlur={onBlur}
      />
      <p id="due-error">Due date is invalid</p>
    </>,
  );
  expect(field()).toHaveAttribute('id', 'due');
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(field()).toHaveAccessibleDescription('Feb 4, 2025 Due date is invalid');

  await user.click(field());
  await dialog();
  await user.keyboard('{Escape}');
  await closed();
  expect(onBlur).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(onBlur).toHaveBeenCalledTimes(1);
});

it('can be named by a label element pointing at its id', () => {
  render(
    <>
      <label htmlFor="start">Start date</label>
      <DatePicker id="start" value={null} onValueChange={() => {}} />
    </>,
  );
  expect(screen.getByRole('button', { name: 'Start date' })).toBeInTheDocument();
});

it('cannot be opened when disabled', async () => {
  const user = userEvent.setup();
  render(<Field disabled />);
  expect(field()).toBeDisabled();
  await user.click(field());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it.each(['America/Los_Angeles', 'Asia/Tokyo'])(
  'shows and picks the same day in %s',
  async (zone) => {
    process.env.TZ = zone;
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Field initial="2025-02-04" onValueChange={onValueChange} />);
    expect(field()).toHaveTextContent('Feb 4, 2025');
    await user.click(field());
    const popup = await dialog();
    expect(
      within(popup).getByRole('gridcell', { name: 'Tuesday, February 4, 2025' }),
    ).toHaveAttribute('aria-selected', 'true');
    await user.click(within(popup).getByRole('gridcell', { name: 'Saturday, March 1, 2025' }));
    expect(onValueChange).toHaveBeenCalledWith('2025-03-01');
    expect(field()).toHaveTextContent('Mar 1, 2025');
  },
);
