import type { RecipeBook } from './recipe-store.ts';

/** STUB — new (`id` absent) or edit screen around RecipeEditor (to be built). */
export default function RecipeEditorView({ book, id }: { book: RecipeBook; id?: string }) {
  return <p>{id ? book.entries.find((entry) => entry.id === id)?.recipe.name : 'New recipe'}</p>;
}
