import { Plus, Store } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '@/kit/load-failed.tsx';
import { shopSpend } from '@/shared/car-maintenance/costs.ts';
import { buttonVariants } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Loading } from '@/ui/loading.tsx';
import { hrefFor } from '../car-links.ts';
import { useMoney } from '../money.ts';
import { useLocations, useServices } from '../use-car-data.ts';
import { telLinkFor, visitsText } from './shop-links.ts';

/** The shop book: every garage, dealer and tyre place, with what was spent there. */
export default function ShopsScreen() {
  const [params] = useSearchParams();
  const shops = useLocations();
  const all = useServices();
  const money = useMoney();
  const spend = useMemo(() => shopSpend(all.entries), [all.entries]);
  const sorted = useMemo(
    () =>
      [...shops.entries].sort((a, b) =>
        a.location.name.localeCompare(b.location.name, undefined, { sensitivity: 'base' }),
      ),
    [shops.entries],
  );
  const add = (
    <Link to={hrefFor({ kind: 'new-shop' }, params)} className={buttonVariants()}>
      <Plus aria-hidden="true" />
      Add a shop
    </Link>
  );

  let body;
  if (shops.status === 'loading') body = <Loading label="Loading your shops" />;
  else if (shops.status === 'error') {
    body = <LoadFailed title="Your shops could not be loaded" message={shops.error?.message} />;
  } else if (sorted.length === 0) {
    body = (
      <EmptyState icon={<Store />} title="No shops yet" actions={add}>
        Add the garages, dealers and tyre places you use: their address, phone and website in one
        place, and what you spent at each.
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="Shops" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sorted.map(({ id, location }) => {
          const totals = spend.get(id);
          return (
            <li
              key={id}
              className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5 shadow-card"
            >
              <h3 className="text-lg leading-tight font-semibold">
                <Link
                  to={hrefFor({ kind: 'shop', id }, params)}
                  className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {location.name}
                </Link>
              </h3>
              {location.address ? (
                <p className="text-sm whitespace-pre-line text-muted-fg">{location.address}</p>
              ) : null}
              {location.phone ? (
                <a
                  href={telLinkFor(location.phone)}
                  className="w-fit text-sm text-primary underline-offset-4 hover:underline"
                >
                  {location.phone}
                </a>
              ) : null}
              <p className="mt-auto text-sm">
                {totals ? (
                  <>
                    <span className="font-medium">{money.format(totals.spend)}</span>
                    <span className="text-muted-fg"> · {visitsText(totals.visits)}</span>
                  </>
                ) : (
                  <span className="text-muted-fg">No services logged here yet</span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold tracking-tight">Shops</h2>
          <p className="text-muted-fg">Where your cars are serviced, and what you spent there.</p>
        </div>
        {sorted.length > 0 ? add : null}
      </header>
      {body}
    </div>
  );
}
