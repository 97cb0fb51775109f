const US_SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Formats a calendar day (`2025-02-04`) as "Feb 4, 2025". The day is read and
 * printed in UTC, so no local time zone can move it to the previous or next day.
 */
export function formatCalendarDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) throw new RangeError(`Not a calendar day: ${isoDay}`);
  const [, year, month, day] = match;
  return US_SHORT_DATE.format(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}
