import { fileUrl } from '@/kit/file-url.ts';
import { defineCollection, type CollectionState, type EntryState } from '@/kit/use-collection.ts';
import {
  RECIPE_BOOK_TINY,
  RECIPES_COLLECTION,
  type Recipe,
} from '@/shared/recipe-book/recipe-model.ts';

/** One stored recipe and its document id. */
export interface RecipeEntry {
  id: string;
  recipe: Recipe;
}

/** The person's recipes, live: on their account when signed in, on this device otherwise. */
export type RecipeBook = CollectionState<RecipeEntry>;

/** One recipe, live, with where the book is and whose it is. */
export type RecipeState = EntryState<RecipeEntry>;

// NOTE: the schema is loaded, not imported: every screen reads the book, and importing it
// would load zod and build every schema while the first screen loads. A newcomer's empty
// book never needs it.
export const recipes = defineCollection<Recipe, RecipeEntry>({
  tool: RECIPE_BOOK_TINY,
  collection: RECIPES_COLLECTION,
  schema: () =>
    import('@/shared/recipe-book/recipe-schema.ts').then((module) => module.recipeSchema),
  entry: (id, recipe) => ({ id, recipe }),
  // The editor's words, for "Your change to Description was replaced by…".
  labels: {
    name: 'Name',
    type: 'Type',
    servings: 'Servings',
    prepMinutes: 'Prep time',
    cookMinutes: 'Cook time',
    description: 'Description',
    tags: 'Tags',
    cuisine: 'Cuisine',
    sourceUrl: 'Source URL',
    notes: 'Notes',
    favourite: 'Favourite',
    ingredients: 'Ingredients',
    steps: 'Steps',
    photoId: 'Photo',
  },
});

/** The URL of an uploaded photo. */
export const photoUrl = fileUrl;

/** Every valid recipe, oldest first (ids are time-ordered). */
export function useRecipeBook(): RecipeBook {
  return recipes.useAll();
}

/** One recipe: the detail, cook and edit screens select it rather than scan the book. */
export function useRecipe(id: string | null): RecipeState {
  return recipes.useEntry(id);
}
