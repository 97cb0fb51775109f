import { lazy, Suspense, useEffect, useState } from 'react';

const DataRuntime = lazy(() => import('./data-runtime.tsx'));

/**
 * Loads the data client once the page has painted and the browser is idle, so the first
 * page stays light; tool pages that need data load it sooner through their own imports.
 */
export function DataBridge() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <DataRuntime />
    </Suspense>
  ) : null;
}
