import { Car, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fileUrl } from '@/kit/file-url.ts';
import {
  FUEL_TYPE_LABELS,
  ODOMETER_UNIT_LABELS,
  serviceTitle,
  serviceTotal,
  type Vehicle,
} from '@/shared/car-maintenance/car-model.ts';
import { readVin, vinOriginText } from '@/shared/car-maintenance/vin.ts';
import { Badge } from '@/ui/badge.tsx';
import { Card, CardHeader, CardTitle } from '@/ui/card.tsx';
import { CarGate, BackTo, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor } from '../car-links.ts';
import { carLine, dayText, lastReading, newestFirst, odometerText } from '../cars/car-words.ts';
import { NextDue } from '../cars/next-due.tsx';
import { useMoney } from '../money.ts';
import { PartHistoryList } from '../parts/part-history-list.tsx';
import { useDueList } from '../reminders/use-due-list.ts';
import {
  useFuel,
  useIssues,
  useServices,
  useVehicle,
  type ServiceEntry,
  type VehicleEntry,
} from '../use-car-data.ts';
import { CarActions } from './car-actions.tsx';
import { GloveboxCard } from './glovebox-card.tsx';
import { SpecsSheet } from './specs-sheet.tsx';

/** How many of the car's services the overview lists before "See all". */
const RECENT = 5;

/**
 * One car: its facts (with what the VIN says), the glovebox card and the specs sheet, its
 * recent services with the way to all of them, and what can be done with it.
 */
export default function CarDetailScreen({ id }: { id: string }) {
  const state = useVehicle(id);
  return (
    <div className="space-y-6">
      <BackTo view={{ kind: 'cars' }}>Back to cars</BackTo>
      <CarGate
        state={state}
        words={GATE_WORDS.car}
        back={{ view: { kind: 'cars' }, label: 'Back to cars' }}
      >
        {(entry) => <CarDetail entry={entry} path={state.path} />}
      </CarGate>
    </div>
  );
}

function CarDetail({ entry, path }: { entry: VehicleEntry; path: string | null }) {
  const { id, vehicle } = entry;
  const services = useServices();
  const fuel = useFuel();
  const issues = useIssues();
  const mine = newestFirst(services.entries.filter((item) => item.service.vehicleId === id));
  const reading = lastReading(id, services.entries, fuel.entries, issues.entries);
  const line = carLine(vehicle);
  const due = useDueList();
  const next = due.items.find((item) => item.vehicleId === id);

  return (
    <article className="space-y-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {vehicle.photoId ? (
          <img
            src={fileUrl(vehicle.photoId)}
            alt={`${vehicle.name}'s photo`}
            className="aspect-[4/3] w-full max-w-xs rounded-xl border border-border bg-muted object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="hidden size-24 shrink-0 items-center justify-center rounded-xl bg-muted text-muted-fg sm:flex"
          >
            <Car className="size-10" />
          </div>
        )}
        <div className="min-w-0 space-y-2">
          <h2 className="text-2xl font-semibold tracking-tight break-words">{vehicle.name}</h2>
          {line ? <p className="text-lg text-muted-fg">{line}</p> : null}
          <div className="flex flex-wrap gap-2">
            {vehicle.plate ? <Badge className="font-mono">{vehicle.plate}</Badge> : null}
            {vehicle.archived ? <Badge tone="muted">Archived</Badge> : null}
            <Badge tone="accent">{FUEL_TYPE_LABELS[vehicle.fuelType]}</Badge>
          </div>
          <p className="text-sm text-muted-fg">
            {reading
              ? `Last odometer reading ${odometerText(reading.odometer, vehicle.odometerUnit)} on ${dayText(reading.date)}`
              : 'No odometer reading yet: it comes from services and fill-ups.'}
          </p>
          {next ? <NextDue item={next} today={due.today} /> : null}
        </div>
      </header>
      <CarActions entry={entry} path={path} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Overview vehicle={vehicle} />
        <GloveboxCard vehicle={vehicle} />
        <SpecsSheet specs={vehicle.specs ?? {}} />
        <RecentServices
          id={id}
          vehicle={vehicle}
          services={mine}
          loading={services.status === 'loading'}
        />
        <Card role="region" aria-labelledby="parts-title" className="lg:col-span-2">
          <CardHeader>
            <CardTitle id="parts-title">Parts history</CardTitle>
          </CardHeader>
          <PartHistoryList vehicleId={id} />
        </Card>
      </div>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-fg">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

