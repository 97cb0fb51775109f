import { lazy, Suspense } from 'react';
import { Loading } from '@/ui/loading.tsx';

// The history, its filters and its date pickers load after the tool's first paint.
const HistoryBrowser = lazy(() => import('./history-browser.tsx'));

/** Every service of every car, newest first, searchable and filterable (filters in the URL). */
export function HistoryList() {
  return (
    <Suspense fallback={<Loading label="Loading your service history" />}>
      <HistoryBrowser />
    </Suspense>
  );
}
