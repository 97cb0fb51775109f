import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '@/ui/loading.tsx';
import { prefillOf, viewOf, type CarView } from './car-links.ts';
import { CarNav, type Section } from './tool-nav.tsx';

// NOTE: the page itself paints the tool's frame (its nav) and nothing else: every screen,
// home included, loads on use together with the data client. The screens that show data
// import no schema (their words and lists are in car-model.ts): zod and the schemas load
// once there is a document to check (use-car-data.ts), or with an editor or an import.
const HomeScreen = lazy(() => import('./home/home-screen.tsx'));
const CarsScreen = lazy(() => import('./cars/cars-screen.tsx'));
const CarDetailScreen = lazy(() => import('./car-detail/car-detail-screen.tsx'));
const CarEditorScreen = lazy(() => import('./car-editor/car-editor-screen.tsx'));
const CarPrintScreen = lazy(() => import('./print/car-print-screen.tsx'));
const ServiceDetailScreen = lazy(() => import('./service/service-detail-screen.tsx'));
const ServiceEditorScreen = lazy(() => import('./service-editor/service-editor-screen.tsx'));
const RemindersScreen = lazy(() => import('./reminders/reminders-screen.tsx'));
const ReminderEditorScreen = lazy(() => import('./reminders/reminder-editor-screen.tsx'));
const IssuesScreen = lazy(() => import('./issues/issues-screen.tsx'));
const IssueDetailScreen = lazy(() => import('./issues/issue-detail-screen.tsx'));
const IssueEditorScreen = lazy(() => import('./issues/issue-editor-screen.tsx'));
const FuelScreen = lazy(() => import('./fuel/fuel-screen.tsx'));
const FillEditorScreen = lazy(() => import('./fuel/fill-editor-screen.tsx'));
const CostsScreen = lazy(() => import('./costs/costs-screen.tsx'));
const ShopsScreen = lazy(() => import('./shops/shops-screen.tsx'));
const ShopDetailScreen = lazy(() => import('./shops/shop-detail-screen.tsx'));
const ShopEditorScreen = lazy(() => import('./shops/shop-editor-screen.tsx'));
const PartsScreen = lazy(() => import('./parts/parts-screen.tsx'));
const PartEditorScreen = lazy(() => import('./parts/part-editor-screen.tsx'));
const MoveScreen = lazy(() => import('./move/move-screen.tsx'));

/** The section of the nav a screen belongs to. */
const SECTION_OF: Readonly<Record<CarView['kind'], Section | null>> = {
  home: 'home',
  cars: 'cars',
  car: 'cars',
  'car-edit': 'cars',
  'new-car': 'cars',
  'car-print': null,
  service: 'home',
  'service-edit': 'home',
  'new-service': 'home',
  'quick-add': null,
  reminders: 'reminders',
  'reminder-edit': 'reminders',
  'new-reminder': 'reminders',
  issues: 'issues',
  issue: 'issues',
  'issue-edit': 'issues',
  'new-issue': 'issues',
  fuel: 'fuel',
  'fill-edit': 'fuel',
  'new-fill': 'fuel',
  costs: 'costs',
  shops: 'shops',
  shop: 'shops',
  'shop-edit': 'shops',
  'new-shop': 'shops',
  parts: 'parts',
  'part-edit': 'parts',
  'new-part': 'parts',
  move: 'move',
};

/** The editors: their Save bar keeps the bottom of a phone's screen. */
const EDITORS: ReadonlySet<CarView['kind']> = new Set([
  'car-edit',
  'new-car',
  'service-edit',
  'new-service',
  'quick-add',
  'reminder-edit',
  'new-reminder',
  'issue-edit',
  'new-issue',
  'fill-edit',
  'new-fill',
  'shop-edit',
  'new-shop',
  'part-edit',
  'new-part',
]);

/** The Car Maintenance Tracker: one route, its screens told apart by the query (car-links.ts). */
export default function CarMaintenancePage() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  const screen = `${view.kind}:${'id' in view ? view.id : ''}`;

  useEffect(() => {
    // A new screen starts at its top, as a new page would.
    if (view.kind !== 'home') window.scrollTo({ top: 0 });
  }, [screen, view.kind]);

  return (
    <>
      <noscript>
        <p className="mb-6 rounded-xl border border-border bg-warning p-4 text-warning-fg">
          The Car Maintenance Tracker needs JavaScript: it keeps your cars in this browser and your
          account. Turn JavaScript on to use it.
        </p>
      </noscript>
      {view.kind === 'car-print' ? null : (
        <CarNav current={SECTION_OF[view.kind]} editing={EDITORS.has(view.kind)} />
      )}
      {/* Its own boundary: the nav paints (and hydrates) while a screen's chunk loads. */}
      <Suspense fallback={<Loading />}>
        <Screen view={view} params={params} />
      </Suspense>
    </>
  );
}

function Screen({ view, params }: { view: CarView; params: URLSearchParams }): ReactNode {
  const prefill = prefillOf(params);
  switch (view.kind) {
    case 'home':
      return <HomeScreen />;
    case 'cars':
      return <CarsScreen />;
    case 'car':
      return <CarDetailScreen id={view.id} />;
    case 'car-edit':
      return <CarEditorScreen id={view.id} />;
    case 'new-car':
      return <CarEditorScreen />;
    case 'car-print':
      return <CarPrintScreen id={view.id} />;
    case 'service':
      return <ServiceDetailScreen id={view.id} />;
    case 'service-edit':
      return <ServiceEditorScreen id={view.id} prefill={prefill} />;
    case 'new-service':
      return <ServiceEditorScreen prefill={prefill} />;
    case 'quick-add':
      return <ServiceEditorScreen prefill={prefill} quick />;
    case 'reminders':
      return <RemindersScreen />;
    case 'reminder-edit':
      return <ReminderEditorScreen id={view.id} prefill={prefill} />;
    case 'new-reminder':
      return <ReminderEditorScreen prefill={prefill} />;
    case 'issues':
      return <IssuesScreen />;
    case 'issue':
      return <IssueDetailScreen id={view.id} />;
    case 'issue-edit':
      return <IssueEditorScreen id={view.id} prefill={prefill} />;
    case 'new-issue':
      return <IssueEditorScreen prefill={prefill} />;
    case 'fuel':
      return <FuelScreen />;
    case 'fill-edit':
      return <FillEditorScreen id={view.id} prefill={prefill} />;
    case 'new-fill':
      return <FillEditorScreen prefill={prefill} />;
    case 'costs':
      return <CostsScreen />;
    case 'shops':
      return <ShopsScreen />;
    case 'shop':
      return <ShopDetailScreen id={view.id} />;
    case 'shop-edit':
      return <ShopEditorScreen id={view.id} />;
    case 'new-shop':
      return <ShopEditorScreen />;
    case 'parts':
      return <PartsScreen />;
    case 'part-edit':
      return <PartEditorScreen id={view.id} />;
    case 'new-part':
      return <PartEditorScreen />;
    case 'move':
      return <MoveScreen />;
  }
}
