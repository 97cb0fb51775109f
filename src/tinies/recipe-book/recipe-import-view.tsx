import type { RecipeBook } from './recipe-store.ts';

/** STUB — import from a URL, pasted HTML or JSON, or an export file (to be built). */
export default function RecipeImportView({ book }: { book: RecipeBook }) {
  return <p>{book.entries.length}</p>;
}
