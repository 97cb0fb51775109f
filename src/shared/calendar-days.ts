/**
 * Arithmetic on calendar days (`YYYY-MM-DD`). A due date is a day on the calendar, not an
 * instant: it must not move when the device changes time zone or the clocks change, so
 * everything here counts in UTC days and never reads the local zone, except `dayOf`,
 * which asks what day it is here.
 */

const DAY_MS = 86_400_000;

/** Whether `text` is a real calendar day, `YYYY-MM-DD`, in `earliestYear` or later. */
export function isCalendarDay(text: string, earliestYear = 1): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= earliestYear &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

function parts(day: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function fromUtc(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Days since 1970-01-01 of `day`. */
export function dayNumber(day: string): number {
  const [year, month, date] = parts(day);
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return fromUtc((dayNumber(day) + Math.round(count)) * DAY_MS);
}

/**
 * The same day of the month `count` months later, or the month's last day when it has no
 * such day: 31 January + 1 month is 28 (or 29) February.
 */
export function addMonths(day: string, count: number): string {
  const [year, month, date] = parts(day);
  const target = year * 12 + (month - 1) + count;
  const targetYear = Math.floor(target / 12);
  const targetMonth = target - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(targetYear, targetMonth, Math.min(date, lastDay)));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The calendar day `instant` falls on where the device is (today: `dayOf(new Date())`). */
export function dayOf(instant: Date): string {
  return `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** `day` as the year, month (1–12) and day of the month. */
export function dayParts(day: string): [number, number, number] {
  return parts(day);
}

/** `day` as a Date at midnight UTC, for formatting with `timeZone: 'UTC'`. */
export function utcDate(day: string): Date {
  return new Date(dayNumber(day) * DAY_MS);
}
