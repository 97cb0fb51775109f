import { NUMBER_PATTERN, RANGE_SEPARATOR, parseNumber } from './quantities.ts';

/**
 * Times as recipes write them: ISO 8601 durations from schema.org data ("PT1H30M"), free
 * text ("25-35 minutes", "1 hr 15 mins", "an hour") and the times inside a step ("Bake 25
 * minutes"), which cook mode turns into one-tap timers.
 */

/** A time in whole minutes, or a range of times ("25–35 min"). */
export interface MinuteRange {
  minutes: number;
  maxMinutes?: number;
}

/** A time written in a step, where it stands (`text.slice(start, end)`) and how long it is. */
export interface StepTimer {
  start: number;
  end: number;
  text: string;
  /** Seconds, because steps say "30 seconds" too; for a range, the shorter end. */
  seconds: number;
  maxSeconds?: number;
}

// NOTE: no bare "s" or "d": "the 1970s" and "3d" are not timers; "m" stays for "2h30m".
const TIME_UNITS = [
  { pattern: 'weeks?|wks?', seconds: 7 * 24 * 3600 },
  { pattern: 'days?', seconds: 24 * 3600 },
  { pattern: 'hours?|hrs?|h', seconds: 3600 },
  { pattern: 'minutes?|mins?|m', seconds: 60 },
  { pattern: 'seconds?|secs?', seconds: 1 },
].map((unit) => ({ ...unit, exact: new RegExp(`^(?:${unit.pattern})$`, 'i') }));
const MINUTE_RANK = 3;

const NUMBER = `(?:${NUMBER_PATTERN}|\\ban?\\b|\\bhalf(?:\\s+an?)?\\b)`;

/**
 * One number or range and its unit: "25", "1 to 2", "half an" before "hours", "2h30"
 * (minutes after a bare h) and "an hour and a half". A number may follow an h ("2h30m")
 * but no other letter or digit.
 */
const PIECE = new RegExp(
  `(?<![\\d.,/⁄]|[a-gi-z])(${NUMBER})(?:${RANGE_SEPARATOR}(${NUMBER}))?[\\s-]*` +
    `(${TIME_UNITS.map((unit) => unit.pattern).join('|')})(?![a-z])` +
    `(?:(?<=h)(\\d{1,2})(?![\\w.,/]))?(\\s+and\\s+a\\s+half\\b)?`,
  'gi',
);
/** What may stand between the parts of one time: "1 hour, 15 minutes", "1 h and 15 min". */
const JOINER = /^\s*(?:,|and|&|\+)?\s*$/i;
const RANGE_JOINER = new RegExp(`^${RANGE_SEPARATOR}$`, 'i');

/** Seconds, smallest and largest, of a stretch of text. */
interface Span {
  start: number;
  end: number;
  min: number;
  max: number;
  /** The smallest unit in it (0 weeks … 4 seconds): a following part must be smaller. */
  rank: number;
}

function numberValue(text: string): number | null {
  const word = text.toLowerCase().replace(/\s+/g, ' ');
  if (word === 'a' || word === 'an') return 1;
  return word.startsWith('half') ? 0.5 : parseNumber(word);
}

function readPieces(text: string): Span[] {
  return [...text.matchAll(PIECE)].flatMap((match) => {
    const [whole, low = '', high, unitWord = '', extraMinutes, andAHalf] = match;
    const rank = TIME_UNITS.findIndex((unit) => unit.exact.test(unitWord));
    const size = TIME_UNITS[rank]!.seconds;
    const a = numberValue(low);
    const b = high === undefined ? a : numberValue(high);
    if (a === null || b === null) return [];
    const extra = (andAHalf ? size / 2 : 0) + Number(extraMinutes ?? 0) * 60;
    const [min, max] = [Math.min(a, b) * size + extra, Math.max(a, b) * size + extra];
    const end = match.index + whole.length;
    return [{ start: match.index, end, min, max, rank: extraMinutes ? MINUTE_RANK : rank }];
  });
}

/**
 * The times in a text, each part joined to the one before when units get smaller ("1 hour
 * 20 minutes"), and two single times joined into a range ("45 minutes to 1 hour").
 * NOTE: "20 minutes, then 10 minutes" stays two times: the units do not get smaller.
 */
function readDurations(text: string): Span[] {
  const joined: Span[] = [];
  for (const piece of readPieces(text)) {
    const last = joined.at(-1);
    if (last && piece.rank > last.rank && JOINER.test(text.slice(last.end, piece.start))) {
      joined[joined.length - 1] = {
        ...piece,
        start: last.start,
        min: last.min + piece.min,
        max: last.max + piece.max,
      };
    } else joined.push(piece);
  }
  const ranged: Span[] = [];
  for (const span of joined) {
    const last = ranged.at(-1);
    const single = (time: Span) => time.min === time.max;
    if (
      last &&
      single(last) &&
      single(span) &&
      span.min > last.min &&
      RANGE_JOINER.test(text.slice(last.end, span.start))
    ) {
      ranged[ranged.length - 1] = { ...last, end: span.end, max: span.max };
    } else ranged.push(span);
  }
  return ranged.filter((span) => Number.isFinite(span.max));
}

