import { useId, type ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import type { GeoFact } from './use-geo-facts.ts';

/** The pieces the stats' sections share: a titled section, a card, and the wait for a map's facts. */

export const CARD = 'rounded-xl border border-border bg-card shadow-card';

export function StatSection({
  title,
  actions,
  children,
}: {
  title: string;
  /** Beside the title (a chooser), wrapping under it on a narrow screen. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="space-y-3" aria-labelledby={id}>
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** While a map's facts load, a line saying so; if they fail, a way to try again. */
export function GeoPending({
  fact,
  waiting,
}: {
  fact: Exclude<GeoFact<unknown>, { status: 'ready' }>;
  waiting: string;
}) {
  if (fact.status === 'loading') return <p className="text-muted-fg">{waiting}</p>;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <p>The map’s data could not be loaded. Check your connection and try again.</p>
      <Button variant="outline" size="sm" onClick={fact.retry}>
        Try again
      </Button>
    </div>
  );
}

export function StatList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: { key: string; label: ReactNode; count: number }[];
  empty?: string;
}) {
  return (
    <StatSection title={title}>
      {rows.length === 0 ? (
        <p className="text-muted-fg">{empty}</p>
      ) : (
        <dl className={cn('divide-y divide-border', CARD)}>
          {rows.map((row) => (
            <div key={row.key} className="flex items-center justify-between gap-3 px-4 py-2">
              <dt>{row.label}</dt>
              <dd className="font-semibold tabular-nums">{row.count}</dd>
            </div>
          ))}
        </dl>
      )}
    </StatSection>
  );
}
