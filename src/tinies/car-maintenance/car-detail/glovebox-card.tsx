import { Phone } from 'lucide-react';
import type { Vehicle } from '@/shared/car-maintenance/car-model.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card.tsx';
import { dayText } from '../cars/car-words.ts';

/** A phone number as a `tel:` address: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^\d]/g, '')}`;
}

/**
 * What the glovebox holds, for the roadside: plate, VIN, insurance and the roadside
 * assistance number to call. It reads from the car kept on this device, so it opens
 * without a signal.
 */
export function GloveboxCard({ vehicle }: { vehicle: Vehicle }) {
  const { plate, vin } = vehicle;
  const glovebox = vehicle.glovebox ?? {};
  const rows: [string, string | undefined][] = [
    ['Licence plate', plate],
    ['VIN', vin],
    ['Insurer', glovebox.insurer],
    ['Insurance policy number', glovebox.insuranceNumber],
    ['Insurance expires', glovebox.insuranceExpiry && dayText(glovebox.insuranceExpiry)],
    ['Registration expires', glovebox.registrationExpiry && dayText(glovebox.registrationExpiry)],
  ];
  const known = rows.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <Card aria-labelledby="glovebox-title" role="region" className="border-2 border-primary">
      <CardHeader>
        <CardTitle id="glovebox-title">Glovebox card</CardTitle>
        <CardDescription>Kept on this device: it opens offline, at the roadside.</CardDescription>
      </CardHeader>
      {glovebox.roadsidePhone ? (
        <a
          href={telHref(glovebox.roadsidePhone)}
          className="flex items-center gap-3 rounded-lg bg-primary px-4 py-3 font-semibold text-primary-fg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Phone aria-hidden="true" className="size-5" />
          <span>
            Call roadside assistance{' '}
            <span className="whitespace-nowrap">{glovebox.roadsidePhone}</span>
          </span>
        </a>
      ) : null}
      {known.length > 0 ? (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-[auto_1fr]">
          {known.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted-fg">{label}</dt>
              <dd className="font-mono text-base font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {known.length === 0 && !glovebox.roadsidePhone ? (
        <p className="text-sm text-muted-fg">
          Nothing here yet. Edit the car to add its insurance and the roadside assistance number.
        </p>
      ) : null}
    </Card>
  );
}
