import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { TOOL_PATHS } from '@/shared/app-paths.ts';

const DataRuntime = lazy(() => import('./data-runtime.tsx'));

const onToolPage = (pathname: string) =>
  TOOL_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** Whether this browser kept someone's data (index.html's pre-paint script says so). */
const returning = () => document.documentElement.classList.contains('returning');

/**
 * Loads the data client once the page has painted and the browser is idle, so the first
 * page stays light; on the listing, only in a browser that kept someone's data (changes to
 * send, a session to follow): a newcomer's has nothing to sync, so it loads with the first
 * tool they open. On a tool's page it loads at once: the tool shows the person's data, and
 * what this device keeps of it is drawn as soon as the client knows whose it is, rather
 * than after the idle wait (up to 2 s) with "Loading…" on screen meanwhile.
 */
export function DataBridge() {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  const now = ready || onToolPage(pathname);
  useEffect(() => {
    if (now || (pathname === '/' && !returning())) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, [now, pathname]);
  return now ? (
    <Suspense fallback={null}>
      <DataRuntime />
    </Suspense>
  ) : null;
}
