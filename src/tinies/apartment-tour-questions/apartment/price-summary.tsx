import type { ReactNode } from 'react';
import type { Money } from '@/kit/money.ts';
import type { PricedFacts } from '../apartment-facts.ts';

/**
 * What the apartment costs a month. For now the rent alone: the pricing unit's, else the
 * listing's. NOTE: this is where the true monthly cost (rent with the costs, specials and
 * lease spread over the months, from `src/shared/apartment-tour-questions`) takes the
 * rent's place; it is handed in through `trueCost` so the screen need not change.
 */
export function PriceSummary({
  facts,
  money,
  trueCost,
}: {
  facts: PricedFacts;
  money: Money;
  /** The true monthly cost and its breakdown, once the cost logic is part of the tool. */
  trueCost?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="price-heading"
      className="space-y-1 rounded-2xl border border-border bg-card p-4 shadow-card"
    >
      <h3 id="price-heading" className="text-sm font-medium text-muted-fg">
        Rent a month
        {facts.unitName ? ` · unit ${facts.unitName}` : ' · the listing'}
      </h3>
      <p className="text-3xl font-semibold tracking-tight">
        {facts.rent === undefined ? (
          <span className="text-base font-normal text-muted-fg">No rent given yet</span>
        ) : (
          money.formatWhole(facts.rent)
        )}
      </p>
      {trueCost}
    </section>
  );
}
