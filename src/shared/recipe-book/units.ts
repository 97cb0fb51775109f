/**
 * The units the Recipe Book understands, and conversion between metric and US kitchen
 * units. Plain data and arithmetic, so the browser (recipe view) and the server (importer)
 * share it.
 */

export type UnitKind = 'mass' | 'volume' | 'count';
export type UnitSystem = 'metric' | 'us';

export interface UnitDefinition {
  /** What an ingredient stores in `unit`. */
  key: string;
  kind: UnitKind;
  /** Mass and volume units only: which system the unit belongs to. */
  system?: UnitSystem;
  /** Mass and volume units only: grams or millilitres in one unit. */
  base?: number;
  singular: string;
  plural: string;
  /** Other spellings, matched without regard to case (except `t` and `T`). */
  aliases: readonly string[];
}

const unit = (
  key: string,
  kind: UnitKind,
  plural: string,
  aliases: string[],
  system?: UnitSystem,
  base?: number,
): UnitDefinition => ({ key, kind, system, base, singular: key, plural, aliases });

const metric = (key: string, kind: UnitKind, base: number, aliases: string[]) =>
  unit(key, kind, key, aliases, 'metric', base);
const us = (key: string, kind: UnitKind, plural: string, base: number, aliases: string[]) =>
  unit(key, kind, plural, aliases, 'us', base);
const count = (key: string, plural: string, aliases: string[] = []) =>
  unit(key, 'count', plural, [plural, ...aliases]);

// NOTE: US customary measures (the US pint is 473 ml, not the imperial 568 ml).
export const UNITS: readonly UnitDefinition[] = [
  metric('g', 'mass', 1, ['gr', 'gram', 'grams', 'gramme', 'grammes']),
  metric('kg', 'mass', 1000, ['kgs', 'kilo', 'kilos', 'kilogram', 'kilograms']),
  us('oz', 'mass', 'oz', 28.349523125, ['ounce', 'ounces']),
  us('lb', 'mass', 'lb', 453.59237, ['lbs', 'pound', 'pounds']),
  metric('ml', 'volume', 1, ['millilitre', 'millilitres', 'milliliter', 'milliliters']),
  metric('cl', 'volume', 10, ['centilitre', 'centilitres', 'centiliter', 'centiliters']),
  metric('dl', 'volume', 100, ['decilitre', 'decilitres', 'deciliter', 'deciliters']),
  metric('l', 'volume', 1000, ['ltr', 'litre', 'litres', 'liter', 'liters']),
  us('tsp', 'volume', 'tsp', 4.92892159375, ['t', 'tsps', 'teaspoon', 'teaspoons']),
  us('tbsp', 'volume', 'tbsp', 14.78676478125, [
    'T',
    'tbs',
    'tbl',
    'tbsps',
    'tablespoon',
    'tablespoons',
  ]),
  us('fl oz', 'volume', 'fl oz', 29.5735295625, ['floz', 'fluid ounce', 'fluid ounces']),
  us('cup', 'volume', 'cups', 236.5882365, ['c']),
  us('pint', 'volume', 'pints', 473.176473, ['pt']),
  us('quart', 'volume', 'quarts', 946.352946, ['qt']),
  us('gallon', 'volume', 'gallons', 3785.411784, ['gal']),
  count('pinch', 'pinches'),
  count('dash', 'dashes'),
  count('drop', 'drops'),
  count('clove', 'cloves'),
  count('can', 'cans', ['tin', 'tins']),
  count('jar', 'jars'),
  count('package', 'packages', ['pack', 'packs', 'packet', 'packets', 'pkg']),
  count('slice', 'slices'),
  count('piece', 'pieces', ['pc', 'pcs']),
  count('bunch', 'bunches'),
  count('sprig', 'sprigs'),
  count('handful', 'handfuls'),
  count('stick', 'sticks'),
  count('head', 'heads'),
];

/** `t` is a teaspoon and `T` a tablespoon: the only spellings where case matters. */
const CASE_SENSITIVE = new Set(['t', 'T']);

