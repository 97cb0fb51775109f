import type { Ingredient } from './recipe-model.ts';
import { findUnit, isMetricUnit, nearestFraction } from './units.ts';

/**
 * Amounts as cooks write them: reading "1½", "1-1/2", "2–3" and "two", scaling them with
 * the servings, and showing them again as kitchen fractions.
 */

/** An amount, or a range of amounts ("2–3"). */
export interface Quantity {
  quantity: number;
  quantityMax?: number;
}

const VULGAR: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

const WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const WORD = String.raw`\b(?:${WORDS.join('|')})\b`;

/**
 * One number as a regular expression source (no capturing groups, for the `i` flag):
 * "1 1/2", "1-1/2", "1 and 1/2", "1/2", "1½", "½", "1 and a half", "1.5", "1,5", "two".
 */
export const NUMBER_PATTERN = `(?:${[
  String.raw`\d+(?:\s+and\s+|[\s-]+)\d+\s*[/⁄]\s*\d+`,
  String.raw`\d+\s*[/⁄]\s*\d+`,
  String.raw`(?:\d+\s*)?[${Object.keys(VULGAR).join('')}]`,
  String.raw`(?:\d+|${WORD})\s+and\s+a\s+half\b`,
  String.raw`\d+(?:[.,]\d+)?|\.\d+`,
  WORD,
].join('|')})`;

/** What joins the ends of a range: "1-2", "1–2", "1 to 2", "1 or 2". */
export const RANGE_SEPARATOR = String.raw`\s*(?:[-–—]|\bto\b|\bor\b)\s*`;

const QUANTITY_PATTERN = `(${NUMBER_PATTERN})(?:${RANGE_SEPARATOR}(${NUMBER_PATTERN}))?`;

/**
 * The value of one number as `NUMBER_PATTERN` reads it, or null. NOTE: a comma before
 * exactly three digits separates thousands ("1,000"); before one or two it is a decimal
 * comma ("1,5").
 */
export function parseNumber(text: string): number | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const half = /^(\d+|[a-z]+) and a half$/.exec(t);
  if (half) {
    const whole = parseNumber(half[1]!);
    return whole === null ? null : whole + 0.5;
  }
  const fraction = /^(?:(\d+)(?: and |[ -]+))?(\d+) ?[/⁄] ?(\d+)$/.exec(t);
  if (fraction) {
    const [, whole = '0', top, bottom] = fraction;
    return Number(bottom) > 0 ? Number(whole) + Number(top) / Number(bottom) : null;
  }
  const vulgar = /^(\d*) ?(\D)$/.exec(t);
  const part = vulgar ? VULGAR[vulgar[2]!] : undefined;
  if (part !== undefined) return Number(vulgar![1]) + part;
  if (/^\d+,\d{3}$/.test(t)) return Number(t.replace(',', ''));
  if (/^(?:\d+(?:[.,]\d+)?|\.\d+)$/.test(t)) return Number(t.replace(',', '.'));
  const word = WORDS.indexOf(t);
  return word >= 0 ? word + 1 : null;
}

/** The largest amount a recipe stores (as the schema says). */
const MAX_AMOUNT = 1_000_000;

/** Two read numbers as a Quantity: positive, the range in order, a zero-width range dropped. */
function toQuantity(low: string, high: string | undefined): Quantity | null {
  const values: number[] = [];
  for (const text of high === undefined ? [low] : [low, high]) {
    const value = parseNumber(text);
    if (value === null || !(value > 0) || value > MAX_AMOUNT) return null;
    values.push(value);
  }
  const [quantity, quantityMax] = [Math.min(...values), Math.max(...values)];
  return quantityMax > quantity ? { quantity, quantityMax } : { quantity };
}

const WHOLE_QUANTITY = new RegExp(`^${QUANTITY_PATTERN}$`, 'i');

