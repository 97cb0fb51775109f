import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { Calendar, type CalendarProps, type CalendarRange } from './calendar.tsx';

afterEach(() => vi.useRealTimers());

const TODAY = '2025-06-15';

function SingleCalendar(props: Partial<Extract<CalendarProps, { mode?: 'single' }>>) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <>
      <Calendar
        today={TODAY}
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <p>Chosen: {value ?? 'none'}</p>
    </>
  );
}

function RangeCalendar() {
  const [range, setRange] = useState<CalendarRange>({ start: null, end: null });
  return (
    <>
      <Calendar
        mode="range"
        today={TODAY}
        defaultFocusedDay="2025-02-10"
        value={range}
        onValueChange={setRange}
      />
      <p>
        Range: {range.start ?? '…'} to {range.end ?? '…'}
      </p>
    </>
  );
}

const day = (name: string) => screen.getByRole('gridcell', { name });
const cell = day;
const grid = () => screen.getByRole('grid');

it('shows a 42-day month grid starting on Sunday, with weekday labels Sun to Sat', () => {
  render(<SingleCalendar value="2025-02-04" />);
  expect(grid()).toHaveAccessibleName('February 2025');
  const headers = within(grid()).getAllByRole('columnheader');
  expect(headers.map((h) => h.textContent)).toEqual([
    'Sun',
    'Mon',
    'Tue',
    'Wed',
    'Thu',
    'Fri',
    'Sat',
  ]);
  const cells = within(grid()).getAllByRole('gridcell');
  expect(cells).toHaveLength(42);
  expect(cells[0]).toHaveAccessibleName('Sunday, January 26, 2025');
  expect(cells[41]).toHaveAccessibleName('Saturday, March 8, 2025');
  expect(within(grid()).getAllByRole('row')).toHaveLength(7); // header + six weeks
});

it('names each day in full and marks the chosen one selected', () => {
  render(<SingleCalendar value="2025-02-04" />);
  expect(cell('Tuesday, February 4, 2025')).toHaveAttribute('aria-selected', 'true');
  expect(cell('Wednesday, February 5, 2025')).toHaveAttribute('aria-selected', 'false');
  expect(within(grid()).getAllByRole('gridcell', { selected: true })).toHaveLength(1);
});

it('chooses a day on click', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<SingleCalendar value="2025-02-04" onValueChange={onValueChange} />);
  await user.click(day('Monday, February 10, 2025'));
  expect(onValueChange).toHaveBeenCalledWith('2025-02-10');
  expect(screen.getByText('Chosen: 2025-02-10')).toBeInTheDocument();
  expect(cell('Monday, February 10, 2025')).toHaveAttribute('aria-selected', 'true');
  expect(cell('Tuesday, February 4, 2025')).toHaveAttribute('aria-selected', 'false');
});

it('in range mode: start, then end ordered when clicked backwards, then a new range', async () => {
  const user = userEvent.setup();
  render(<RangeCalendar />);
  expect(grid()).toHaveAttribute('aria-multiselectable', 'true');

  await user.click(day('Wednesday, February 12, 2025'));
  expect(screen.getByText('Range: 2025-02-12 to …')).toBeInTheDocument();
  expect(within(grid()).getAllByRole('gridcell', { selected: true })).toHaveLength(1);

  await user.click(day('Monday, February 3, 2025'));
  expect(screen.getByText('Range: 2025-02-03 to 2025-02-12')).toBeInTheDocument();
  const selected = within(grid()).getAllByRole('gridcell', { selected: true });
  expect(selected).toHaveLength(10);
  expect(selected[0]).toHaveAccessibleName('Monday, February 3, 2025');
  expect(selected[9]).toHaveAccessibleName('Wednesday, February 12, 2025');

  await user.click(day('Tuesday, February 18, 2025'));
  expect(screen.getByText('Range: 2025-02-18 to …')).toBeInTheDocument();
  expect(within(grid()).getAllByRole('gridcell', { selected: true })).toHaveLength(1);

  await user.click(day('Friday, February 21, 2025'));
  expect(screen.getByText('Range: 2025-02-18 to 2025-02-21')).toBeInTheDocument();
});

