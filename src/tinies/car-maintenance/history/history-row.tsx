import { memo } from 'react';
import { Link } from 'react-router';
import { serviceTitle, serviceTotal } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import type { OdometerUnit } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import { Badge } from '@/ui/badge.tsx';
import type { ServiceEntry } from '../use-car-data.ts';
import { formatDay, formatOdometer } from './service-format.ts';

export interface HistoryRowProps {
  entry: ServiceEntry;
  href: string;
  carName: string;
  unit: OdometerUnit;
  shopName: string | undefined;
  partNames: string[];
  cost: string | null;
}

/**
 * One service in the history: its title is the link, stretched over the whole row; date,
 * car, odometer, shop, cost and parts follow.
 */
export const HistoryRow = memo(function HistoryRow({
  entry,
  href,
  carName,
  unit,
  shopName,
  partNames,
  cost,
}: HistoryRowProps) {
  const { service } = entry;
  return (
    <article className="relative flex w-full flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-card has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring hover:bg-muted">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 text-base font-semibold break-words">
          <Link to={href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {serviceTitle(service)}
          </Link>
        </h3>
        {cost ? <span className="font-medium tabular-nums">{cost}</span> : null}
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-fg">
        <time dateTime={service.date}>{formatDay(service.date)}</time>
        <span>{carName}</span>
        {service.odometer !== undefined ? (
          <span className="tabular-nums">{formatOdometer(service.odometer, unit)}</span>
        ) : null}
        {shopName ? <span>{shopName}</span> : null}
      </p>
      {partNames.length > 0 ? (
        <ul aria-label="Parts" className="flex flex-wrap gap-1.5">
          {partNames.map((name) => (
            <li key={name}>
              <Badge tone="muted">{name}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
});

/** The cost shown in a row: the total, or nothing for a service with no lines. */
export function rowCost(entry: ServiceEntry, format: (amount: number) => string): string | null {
  return entry.service.lineItems.length > 0 ? format(serviceTotal(entry.service)) : null;
}
