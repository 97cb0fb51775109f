import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '@/ui/loading.tsx';
import { viewOf, type TravelView } from './travel-links.ts';
import { TravelNav, type Section } from './travel-nav.tsx';

// NOTE: the page paints the tool's frame (its nav) and nothing else: every screen loads on
// use with the data client, the schemas and the place names, while the person's data does.
const PlacesScreen = lazy(() => import('./places/places-screen.tsx'));
const PlaceScreen = lazy(() => import('./place/place-screen.tsx'));
const PlaceEditorScreen = lazy(() => import('./place-editor/place-editor-screen.tsx'));
const VisitEditorScreen = lazy(() => import('./visits/visit-editor-screen.tsx'));
const AddPlaceScreen = lazy(() => import('./add/add-place-screen.tsx'));
const StatsScreen = lazy(() => import('./stats/stats-screen.tsx'));
const MapScreen = lazy(() => import('./map/map-screen.tsx'));
const MoveScreen = lazy(() => import('./move/move-screen.tsx'));
const PhotosImportScreen = lazy(() => import('./photos-import/photos-import-screen.tsx'));

/** The section of the nav a screen belongs to. */
const SECTION_OF: Readonly<Record<TravelView['kind'], Section | null>> = {
  list: 'list',
  detail: 'list',
  edit: 'list',
  'new-visit': 'list',
  'edit-visit': 'list',
  map: 'map',
  add: null,
  stats: 'stats',
  photos: 'photos',
  move: 'move',
};

/** The Travel Tracker: one route, its screens told apart by the query (travel-links.ts). */
export default function TravelTrackerPage() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  const screen = `${view.kind}:${'id' in view ? view.id : ''}`;
  const printing = view.kind === 'map' && params.get('print') === '1';

  useEffect(() => {
    // A new screen starts at its top, as a new page would.
    if (view.kind !== 'list') window.scrollTo({ top: 0 });
  }, [screen, view.kind]);

  return (
    <>
      <noscript>
        <p className="mb-6 rounded-xl border border-border bg-warning p-4 text-warning-fg">
          The Travel Tracker needs JavaScript: it keeps your places in this browser and your
          account. Turn JavaScript on to use it.
        </p>
      </noscript>
      {printing ? null : <TravelNav current={SECTION_OF[view.kind]} />}
      {/* Its own boundary: the nav paints (and hydrates) while a screen's chunk loads. */}
      <Suspense fallback={<Loading />}>
        <Screen view={view} visitId={params.get('visit')} />
      </Suspense>
    </>
  );
}

function Screen({ view, visitId }: { view: TravelView; visitId: string | null }): ReactNode {
  switch (view.kind) {
    case 'list':
      return <PlacesScreen />;
    case 'detail':
      return <PlaceScreen id={view.id} />;
    case 'edit':
      return <PlaceEditorScreen id={view.id} />;
    case 'new-visit':
      return <VisitEditorScreen placeId={view.id} />;
    case 'edit-visit':
      return <VisitEditorScreen placeId={view.id} visitId={visitId ?? ''} />;
    case 'add':
      return <AddPlaceScreen />;
    case 'stats':
      return <StatsScreen />;
    case 'map':
      return <MapScreen />;
    case 'move':
      return <MoveScreen />;
    case 'photos':
      return <PhotosImportScreen />;
  }
}
