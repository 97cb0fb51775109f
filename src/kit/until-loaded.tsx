import type { ReactNode } from 'react';
import { Loading } from '@/ui/loading.tsx';

/**
 * What a tool's first screen shows while the person's data is read. Both are in the page
 * (prerendered with it, so one of them is the first paint) and the stylesheet shows one: the
 * empty state to a newcomer, whose browser keeps nothing, and "Loading…" to someone
 * returning (`returning.ts`). Once the data is read the screen shows what it holds.
 */
export function UntilLoaded({ label, empty }: { label: string; empty: ReactNode }) {
  return (
    <>
      <div className="returning:hidden">{empty}</div>
      <div className="hidden returning:block">
        <Loading label={label} />
      </div>
    </>
  );
}
