import { afterAll, describe, expect, it } from 'vitest';
import { formatCalendarDay } from './format-date.ts';

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

// Midnight UTC on 2025-02-04, seen from each zone, has this offset (minutes, as
// getTimezoneOffset reports it): proof that the zone really is in effect.
const ZONES: [zone: string, offset: number][] = [
  ['America/Los_Angeles', 480],
  ['Pacific/Honolulu', 600],
  ['UTC', 0],
  ['Asia/Tokyo', -540],
  ['Pacific/Kiritimati', -840],
];

describe.each(ZONES)('formatCalendarDay in %s', (zone, offset) => {
  it('prints the same calendar day as written', () => {
    process.env.TZ = zone;
    expect(new Date(Date.UTC(2025, 1, 4)).getTimezoneOffset()).toBe(offset);
    expect(formatCalendarDay('2025-02-04')).toBe('Feb 4, 2025');
    expect(formatCalendarDay('2025-10-17')).toBe('Oct 17, 2025');
    expect(formatCalendarDay('2024-12-31')).toBe('Dec 31, 2024');
    expect(formatCalendarDay('2025-01-01')).toBe('Jan 1, 2025');
  });
});

it('refuses text that is not a calendar day', () => {
  expect(() => formatCalendarDay('04/02/2025')).toThrow(RangeError);
});
