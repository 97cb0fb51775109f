import { createEvents, type EventAttributes } from 'ics';
import { addDays, dayParts } from '../calendar-days.ts';
import { refold } from '../ics-folding.ts';
import type { Vehicle } from './car-model.ts';
import { describeDue, reminderTitle, type DueItem } from './reminders.ts';

/**
 * Reminders as an iCalendar file (RFC 5545): one all-day event per reminder on the day
 * it is due or expected, named with the car, so a calendar app shows it. Loaded only when
 * a person exports.
 */

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