const byAlias = new Map<string, UnitDefinition>();
for (const definition of UNITS) {
  for (const alias of [definition.key, definition.plural, ...definition.aliases]) {
    byAlias.set(CASE_SENSITIVE.has(alias) ? alias : alias.toLowerCase(), definition);
  }
}

/** The unit a word names ("Tbsp.", "grams", "fl. oz"), or undefined. */
export function findUnit(text: string): UnitDefinition | undefined {
  const word = text.replace(/\./g, '').replace(/\s+/g, ' ').trim();
  return CASE_SENSITIVE.has(word) ? byAlias.get(word) : byAlias.get(word.toLowerCase());
}

/** How a unit is written after an amount: "cup" or "cups"; a unit we do not know, as is. */
export function unitLabel(key: string, quantity?: number, quantityMax?: number): string {
  const definition = findUnit(key);
  if (!definition) return key;
  return Math.max(quantity ?? 0, quantityMax ?? 0) > 1 ? definition.plural : definition.singular;
}

/** True for units shown with decimals (g, kg, ml, l); the rest get kitchen fractions. */
export const isMetricUnit = (key: string | undefined) =>
  key !== undefined && findUnit(key)?.system === 'metric';

/**
 * The multiple of 1/d nearest to `value`, over the denominators given (the first wins a
 * tie): `nearestFraction(0.34, [3, 4])` → 1/3.
 */
export function nearestFraction(value: number, denominators: readonly number[]): number {
  let best = Math.round(value);
  for (const d of denominators) {
    const candidate = Math.round(value * d) / d;
    if (Math.abs(candidate - value) < Math.abs(best - value) - 1e-9) best = candidate;
  }
  return best;
}

/** Something with an amount: an ingredient line, or just its amount. */
export interface Amount {
  quantity?: number;
  quantityMax?: number;
  unit?: string;
}

