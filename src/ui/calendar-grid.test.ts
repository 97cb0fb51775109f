import { afterAll, describe, expect, it } from 'vitest';
import {
  addDaysTo,
  addMonthsTo,
  clampDay,
  dayForKey,
  dayLabel,
  isDay,
  isInRange,
  isOutsideLimits,
  monthGrid,
  nextRange,
  parseDay,
  periodBounds,
  periodLabel,
  shiftPeriod,
  shortDayLabel,
  visibleDays,
  weekOf,
  WEEKDAY_LABELS,
  withMonth,
  withYear,
  yearBounds,
  yearOptions,
} from './calendar-grid.ts';

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

// Midnight UTC on 2025-02-04 seen from each zone has this offset (minutes, as
// getTimezoneOffset reports it): proof that the zone really is in effect.
const ZONES: [zone: string, offset: number][] = [
  ['America/Los_Angeles', 480],
  ['UTC', 0],
  ['Asia/Tokyo', -540],
  ['Pacific/Kiritimati', -840],
];

describe.each(ZONES)('in %s', (zone, offset) => {
  const inZone = () => {
    process.env.TZ = zone;
    expect(new Date(Date.UTC(2025, 1, 4)).getTimezoneOffset()).toBe(offset);
  };

  it('reads a day as that local day, never shifted through UTC', () => {
    inZone();
    const date = parseDay('2025-02-04');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2025, 1, 4, 0,
    ]);
    expect(dayLabel('2025-02-04')).toBe('Tuesday, February 4, 2025');
    expect(shortDayLabel('2025-02-04')).toBe('Feb 4, 2025');
    expect(dayLabel('2024-12-31')).toBe('Tuesday, December 31, 2024');
    expect(dayLabel('2025-01-01')).toBe('Wednesday, January 1, 2025');
  });

  it('builds the month grid from the Sunday before the 1st', () => {
    inZone();
    const grid = monthGrid('2025-02-04');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2025-01-26');
    expect(grid[6]).toBe('2025-02-01');
    expect(grid[41]).toBe('2025-03-08');
    // June 2025 starts on a Sunday: the grid starts on the 1st itself.
    expect(monthGrid('2025-06-30')[0]).toBe('2025-06-01');
    expect(new Set(grid).size).toBe(42);
  });

  it('counts days one by one across daylight-saving changes', () => {
    inZone();
    // The US clocks change on 2025-03-09 and 2025-11-02.
    expect(weekOf('2025-03-12')).toEqual([
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
    ]);
    expect(addDaysTo('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDaysTo('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDaysTo('2025-11-02', 1)).toBe('2025-11-03');
    expect(addDaysTo('2025-11-03', -1)).toBe('2025-11-02');
    expect(monthGrid('2025-11-15')[0]).toBe('2025-10-26');
    expect(monthGrid('2025-11-15')[41]).toBe('2025-12-06');
  });
});

it('refuses text that is not a calendar day', () => {
  expect(() => parseDay('04/02/2025')).toThrow(RangeError);
  expect(() => parseDay('2025-02-30')).toThrow(RangeError);
  expect(isDay('2024-02-29')).toBe(true);
  expect(isDay('2025-02-29')).toBe(false);
  expect(isDay('2025-2-4')).toBe(false);
});

