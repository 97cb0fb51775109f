import { afterEach, describe, expect, it } from 'vitest';
import type { Reminder } from './car-model.ts';
import { refold } from '../ics-folding.ts';
import { remindersCalendar } from './reminders-ics.ts';
import type { DueItem, ReminderStatus } from './reminders.ts';

const NOW = '2025-01-01T00:00:00.000Z';
const car = {
  name: 'Citroën C3 “Daily” — the long-named family runabout',
  odometerUnit: 'mi' as const,
};

const item = (
  id: string,
  reminder: Partial<Reminder>,
  status: ReminderStatus,
): DueItem<typeof car> => ({
  id,
  vehicleId: 'a',
  vehicle: car,
  reminder: {
    vehicleId: 'a',
    type: 'oil-change',
    startDate: '2024-01-01',
    createdAt: NOW,
    updatedAt: NOW,
    ...reminder,
  },
  status,
});

/** Unfolds an iCalendar text into its content lines, checking the line ends on the way. */
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

/** The events of a calendar, each as its properties (name without parameters → value). */
function parseEvents(text: string): Map<string, string>[] {
  const events: Map<string, string>[] = [];
  let event: Map<string, string> | undefined;
  for (const line of contentLines(text)) {
    if (line === 'BEGIN:VEVENT') event = new Map();
    else if (line === 'END:VEVENT') {
      events.push(event!);
      event = undefined;
    } else if (event) {
      const colon = line.indexOf(':');
      event.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return events;
}

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('reminders as a calendar file', () => {
  const items = [
    item(
      'r1',
      { notes: 'Use 5W-30; ask about the wipers, too' },
      {
        state: 'later',
        dueDate: '2025-03-31',
        daysLeft: 21,
        dueOdometer: 45_000,
        distanceLeft: 1_000,
        projectedDate: '2025-03-12',
        expectedDate: '2025-03-12',
      },
    ),
    item(
      'r2',
      { type: 'registration' },
      { state: 'overdue', dueDate: '2024-12-31', daysLeft: -70, expectedDate: '2024-12-31' },
    ),
    item('r3', { type: 'custom', title: 'Fuel filter' }, { state: 'later', dueOdometer: 50_000 }),
  ];
  const make = () =>
    remindersCalendar(items, {
      today: '2025-03-10',
      now: new Date('2025-03-10T08:15:30Z'),
      locale: 'en-GB',
    });

  it('makes one all-day event per reminder with a day, named with the car', () => {
    const text = make();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(contentLines(text)).toContain('END:VCALENDAR');
    expect(contentLines(text).some((line) => line.startsWith('PRODID:'))).toBe(true);
    const events = parseEvents(text);
    expect(events).toHaveLength(2);
    const [oil, registration] = events;
    expect(oil!.get('UID')).toBe('r1@car-maintenance.tinies');
    expect(oil!.get('DTSTAMP')).toBe('20250310T081530Z');
    expect(oil!.get('DTSTART;VALUE=DATE')).toBe('20250312');
    expect(oil!.get('DTEND;VALUE=DATE')).toBe('20250313');
    expect(oil!.get('SUMMARY')).toBe(`Oil Change — ${car.name}`);
    expect(oil!.get('DESCRIPTION')).toContain(
      'due in 3 weeks or at 45\\,000 mi (expected around 12 Mar)',
    );
    expect(oil!.get('DESCRIPTION')).toContain('\\nUse 5W-30\\; ask about the wipers\\, too');
    expect(registration!.get('UID')).toBe('r2@car-maintenance.tinies');
    expect(registration!.get('DTSTART;VALUE=DATE')).toBe('20241231');
    expect(registration!.get('DTEND;VALUE=DATE')).toBe('20250101');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const text = make();
    const summary = text.split('\r\n').findIndex((line) => line.startsWith('SUMMARY:'));
    // The summary is over 75 octets: it continues on the next line, which starts with a space.
    expect(text.split('\r\n')[summary + 1]!.startsWith(' ')).toBe(true);
    expect(refold(`X:${'é'.repeat(80)}\r\n`)).toBe(
      // 2 + 36 × 2 = 74 octets, then a space and 37 × 2 = 75, then the rest.
      `X:${'é'.repeat(36)}\r\n ${'é'.repeat(37)}\r\n ${'é'.repeat(7)}\r\n`,
    );
  });

  it('puts the same days in the file in every time zone', () => {
    const files = new Set<string>();
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Berlin']) {
      process.env.TZ = zone;
      files.add(make());
    }
    expect(files.size).toBe(1);
  });

  it('makes an empty calendar from no reminders', () => {
    const text = remindersCalendar([], { today: '2025-03-10', now: new Date(NOW) });
    expect(parseEvents(text)).toEqual([]);
    expect(contentLines(text).at(-1)).toBe('END:VCALENDAR');
  });
});