interface Target {
  key: string;
  /** Pick this unit when the amount (in g or ml) is at least this much. */
  from: number;
  round: (value: number) => number;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const byFraction = (denominators: number[]) => (value: number) =>
  nearestFraction(value, denominators);

/** Kitchen precision for grams and millilitres: nobody weighs 473 g. */
function roundSmallMetric(value: number): number {
  if (value < 1) return Number(value.toPrecision(1));
  if (value < 10) return roundTo(value, 0.5);
  return value < 50 ? Math.round(value) : roundTo(value, 5);
}

const sizeOf = (key: string) => findUnit(key)?.base ?? 0;
const roundLargeMetric = (value: number) => Number(roundTo(value, 0.05).toFixed(2));

/**
 * Target units, largest first. NOTE: a unit is chosen a little before its size (0.95×) so
 * that 57 ml reads "¼ cup" rather than "4 tbsp"; US amounts are rounded to what measuring
 * spoons and cups hold (eighths of a teaspoon, half tablespoons, quarter and third cups).
 */
const TARGETS: Readonly<Record<UnitSystem, Record<'mass' | 'volume', Target[]>>> = {
  metric: {
    mass: [
      { key: 'kg', from: 997.5, round: roundLargeMetric },
      { key: 'g', from: 0, round: roundSmallMetric },
    ],
    volume: [
      { key: 'l', from: 997.5, round: roundLargeMetric },
      { key: 'ml', from: 0, round: roundSmallMetric },
    ],
  },
  us: {
    mass: [
      { key: 'lb', from: sizeOf('lb') * 0.95, round: byFraction([4]) },
      { key: 'oz', from: 0, round: (oz) => nearestFraction(oz, oz < 4 ? [4] : [2]) },
    ],
    volume: [
      { key: 'gallon', from: sizeOf('gallon') * 0.95, round: byFraction([4]) },
      { key: 'cup', from: sizeOf('cup') * 0.25 * 0.95, round: byFraction([3, 4]) },
      { key: 'tbsp', from: sizeOf('tbsp') * 0.95, round: byFraction([2]) },
      { key: 'tsp', from: 0, round: byFraction([8]) },
    ],
  },
};

/**
 * The amount in the other system's units, rounded as a cook would measure it
 * ("2 cups" → 475 ml, "500 g" → 1 lb, "5 ml" → 1 tsp). The target unit follows the
 * smaller end of a range, so both ends share it. Count units, unknown units, amounts
 * already in `system` and amounts without a quantity come back unchanged.
 */
export function convert<T extends Amount>(amount: T, system: UnitSystem): T {
  const from = amount.unit === undefined ? undefined : findUnit(amount.unit);
  const { quantity, quantityMax } = amount;
  if (!from?.base || from.kind === 'count' || from.system === system) return amount;
  if (quantity === undefined || !(quantity > 0) || !Number.isFinite(quantity)) return amount;
  const fromBase = from.base;
  const targets = TARGETS[system][from.kind];
  const target = targets.find((candidate) => quantity * fromBase >= candidate.from)!;
  const inTarget = (value: number) => {
    const exact = (value * fromBase) / sizeOf(target.key);
    const rounded = target.round(exact);
    // NOTE: a pinch-sized amount can round to 0: keep it exact rather than lose it.
    return rounded > 0 ? rounded : exact;
  };
  const converted: T = { ...amount, quantity: inTarget(quantity), unit: target.key };
  delete converted.quantityMax;
  if (quantityMax === undefined) return converted;
  const max = inTarget(quantityMax);
  return max > converted.quantity! ? { ...converted, quantityMax: max } : converted;
}

const DEGREE = String.raw`\s?(?:[°º˚]\s?|deg(?:rees?)?\.?\s)`;
const TEMPERATURE = new RegExp(
  String.raw`(?<![\w.,])(\d{2,3})(?:\s*(?:-|–|to)\s*(\d{2,3}))?(${DEGREE})?\s?(c|f|celsius|fahrenheit|centigrade)\b`,
  'gi',
);

/** Oven temperatures round as ovens are marked (25 °F, 10 °C); lower ones stay exact. */
const toCelsius = (f: number) => {
  const c = ((f - 32) * 5) / 9;
  return c >= 120 ? roundTo(c, 10) : Math.round(c);
};
const toFahrenheit = (c: number) => {
  const f = (c * 9) / 5 + 32;
  return f >= 250 ? roundTo(f, 25) : Math.round(f);
};

interface Temperature {
  start: number;
  end: number;
  scale: 'C' | 'F';
  values: number[];
}

function readTemperature(match: RegExpExecArray): Temperature | undefined {
  const [whole, low, high, degree, scaleWord = ''] = match;
  // NOTE: without a degree sign only a capital C or F counts ("350F"), not "20 c sugar".
  if (!degree && scaleWord.length === 1 && scaleWord === scaleWord.toLowerCase()) return;
  return {
    start: match.index,
    end: match.index + whole.length,
    scale: scaleWord[0]!.toUpperCase() === 'F' ? 'F' : 'C',
    values: [low, high].filter((value) => value !== undefined).map(Number),
  };
}

/**
 * Step text with its temperatures in the system's scale ("Bake at 350°F" → "Bake at
 * 180°C"). Text that already gives a temperature in that scale ("200°C / 400°F") is left
 * as written, so a bilingual step is not said twice.
 */
export function convertTemperaturesInText(text: string, system: UnitSystem): string {
  const target = system === 'metric' ? 'C' : 'F';
  const found = [...text.matchAll(TEMPERATURE)].flatMap((match) => readTemperature(match) ?? []);
  if (found.length === 0 || found.some((temperature) => temperature.scale === target)) {
    return text;
  }
  const change = target === 'C' ? toCelsius : toFahrenheit;
  let result = '';
  let at = 0;
  for (const { start, end, values } of found) {
    result += `${text.slice(at, start)}${values.map(change).join('–')}°${target}`;
    at = end;
  }
  return result + text.slice(at);
}
