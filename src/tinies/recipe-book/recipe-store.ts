import { useMemo } from 'react';
import { data, DEVICE_ROOT } from '../../data/client.ts';
import { useDataRoot, useList } from '../../data/hooks.ts';
import type { DataError } from '../../shared/data/errors.ts';
import type { JsonValue } from '../../shared/data/protocol.ts';
import {
  RECIPE_BOOK_TINY,
  RECIPES_COLLECTION,
  recipeSchema,
  type Recipe,
} from '../../shared/recipe-book/recipe-schema.ts';

/** One stored recipe and its document id. */
export interface RecipeEntry {
  id: string;
  recipe: Recipe;
}

/** The person's recipes, live: on their account when signed in, on this device otherwise. */
export interface RecipeBook {
  /** `loading` until the collection is known (from the server or kept on the device). */
  status: 'loading' | 'ready' | 'error';
  error: DataError | null;
  /** Every valid recipe, oldest first (ids are time-ordered). */
  entries: RecipeEntry[];
  /** The collection's path, or null until the app knows who is signed in. */
  path: string | null;
  /** Photos and URL import need an account; a visitor's recipes stay on the device. */
  signedIn: boolean;
}

export function recipesPath(root: string): string {
  return `${root}/${RECIPE_BOOK_TINY}/${RECIPES_COLLECTION}`;
}

/** The URL of an uploaded photo. */
export function photoUrl(photoId: string): string {
  return `/api/files/${photoId}`;
}

/** A new, time-ordered document id, made on the device so offline creation works. */
export function newRecipeId(): string {
  return data.newId();
}

export function useRecipeBook(): RecipeBook {
  const root = useDataRoot();
  const path = root ? recipesPath(root) : null;
  const list = useList(path);
  return useMemo(() => {
    const entries: RecipeEntry[] = [];
    for (const item of list.data) {
      // NOTE: the server refuses invalid documents, so a failure here is a document
      // written by a newer version of the app; it is left alone rather than shown half.
      const parsed = recipeSchema.safeParse(item.value);
      if (parsed.success) entries.push({ id: item.id, recipe: parsed.data });
    }
    return {
      status: list.status === 'ready' ? 'ready' : list.status === 'error' ? 'error' : 'loading',
      error: list.error,
      entries,
      path,
      signedIn: root !== null && root !== DEVICE_ROOT,
    };
  }, [list, path, root]);
}

/**
 * Writes a recipe. The write shows at once (optimistic) and is kept on the device until
 * the server confirms it; a refusal reaches the app's error toasts, so callers do not wait.
 */
export function saveRecipe(path: string, id: string, recipe: Recipe): void {
  // JSON has no `undefined`: optional fields left unset are dropped, not stored.
  const document = JSON.parse(JSON.stringify(recipe)) as JsonValue;
  void data.set(`${path}/${id}`, document).catch(() => {});
}

export function removeRecipe(path: string, id: string): void {
  void data.remove(`${path}/${id}`).catch(() => {});
}

export function findEntry(book: RecipeBook, id: string): RecipeEntry | undefined {
  return book.entries.find((entry) => entry.id === id);
}
