import { createEvents, type EventAttributes } from 'ics';
import { addDays, dayParts } from '../calendar-days.ts';
import type { Vehicle } from './car-maintenance-schema.ts';
import { describeDue, reminderTitle, type DueItem } from './reminders.ts';

/**
 * Reminders as an iCalendar file (RFC 5545): one all-day event per reminder on the day
 * it is due or expected, named with the car, so a calendar app shows it. Loaded only when
 * a person exports.
 */

/** Longest content line in octets, before the line break (RFC 5545 §3.1). */
const FOLD_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * Folds one unfolded line at 75 octets without splitting a character, each continuation
 * starting with a space (the library folds at 75 characters, too long for "ë" or "—").
 */
function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  let limit = FOLD_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
      limit = FOLD_OCTETS - 1;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** Unfolds `text`'s lines and folds them again by octets, with CRLF line ends. */
export function refold(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

export interface CalendarOptions {
  today: string;
  /** When the file is made, as DTSTAMP. */
  now: Date;
  locale?: string;
  /** The UID's domain, so events from this tool never collide with others'. */
  domain?: string;
}

/**
 * The .ics text of `items` (see `dueNext`): those with no day to go by are left out.
 * A reminder's UID stays the same between exports, so importing again updates events.
 */
export function remindersCalendar<V extends Pick<Vehicle, 'name' | 'odometerUnit'>>(
  items: readonly DueItem<V>[],
  options: CalendarOptions,
): string {
  const domain = options.domain ?? 'car-maintenance.tinies';
  // NOTE: the library reads `timestamp` (DTSTAMP, else now) but its types leave it out.
  const events: (EventAttributes & { timestamp: number })[] = [];
  for (const item of items) {
    const day = item.status.expectedDate;
    if (day === undefined) continue;
    const title = `${reminderTitle(item.reminder)} — ${item.vehicle.name.trim()}`;
    const words = describeDue(
      item.status,
      item.vehicle.odometerUnit,
      options.today,
      options.locale,
    );
    const description = [
      `${title}: ${words}.`,
      ...(item.reminder.notes ? [item.reminder.notes] : []),
    ].join('\n');
    events.push({
      uid: `${item.id}@${domain}`,
      title,
      description,
      start: dayParts(day),
      end: dayParts(addDays(day, 1)),
      timestamp: options.now.getTime(),
      categories: ['Car maintenance'],
      transp: 'TRANSPARENT',
    });
  }
  const { error, value } = createEvents(events, {
    productId: '-//Tinies//Car Maintenance Tracker//EN',
    calName: 'Car maintenance reminders',
  });
  if (error || value === null) throw error ?? new Error('The calendar could not be made');
  return refold(value);
}
