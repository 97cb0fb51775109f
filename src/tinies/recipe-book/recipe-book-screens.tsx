import { RecipeListView } from './browse/recipe-list-view.tsx';
import type { RecipeView } from './recipe-links.ts';
import {
  CookModeView,
  RecipeDetailView,
  RecipeEditorView,
  RecipeImportView,
} from './screen-chunks.ts';
import { useRecipe, useRecipeBook } from './use-recipe-book.ts';

/**
 * The Recipe Book's screens, which read the book: loaded by the page once it is on
 * screen, so the page's first paint carries neither the data client nor the schemas.
 */
export default function RecipeBookScreens({ view }: { view: RecipeView }) {
  return view.kind === 'list' || view.kind === 'import' ? (
    <WholeBook view={view.kind} />
  ) : (
    <OneRecipe view={view} />
  );
}

/** The screens that show the whole book. */
function WholeBook({ view }: { view: 'list' | 'import' }) {
  const book = useRecipeBook();
  return view === 'list' ? <RecipeListView book={book} /> : <RecipeImportView book={book} />;
}

/** The screens of one recipe (or of a new one): they select it rather than scan the book. */
function OneRecipe({ view }: { view: Exclude<RecipeView, { kind: 'list' | 'import' }> }) {
  const state = useRecipe('id' in view ? view.id : null);
  switch (view.kind) {
    case 'detail':
      return <RecipeDetailView state={state} />;
    case 'cook':
      return <CookModeView state={state} />;
    case 'edit':
      return <RecipeEditorView state={state} id={view.id} />;
    case 'new':
      return <RecipeEditorView state={state} />;
  }
}
