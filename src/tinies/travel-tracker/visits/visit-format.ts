import { utcDate } from '@/shared/calendar-days.ts';
import type { Visit } from '@/shared/travel-tracker/travel-model.ts';

/**
 * Visits as the screens show them: their days in the person's language, in order.
 */

const DAY = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day, "12 Mar 2024" (as the person's language writes it). */
export function formatDay(day: string): string {
  return DAY.format(utcDate(day));
}

/** "12 Mar 2024", or "12 Mar 2024 – 15 Mar 2024" for a stay of more than a day. */
export function visitDates(visit: Pick<Visit, 'from' | 'to'>): string {
  if (!visit.to || visit.to === visit.from) return formatDay(visit.from);
  return DAY.formatRange(utcDate(visit.from), utcDate(visit.to));
}
