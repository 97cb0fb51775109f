import { afterEach, describe, expect, it } from 'vitest';
import { tourCalendar } from './tour-ics.ts';

const now = new Date('2026-02-10T08:15:00Z');

/** Unfolds an iCalendar text into its content lines, checking line ends and lengths. */
function contentLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line break is CRLF: no bare LF or CR.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const physical of text.split('\r\n')) {
    expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
  }
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

/** The event's properties (name → value). */
function eventOf(text: string): Map<string, string> {
  const lines = contentLines(text);
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(start).toBeGreaterThan(0);
  return new Map(
    lines.slice(start + 1, end).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    }),
  );
}

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('a tour as a calendar file', () => {
  const apartment = {
    name: 'Elm Court, North; Unit \\3',
    address: '12 Elm St, Springfield; IL',
    website: 'https://elm.example.com/units?id=3',
    phone: '555-0100',
    tourAt: '2026-03-01T14:30',
  };

  it('is a 45-minute event at the tour’s local time, escaped and with CRLF line ends', () => {
    const text = tourCalendar('apt1', apartment, { now })!;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain('PRODID:-//Tinies//Apartment Tour Questions//EN\r\n');
    const event = eventOf(text);
    expect(event.get('UID')).toBe('apt1-tour@apartment-tour-questions.tinies');
    expect(event.get('DTSTAMP')).toBe('20260210T081500Z');
    expect(event.get('DTSTART')).toBe('20260301T143000');
    expect(event.get('DURATION')).toBe('PT45M');
    expect(event.get('SUMMARY')).toBe('Tour: Elm Court\\, North\\; Unit \\\\3');
    expect(event.get('LOCATION')).toBe('12 Elm St\\, Springfield\\; IL');
    expect(event.get('DESCRIPTION')).toBe(
      'Website: https://elm.example.com/units?id=3\\nPhone: 555-0100',
    );
  });

  it('keeps the wall-clock time whatever the device’s time zone', () => {
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']) {
      process.env.TZ = zone;
      const event = eventOf(tourCalendar('apt1', apartment, { now })!);
      expect(event.get('DTSTART'), zone).toBe('20260301T143000');
    }
    // 02:30 does not exist in New York that night; the tour keeps the time as typed.
    process.env.TZ = 'America/New_York';
    const gap = tourCalendar('apt1', { ...apartment, tourAt: '2026-03-08T02:30' }, { now })!;
    expect(eventOf(gap).get('DTSTART')).toBe('20260308T023000');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const name = 'Résidence “Les Érables” — ' + 'é'.repeat(60);
    const text = tourCalendar('apt1', { name, tourAt: '2026-03-01T09:05' }, { now })!;
    const physical = text.split('\r\n');
    const summary = physical.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(physical[summary + 1]?.startsWith(' ')).toBe(true);
    const event = eventOf(text);
    expect(event.get('SUMMARY')).toBe(`Tour: ${name}`);
    expect(event.get('DTSTART')).toBe('20260301T090500');
    expect(event.has('LOCATION')).toBe(false);
    expect(event.has('DESCRIPTION')).toBe(false);
  });

  it('gives no file when there is no tour time', () => {
    expect(tourCalendar('apt1', { name: 'Oak' }, { now })).toBeUndefined();
  });
});
