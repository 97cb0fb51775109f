import { afterEach, describe, expect, it } from 'vitest';
import { addDays, addMonths, dayOf, daysBetween } from './calendar-days.ts';

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
const originalZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalZone;
});

describe('calendar days', () => {
  it('adds months on the calendar, keeping the day or taking the month’s last', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-08-15', 6)).toBe('2026-02-15');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-01-15', -13)).toBe('2023-12-15');
  });

  it('counts and adds days across the clock changes in every time zone', () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      // United States (9 March 2025), Europe (30 March, 26 October), Lord Howe's half hour.
      expect(daysBetween('2025-03-08', '2025-03-10'), zone).toBe(2);
      expect(daysBetween('2025-03-29', '2025-03-31'), zone).toBe(2);
      expect(daysBetween('2025-10-25', '2025-10-27'), zone).toBe(2);
      expect(addDays('2025-03-09', 1), zone).toBe('2025-03-10');
      expect(addDays('2025-10-26', 1), zone).toBe('2025-10-27');
      expect(addDays('2025-04-06', -1), zone).toBe('2025-04-05');
      expect(addMonths('2025-03-30', 7), zone).toBe('2025-10-30');
      expect(daysBetween('2024-01-01', '2025-01-01'), zone).toBe(366);
    }
  });

  it('takes today as the day it is where the device is', () => {
    const instant = new Date('2025-03-09T06:30:00Z');
    process.env.TZ = 'America/Los_Angeles';
    expect(dayOf(instant)).toBe('2025-03-08');
    process.env.TZ = 'Europe/Berlin';
    expect(dayOf(instant)).toBe('2025-03-09');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(dayOf(instant)).toBe('2025-03-09');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => addDays('2025-3-9', 1)).toThrow(RangeError);
  });
});