it('disables days before the minimum and after the maximum; they cannot be chosen', async () => {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(
    <SingleCalendar
      defaultFocusedDay="2025-02-10"
      min="2025-02-05"
      max="2025-02-20"
      onValueChange={onValueChange}
    />,
  );
  expect(day('Tuesday, February 4, 2025')).toHaveAttribute('aria-disabled', 'true');
  expect(cell('Tuesday, February 4, 2025')).toHaveAttribute('aria-disabled', 'true');
  expect(day('Friday, February 21, 2025')).toHaveAttribute('aria-disabled', 'true');
  expect(day('Wednesday, February 5, 2025')).not.toHaveAttribute('aria-disabled');
  expect(day('Thursday, February 20, 2025')).not.toHaveAttribute('aria-disabled');

  await user.click(day('Tuesday, February 4, 2025'));
  await user.click(day('Friday, February 21, 2025'));
  expect(onValueChange).not.toHaveBeenCalled();
  expect(screen.getByText('Chosen: none')).toBeInTheDocument();

  await user.click(day('Wednesday, February 5, 2025'));
  expect(onValueChange).toHaveBeenCalledWith('2025-02-05');
  // Nothing to show before the minimum month or after the maximum one.
  expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
});

it('has one tab stop and moves it with the arrow keys, Home/End and PageUp/PageDown', async () => {
  const user = userEvent.setup();
  render(<SingleCalendar value="2025-02-04" views={['month']} />);
  const tabStops = () =>
    within(grid())
      .getAllByRole('gridcell')
      .filter((b) => b.tabIndex === 0);
  expect(tabStops()).toHaveLength(1);

  await user.tab(); // previous month
  await user.tab(); // month
  await user.tab(); // year
  await user.tab(); // next month
  await user.tab();
  expect(day('Tuesday, February 4, 2025')).toHaveFocus();

  const press = async (key: string, expected: string) => {
    await user.keyboard(key);
    expect(day(expected)).toHaveFocus();
    expect(tabStops()).toEqual([day(expected)]);
  };
  await press('{ArrowRight}', 'Wednesday, February 5, 2025');
  await press('{ArrowLeft}', 'Tuesday, February 4, 2025');
  await press('{ArrowDown}', 'Tuesday, February 11, 2025');
  await press('{ArrowUp}', 'Tuesday, February 4, 2025');
  await press('{Home}', 'Sunday, February 2, 2025');
  await press('{End}', 'Saturday, February 8, 2025');
  await press('{PageDown}', 'Saturday, March 8, 2025');
  expect(grid()).toHaveAccessibleName('March 2025');
  await press('{PageUp}', 'Saturday, February 8, 2025');
  await press('{Shift>}{PageUp}{/Shift}', 'Thursday, February 8, 2024');
  await press('{Shift>}{PageDown}{/Shift}', 'Saturday, February 8, 2025');
  // Arrows cross into the next month and show it.
  await press('{ArrowUp}', 'Saturday, February 1, 2025');
  await press('{ArrowLeft}', 'Friday, January 31, 2025');
  expect(grid()).toHaveAccessibleName('January 2025');

  await user.keyboard('{Enter}');
  expect(screen.getByText('Chosen: 2025-01-31')).toBeInTheDocument();
  await press('{ArrowRight}', 'Saturday, February 1, 2025');
  await user.keyboard(' ');
  expect(screen.getByText('Chosen: 2025-02-01')).toBeInTheDocument();
  expect(day('Saturday, February 1, 2025')).toHaveAttribute('aria-selected', 'true');
});

it('does not move the keyboard past the minimum or the maximum', async () => {
  const user = userEvent.setup();
  render(<SingleCalendar value="2025-02-06" min="2025-02-05" max="2025-02-20" views={['month']} />);
  await user.click(day('Thursday, February 6, 2025'));
  await user.keyboard('{ArrowUp}');
  expect(day('Wednesday, February 5, 2025')).toHaveFocus();
  await user.keyboard('{PageDown}');
  expect(day('Thursday, February 20, 2025')).toHaveFocus();
});

