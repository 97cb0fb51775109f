import {
  addDays,
  addMonths,
  addYears,
  endOfMonth,
  endOfWeek,
  format,
  setMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/**
 * Pure date maths of the Calendar. A day is a calendar day written 'YYYY-MM-DD'; every
 * computation builds a local Date from its parts and prints it back in local time, so
 * no time zone can move a day (a string like '2025-02-04' parsed by `new Date()` is UTC
 * midnight, which is still Feb 3 in Los Angeles).
 */

export type CalendarView = 'month' | 'week' | 'day';

/** A range being chosen: first click sets `start`, the second `end`. */
export interface CalendarRange {
  start: string | null;
  end: string | null;
}

export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Six weeks: every month fits, and the grid never changes height between months. */
export const MONTH_GRID_DAYS = 42;
/** The year selector offers the current year minus and plus this many years. */
export const YEAR_SPAN = 100;

/** Weeks run Sunday to Saturday, whatever date-fns' default locale says. */
const SUNDAY_FIRST = { weekStartsOn: 0 } as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of `day`. Throws a RangeError for text that is not a real calendar day. */
export function parseDay(day: string): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // NOTE: setFullYear rather than the constructor, which maps years 0–99 to 1900–1999.
  const local = new Date(2000, 0, 1);
  local.setFullYear(year, month, date);
  if (local.getMonth() !== month || local.getDate() !== date) {
    throw new RangeError(`Not a calendar day: ${day}`);
  }
  return local;
}

export function toDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

export function isDay(text: string): boolean {
  try {
    parseDay(text);
    return true;
  } catch {
    return false;
  }
}

const mapDay = (day: string, change: (date: Date) => Date) => toDay(change(parseDay(day)));

export function addDaysTo(day: string, days: number): string {
  return mapDay(day, (date) => addDays(date, days));
}

/** Moves by whole months; the 31st becomes the last day of a shorter month. */
export function addMonthsTo(day: string, months: number): string {
  return mapDay(day, (date) => addMonths(date, months));
}

/** The same day in another month; the 31st becomes the last day of a shorter month. */
export function withMonth(day: string, monthIndex: number): string {
  return mapDay(day, (date) => setMonth(date, monthIndex));
}

export function withYear(day: string, year: number): string {
  // addYears, unlike setYear, turns Feb 29 into Feb 28 in a common year.
  return mapDay(day, (date) => addYears(date, year - date.getFullYear()));
}

/** The 42 days of the month grid: six weeks from the Sunday on or before the 1st. */
export function monthGrid(day: string): string[] {
  const first = startOfWeek(startOfMonth(parseDay(day)), SUNDAY_FIRST);
  return Array.from({ length: MONTH_GRID_DAYS }, (_, i) => toDay(addDays(first, i)));
}

/** Sunday to Saturday of the week holding `day`. */
export function weekOf(day: string): string[] {
  const first = startOfWeek(parseDay(day), SUNDAY_FIRST);
  return Array.from({ length: 7 }, (_, i) => toDay(addDays(first, i)));
}

/** The days a view shows around `day`. */
export function visibleDays(day: string, view: CalendarView): string[] {
  if (view === 'month') return monthGrid(day);
  if (view === 'week') return weekOf(day);
  return [day];
}

/** The first and last day of the period (month, week or day) holding `day`. */
export function periodBounds(day: string, view: CalendarView): [first: string, last: string] {
  if (view === 'month') {
    const date = parseDay(day);
    return [toDay(startOfMonth(date)), toDay(endOfMonth(date))];
  }
  if (view === 'week') {
    const date = parseDay(day);
    return [toDay(startOfWeek(date, SUNDAY_FIRST)), toDay(endOfWeek(date, SUNDAY_FIRST))];
  }
  return [day, day];
}

