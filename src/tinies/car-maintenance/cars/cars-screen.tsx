import { Car, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fileUrl } from '@/kit/file-url.ts';
import { LoadFailed } from '@/kit/load-failed.tsx';
import type { Vehicle } from '@/shared/car-maintenance/car-model.ts';
import type { DueItem } from '@/shared/car-maintenance/reminders.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Loading } from '@/ui/loading.tsx';
import { hrefFor } from '../car-links.ts';
import { useDueList } from '../reminders/use-due-list.ts';
import {
  useFuel,
  useIssues,
  useServices,
  useVehicles,
  type FuelEntryItem,
  type IssueEntry,
  type ServiceEntry,
  type VehicleEntry,
} from '../use-car-data.ts';
import { carLine, dayText, lastReading, odometerText } from './car-words.ts';
import { NextDue } from './next-due.tsx';

/**
 * The person's cars as cards: photo, name, year make model, plate and the last odometer
 * reading. Sold cars (archived) wait behind "Show archived".
 */
export default function CarsScreen() {
  const [params] = useSearchParams();
  const cars = useVehicles();
  const services = useServices();
  const fuel = useFuel();
  const issues = useIssues();
  const due = useDueList();
  const [showArchived, setShowArchived] = useState(false);

  if (cars.status === 'loading') return <Loading label="Loading your cars" />;
  if (cars.status === 'error') {
    return <LoadFailed title="Your cars could not be loaded" message={cars.error?.message} />;
  }

  const addCar = (
    <Link to={hrefFor({ kind: 'new-car' }, params)} className={buttonVariants()}>
      <Plus aria-hidden="true" />
      Add a car
    </Link>
  );
  const active = cars.entries.filter((entry) => !entry.vehicle.archived);
  const archived = cars.entries.filter((entry) => entry.vehicle.archived);
  const shown = showArchived ? [...active, ...archived] : active;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold tracking-tight">Cars</h2>
        {cars.entries.length > 0 ? addCar : null}
      </header>
      {cars.entries.length === 0 ? (
        <EmptyState icon={<Car />} title="No cars yet" actions={addCar}>
          Add your first car: its name is enough to start. Make, model, VIN, its specs sheet and
          glovebox card can follow whenever you have them to hand.
        </EmptyState>
      ) : (
        <>
          {active.length === 0 && !showArchived ? (
            <p className="text-muted-fg">
              Every car is archived. Show them below, or add the car you drive now.
            </p>
          ) : null}
          {shown.length > 0 ? (
            <ul aria-label="Cars" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((entry) => (
                <li key={entry.id}>
                  <CarCard
                    entry={entry}
                    services={services.entries}
                    fills={fuel.entries}
                    issues={issues.entries}
                    next={due.items.find((item) => item.vehicleId === entry.id)}
                    today={due.today}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {archived.length > 0 ? (
            <Button
              variant="outline"
              aria-pressed={showArchived}
              onClick={() => setShowArchived((shown) => !shown)}
            >
              {showArchived ? 'Hide archived' : `Show archived (${archived.length})`}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

function CarCard({
  entry,
  services,
  fills,
  issues,
  next,
  today,
}: {
  entry: VehicleEntry;
  services: readonly ServiceEntry[];
  fills: readonly FuelEntryItem[];
  issues: readonly IssueEntry[];
  next: DueItem<Vehicle> | undefined;
  today: string;
}) {
  const [params] = useSearchParams();
  const { id, vehicle } = entry;
  const line = carLine(vehicle);
  const reading = lastReading(id, services, fills, issues);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
      {vehicle.photoId ? (
        <img
          src={fileUrl(vehicle.photoId)}
          alt=""
          loading="lazy"
          className="aspect-[16/9] w-full bg-muted object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[16/9] w-full items-center justify-center bg-muted text-muted-fg"
        >
          <Car className="size-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">
          <Link
            to={hrefFor({ kind: 'car', id }, params)}
            className="outline-none after:absolute after:inset-0 hover:underline"
          >
            {vehicle.name}
          </Link>
        </h3>
        {line ? <p className="text-muted-fg">{line}</p> : null}
        <div className="flex flex-wrap items-center gap-2">
          {vehicle.plate ? <Badge className="font-mono">{vehicle.plate}</Badge> : null}
          {vehicle.archived ? <Badge tone="muted">Archived</Badge> : null}
        </div>
        <p className="mt-auto text-sm text-muted-fg">
          {reading
            ? `${odometerText(reading.odometer, vehicle.odometerUnit)} on ${dayText(reading.date)}`
            : 'No odometer reading yet'}
        </p>
        {next ? <NextDue item={next} today={today} /> : null}
      </div>
    </article>
  );
}
