import { createEvents, type EventAttributes } from 'ics';
import { refold } from '../ics-folding.ts';
import type { Apartment } from './apartment-model.ts';

/**
 * An apartment's tour as an iCalendar file (RFC 5545), for "add to calendar": 45 minutes
 * from the tour's time, named "Tour: {name}", at its address, with its website and phone.
 *
 * NOTE: the tour's time is wall-clock time with no zone, so the event is in floating time
 * (`DTSTART:20260301T143000`, no `Z`): a calendar shows it at 14:30 wherever it is opened,
 * which is what a person who typed "14:30" means.
 */

export const TOUR_MINUTES = 45;

export interface TourCalendarOptions {
  /** When the file is made, as DTSTAMP. */
  now: Date;
  /** The UID's domain, so this tool's events never collide with others'. */
  domain?: string;
}

/** `YYYY-MM-DDTHH:mm` as the library's date array. */
function dateTimeParts(localTime: string): [number, number, number, number, number] {
  const [day = '', time = ''] = localTime.split('T');
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return [year!, month!, date!, hour!, minute!];
}

/**
 * The .ics text of the apartment's tour, or undefined when it has no tour time. The UID
 * comes from the apartment's id, so exporting again after moving the tour updates the event.
 */
export function tourCalendar(
  apartmentId: string,
  apartment: Pick<Apartment, 'name' | 'address' | 'website' | 'phone' | 'tourAt'>,
  { now, domain = 'apartment-tour-questions.tinies' }: TourCalendarOptions,
): string | undefined {
  if (apartment.tourAt === undefined) return undefined;
  const description = [
    ...(apartment.website ? [`Website: ${apartment.website}`] : []),
    ...(apartment.phone?.trim() ? [`Phone: ${apartment.phone.trim()}`] : []),
  ].join('\n');
  const address = apartment.address?.trim();
  // NOTE: the library reads `timestamp` (DTSTAMP, else now) but its types leave it out.
  const event: EventAttributes & { timestamp: number } = {
    uid: `${apartmentId}-tour@${domain}`,
    title: `Tour: ${apartment.name.trim()}`,
    start: dateTimeParts(apartment.tourAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: TOUR_MINUTES },
    timestamp: now.getTime(),
    ...(address ? { location: address } : {}),
    ...(description ? { description } : {}),
  };
  const { error, value } = createEvents([event], {
    productId: '-//Tinies//Apartment Tour Questions//EN',
  });
  if (error || value === null) throw error ?? new Error('The calendar could not be made');
  // NOTE: the library makes a local time through the device's Date, which moves a time in a
  // daylight-saving gap (02:30 becomes 03:30); written as UTC it is kept exact, and the `Z`
  // comes off to make it floating again.
  return refold(value.replace(/^DTSTART:(\d{8}T\d{6})Z\r$/m, 'DTSTART:$1\r'));
}