it('switches between month, week and day views', async () => {
  const user = userEvent.setup();
  render(<SingleCalendar value="2025-02-04" />);
  const switcher = screen.getByRole('group', { name: 'Calendar view' });
  expect(within(switcher).getByRole('button', { name: 'Month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await user.click(within(switcher).getByRole('button', { name: 'Week' }));
  expect(within(switcher).getByRole('button', { name: 'Week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(switcher).getByRole('button', { name: 'Month' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(grid()).toHaveAccessibleName('Feb 2 – Feb 8, 2025');
  expect(within(grid()).getAllByRole('gridcell')).toHaveLength(7);

  await user.click(within(switcher).getByRole('button', { name: 'Day' }));
  expect(grid()).toHaveAccessibleName('Tuesday, February 4, 2025');
  expect(within(grid()).getAllByRole('gridcell')).toHaveLength(1);
  expect(within(grid()).getByRole('columnheader')).toHaveTextContent('Tue');
});

it('moves the week view by seven days and the day view by one', async () => {
  const user = userEvent.setup();
  render(<SingleCalendar value="2025-02-04" defaultView="week" />);
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  expect(grid()).toHaveAccessibleName('Feb 9 – Feb 15, 2025');
  expect(within(grid()).getAllByRole('gridcell')[0]).toHaveAccessibleName(
    'Sunday, February 9, 2025',
  );
  await user.click(screen.getByRole('button', { name: 'Previous week' }));
  await user.click(screen.getByRole('button', { name: 'Previous week' }));
  expect(grid()).toHaveAccessibleName('Jan 26 – Feb 1, 2025');

  await user.click(screen.getByRole('button', { name: 'Day' }));
  expect(grid()).toHaveAccessibleName('Tuesday, January 28, 2025');
  await user.click(screen.getByRole('button', { name: 'Next day' }));
  expect(grid()).toHaveAccessibleName('Wednesday, January 29, 2025');
  await user.click(screen.getByRole('button', { name: 'Previous day' }));
  await user.click(screen.getByRole('button', { name: 'Previous day' }));
  expect(grid()).toHaveAccessibleName('Monday, January 27, 2025');
});

it('moves the month view by a month with its buttons', async () => {
  const user = userEvent.setup();
  render(<SingleCalendar value="2025-01-31" />);
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  expect(grid()).toHaveAccessibleName('February 2025');
  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  expect(grid()).toHaveAccessibleName('December 2024');
});

it('offers years from the current year minus 100 to plus 100, and every month', async () => {
  const user = userEvent.setup();
  render(<SingleCalendar value="2025-02-04" />);
  const year = screen.getByRole('combobox', { name: 'Year' });
  const years = within(year).getAllByRole('option');
  expect(years).toHaveLength(201);
  expect(years[0]).toHaveTextContent('1925');
  expect(years[200]).toHaveTextContent('2125');
  expect(year).toHaveValue('2025');
  const month = screen.getByRole('combobox', { name: 'Month' });
  expect(
    within(month)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ]);

  await user.selectOptions(year, '1990');
  expect(grid()).toHaveAccessibleName('February 1990');
  await user.selectOptions(month, 'October');
  expect(grid()).toHaveAccessibleName('October 1990');
  expect(cell('Thursday, October 4, 1990')).toBeInTheDocument();
});

it('opens on today, or on the nearest day it can reach when today is past a limit', () => {
  const { unmount } = render(<SingleCalendar />);
  expect(grid()).toHaveAccessibleName('June 2025');
  expect(day('Sunday, June 15, 2025')).toHaveAttribute('tabindex', '0');
  unmount();
  render(<SingleCalendar min="2025-01-01" max="2025-03-31" today="2026-11-21" />);
  expect(grid()).toHaveAccessibleName('March 2025');
  expect(day('Monday, March 31, 2025')).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2025');
  expect(
    within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option'),
  ).toHaveLength(1);
});

it('marks today', () => {
  render(<SingleCalendar defaultFocusedDay="2025-06-01" />);
  expect(day('Sunday, June 15, 2025')).toHaveAttribute('aria-current', 'date');
  expect(day('Monday, June 16, 2025')).not.toHaveAttribute('aria-current');
});

it('follows a value changed from outside to its month', async () => {
  const user = userEvent.setup();
  function WithReset() {
    const [value, setValue] = useState<string | null>('2025-02-04');
    return (
      <>
        <Calendar today={TODAY} value={value} onValueChange={setValue} />
        <button type="button" onClick={() => setValue('2024-11-20')}>
          Reset
        </button>
      </>
    );
  }
  render(<WithReset />);
  await user.click(day('Thursday, February 20, 2025'));
  expect(grid()).toHaveAccessibleName('February 2025');
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(grid()).toHaveAccessibleName('November 2024');
  expect(cell('Wednesday, November 20, 2024')).toHaveAttribute('aria-selected', 'true');
});

it('renders the same on the server and in hydration, then reads today from the clock', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 1, 10, 12));
  const ui = <Calendar value={null} onValueChange={() => {}} aria-label="Plain" />;
  const html = renderToString(ui);
  expect(html).not.toContain('role="grid"');
  expect(html).not.toContain('aria-current');
  expect(html).not.toContain('2025');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(within(container).getByRole('grid')).toHaveAccessibleName('February 2025');
  expect(
    within(container).getByRole('gridcell', { name: 'Monday, February 10, 2025' }),
  ).toHaveAttribute('aria-current', 'date');
  errors.mockRestore();
  container.remove();
});
