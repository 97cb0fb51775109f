import { datedFileName } from '@/kit/io/download-file.ts';
import { exportRecipes } from '@/shared/recipe-book/recipe-export.ts';
import { photoUrl, type RecipeEntry } from '../use-recipe-book.ts';

/** The export file's name for the day `date` falls on, here: `tinies-recipes-2025-03-09.json`. */
export function exportFileName(date: Date): string {
  return datedFileName('tinies-recipes', date);
}

/**
 * The export file's text for the book: photos as absolute addresses on `origin`, so that
 * other apps reading the file can fetch them.
 */
export function exportText(entries: readonly RecipeEntry[], origin: string): string {
  return exportRecipes(
    entries.map(({ id, recipe }) => ({
      id,
      recipe,
      ...(recipe.photoId !== undefined && {
        photoUrl: new URL(photoUrl(recipe.photoId), origin).href,
      }),
    })),
  );
}
