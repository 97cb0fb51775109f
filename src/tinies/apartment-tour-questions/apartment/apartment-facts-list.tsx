import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  LAUNDRY_LABELS,
  PARKING_LABELS,
  PETS_LABELS,
  type Apartment,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Badge } from '@/ui/badge.tsx';
import { formatDay, mapLink, phoneLink } from '../apartment-facts.ts';

const LINK = 'font-medium text-primary underline-offset-4 hover:underline break-words';

/** A link that leaves the app, said so to everyone. */
function Away({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className={LINK}>
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** One fact; a `long` one (an address, a web address) takes the whole row on a phone. */
function Fact({ label, long, children }: { label: string; long: boolean; children: ReactNode }) {
  return (
    <div className={long ? 'col-span-2 min-w-0 space-y-0.5 sm:col-span-1' : 'min-w-0 space-y-0.5'}>
      <dt className="text-xs font-semibold tracking-wide text-muted-fg uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const half = (value: number) => value.toLocaleString();

/**
 * What the listing says: where it is (with a map), how to reach the landlord, the rooms, and
 * what comes with it. Only what is known is shown.
 */
export function ApartmentFactsList({
  apartment: a,
  areaLabel,
}: {
  apartment: Apartment;
  areaLabel: string;
}) {
  const facts: ReactNode[] = [];
  const add = (label: string, value: ReactNode, long = false) =>
    facts.push(
      <Fact key={label} label={label} long={long}>
        {value}
      </Fact>,
    );
  if (a.address) {
    add(
      'Address',
      <>
        <span className="block">{a.address}</span>
        <Away href={mapLink(a.address)}>Show on the map</Away>
      </>,
      true,
    );
  }
  if (a.website) add('Website', <Away href={a.website}>{new URL(a.website).host}</Away>, true);
  if (a.sourceUrl) {
    add('Listing page', <Away href={a.sourceUrl}>{new URL(a.sourceUrl).host}</Away>, true);
  }
  if (a.phone) {
    add(
      'Phone',
      <a href={phoneLink(a.phone)} className={LINK}>
        {a.phone}
      </a>,
    );
  }
  if (a.email) {
    add(
      'E-mail',
      <a href={`mailto:${a.email}`} className={LINK}>
        {a.email}
      </a>,
      true,
    );
  }
  if (a.beds !== undefined) add('Bedrooms', a.beds === 0 ? 'Studio' : half(a.beds));
  if (a.baths !== undefined) add('Bathrooms', half(a.baths));
  if (a.area !== undefined) add('Area', `${a.area.toLocaleString()} ${areaLabel}`);
  if (a.availableOn) add('Available from', formatDay(a.availableOn));
  if (a.laundry) add('Laundry', LAUNDRY_LABELS[a.laundry]);
  if (a.parking) add('Parking', PARKING_LABELS[a.parking]);
  if (a.pets) add('Pets', PETS_LABELS[a.pets]);
  if (a.airConditioning !== undefined) add('Air conditioning', a.airConditioning ? 'Yes' : 'No');
  if (a.utilitiesIncluded?.length) {
    add('Utilities included', a.utilitiesIncluded.join(', '), true);
  }
  if (a.leaseMonths !== undefined) add('Lease', `${a.leaseMonths} months`);
  if (a.freeWeeks) add('Weeks free', half(a.freeWeeks));

  return (
    <div className="space-y-5">
      {facts.length > 0 ? (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-3">{facts}</dl>
      ) : (
        <p className="text-muted-fg">No listing details yet: add them with Edit.</p>
      )}
      {a.amenities?.length ? (
        <div className="space-y-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted-fg uppercase">Amenities</h4>
          <ul aria-label="Amenities" className="flex flex-wrap gap-2">
            {a.amenities.map((amenity) => (
              <li key={amenity}>
                <Badge className="text-sm">{amenity}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {a.links?.length ? (
        <div className="space-y-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted-fg uppercase">Links</h4>
          <ul className="space-y-1">
            {a.links.map((link) => (
              <li key={link.url}>
                <Away href={link.url}>{link.label ?? link.url}</Away>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
