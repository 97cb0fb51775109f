import { memo, type MouseEvent } from 'react';
import {
  serviceTitle,
  serviceTotal,
  type OdometerUnit,
} from '@/shared/car-maintenance/car-model.ts';
import { Badge } from '@/ui/badge.tsx';
import type { ServiceEntry } from '../use-car-data.ts';
import { formatDay, formatOdometer } from './service-format.ts';

/** What a row shows besides the record itself; made once per record (see `rowDetails`). */
export interface HistoryRowDetails {
  carName: string;
  unit: OdometerUnit;
  shopName: string | undefined;
  partNames: string[];
  cost: string | null;
}

export interface HistoryRowProps {
  entry: ServiceEntry;
  href: string;
  /**
   * Opens the record on a plain click (the link is a plain one, light to draw in a long
   * list): the caller moves within the app; other clicks are the browser's.
   */
  onOpen: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
  details: HistoryRowDetails;
}

/**
 * One service in the history: its title is the link, stretched over the whole row; date,
 * car, odometer, shop, cost and parts follow. Drawn again only when one of its props
 * changes: keep `details` per record.
 */
export const HistoryRow = memo(function HistoryRow({
  entry,
  href,
  onOpen,
  details,
}: HistoryRowProps) {
  const { carName, unit, shopName, partNames, cost } = details;
  const { service } = entry;
  return (
    <article className="relative flex w-full flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-card has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring hover:bg-muted">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 text-base font-semibold break-words">
          <a
            href={href}
            onClick={(event) => onOpen(event, entry.id)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {serviceTitle(service)}
          </a>
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

/** The names a row reads its details with. */
export interface RowNames {
  car: (id: string) => { name: string; odometerUnit: OdometerUnit } | undefined;
  shop: (id: string) => string | undefined;
  part: (id: string) => string;
  money: (amount: number) => string;
}

/**
 * Each record's row details with `names`, made once per record object: a memoized row
 * gets the same details however often the list is drawn.
 */
export function rowDetailsOf(names: RowNames): (entry: ServiceEntry) => HistoryRowDetails {
  const made = new WeakMap<ServiceEntry, HistoryRowDetails>();
  return (entry) => {
    let known = made.get(entry);
    if (!known) {
      known = rowDetails(entry, names);
      made.set(entry, known);
    }
    return known;
  };
}

/** A row's details: the car, the shop's and parts' names, the total (none without lines). */
export function rowDetails({ service }: ServiceEntry, names: RowNames): HistoryRowDetails {
  const car = names.car(service.vehicleId);
  return {
    carName: car?.name ?? '',
    unit: car?.odometerUnit ?? 'mi',
    shopName: service.locationId ? names.shop(service.locationId) : undefined,
    partNames: service.parts.map((tag) => names.part(tag.part)),
    cost: service.lineItems.length > 0 ? names.money(serviceTotal(service)) : null,
  };
}
