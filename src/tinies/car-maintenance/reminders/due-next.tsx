import { BellRing, CloudOff } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '@/ui/loading.tsx';
import { hrefFor } from '../car-links.ts';
import { ReminderRow } from './reminder-row.tsx';
import { SetUpUsualButton } from './set-up-usual.tsx';
import { useDueList } from './use-due-list.ts';

/** How many reminders home shows. */
const SHOWN = 5;

/**
 * What is due next across every car, soonest first, at the top of the tool: overdue and
 * due soon before later, each with "Done". A car with no reminders is offered the usual
 * ones for its fuel type.
 */
export function DueNext() {
  const [params] = useSearchParams();
  const due = useDueList();
  const carsWithout = due.cars.filter(
    (car) => !due.items.some((item) => item.vehicleId === car.id),
  );

  return (
    <section aria-labelledby="due-next-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="due-next-heading" className="text-xl font-semibold">
          Due next
        </h2>
        <Link
          to={hrefFor({ kind: 'reminders' }, params)}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          All reminders{due.items.length > 0 ? ` (${due.items.length})` : ''}
        </Link>
      </div>
      {due.status === 'loading' ? (
        <Loading label="Loading your reminders" />
      ) : due.status === 'error' ? (
        <p className="flex items-center gap-2 text-sm text-muted-fg">
          <CloudOff aria-hidden="true" className="size-4" />
          Your reminders could not be loaded. {due.error ?? ''} Check your connection and try again.
        </p>
      ) : (
        <>
          {due.items.length > 0 ? (
            <ul className="divide-y divide-border rounded-xl border border-border bg-card px-4">
              {due.items.slice(0, SHOWN).map((item) => (
                <ReminderRow key={item.id} item={item} today={due.today} />
              ))}
            </ul>
          ) : null}
          {carsWithout.length > 0 ? (
            <ul className="space-y-2">
              {carsWithout.map((car) => (
                <li
                  key={car.id}
                  className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border p-3"
                >
                  <BellRing aria-hidden="true" className="size-5 text-muted-fg" />
                  <p className="min-w-48 flex-1 text-sm">
                    <span className="font-medium">{car.vehicle.name}</span> has no reminders yet.
                    Start from the usual ones for its fuel type and change any of them.
                  </p>
                  <SetUpUsualButton
                    car={car}
                    path={due.path}
                    today={due.today}
                    lastReading={due.lastReading(car.id)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