/**
 * An amount written on its own ("1½", "1,5", "2–3", "1 to 2", "two"), or null when the text
 * is no amount ("a pinch", "", "0"). A range written backwards ("3-2") is put in order.
 */
export function parseQuantity(text: string): Quantity | null {
  const match = WHOLE_QUANTITY.exec(text.trim());
  return match ? toQuantity(match[1]!, match[2]) : null;
}

/** `item` with its amounts multiplied by `factor`; an unusable factor changes nothing. */
export function scaleQuantity<T extends Partial<Quantity>>(item: T, factor: number): T {
  if (!(factor > 0) || !Number.isFinite(factor)) return item;
  const scaled = { ...item };
  if (item.quantity !== undefined) scaled.quantity = item.quantity * factor;
  if (item.quantityMax !== undefined) scaled.quantityMax = item.quantityMax * factor;
  return scaled;
}

/**
 * Below 10, an amount within 0.02 of a fraction with one of these denominators is shown as
 * that fraction (⅙ from halving ⅓, ⅕ from a fifth of 1).
 */
const EXACT_DENOMINATORS = [2, 3, 4, 5, 6, 8];

/** ½, ⅓… for a fraction between 0 and 1 that floating point may have put a hair off. */
const glyphOf = (fraction: number) =>
  Object.entries(VULGAR).find(([, value]) => Math.abs(value - fraction) < 1e-9)?.[0] ?? '';

function kitchenFraction(n: number): string {
  if (n >= 100) return String(Math.round(n));
  if (n < 0.1) return String(Number(n.toPrecision(1)));
  const exact =
    n < 10
      ? EXACT_DENOMINATORS.find((d) => Math.abs(n * d - Math.round(n * d)) < 0.02 * d)
      : undefined;
  const rounded =
    exact === undefined
      ? nearestFraction(n, n < 10 ? [3, 8] : [3, 4])
      : Math.round(n * exact) / exact;
  const whole = Math.floor(rounded + 1e-9);
  const glyph = glyphOf(rounded - whole);
  return whole === 0 ? glyph : `${whole}${glyph}`;
}

/** Metric amounts keep decimals: whole numbers from 10, two significant digits below. */
const decimal = (n: number) => String(n >= 10 ? Math.round(n) : Number(n.toPrecision(2)));

/**
 * An amount as a cook reads it: kitchen fractions ("1¼", "⅓", 2.999 → "3"), whole numbers
 * from 100 ("1235"), decimals for metric units ("1.5" kg) and tiny amounts ("0.04"), and
 * ranges as "2–3". Nothing sensible to show (NaN, 0 or less) gives "0" or "".
 */
export function formatQuantity(amount: number | Quantity, unit?: string): string {
  const { quantity, quantityMax } = typeof amount === 'number' ? { quantity: amount } : amount;
  const one = (n: number) => {
    if (!Number.isFinite(n)) return '';
    if (n <= 0) return '0';
    return isMetricUnit(unit) ? decimal(n) : kitchenFraction(n);
  };
  const low = one(quantity);
  const high = quantityMax === undefined ? low : one(quantityMax);
  return high === low ? low : `${low}–${high}`;
}

const LEADING_QUANTITY = new RegExp(`^${QUANTITY_PATTERN}(?!\\s*%)\\s*`, 'i');
const TRAILING_NOTE = /\s+(to taste|as needed|for garnish|for serving|optional)$/i;

/** A unit at the start of `text` (one or two words, "fl oz"), and the text after it. */
function readUnit(text: string): { unit: string; rest: string } | undefined {
  const words = text.split(' ');
  for (const length of [2, 1]) {
    const unit = findUnit(words.slice(0, length).join(' '));
    const rest = words.slice(length).join(' ');
    if (words.length > length && unit) return { unit: unit.key, rest };
  }
  return undefined;
}

