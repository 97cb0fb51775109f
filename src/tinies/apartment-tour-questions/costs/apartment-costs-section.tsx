import { ArrowRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/ui/button.tsx';
import { hrefFor } from '../apartment-links.ts';
import { useTourSettings } from '../tour-settings.ts';
import type { ApartmentEntry, UnitEntry } from '../use-apartment-data.ts';
import { useApartmentCosts } from './use-true-cost.ts';

/**
 * The apartment's true cost in brief (a month, to move in, the first year), with the way
 * to its costs; with no rent or no costs yet, what to add first.
 */
export function ApartmentCostsSection({
  entry,
  apartmentUnits,
}: {
  entry: ApartmentEntry;
  apartmentUnits: readonly UnitEntry[];
}) {
  const [params] = useSearchParams();
  const { money } = useTourSettings();
  const state = useApartmentCosts(entry, apartmentUnits);
  const { figures } = state;
  const whole = money.formatWhole;

  let body;
  if (state.status === 'error') {
    body = <p className="text-sm text-muted-fg">The costs could not be loaded.</p>;
  } else if (state.status === 'loading') {
    body = <p className="text-sm text-muted-fg">Loading the costs…</p>;
  } else if (figures.rent === undefined) {
    body = (
      <p className="text-sm text-muted-fg">
        No rent yet. Add the listing’s rent or a unit with its rent first, then the deposit and
        monthly costs to see what this apartment truly costs.
      </p>
    );
  } else {
    body = (
      <>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div className="rounded-xl bg-muted/50 p-3">
            <dt className="text-sm text-muted-fg">True cost a month</dt>
            <dd className="text-xl font-semibold">{whole(figures.monthlyTotal ?? 0)}</dd>
          </div>
          <div className="rounded-xl bg-muted/50 p-3">
            <dt className="text-sm text-muted-fg">Cash to move in</dt>
            <dd className="text-xl font-semibold">{whole(figures.moveInCash ?? 0)}</dd>
          </div>
          <div className="rounded-xl bg-muted/50 p-3">
            <dt className="text-sm text-muted-fg">12-month total</dt>
            <dd className="text-xl font-semibold">{whole(figures.twelveMonthTotal ?? 0)}</dd>
          </div>
        </dl>
        {state.costs.length === 0 ? (
          <p className="text-sm text-muted-fg">
            Rent only so far: add the deposit, fees and monthly costs (the usual ones are one click
            away) to see the true cost.
          </p>
        ) : state.unpriced > 0 ? (
          <p className="text-sm text-muted-fg">
            {state.unpriced === 1 ? '1 cost is' : `${state.unpriced} costs are`} not priced yet and
            counted as 0.
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="apartment-costs-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="apartment-costs-heading" className="text-xl font-semibold tracking-tight">
          True cost
        </h3>
        <Link
          to={hrefFor({ kind: 'costs', id: entry.id }, params)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Costs
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      {body}
    </section>
  );
}
