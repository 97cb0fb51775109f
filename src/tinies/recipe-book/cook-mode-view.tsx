import type { RecipeBook } from './recipe-store.ts';

/** STUB — cook mode (to be built). Default export: loaded on first use. */
export default function CookModeView({ book, id }: { book: RecipeBook; id: string }) {
  return <p>{book.entries.find((entry) => entry.id === id)?.recipe.name}</p>;
}
