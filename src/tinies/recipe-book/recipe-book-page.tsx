import { lazy, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import '../../shared/recipe-book/recipe-schema.ts';
import { viewOf, type RecipeView } from './recipe-links.ts';
import { RecipeDetailView } from './detail/recipe-detail-view.tsx';
import { RecipeListView } from './browse/recipe-list-view.tsx';
import { useRecipeBook, type RecipeBook } from './recipe-store.ts';

// The list and a recipe open with the page; editing, importing and cooking load on first use.
const RecipeEditorView = lazy(() => import('./editor/recipe-editor-view.tsx'));
const RecipeImportView = lazy(() => import('./import/recipe-import-view.tsx'));
const CookModeView = lazy(() => import('./cook/cook-mode-view.tsx'));

/** The Recipe Book: one route, its screens told apart by the query (see recipe-links.ts). */
export default function RecipeBookPage() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  const book = useRecipeBook();
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
      <Screen view={view} book={book} />
    </>
  );
}

function Screen({ view, book }: { view: RecipeView; book: RecipeBook }) {
  switch (view.kind) {
    case 'list':
      return <RecipeListView book={book} />;
    case 'detail':
      return <RecipeDetailView book={book} id={view.id} />;
    case 'cook':
      return <CookModeView book={book} id={view.id} />;
    case 'edit':
      return <RecipeEditorView book={book} id={view.id} />;
    case 'new':
      return <RecipeEditorView book={book} />;
    case 'import':
      return <RecipeImportView book={book} />;
  }
}
