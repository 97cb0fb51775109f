import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { afterPaint } from '@/kit/after-paint.ts';
import { Loading } from '@/ui/loading.tsx';
import { viewOf, type ApartmentView } from './apartment-links.ts';
import { ApartmentNav, type Section } from './apartment-nav.tsx';

// NOTE: the page paints the tool's frame (its nav) and nothing else: every screen loads on
// use with the data client and the schemas, while the person's data does.
const ApartmentsScreen = lazy(() => import('./apartments/apartments-screen.tsx'));
const ApartmentScreen = lazy(() => import('./apartment/apartment-screen.tsx'));
const ApartmentEditorScreen = lazy(() => import('./apartment-editor/apartment-editor-screen.tsx'));
const TourScreen = lazy(() => import('./tour/tour-screen.tsx'));
const CostsScreen = lazy(() => import('./costs/costs-screen.tsx'));
const CompareScreen = lazy(() => import('./compare/compare-screen.tsx'));
const QuestionsScreen = lazy(() => import('./questions/questions-screen.tsx'));
const MoveScreen = lazy(() => import('./move/move-screen.tsx'));

/** The section of the nav a screen belongs to. */
const SECTION_OF: Readonly<Record<ApartmentView['kind'], Section | null>> = {
  list: 'list',
  detail: 'list',
  edit: 'list',
  tour: 'list',
  costs: 'list',
  new: null,
  compare: 'compare',
  questions: 'questions',
  move: 'move',
};

/** Apartment Tour Questions: one route, its screens told apart by the query (apartment-links.ts). */
export default function ApartmentTourPage() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  const screen = `${view.kind}:${'id' in view ? view.id : ''}`;

  useEffect(() => {
    // A new screen starts at its top, as a new page would. NOTE: after its first frame is
    // painted: scrolling at once would lay out the new screen twice within the tap's task.
    if (view.kind === 'list') return;
    return afterPaint(() => {
      if (window.scrollY !== 0) window.scrollTo({ top: 0 });
    });
  }, [screen, view.kind]);

  return (
    <>
      <noscript>
        <p className="mb-6 rounded-xl border border-border bg-warning p-4 text-warning-fg">
          Apartment Tour Questions needs JavaScript: it keeps your apartments in this browser and
          your account. Turn JavaScript on to use it.
        </p>
      </noscript>
      <ApartmentNav current={SECTION_OF[view.kind]} />
      {/* Its own boundary: the nav paints (and hydrates) while a screen's chunk loads. */}
      <Suspense fallback={<Loading />}>
        <Screen view={view} />
      </Suspense>
    </>
  );
}

function Screen({ view }: { view: ApartmentView }): ReactNode {
  switch (view.kind) {
    case 'list':
      return <ApartmentsScreen />;
    case 'detail':
      return <ApartmentScreen id={view.id} />;
    case 'edit':
      return <ApartmentEditorScreen id={view.id} />;
    case 'new':
      return <ApartmentEditorScreen />;
    case 'tour':
      return <TourScreen id={view.id} />;
    case 'costs':
      return <CostsScreen id={view.id} />;
    case 'compare':
      return <CompareScreen />;
    case 'questions':
      return <QuestionsScreen />;
    case 'move':
      return <MoveScreen />;
  }
}