function Overview({ vehicle }: { vehicle: Vehicle }) {
  const money = useMoney();
  const vin = vehicle.vin ? readVin(vehicle.vin, new Date().getFullYear()) : null;
  const origin = vin ? vinOriginText(vin) : undefined;
  return (
    <Card role="region" aria-labelledby="overview-title">
      <CardHeader>
        <CardTitle id="overview-title">Overview</CardTitle>
      </CardHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {vehicle.make ? <Fact label="Make">{vehicle.make}</Fact> : null}
        {vehicle.model ? <Fact label="Model">{vehicle.model}</Fact> : null}
        {vehicle.year !== undefined ? <Fact label="Year">{vehicle.year}</Fact> : null}
        {vehicle.plate ? <Fact label="Licence plate">{vehicle.plate}</Fact> : null}
        {vin ? (
          <Fact label="VIN">
            <span className="font-mono">{vin.vin}</span>
            {vin.modelYear !== undefined || origin ? (
              <span className="block font-normal text-muted-fg">
                {[vin.modelYear !== undefined && `Model year ${vin.modelYear}`, origin]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            ) : null}
            {!vin.checkDigitOk ? (
              <span className="mt-1 flex items-start gap-1 font-normal text-muted-fg">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                Check digit does not match: worth checking against the papers (cars made outside
                North America often have none).
              </span>
            ) : null}
          </Fact>
        ) : null}
        <Fact label="Odometer">{ODOMETER_UNIT_LABELS[vehicle.odometerUnit]}</Fact>
        <Fact label="Fuel">{FUEL_TYPE_LABELS[vehicle.fuelType]}</Fact>
        {vehicle.purchaseDate ? <Fact label="Bought">{dayText(vehicle.purchaseDate)}</Fact> : null}
        {vehicle.purchasePrice !== undefined ? (
          <Fact label="Price paid">{money.format(vehicle.purchasePrice)}</Fact>
        ) : null}
      </dl>
      {vehicle.notes ? <p className="text-sm whitespace-pre-wrap">{vehicle.notes}</p> : null}
    </Card>
  );
}

function RecentServices({
  id,
  vehicle,
  services,
  loading,
}: {
  id: string;
  vehicle: Vehicle;
  services: readonly ServiceEntry[];
  loading: boolean;
}) {
  const [params] = useSearchParams();
  const money = useMoney();
  const shown = services.slice(0, RECENT);
  return (
    <Card role="region" aria-labelledby="recent-title">
      <CardHeader>
        <CardTitle id="recent-title">Recent services</CardTitle>
      </CardHeader>
      {loading ? (
        <p className="text-sm text-muted-fg">Loading the service history…</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-fg">
          No services logged for this car yet. Log the last one you remember: its date and odometer
          start the reminders.
        </p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {shown.map(({ id: serviceId, service }) => (
            <li
              key={serviceId}
              className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
            >
              <Link
                to={hrefFor({ kind: 'service', id: serviceId }, params)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {serviceTitle(service)}
              </Link>
              <span className="text-muted-fg">
                {[
                  dayText(service.date),
                  service.odometer !== undefined &&
                    odometerText(service.odometer, vehicle.odometerUnit),
                  service.lineItems.length > 0 && money.format(serviceTotal(service)),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {services.length > 0 ? (
        <Link
          to={`${hrefFor({ kind: 'home' })}?cars=${encodeURIComponent(id)}`}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {`See all ${services.length} in the history`}
        </Link>
      ) : null}
    </Card>
  );
}
