import { durationMinutes } from './durations.ts';
import type { ExtractedRecipe } from './json-ld.ts';
import { NUMBER_PATTERN, parseIngredientLine, parseNumber, RANGE_SEPARATOR } from './quantities.ts';
import { RECIPE_LIMITS, type Ingredient, type Recipe } from './recipe-model.ts';
import { recipeSchema } from './recipe-schema.ts';
import { guessRecipeType } from './recipe-type-guess.ts';

/**
 * A recipe read from a page turned into a draft the recipe form opens: every field filled
 * and within the schema's limits, with a warning for each guess or cut the person should
 * look at before saving.
 */

export interface RecipeFromExtractedOptions {
  /** ISO 8601 instant for `createdAt` and `updatedAt`. */
  now: string;
  /** The page the recipe was read from; preferred over the address the page names. */
  sourceUrl?: string;
}

export interface RecipeDraft {
  recipe: Recipe;
  /** Sentences for the person, such as "Recipe type guessed: check it". */
  warnings: string[];
  /**
   * The page's first image. NOTE: a recipe stores only an uploaded photo (`photoId`), so
   * the form offers to upload this one rather than linking to another site.
   */
  imageUrl?: string;
}

const DEFAULT_SERVINGS = 4;
export const TYPE_GUESSED = 'Recipe type guessed: check it';

/** Collects warnings while the draft is built. */
class Warnings {
  readonly list: string[] = [];
  add(message: string) {
    if (!this.list.includes(message)) this.list.push(message);
  }

  /**
   * `text` no longer than `max` (UTF-16 units, as the schema counts), ending in "…" when it
   * was cut, so the cut shows in the form.
   */
  clip(text: string, max: number, label: string): string {
    if (text.length <= max) return text;
    this.add(`${label} was too long and has been shortened`);
    let cut = text.slice(0, max - 1);
    // NOTE: never leave half of a surrogate pair (an emoji) at the end.
    if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  /** The first `max` items, with a warning when there were more. */
  cap<T>(items: T[], max: number, label: string): T[] {
    if (items.length > max) this.add(`Only the first ${max} ${label} were kept`);
    return items.slice(0, max);
  }
}

const SERVING_WORDS = String.raw`serv(?:es|ings?)|portions?|people|persons?`;
const SERVES = [
  new RegExp(String.raw`(?:${SERVING_WORDS})\s*:?\s*(${NUMBER_PATTERN})`, 'i'),
  // NOTE: a range counts from its start: "4-6 servings" → 4, as the first number would.
  new RegExp(
    String.raw`(${NUMBER_PATTERN})(?:${RANGE_SEPARATOR}${NUMBER_PATTERN})?\s*(?:${SERVING_WORDS})`,
    'i',
  ),
];
const ANY_NUMBER = new RegExp(NUMBER_PATTERN, 'gi');

/**
 * Servings from the page's yields. NOTE: a number beside "serves"/"servings"/"portions"
 * wins ("1 galette (serves 6)" → 6); otherwise the first usable number ("Makes 16 bars").
 */
function servingsFrom(yields: readonly string[], warnings: Warnings): number {
  const candidates = [
    ...yields.flatMap((text) => SERVES.flatMap((pattern) => pattern.exec(text)?.[1] ?? [])),
    ...yields.flatMap((text) => [...text.matchAll(ANY_NUMBER)].map((match) => match[0])),
  ];
  for (const candidate of candidates) {
    const value = Math.round(parseNumber(candidate) ?? 0);
    if (value >= 1 && value <= RECIPE_LIMITS.servings) return value;
  }
  warnings.add(`Servings not given: set to ${DEFAULT_SERVINGS}`);
  return DEFAULT_SERVINGS;
}

function minutesOf(text: string | undefined, label: string, warnings: Warnings) {
  if (text === undefined) return undefined;
  const minutes = durationMinutes(text);
  if (minutes === null) {
    warnings.add(`${label} not understood ("${text}"): check it`);
    return undefined;
  }
  if (minutes <= RECIPE_LIMITS.minutes) return minutes;
  warnings.add(`${label} was longer than a week and has been shortened`);
  return RECIPE_LIMITS.minutes;
}

/**
 * Prep and cook minutes. A page that gives a total and one part has the other derived
 * (never below 0); a total alone goes into the cook time, since most of a recipe's time
 * is usually cooking.
 */
function timesFrom(extracted: ExtractedRecipe, warnings: Warnings) {
  const prep = minutesOf(extracted.prepTime, 'Prep time', warnings);
  const cook = minutesOf(extracted.cookTime, 'Cook time', warnings);
  const total = minutesOf(extracted.totalTime, 'Total time', warnings);
  if (prep === undefined && cook === undefined) {
    if (total === undefined) {
      warnings.add('Times not given: check them');
      return { prepMinutes: 0, cookMinutes: 0 };
    }
    warnings.add('Only a total time was given: it is in the cook time, check it');
    return { prepMinutes: 0, cookMinutes: total };
  }
  const rest = (part: number) => (total === undefined ? 0 : Math.max(0, total - part));
  return {
    prepMinutes: prep ?? rest(cook!),
    cookMinutes: cook ?? rest(prep!),
  };
}

function ingredientFrom(line: string, warnings: Warnings): Ingredient {
  const ingredient = parseIngredientLine(line);
  const name = warnings.clip(ingredient.name, RECIPE_LIMITS.text, 'An ingredient');
  const note =
    ingredient.note && warnings.clip(ingredient.note, RECIPE_LIMITS.text, 'An ingredient note');
  return { ...ingredient, name, ...(note && { note }) };
}

/** Keywords as tags: trimmed, each once whatever its case, within the schema's limits. */
function tagsFrom(keywords: readonly string[], warnings: Warnings): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const keyword of keywords) {
    const tag = warnings.clip(keyword.trim(), RECIPE_LIMITS.tag, 'A tag');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return warnings.cap(tags, RECIPE_LIMITS.tags, 'tags');
}

