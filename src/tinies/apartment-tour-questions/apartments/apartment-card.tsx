import { CalendarClock, MapPin } from 'lucide-react';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import type { Apartment } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { formatTour, roomsLine, type PricedFacts } from '../apartment-facts.ts';
import { StatusBadge } from '../status-badge.tsx';
import type { ApartmentRow } from './apartment-filters.ts';

export interface ListedApartment extends ApartmentRow {
  apartment: Apartment;
  facts: PricedFacts;
}

/**
 * An apartment in the list: its name (the one link, stretched over the card), status,
 * address, rent (the chosen or only unit's), rooms and area, and the tour when one is set.
 */
export const ApartmentCard = memo(function ApartmentCard({
  row,
  href,
  rent,
  areaLabel,
}: {
  row: ListedApartment;
  href: string;
  /** The rent as shown ("$1,850 a month"), or null when not known. */
  rent: string | null;
  areaLabel: string;
}) {
  const id = useId();
  const rooms = roomsLine(row.facts, areaLabel);
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="relative flex w-full flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-card has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={`${id}-name`} className="min-w-0 font-semibold break-words">
          <Link
            to={href}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {row.name}
          </Link>
        </h3>
        <StatusBadge status={row.status} />
      </div>
      {row.address ? (
        <p className="flex items-start gap-1.5 text-sm text-muted-fg">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{row.address}</span>
        </p>
      ) : null}
      <dl className="mt-auto flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="sr-only">Rent</dt>
          <dd className="text-base font-semibold">
            {rent ?? <span className="font-normal text-muted-fg">No rent yet</span>}
            {row.facts.unitName ? (
              <span className="ml-1 text-sm font-normal text-muted-fg">({row.facts.unitName})</span>
            ) : null}
          </dd>
        </div>
        {rooms ? (
          <div>
            <dt className="sr-only">Rooms and area</dt>
            <dd className="text-muted-fg">{rooms}</dd>
          </div>
        ) : null}
        {row.tourAt ? (
          <div className="basis-full">
            <dt className="sr-only">Tour</dt>
            <dd className="flex items-center gap-1.5 text-muted-fg">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              Tour {formatTour(row.tourAt)}
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
});