/** Whole minutes, never rounding a real time down to nothing (20 s → 1 min). */
const toMinutes = (seconds: number) => (seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0);

function toRange(low: number, high = low): MinuteRange | null {
  if (!Number.isFinite(high)) return null;
  const minutes = toMinutes(low);
  const maxMinutes = toMinutes(high);
  return maxMinutes > minutes ? { minutes, maxMinutes } : { minutes };
}

const ISO_PART = String.raw`(\d+(?:[.,]\d+)?)`;
const ISO_DURATION = new RegExp(
  `^P(?!$)(?:${ISO_PART}Y)?(?:${ISO_PART}M)?(?:${ISO_PART}W)?(?:${ISO_PART}D)?` +
    `(?:T(?=\\d)(?:${ISO_PART}H)?(?:${ISO_PART}M)?(?:${ISO_PART}S)?)?$`,
  'i',
);
/** Seconds in each part of an ISO duration; a year is 365 days and a month 30. */
const ISO_SECONDS = [365 * 86400, 30 * 86400, 7 * 86400, 86400, 3600, 60, 1];

/**
 * An ISO 8601 duration ("PT1H30M", "P1DT2H", "PT0.5H", "P0Y0M0DT0H35M0.000S") in whole
 * minutes, or null when the text is not one ("PT", "1H", "-PT5M").
 */
export function parseIsoDuration(text: string): number | null {
  const match = ISO_DURATION.exec(text.trim());
  if (!match) return null;
  const seconds = match
    .slice(1)
    .reduce(
      (sum, part, index) =>
        part === undefined ? sum : sum + Number(part.replace(',', '.')) * ISO_SECONDS[index]!,
      0,
    );
  return toRange(seconds)?.minutes ?? null;
}

/**
 * A recipe time as sites write it: ISO 8601, a bare number of minutes ("45"), "1:30", or
 * the first time in free text ("25-35 minutes" → 25–35, "1 hr 15 mins", "1 1/2 hours",
 * "an hour", "2h30"). Null when there is none ("overnight", "").
 */
export function parseDuration(text: string): MinuteRange | null {
  const trimmed = text.trim();
  const iso = parseIsoDuration(trimmed);
  if (iso !== null) return { minutes: iso };
  if (/^\d+$/.test(trimmed)) return toRange(Number(trimmed) * 60);
  const clock = /^(\d+):([0-5]\d)$/.exec(trimmed);
  if (clock) return toRange((Number(clock[1]) * 60 + Number(clock[2])) * 60);
  const [first] = readDurations(trimmed);
  return first ? toRange(first.min, first.max) : null;
}

/**
 * One number of minutes for a stored recipe time. NOTE: a range counts as its upper end:
 * a plan that ends early beats one that runs late.
 */
export function durationMinutes(text: string): number | null {
  const range = parseDuration(text);
  return range && (range.maxMinutes ?? range.minutes);
}

/** The times written in a step, for one-tap timers. "350 degrees" and "2 cups" are none. */
export function findTimers(stepText: string): StepTimer[] {
  return readDurations(stepText)
    .filter((span) => span.max > 0)
    .map(({ start, end, min, max }) => ({
      start,
      end,
      text: stepText.slice(start, end),
      seconds: Math.round(min),
      ...(Math.round(max) > Math.round(min) && { maxSeconds: Math.round(max) }),
    }));
}

const DAY = 24 * 60;

function spell(total: number): string {
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / 60);
  const minutes = total % 60;
  const parts = [
    days > 0 && `${days} ${days === 1 ? 'day' : 'days'}`,
    hours > 0 && `${hours} h`,
    minutes > 0 && `${minutes} min`,
  ];
  return parts.filter(Boolean).join(' ') || '0 min';
}

const wholeMinutes = (minutes: number) =>
  Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;

/**
 * Minutes for people: "45 min", "1 h 15 min", "2 days 3 h"; a range as "25–35 min", "1–2 h"
 * or "45 min – 1 h 15 min". Odd input (negative, NaN) reads "0 min".
 */
export function formatMinutes(minutes: number, maxMinutes?: number): string {
  const low = wholeMinutes(minutes);
  const high = maxMinutes === undefined ? low : wholeMinutes(maxMinutes);
  if (high <= low) return spell(low);
  if (high < 60) return `${low}–${high} min`;
  if (low % 60 === 0 && high % 60 === 0 && high < DAY) return `${low / 60}–${high / 60} h`;
  return `${spell(low)} – ${spell(high)}`;
}
