import type { RecipeType } from './recipe-model.ts';

/**
 * Which of our recipe types a page's own words point to: its categories first, then its
 * keywords, then its name. Pages use free words ("Main Course", "Desserts", "Brunch"), so
 * each type lists the words that mean it.
 */

interface TypeWords {
  type: RecipeType;
  words: readonly string[];
}

/** Checked in this order within a term, so "Breakfast Cookies" counts as breakfast. */
const TYPE_WORDS: readonly TypeWords[] = [
  { type: 'breakfast', words: ['breakfast', 'brunch'] },
  { type: 'lunch', words: ['lunch'] },
  { type: 'dinner', words: ['dinner', 'main', 'main course', 'entree', 'supper'] },
  { type: 'appetizer', words: ['appetizer', 'appetiser', 'starter', "hors d'oeuvre"] },
  { type: 'side', words: ['side', 'side dish'] },
  { type: 'beverage', words: ['drink', 'beverage', 'cocktail', 'smoothie'] },
  { type: 'snack', words: ['snack'] },
  { type: 'dessert', words: ['dessert', 'baking', 'cake', 'cookie', 'sweet'] },
];

/**
 * NOTE: a salad may be a side or a whole meal, so "salad" names a side only when no other
 * word of the same source names a type ("Salad, Lunch" is lunch).
 */
const WEAK_WORDS: readonly TypeWords[] = [{ type: 'side', words: ['salad'] }];

/**
 * NOTE: words that say a type in a category but not in a dish's name: "Sweet Potato
 * Fries", "Sourdough Starter", "Main-Street Meatloaf", "Side-Street Noodles".
 */
const NOT_IN_NAMES = new Set(['sweet', 'starter', 'main', 'side', 'baking']);

/** Lower case, accents and ligatures off, one kind of apostrophe: "Entrée" → "entree". */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'");
}

/** The word or phrase standing on its own in `text`, singular or plural ("desserts"). */
const wordPattern = (word: string) => new RegExp(`(?<![a-z])${word}(?:e?s)?(?![a-z])`);

const compile = (table: readonly TypeWords[], skip: ReadonlySet<string> = new Set()) =>
  table.map(({ type, words }) => ({
    type,
    patterns: words.filter((word) => !skip.has(word)).map(wordPattern),
  }));

const STRONG = compile(TYPE_WORDS);
const STRONG_IN_NAMES = compile(TYPE_WORDS, NOT_IN_NAMES);
const WEAK = compile(WEAK_WORDS);

function firstMatch(terms: readonly string[], table: ReturnType<typeof compile>) {
  for (const term of terms.map(normalise)) {
    const found = table.find(({ patterns }) => patterns.some((pattern) => pattern.test(term)));
    if (found) return found.type;
  }
  return undefined;
}

export interface TypeGuess {
  type: RecipeType;
  /** What named it; `default` when nothing did and `type` is `dinner`. */
  source: 'categories' | 'keywords' | 'name' | 'default';
}

/**
 * The recipe type the page's categories, keywords or name (in that order) point to, or
 * `dinner` when none does.
 */
export function guessRecipeType(page: {
  categories: readonly string[];
  keywords: readonly string[];
  name: string;
}): TypeGuess {
  const sources = [
    { source: 'categories', terms: page.categories, strong: STRONG },
    { source: 'keywords', terms: page.keywords, strong: STRONG },
    { source: 'name', terms: [page.name], strong: STRONG_IN_NAMES },
  ] as const;
  for (const { source, terms, strong } of sources) {
    const type = firstMatch(terms, strong) ?? firstMatch(terms, WEAK);
    if (type) return { type, source };
  }
  return { type: 'dinner', source: 'default' };
}