/** The first address that the schema accepts as a source, if any. */
function sourceUrlFrom(candidates: Array<string | undefined>): string | undefined {
  return candidates.find(
    (url) => url !== undefined && recipeSchema.shape.sourceUrl.safeParse(url).success,
  );
}

/**
 * A complete recipe (valid per `recipeSchema`) from one the page described, for the
 * recipe form to open: type from the page's categories, keywords or name; servings from
 * its yield; times in minutes; ingredient lines read into amount, unit, name and note.
 * Whatever had to be guessed, defaulted or shortened is named in `warnings`.
 */
export function recipeFromExtracted(
  extracted: ExtractedRecipe,
  options: RecipeFromExtractedOptions,
): RecipeDraft {
  const warnings = new Warnings();
  const clip = warnings.clip.bind(warnings);

  const guess = guessRecipeType(extracted);
  // NOTE: a name is a weak clue ("Dinner Rolls" is a side), so a type read from it is flagged.
  if (guess.source === 'default' || guess.source === 'name') warnings.add(TYPE_GUESSED);

  let name = extracted.name.trim();
  if (name === '') {
    warnings.add('The page gave no name: one is needed');
    name = 'Untitled recipe';
  }
  const description = extracted.description?.trim();
  const cuisine = extracted.cuisines[0]?.trim();
  const sourceUrl = sourceUrlFrom([options.sourceUrl, extracted.url]);

  const ingredients = extracted.ingredients
    .filter((line) => line.trim() !== '')
    .map((line) => ingredientFrom(line, warnings));
  const steps = extracted.instructions.map((item) =>
    item.kind === 'step'
      ? { kind: item.kind, text: clip(item.text, RECIPE_LIMITS.step, 'A step') }
      : { kind: item.kind, title: clip(item.title, RECIPE_LIMITS.text, 'A section title') },
  );

  const recipe: Recipe = {
    name: clip(name, RECIPE_LIMITS.name, 'The name'),
    type: guess.type,
    ...(description && {
      description: clip(description, RECIPE_LIMITS.description, 'The description'),
    }),
    ...timesFrom(extracted, warnings),
    servings: servingsFrom(extracted.yields, warnings),
    ingredients: warnings.cap(ingredients, RECIPE_LIMITS.items, 'ingredient lines'),
    steps: warnings.cap(steps, RECIPE_LIMITS.items, 'steps'),
    tags: tagsFrom(extracted.keywords, warnings),
    ...(sourceUrl && { sourceUrl }),
    ...(cuisine && { cuisine: clip(cuisine, RECIPE_LIMITS.tag, 'The cuisine') }),
    favourite: false,
    createdAt: options.now,
    updatedAt: options.now,
  };
  const imageUrl = extracted.images[0];
  return { recipe, warnings: warnings.list, ...(imageUrl && { imageUrl }) };
}
