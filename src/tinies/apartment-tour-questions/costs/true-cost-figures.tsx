import type { ReactNode } from 'react';
import type { Money } from '@/kit/money.ts';
import type { Apartment } from '@/shared/apartment-tour-questions/apartment-model.ts';
import type { TrueCost } from '@/shared/apartment-tour-questions/true-cost.ts';
import { cn } from '@/ui/cn.ts';

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString()} ${value === 1 ? one : many}`;

/** "6 weeks free and $500 off, spread over a 13-month lease", or undefined with no special. */
export function specialsLine(
  apartment: Pick<Apartment, 'freeWeeks' | 'concessionAmount'>,
  leaseMonths: number,
  money: Money,
): string | undefined {
  const parts: string[] = [];
  if (apartment.freeWeeks) parts.push(`${count(apartment.freeWeeks, 'week', 'weeks')} free`);
  if (apartment.concessionAmount)
    parts.push(`${money.formatWhole(apartment.concessionAmount)} off`);
  if (parts.length === 0) return undefined;
  return `${parts.join(' and ')}, spread over a ${leaseMonths}-month lease`;
}

function Figure({
  label,
  value,
  note,
  strong = false,
}: {
  label: string;
  value: string;
  note?: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className="min-w-0 rounded-xl bg-muted/50 p-3">
      <dt className="text-sm text-muted-fg">{label}</dt>
      <dd className={cn('font-semibold tracking-tight', strong ? 'text-2xl' : 'text-lg')}>
        {value}
      </dd>
      {note ? <dd className="text-xs text-muted-fg">{note}</dd> : null}
    </div>
  );
}

/**
 * Every figure of the true cost: the rent of the unit that prices the apartment, the rent
 * with the specials spread over the lease, the month with the costs on top, the cash to
 * move in and the first year. Without a rent only the costs can be shown.
 */
export function TrueCostFigures({
  apartment,
  figures,
  unitName,
  unpriced,
  money,
  areaLabel,
}: {
  apartment: Apartment;
  figures: TrueCost;
  unitName: string | undefined;
  unpriced: number;
  money: Money;
  areaLabel: string;
}) {
  const whole = money.formatWhole;
  const specials = specialsLine(apartment, figures.leaseMonths, money);
  const rented = figures.rent !== undefined;
  return (
    <section
      aria-labelledby="true-cost-heading"
      className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-card"
    >
      <div className="space-y-1">
        <h3 id="true-cost-heading" className="text-xl font-semibold tracking-tight">
          True cost
        </h3>
        <p className="text-sm text-muted-fg">
          {unitName ? `Priced by unit ${unitName}.` : 'Priced by the listing’s rent.'}
          {unpriced > 0
            ? ` ${count(unpriced, 'cost is', 'costs are')} not priced yet and counted as 0.`
            : ''}
        </p>
      </div>
      {!rented ? (
        <p className="rounded-xl bg-muted/50 p-3 text-sm">
          No rent yet: add the listing’s rent, or a unit with its rent, on the apartment’s page to
          see the true cost a month, the cash to move in and the first year.
        </p>
      ) : null}
      {rented ? (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Figure
            label="True cost a month"
            value={whole(figures.monthlyTotal ?? 0)}
            note="Effective rent plus the monthly costs"
            strong
          />
          <Figure
            label="Cash to move in"
            value={whole(figures.moveInCash ?? 0)}
            note="The first month’s full rent and every one-time cost"
            strong
          />
          <Figure
            label="12-month total"
            value={whole(figures.twelveMonthTotal ?? 0)}
            note={`12 true months and the non-refundable one-time costs; ${whole(
              figures.leaseTotal ?? 0,
            )} over the whole ${figures.leaseMonths}-month lease`}
            strong
          />
        </dl>
      ) : null}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {rented ? (
          <>
            <Figure label="Rent a month" value={whole(figures.rent ?? 0)} />
            <Figure
              label="Effective rent a month"
              value={whole(figures.effectiveMonthlyRent ?? 0)}
              note={specials ?? `No specials, over a ${figures.leaseMonths}-month lease`}
            />
          </>
        ) : null}
        <Figure label="Costs a month" value={whole(figures.monthlyCosts)} />
        <Figure
          label="Refundable one-time"
          value={whole(figures.oneTime.refundable)}
          note="Deposits that come back"
        />
        <Figure label="Non-refundable one-time" value={whole(figures.oneTime.nonRefundable)} />
        {rented ? (
          <Figure
            label={`Rent per ${areaLabel}`}
            value={
              figures.pricePerArea === undefined
                ? 'No area given'
                : `${money.format(figures.pricePerArea)} / ${areaLabel}`
            }
          />
        ) : null}
      </dl>
    </section>
  );
}
