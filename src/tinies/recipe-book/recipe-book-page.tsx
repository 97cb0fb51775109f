import { lazy, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { RecipeListView } from './browse/recipe-list-view.tsx';
import { RecipeDetailView } from './detail/recipe-detail-view.tsx';
import { viewOf, type RecipeView } from './recipe-links.ts';
import { useRecipe, useRecipeBook } from './use-recipe-book.ts';

// The list and a recipe open with the page; editing, importing and cooking load on first use.
const RecipeEditorView = lazy(() => import('./editor/recipe-editor-view.tsx'));
const RecipeImportView = lazy(() => import('./import/recipe-import-view.tsx'));
const CookModeView = lazy(() => import('./cook/cook-mode-view.tsx'));

/** The Recipe Book: one route, its screens told apart by the query (see recipe-links.ts). */
export default function RecipeBookPage() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  const screen = view.kind === 'list' ? 'list' : `${view.kind}:${'id' in view ? view.id : ''}`;

  useEffect(() => {
    // A new screen starts at its top, as a new page would.
    if (screen !== 'list') window.scrollTo({ top: 0 });
  }, [screen]);

  return (
    <>
      <noscript>
        <p className="mb-6 rounded-xl border border-border bg-warning p-4 text-warning-fg">
          The Recipe Book needs JavaScript: it keeps your recipes in this browser and your account.
          Turn JavaScript on to use it.
        </p>
      </noscript>
      {view.kind === 'list' || view.kind === 'import' ? (
        <WholeBook view={view.kind} />
      ) : (
        <OneRecipe view={view} />
      )}
    </>
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
