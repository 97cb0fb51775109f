import type { RecipeEntry } from './recipe-store.ts';

/** STUB — downloads every recipe as a schema.org JSON file (to be built). */
export function ExportRecipesButton({ entries }: { entries: RecipeEntry[] }) {
  return <button type="button">Export {entries.length}</button>;
}
