/**
 * Reading one CSV cell as a person's spreadsheet wrote it: dates in the order their
 * country writes them, amounts with thousands separators and currency signs, yes/no.
 */

/** How a date's day, month and year are ordered when it is not ISO (`2025-03-09`). */
export const DATE_ORDERS = ['mdy', 'dmy', 'ymd'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
export const DATE_ORDER_LABELS: Readonly<Record<DateOrder, string>> = {
  mdy: 'Month/day/year (03/09/2025 is March 9)',
  dmy: 'Day/month/year (03/09/2025 is 3 September)',
  ymd: 'Year/month/day (2025/03/09)',
};

const pad = (value: number) => String(value).padStart(2, '0');

function validDay(year: number, month: number, day: number): string | null {
  if (year < 1886 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A two-digit year: 00–69 are 2000s, 70–99 the 1900s. */
const fullYear = (text: string) => {
  const year = Number(text);
  return text.length <= 2 ? (year < 70 ? 2000 + year : 1900 + year) : year;
};

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const PARTS = /^(\d{1,4})[/.\-\s](\d{1,2})[/.\-\s](\d{1,4})(?:[ T][\d:.]+(?:\s?[AP]M)?)?$/i;

/**
 * The calendar day `text` names (`YYYY-MM-DD`), or null. ISO dates (with or without a time)
 * are read as such; others by `order`, with `/`, `.`, `-` or a space between the parts.
 */
export function parseDay(text: string, order: DateOrder): string | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = PARTS.exec(value);
  if (!parts) return null;
  const [a, b, c] = [parts[1]!, parts[2]!, parts[3]!];
  if (a.length === 4) return validDay(Number(a), Number(b), Number(c));
  if (order === 'ymd') return null;
  const [month, day] = order === 'mdy' ? [Number(a), Number(b)] : [Number(b), Number(a)];
  return validDay(fullYear(c), month, day);
}

/**
 * The order the dates in a column are written in, from the values that tell (a first part
 * over 12 is a day): `fallback` when none tells.
 */
export function guessDateOrder(values: readonly string[], fallback: DateOrder = 'mdy'): DateOrder {
  let mdy = true;
  let dmy = true;
  let told = false;
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed === '' || ISO.test(trimmed)) continue;
    const parts = PARTS.exec(trimmed);
    if (!parts) continue;
    if (parts[1]!.length === 4) return 'ymd';
    if (parseDay(trimmed, 'mdy') === null) mdy = false;
    if (parseDay(trimmed, 'dmy') === null) dmy = false;
    if (Number(parts[1]) > 12 || Number(parts[2]) > 12) told = true;
  }
  if (told && mdy !== dmy) return mdy ? 'mdy' : 'dmy';
  return fallback;
}

/**
 * The number `text` writes, or null: `1,234.56`, `1.234,56`, `1 234,56`, `$12.50`, `12,50 €`,
 * `(12.00)` (negative). With both `.` and `,` the last one is the decimal point; with only
 * commas, a single comma followed by other than three digits is a decimal comma.
 */
export function parseAmount(text: string): number | null {
  let value = text.trim();
  if (value === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  // Currency signs and codes, spaces of every kind (thousands separators in many locales).
  value = value.replace(/[\p{Sc}\s'’]|[A-Za-z]{3}$|^[A-Za-z]{3}/gu, '');
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith('+')) value = value.slice(1);
  if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return null;
  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const [whole, fraction, extra] = value.split(decimal);
    if (extra !== undefined || fraction === undefined || fraction.includes(thousands)) return null;
    if (!groupedProperly(whole!, thousands)) return null;
    normal = `${whole!.replaceAll(thousands, '')}.${fraction}`;
  } else if (lastComma >= 0) {
    const groups = value.split(',');
    if (groups.length === 2 && groups[1]!.length !== 3) normal = groups.join('.');
    else if (groupedProperly(value, ',')) normal = groups.join('');
    else return null;
  } else if (lastDot >= 0) {
    const groups = value.split('.');
    if (groups.length === 2) normal = value;
    else if (groupedProperly(value, '.')) normal = groups.join('');
    else return null;
  } else normal = value;
  const number = Number(normal);
  if (!Number.isFinite(number)) return null;
  return negative ? -number : number;
}

/** Whether `whole` groups its digits by three after the first group (`1,234,567`). */
function groupedProperly(whole: string, separator: string): boolean {
  const groups = whole.split(separator);
  return (
    (groups[0]!.length >= 1 &&
      groups[0]!.length <= 3 &&
      groups.slice(1).every((group) => /^\d{3}$/.test(group))) ||
    groups.length === 1
  );
}

const YES = new Set(['yes', 'y', 'true', 't', '1', 'x', 'on', 'ja', 'oui', 'si', 'sí']);
const NO = new Set(['no', 'n', 'false', 'f', '0', 'off', 'nein', 'non']);

/** `true` for yes/true/1, `false` for no/false/0, undefined when blank, null when neither. */
export function parseYesNo(text: string): boolean | undefined | null {
  const value = text.trim().toLowerCase();
  if (value === '') return undefined;
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}
