import type { RecipeBook } from './recipe-store.ts';

/** STUB — the browse screen: cards, search, filters, sort (to be built). */
export function RecipeListView({ book }: { book: RecipeBook }) {
  return <p>{book.entries.length} recipes</p>;
}
