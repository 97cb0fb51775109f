import type { RecipeBook } from './recipe-store.ts';

/** STUB — one recipe: scaling, units, delete with undo, print (to be built). */
export function RecipeDetailView({ book, id }: { book: RecipeBook; id: string }) {
  return <p>{book.entries.find((entry) => entry.id === id)?.recipe.name}</p>;
}