/** What may join two measures of one amount: "1 cup + 2 tbsp", "1 lb 4 oz", "2 tbsp plus 1 tsp". */
const SECOND_MEASURE = new RegExp(`^(?:(?:\\+|plus|and)\\s*)?(${NUMBER_PATTERN})\\s*(?!%)`, 'i');

/**
 * "1 cup + 2 tbsp sugar": the second measure, when it is of the same kind (volume, mass),
 * added into the first unit (1⅛ cup), so the whole amount scales and converts. Undefined
 * when `rest` starts with no such measure.
 */
function addSecondMeasure(amount: number, unitKey: string, rest: string) {
  const first = findUnit(unitKey);
  const match = SECOND_MEASURE.exec(rest);
  if (!first?.base || !match) return undefined;
  const value = parseNumber(match[1]!);
  const second = readUnit(rest.slice(match[0].length));
  const definition = second && findUnit(second.unit);
  if (!second || value === null || !(value > 0)) return undefined;
  if (!definition?.base || definition.kind !== first.kind) return undefined;
  return { quantity: amount + (value * definition.base) / first.base, rest: second.rest };
}

/** "Juice of 1 lemon", "zest and juice of 2 limes": a part of something counted inside the line. */
const PART_OF = new RegExp(`^([a-z]+(?: [a-z]+){0,2}) of (?=${NUMBER_PATTERN}\\s)(.+)$`, 'i');

/**
 * One ingredient line as the importer and the quick-add field read it: "2–3 cloves garlic,
 * minced" → 2–3 `clove` "garlic", note "minced". Parenthesised text and what follows the
 * first comma become the note; "a"/"an" counts as 1 only before a unit ("a pinch of salt").
 * A line with nothing but an amount keeps its whole text as the name.
 */
export function parseIngredientLine(line: string): Ingredient {
  const text = line
    .replace(/(\S)\+(\S)/g, '$1 + $2')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-–•*▪▢□]\s*/, '');
  const notes: string[] = [];
  let rest = text
    .replace(/\(([^()]*)\)/g, (_, inner: string) => {
      if (inner.trim()) notes.push(inner.trim());
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();

  let amount: Quantity | null = null;
  const leading = LEADING_QUANTITY.exec(rest);
  if (leading) amount = toQuantity(leading[1]!, leading[2]);
  if (amount && leading) rest = rest.slice(leading[0].length);
  const article = amount ? null : /^an? (.*)$/i.exec(rest);
  const unit = readUnit(article ? article[1]! : rest);
  if (unit) {
    amount ??= { quantity: 1 };
    rest = unit.rest;
    const compound =
      amount.quantityMax === undefined && addSecondMeasure(amount.quantity, unit.unit, rest);
    if (compound) {
      amount = { quantity: compound.quantity };
      rest = compound.rest;
    }
    rest = rest.replace(/^of /i, '');
  }
  const part = amount ? null : PART_OF.exec(rest);
  if (part) {
    // The amount is of the whole thing ("1 lemon"), so it scales; the part becomes a note.
    const inner = parseIngredientLine(part[2]!);
    if (inner.quantity !== undefined) {
      const partNote = `${part[1]!.toLowerCase()} only`;
      const note = [...notes, partNote, ...(inner.note ? [inner.note] : [])].join(', ');
      return { ...inner, note };
    }
  }

  const comma = rest.indexOf(',');
  let name = (comma >= 0 ? rest.slice(0, comma) : rest).trim();
  if (comma >= 0 && rest.slice(comma + 1).trim()) notes.push(rest.slice(comma + 1).trim());
  const trailing = TRAILING_NOTE.exec(name);
  if (trailing) {
    name = name.slice(0, trailing.index);
    notes.push(trailing[1]!);
  }
  if (!name) return { kind: 'ingredient', name: text };
  return {
    kind: 'ingredient',
    ...amount,
    ...(unit && { unit: unit.unit }),
    name,
    ...(notes.length > 0 && { note: notes.join(', ') }),
  };
}
