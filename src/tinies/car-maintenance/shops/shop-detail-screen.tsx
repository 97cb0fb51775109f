import { ExternalLink, Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { serviceTitle, serviceTotal } from '@/shared/car-maintenance/car-model.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { BackTo, CarGate, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor } from '../car-links.ts';
import { useMoney } from '../money.ts';
import { useLocation, useServices, useVehicles, type LocationEntry } from '../use-car-data.ts';
import { useDeleteShop } from './delete-shop.ts';
import { historyOfShop, mapLinkFor, telLinkFor, visitsText } from './shop-links.ts';

/** One shop: how to reach it, what was spent there, and the services done there. */
export default function ShopDetailScreen({ id }: { id: string }) {
  const state = useLocation(id);
  return (
    <CarGate
      state={state}
      words={GATE_WORDS.shop}
      back={{ view: { kind: 'shops' }, label: 'Back to shops' }}
    >
      {(entry) => <ShopDetail entry={entry} path={state.path} />}
    </CarGate>
  );
}

const linkClass = 'inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline';

function ShopDetail({ entry, path }: { entry: LocationEntry; path: string | null }) {
  const [params] = useSearchParams();
  const { id, location } = entry;
  const money = useMoney();
  const all = useServices();
  const cars = useVehicles();
  const deleteShop = useDeleteShop();
  const here = useMemo(
    () =>
      all.entries
        .filter((item) => item.service.locationId === id)
        .sort((a, b) => (a.service.date < b.service.date ? 1 : -1)),
    [all.entries, id],
  );
  const carName = (vehicleId: string) =>
    cars.entries.find((car) => car.id === vehicleId)?.vehicle.name ?? 'A car no longer listed';
  const spend = here.reduce((sum, item) => sum + serviceTotal(item.service), 0);

  return (
    <article className="space-y-6" aria-labelledby="shop-name">
      <BackTo view={{ kind: 'shops' }}>Back to shops</BackTo>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="shop-name" className="text-2xl font-semibold tracking-tight">
          {location.name}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link
            to={hrefFor({ kind: 'shop-edit', id }, params)}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Link>
          <Button
            variant="outline"
            className="text-destructive"
            disabled={!deleteShop || !path}
            onClick={() => path && void deleteShop?.(entry, path)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="shop-contact" className="space-y-3">
          <h3 id="shop-contact" className="text-lg font-semibold">
            Contact
          </h3>
          {location.address || location.phone || location.website || location.email ? (
            <ul className="space-y-3 text-sm">
              {location.address ? (
                <li className="space-y-1">
                  <p className="whitespace-pre-line">{location.address}</p>
                  <a
                    href={mapLinkFor(location.address)}
                    target="_blank"
                    rel="noreferrer"
                    className={linkClass}
                  >
                    <MapPin aria-hidden="true" className="size-4" />
                    Show on a map
                    <span className="sr-only"> (opens OpenStreetMap in a new tab)</span>
                  </a>
                </li>
              ) : null}
              {location.phone ? (
                <li>
                  <a href={telLinkFor(location.phone)} className={linkClass}>
                    <Phone aria-hidden="true" className="size-4" />
                    <span>
                      <span className="sr-only">Call </span>
                      {location.phone}
                    </span>
                  </a>
                </li>
              ) : null}
              {location.website ? (
                <li>
                  <a href={location.website} target="_blank" rel="noreferrer" className={linkClass}>
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="break-all">{location.website}</span>
                  </a>
                </li>
              ) : null}
              {location.email ? (
                <li>
                  <a href={`mailto:${location.email}`} className={linkClass}>
                    <Mail aria-hidden="true" className="size-4" />
                    <span className="break-all">{location.email}</span>
                  </a>
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="text-sm text-muted-fg">
              No address, phone or website yet. Edit the shop to add them.
            </p>
          )}
          {location.notes ? (
            <>
              <h3 className="pt-2 text-lg font-semibold">Notes</h3>
              <p className="text-sm whitespace-pre-line">{location.notes}</p>
            </>
          ) : null}
        </section>

        <section aria-labelledby="shop-spend" className="space-y-3">
          <h3 id="shop-spend" className="text-lg font-semibold">
            Spent here
          </h3>
          <p>
            <span className="text-2xl font-semibold">{money.format(spend)}</span>
            <span className="text-muted-fg"> · {visitsText(here.length)}</span>
          </p>
          {here.length > 0 ? (
            <>
              <ul aria-label="Services at this shop" className="divide-y divide-border text-sm">
                {here.slice(0, 10).map(({ id: serviceId, service }) => (
                  <li key={serviceId} className="flex flex-wrap justify-between gap-x-3 py-2">
                    <Link
                      to={hrefFor({ kind: 'service', id: serviceId }, params)}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {serviceTitle(service)}
                    </Link>
                    <span className="text-muted-fg">
                      {service.date} · {carName(service.vehicleId)} ·{' '}
                      {money.format(serviceTotal(service))}
                    </span>
                  </li>
                ))}
              </ul>
              <Link to={historyOfShop(id)} className={linkClass}>
                {here.length > 10
                  ? `All ${here.length} services here in the history`
                  : 'See these services in the history'}
              </Link>
            </>
          ) : (
            <p className="text-sm text-muted-fg">
              No services logged at this shop yet. Choose it as the shop when you log a service.
            </p>
          )}
        </section>
      </div>
    </article>
  );
}
