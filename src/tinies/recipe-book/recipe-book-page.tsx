import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '@/ui/loading.tsx';
import { viewOf } from './recipe-links.ts';
import { preloadScreen } from './screen-chunks.ts';

// NOTE: the screens read the book, so they bring the data client and the schemas; the
// page paints (and hydrates the prerendered frame) without them and loads them at once.
const RecipeBookScreens = lazy(() => import('./recipe-book-screens.tsx'));

/** The Recipe Book: one route, its screens told apart by the query (see recipe-links.ts). */
export default function RecipeBookPage() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  // NOTE: a screen of its own (a recipe, the editor, import, cook mode) is fetched at once,
  // alongside the screens that read the book, rather than once they have arrived.
  preloadScreen(view.kind);
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
      <Suspense fallback={<Loading />}>
        <RecipeBookScreens view={view} />
      </Suspense>
    </>
  );
}
