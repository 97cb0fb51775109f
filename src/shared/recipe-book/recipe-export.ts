import { extractRecipes } from './json-ld.ts';
import { formatQuantity } from './quantities.ts';
import { recipeFromExtracted } from './recipe-import.ts';
import { RECIPE_TYPE_LABELS, totalMinutes, type Ingredient, type Recipe } from './recipe-model.ts';
import { recipeSchema } from './recipe-schema.ts';
import { unitLabel } from './units.ts';
import { parseLenientJson } from '../page-import/json-ld-scripts.ts';

/**
 * The Recipe Book's export file: a JSON array of schema.org Recipes, which other recipe
 * apps and our own importer read, each carrying our whole document in one extension
 * property so that an export imported back loses nothing (ingredient sections, ranges,
 * notes, the favourite mark) that schema.org cannot say.
 */

/** The extension property; `version` changes if the document's shape ever does. */
export const EXPORT_EXTENSION = 'tiniesRecipe';
const EXPORT_VERSION = 1;

export interface RecipeExportOptions {
  /** The recipe's document id, exported as `identifier`. */
  id: string;
  /** Where the recipe's photo can be fetched, for `image`. */
  photoUrl?: string;
}

/** Minutes as an ISO 8601 duration: 75 → "PT1H15M", 0 → "PT0M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** An ingredient as one line a cook (or another app) reads: "1½ cups flour, sifted". */
export function ingredientLine(ingredient: Ingredient): string {
  const { quantity, quantityMax, unit, name, note } = ingredient;
  const amount = quantity === undefined ? '' : formatQuantity({ quantity, quantityMax }, unit);
  const words = [amount, unit && unitLabel(unit, quantity, quantityMax), name];
  const line = words.filter(Boolean).join(' ');
  return note ? `${line}, ${note}` : line;
}

type HowTo =
  | { '@type': 'HowToStep'; text: string }
  | { '@type': 'HowToSection'; name: string; itemListElement: HowTo[] };

/** Steps as schema.org wants them: a section holds the steps up to the next section. */
function instructions(steps: Recipe['steps']): HowTo[] {
  const out: HowTo[] = [];
  let section: HowTo[] = out;
  for (const item of steps) {
    if (item.kind === 'section') {
      section = [];
      out.push({ '@type': 'HowToSection', name: item.title, itemListElement: section });
    } else section.push({ '@type': 'HowToStep', text: item.text });
  }
  return out;
}

/**
 * One recipe as a schema.org Recipe (JSON-LD). Ingredient section headings have no place
 * in schema.org, so `recipeIngredient` lists only the ingredients; the extension keeps them.
 */
export function recipeToSchemaOrg(
  recipe: Recipe,
  options: RecipeExportOptions,
): Record<string, unknown> {
  const ingredients = recipe.ingredients.filter((item) => item.kind === 'ingredient');
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    identifier: options.id,
    name: recipe.name,
    ...(recipe.description !== undefined && { description: recipe.description }),
    recipeCategory: RECIPE_TYPE_LABELS[recipe.type],
    ...(recipe.cuisine !== undefined && { recipeCuisine: recipe.cuisine }),
    ...(recipe.tags.length > 0 && { keywords: recipe.tags.join(', ') }),
    recipeYield: String(recipe.servings),
    recipeIngredient: ingredients.map(ingredientLine),
    recipeInstructions: instructions(recipe.steps),
    prepTime: isoDuration(recipe.prepMinutes),
    cookTime: isoDuration(recipe.cookMinutes),
    totalTime: isoDuration(totalMinutes(recipe)),
    ...(recipe.sourceUrl !== undefined && { url: recipe.sourceUrl }),
    ...(options.photoUrl !== undefined && { image: options.photoUrl }),
    dateCreated: recipe.createdAt,
    dateModified: recipe.updatedAt,
    [EXPORT_EXTENSION]: { version: EXPORT_VERSION, recipe },
  };
}

/** The export file's text: a JSON array of schema.org Recipes. */
export function exportRecipes(
  recipes: ReadonlyArray<{ id: string; recipe: Recipe; photoUrl?: string }>,
): string {
  const items = recipes.map(({ recipe, ...options }) => recipeToSchemaOrg(recipe, options));
  return `${JSON.stringify(items, null, 2)}\n`;
}

/** Our own document from an item's extension, when it is there and valid. */
function fromExtension(item: unknown): Recipe | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const extension = (item as Record<string, unknown>)[EXPORT_EXTENSION];
  if (typeof extension !== 'object' || extension === null) return undefined;
  const { version, recipe } = extension as { version?: unknown; recipe?: unknown };
  if (version !== EXPORT_VERSION) return undefined;
  const parsed = recipeSchema.safeParse(recipe);
  return parsed.success ? parsed.data : undefined;
}

export interface RecipesFromExportOptions {
  /** ISO 8601 instant for recipes that come without our extension; defaults to now. */
  now?: string;
}

/**
 * The recipes in an export file. An item carrying a valid extension comes back exactly as
 * exported; any other item (another app's export, an edited file, a page's JSON-LD) is
 * read as schema.org and mapped like an imported page. NOTE: the extension is trusted over
 * the schema.org fields beside it: they are a copy made for other apps. Text that is no
 * JSON gives an empty list.
 */
export function recipesFromExport(
  jsonText: string,
  options: RecipesFromExportOptions = {},
): Recipe[] {
  const now = options.now ?? new Date().toISOString();
  const document = parseLenientJson(jsonText.replace(/^\ufeff/, '').trim());
  if (document === undefined) return [];
  const items = Array.isArray(document) ? document : [document];
  return items.flatMap((item) => {
    const own = fromExtension(item);
    if (own) return [own];
    return extractRecipes(JSON.stringify(item)).map(
      (extracted) => recipeFromExtracted(extracted, { now }).recipe,
    );
  });
}