it('labels the weekdays Sun through Sat', () => {
  expect(WEEKDAY_LABELS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
});

it('shows 42 days in month view, Sunday to Saturday in week view, one day in day view', () => {
  expect(visibleDays('2025-02-04', 'month')).toEqual(monthGrid('2025-02-04'));
  expect(visibleDays('2025-02-04', 'week')).toEqual([
    '2025-02-02',
    '2025-02-03',
    '2025-02-04',
    '2025-02-05',
    '2025-02-06',
    '2025-02-07',
    '2025-02-08',
  ]);
  expect(visibleDays('2025-02-04', 'day')).toEqual(['2025-02-04']);
});

it('moves a week by ±7 days, a month by calendar months, a day by one', () => {
  expect(shiftPeriod('2025-02-04', 'week', 1)).toBe('2025-02-11');
  expect(shiftPeriod('2025-02-04', 'week', -1)).toBe('2025-01-28');
  expect(shiftPeriod('2025-01-31', 'month', 1)).toBe('2025-02-28');
  expect(shiftPeriod('2025-03-31', 'month', -1)).toBe('2025-02-28');
  expect(shiftPeriod('2024-12-31', 'day', 1)).toBe('2025-01-01');
  expect(addMonthsTo('2024-02-29', 12)).toBe('2025-02-28');
});

it('gives the first and last day of each period', () => {
  expect(periodBounds('2025-02-04', 'month')).toEqual(['2025-02-01', '2025-02-28']);
  expect(periodBounds('2025-02-04', 'week')).toEqual(['2025-02-02', '2025-02-08']);
  expect(periodBounds('2025-02-04', 'day')).toEqual(['2025-02-04', '2025-02-04']);
});

it('names each period', () => {
  expect(periodLabel('2025-02-04', 'month')).toBe('February 2025');
  expect(periodLabel('2025-02-04', 'week')).toBe('Feb 2 – Feb 8, 2025');
  expect(periodLabel('2024-12-31', 'week')).toBe('Dec 29, 2024 – Jan 4, 2025');
  expect(periodLabel('2025-02-04', 'day')).toBe('Tuesday, February 4, 2025');
});

it('moves the focused day for each grid key', () => {
  const day = '2025-02-04'; // a Tuesday
  expect(dayForKey(day, 'ArrowLeft')).toBe('2025-02-03');
  expect(dayForKey(day, 'ArrowRight')).toBe('2025-02-05');
  expect(dayForKey(day, 'ArrowUp')).toBe('2025-01-28');
  expect(dayForKey(day, 'ArrowDown')).toBe('2025-02-11');
  expect(dayForKey(day, 'Home')).toBe('2025-02-02');
  expect(dayForKey(day, 'End')).toBe('2025-02-08');
  expect(dayForKey(day, 'PageUp')).toBe('2025-01-04');
  expect(dayForKey(day, 'PageDown')).toBe('2025-03-04');
  expect(dayForKey(day, 'PageUp', true)).toBe('2024-02-04');
  expect(dayForKey(day, 'PageDown', true)).toBe('2026-02-04');
  expect(dayForKey(day, 'Enter')).toBeNull();
  expect(dayForKey(day, 'a')).toBeNull();
});

it('sets the month or the year, keeping the day where it exists', () => {
  expect(withMonth('2025-01-31', 1)).toBe('2025-02-28');
  expect(withMonth('2025-02-04', 11)).toBe('2025-12-04');
  expect(withYear('2024-02-29', 2025)).toBe('2025-02-28');
  expect(withYear('2025-02-04', 1925)).toBe('1925-02-04');
});

it('offers the current year minus 100 to plus 100', () => {
  const years = yearOptions(2025);
  expect(years).toHaveLength(201);
  expect(years[0]).toBe(1925);
  expect(years[100]).toBe(2025);
  expect(years[200]).toBe(2125);
  expect(yearBounds(2025)).toEqual(['1925-01-01', '2125-12-31']);
});

it('marks days before the minimum or after the maximum as outside the limits', () => {
  expect(isOutsideLimits('2025-02-04', '2025-02-05', '2025-02-20')).toBe(true);
  expect(isOutsideLimits('2025-02-05', '2025-02-05', '2025-02-20')).toBe(false);
  expect(isOutsideLimits('2025-02-20', '2025-02-05', '2025-02-20')).toBe(false);
  expect(isOutsideLimits('2025-02-21', '2025-02-05', '2025-02-20')).toBe(true);
  expect(isOutsideLimits('1900-01-01')).toBe(false);
  expect(isOutsideLimits('2025-02-21', undefined, '2025-02-20')).toBe(true);
  expect(clampDay('2025-02-01', '2025-02-05', '2025-02-20')).toBe('2025-02-05');
  expect(clampDay('2025-03-01', '2025-02-05', '2025-02-20')).toBe('2025-02-20');
  expect(clampDay('2025-02-10', '2025-02-05', '2025-02-20')).toBe('2025-02-10');
});

it('builds a range: start, then end in order, then a new start', () => {
  const empty = { start: null, end: null };
  const started = nextRange(empty, '2025-02-12');
  expect(started).toEqual({ start: '2025-02-12', end: null });
  expect(nextRange(started, '2025-02-20')).toEqual({ start: '2025-02-12', end: '2025-02-20' });
  const backwards = nextRange(started, '2025-02-03');
  expect(backwards).toEqual({ start: '2025-02-03', end: '2025-02-12' });
  expect(nextRange(backwards, '2025-02-25')).toEqual({ start: '2025-02-25', end: null });
  expect(nextRange(started, '2025-02-12')).toEqual({ start: '2025-02-12', end: '2025-02-12' });
});

it('tells which days a range covers', () => {
  const range = { start: '2025-02-03', end: '2025-02-12' };
  expect(isInRange('2025-02-02', range)).toBe(false);
  expect(isInRange('2025-02-03', range)).toBe(true);
  expect(isInRange('2025-02-08', range)).toBe(true);
  expect(isInRange('2025-02-12', range)).toBe(true);
  expect(isInRange('2025-02-13', range)).toBe(false);
  expect(isInRange('2025-02-03', { start: '2025-02-03', end: null })).toBe(true);
  expect(isInRange('2025-02-04', { start: '2025-02-03', end: null })).toBe(false);
  expect(isInRange('2025-02-04', { start: null, end: null })).toBe(false);
});
