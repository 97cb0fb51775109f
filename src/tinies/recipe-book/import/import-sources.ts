import { extractRecipes, type ExtractedRecipe } from '@/shared/recipe-book/json-ld.ts';
import { EXPORT_EXTENSION, recipesFromExport } from '@/shared/recipe-book/recipe-export.ts';
import { recipeFromExtracted, type RecipeDraft } from '@/shared/recipe-book/recipe-import.ts';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import type { RecipeEntry } from '../use-recipe-book.ts';

/**
 * What the import screen does with what it is given, free of React and the network: pages
 * and pasted text become drafts to correct, export files become recipes to pick, and each
 * is checked against the book for a recipe that is already there.
 */

/** Pasted text or a chosen file larger than this is refused before it is read. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** "  Miso  NOODLES " and "miso noodles" name the same recipe. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** An address compared as a page: no fragment, no trailing slash, host in lower case. */
function pageKey(address: string): string {
  try {
    const url = new URL(address.trim());
    url.hash = '';
    return url.href.replace(/\/$/, '');
  } catch {
    return address.trim();
  }
}

/**
 * The recipe of the book that `recipe` would repeat: the same name (whatever its case and
 * spacing) or the same source page. Undefined when it is new.
 */
export function findDuplicate(
  recipe: Pick<Recipe, 'name' | 'sourceUrl'>,
  entries: readonly RecipeEntry[],
): RecipeEntry | undefined {
  const name = nameKey(recipe.name);
  const source = recipe.sourceUrl === undefined ? undefined : pageKey(recipe.sourceUrl);
  return entries.find(
    (entry) =>
      nameKey(entry.recipe.name) === name ||
      (source !== undefined &&
        entry.recipe.sourceUrl !== undefined &&
        pageKey(entry.recipe.sourceUrl) === source),
  );
}

/**
 * `recipe` without a photo that is not the person's own. NOTE: an export file names photos
 * by their id on the server it came from; stored here, such an id would point at another
 * person's file (which the server does not show us) or at nothing. Only an id that one of
 * this book's recipes already uses is surely ours, so every other one is dropped.
 */
export function withOwnPhoto(recipe: Recipe, entries: readonly RecipeEntry[]): Recipe {
  if (recipe.photoId === undefined) return recipe;
  if (entries.some((entry) => entry.recipe.photoId === recipe.photoId)) return recipe;
  const rest = { ...recipe };
  delete rest.photoId;
  return rest;
}

/** Whether a JSON text carries our own export documents (rather than another app's). */
function isTiniesExport(text: string): boolean {
  return /^\s*[[{]/.test(text) && text.includes(`"${EXPORT_EXTENSION}"`);
}

export interface DraftsOptions {
  /** ISO 8601 instant for the drafts' `createdAt` and `updatedAt`. */
  now: string;
  /** The page the text came from, when known: the recipes' source. */
  sourceUrl?: string;
  /** The book, whose photos an exported recipe may keep. */
  entries: readonly RecipeEntry[];
}

/**
 * The recipes in a page's HTML or in JSON (JSON-LD, or a Tinies export, which comes back
 * exactly as exported, photo aside), as drafts to correct. Empty when there are none.
 */
export function draftsFromText(text: string, options: DraftsOptions): RecipeDraft[] {
  if (isTiniesExport(text)) {
    const recipes = recipesFromExport(text, { now: options.now });
    return recipes.map((recipe) => ({
      recipe: withOwnPhoto(recipe, options.entries),
      warnings: [],
    }));
  }
  return draftsFromExtracted(extractRecipes(text, { baseUrl: options.sourceUrl }), options);
}

/** Recipes read from a page (here or by the server) as drafts to correct. */
export function draftsFromExtracted(
  extracted: readonly ExtractedRecipe[],
  options: Pick<DraftsOptions, 'now' | 'sourceUrl'>,
): RecipeDraft[] {
  return extracted.map((recipe) =>
    recipeFromExtracted(recipe, { now: options.now, sourceUrl: options.sourceUrl }),
  );
}

/** One recipe of an export file, as the summary list offers it. */
export interface FileCandidate {
  recipe: Recipe;
  /** The book's recipe it repeats, if any: such candidates start unticked. */
  duplicate?: RecipeEntry;
}

/**
 * The recipes of an export file (ours or another app's schema.org JSON), ready to add:
 * photos that are not the person's own dropped, repeats of the book's recipes marked.
 */
export function candidatesFromFile(
  text: string,
  entries: readonly RecipeEntry[],
  now: string,
): FileCandidate[] {
  return recipesFromExport(text, { now }).map((recipe) => {
    const duplicate = findDuplicate(recipe, entries);
    return { recipe: withOwnPhoto(recipe, entries), ...(duplicate && { duplicate }) };
  });
}

/** "12 recipes found, 2 already in your book". */
export function fileSummary(candidates: readonly FileCandidate[]): string {
  const found = `${candidates.length} ${candidates.length === 1 ? 'recipe' : 'recipes'} found`;
  const repeats = candidates.filter((candidate) => candidate.duplicate).length;
  return repeats === 0 ? found : `${found}, ${repeats} already in your book`;
}

/** "Recipe imported" or "3 recipes imported". */
export function importedMessage(count: number): string {
  return count === 1 ? 'Recipe imported' : `${count} recipes imported`;
}