/** The previous (-1) or next (+1) period: a month, 7 days, or one day. */
export function shiftPeriod(day: string, view: CalendarView, direction: -1 | 1): string {
  if (view === 'month') return addMonthsTo(day, direction);
  return addDaysTo(day, view === 'week' ? 7 * direction : direction);
}

/**
 * Where a grid key moves the focused day: arrows by a day or a week, Home/End to the
 * start/end of the week, PageUp/PageDown by a month (by a year with Shift).
 * `null` for any other key.
 */
export function dayForKey(day: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDaysTo(day, -1);
    case 'ArrowRight':
      return addDaysTo(day, 1);
    case 'ArrowUp':
      return addDaysTo(day, -7);
    case 'ArrowDown':
      return addDaysTo(day, 7);
    case 'Home':
      return toDay(startOfWeek(parseDay(day), SUNDAY_FIRST));
    case 'End':
      return toDay(endOfWeek(parseDay(day), SUNDAY_FIRST));
    case 'PageUp':
      return shiftKey ? mapDay(day, (d) => addYears(d, -1)) : addMonthsTo(day, -1);
    case 'PageDown':
      return shiftKey ? mapDay(day, (d) => addYears(d, 1)) : addMonthsTo(day, 1);
    default:
      return null;
  }
}

/** The years the year selector offers: `currentYear` ± YEAR_SPAN. */
export function yearOptions(currentYear: number): number[] {
  return Array.from({ length: 2 * YEAR_SPAN + 1 }, (_, i) => currentYear - YEAR_SPAN + i);
}

/** The furthest days the calendar can reach: Jan 1 and Dec 31 of the year selector's ends. */
export function yearBounds(currentYear: number): [first: string, last: string] {
  const pad = (year: number) => String(year).padStart(4, '0');
  return [`${pad(currentYear - YEAR_SPAN)}-01-01`, `${pad(currentYear + YEAR_SPAN)}-12-31`];
}

// Days are zero-padded 'YYYY-MM-DD', so text order is date order.

/** Whether `day` falls before `min` or after `max`; such days cannot be selected. */
export function isOutsideLimits(day: string, min?: string, max?: string): boolean {
  return (min !== undefined && day < min) || (max !== undefined && day > max);
}

export function clampDay(day: string, first: string, last: string): string {
  if (day < first) return first;
  if (day > last) return last;
  return day;
}

/**
 * The range after a click: the first click sets the start; the second sets the end,
 * ordered so the start comes first; a click on a complete range starts a new one.
 */
export function nextRange(range: CalendarRange, day: string): CalendarRange {
  if (range.start === null || range.end !== null) return { start: day, end: null };
  return day < range.start ? { start: day, end: range.start } : { start: range.start, end: day };
}

export function isInRange(day: string, range: CalendarRange): boolean {
  if (range.start === null) return false;
  return day >= range.start && day <= (range.end ?? range.start);
}

/** How a day is read out: "Tuesday, February 4, 2025". */
export function dayLabel(day: string): string {
  return format(parseDay(day), 'EEEE, MMMM d, yyyy');
}

/** How a chosen day is shown in a field: "Feb 4, 2025". */
export function shortDayLabel(day: string): string {
  return format(parseDay(day), 'MMM d, yyyy');
}

export function monthName(monthIndex: number): string {
  return format(new Date(2000, monthIndex, 1), 'MMMM');
}

/** The name of the period a view shows: "February 2025", "Feb 2 – Feb 8, 2025", or a day. */
export function periodLabel(day: string, view: CalendarView): string {
  if (view === 'month') return format(parseDay(day), 'MMMM yyyy');
  if (view === 'day') return dayLabel(day);
  const [first, last] = periodBounds(day, 'week');
  const [a, b] = [parseDay(first), parseDay(last)];
  return a.getFullYear() === b.getFullYear()
    ? `${format(a, 'MMM d')} – ${format(b, 'MMM d, yyyy')}`
    : `${format(a, 'MMM d, yyyy')} – ${format(b, 'MMM d, yyyy')}`;
}
