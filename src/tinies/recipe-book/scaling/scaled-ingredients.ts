import { formatQuantity, scaleQuantity } from '@/shared/recipe-book/quantities.ts';
import {
  RECIPE_LIMITS,
  type Ingredient,
  type RecipeSection,
} from '@/shared/recipe-book/recipe-model.ts';
import {
  convert,
  convertTemperaturesInText,
  unitLabel,
  type UnitSystem,
} from '@/shared/recipe-book/units.ts';

/**
 * How a recipe is shown at the servings and in the units the cook picked: the detail
 * screen, cook mode and print share these, so they never disagree.
 */

/** "As written" keeps the recipe's own units; the others convert mass and volume. */
export type UnitChoice = 'as-written' | UnitSystem;

export const UNIT_CHOICES: readonly { value: UnitChoice; label: string }[] = [
  { value: 'as-written', label: 'As written' },
  { value: 'metric', label: 'Metric' },
  { value: 'us', label: 'US' },
];

export const isUnitChoice = (value: unknown): value is UnitChoice =>
  UNIT_CHOICES.some((choice) => choice.value === value);

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = RECIPE_LIMITS.servings;

/** A servings count the stepper accepts: a whole number from 1 to 1000, or null. */
export function servingsFrom(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) return null;
  return number >= MIN_SERVINGS && number <= MAX_SERVINGS ? number : null;
}

/** What every amount is multiplied by to cook `servings` of a recipe written for `base`. */
export function scaleFactor(base: number, servings: number): number {
  return base > 0 && servings > 0 ? servings / base : 1;
}

/** One ingredient line ready to show: "2¼" "cups" "crushed tomatoes" ", drained". */
export interface IngredientText {
  /** The amount with kitchen fractions or a range ("2–3"); empty when there is none. */
  amount: string;
  unit: string;
  name: string;
  note?: string;
}

export function ingredientText(
  ingredient: Ingredient,
  factor: number,
  units: UnitChoice,
): IngredientText {
  const scaled = scaleQuantity(ingredient, factor);
  const shown = units === 'as-written' ? scaled : convert(scaled, units);
  const { quantity, quantityMax, unit } = shown;
  return {
    amount: quantity === undefined ? '' : formatQuantity({ quantity, quantityMax }, unit),
    unit: unit ? unitLabel(unit, quantity, quantityMax) : '',
    name: ingredient.name,
    ...(ingredient.note && { note: ingredient.note }),
  };
}

/** The line as one string, for copying and for names of controls. */
export function ingredientLabel(text: IngredientText): string {
  const line = [text.amount, text.unit, text.name].filter(Boolean).join(' ');
  return text.note ? `${line}, ${text.note}` : line;
}

/** A step's text with its oven temperatures in the chosen system. */
export function stepText(text: string, units: UnitChoice): string {
  return units === 'as-written' ? text : convertTemperaturesInText(text, units);
}

/** A run of lines under one heading (none before the first heading). */
export interface SectionGroup<T> {
  title?: string;
  /** Each line with its place in the recipe's list, which ticks and keys refer to. */
  items: { index: number; item: T }[];
  /** How many lines came before this group: where its numbering starts. */
  offset: number;
}

/** Splits ingredients or steps at their section headings; empty sections are kept. */
export function groupBySection<T extends { kind: string }>(
  lines: readonly (T | RecipeSection)[],
): SectionGroup<T>[] {
  const groups: SectionGroup<T>[] = [];
  let current: SectionGroup<T> = { items: [], offset: 0 };
  let count = 0;
  lines.forEach((line, index) => {
    if (line.kind === 'section') {
      if (current.items.length > 0 || current.title !== undefined) groups.push(current);
      current = { title: (line as RecipeSection).title, items: [], offset: count };
    } else {
      current.items.push({ index, item: line as T });
      count += 1;
    }
  });
  if (current.items.length > 0 || current.title !== undefined) groups.push(current);
  return groups;
}
