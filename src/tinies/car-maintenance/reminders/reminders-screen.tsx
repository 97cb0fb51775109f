import { BellRing, CalendarArrowDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { datedFileName, downloadFile } from '@/kit/io/download-file.ts';
import { LoadFailed } from '@/kit/load-failed.tsx';
import { useStoredState } from '@/kit/use-stored-state.ts';
import type { ReminderState } from '@/shared/car-maintenance/reminders.ts';
import { REMINDER_STATE_LABELS } from '@/shared/car-maintenance/reminders.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { Loading } from '@/ui/loading.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { hrefFor } from '../car-links.ts';
import { NoCars } from '../no-cars.tsx';
import { ReminderRow } from './reminder-row.tsx';
import { SetUpUsualButton } from './set-up-usual.tsx';
import { useDueList, type DueList } from './use-due-list.ts';

type Grouping = 'car' | 'state';
const parseGrouping = (value: unknown): Grouping | null =>
  value === 'car' || value === 'state' ? value : null;

/** Every reminder of every car on the road, by car or by state, with export to a calendar. */
export default function RemindersScreen() {
  const [params] = useSearchParams();
  const due = useDueList();
  const [grouping, setGrouping] = useStoredState<Grouping>(
    'local',
    'car-maintenance:reminders-grouping',
    'car',
    parseGrouping,
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold">Reminders</h2>
        <div className="flex flex-wrap gap-2">
          <ExportButton due={due} />
          <Link to={hrefFor({ kind: 'new-reminder' }, params)} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            Add a reminder
          </Link>
        </div>
      </div>
      {due.status === 'loading' ? (
        <Loading label="Loading your reminders" />
      ) : due.status === 'error' ? (
        <LoadFailed title="Your reminders could not be loaded" message={due.error} />
      ) : due.cars.length === 0 ? (
        <NoCars icon={<BellRing />}>
          Reminders belong to a car: add your first car, then set up its reminders.
        </NoCars>
      ) : (
        <>
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">Group reminders</legend>
            <span aria-hidden="true" className="text-sm text-muted-fg">
              Group by
            </span>
            {(['car', 'state'] as const).map((option) => (
              <Button
                key={option}
                size="sm"
                variant={grouping === option ? 'primary' : 'outline'}
                aria-pressed={grouping === option}
                onClick={() => setGrouping(option)}
              >
                {option === 'car' ? 'Group by car' : 'Group by state'}
              </Button>
            ))}
          </fieldset>
          {grouping === 'car' ? <ByCar due={due} /> : <ByState due={due} />}
        </>
      )}
    </div>
  );
}

function ByCar({ due }: { due: DueList }) {
  const [params] = useSearchParams();
  return (
    <div className="space-y-8">
      {due.cars.map((car) => {
        const items = due.items.filter((item) => item.vehicleId === car.id);
        const headingId = `reminders-car-${car.id}`;
        return (
          <section key={car.id} aria-labelledby={headingId} className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={headingId} className="text-lg font-semibold">
                {car.vehicle.name}
              </h3>
              <Link
                to={hrefFor({ kind: 'new-reminder' }, params, { 'for-car': car.id })}
                className={buttonVariants({ variant: 'tertiary', size: 'sm' })}
              >
                <Plus aria-hidden="true" />
                Add<span className="sr-only"> a reminder for {car.vehicle.name}</span>
              </Link>
            </div>
            {items.length > 0 ? (
              <ul className="divide-y divide-border rounded-xl border border-border bg-card px-4">
                {items.map((item) => (
                  <ReminderRow key={item.id} item={item} today={due.today} showCar={false} />
                ))}
              </ul>
            ) : (
              <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border p-3">
                <p className="min-w-48 flex-1 text-sm text-muted-fg">
                  No reminders for this car yet.
                </p>
                <SetUpUsualButton
                  car={car}
                  path={due.path}
                  today={due.today}
                  lastReading={due.lastReading(car.id)}
                />
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

const STATES: readonly ReminderState[] = ['overdue', 'due-soon', 'later'];

function ByState({ due }: { due: DueList }) {
  if (due.items.length === 0) {
    return (
      <p className="text-sm text-muted-fg">
        No reminders yet. Group by car to set up the usual ones for each car.
      </p>
    );
  }
  return (
    <div className="space-y-8">
      {STATES.map((state) => {
        const items = due.items.filter((item) => item.status.state === state);
        if (items.length === 0) return null;
        return (
          <section key={state} aria-labelledby={`reminders-${state}`} className="space-y-2">
            <h3 id={`reminders-${state}`} className="text-lg font-semibold">
              {REMINDER_STATE_LABELS[state]} ({items.length})
            </h3>
            <ul className="divide-y divide-border rounded-xl border border-border bg-card px-4">
              {items.map((item) => (
                <ReminderRow key={item.id} item={item} today={due.today} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Downloads the reminders as an .ics file; the calendar code loads only now. */
function ExportButton({ due }: { due: DueList }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const dated = due.items.filter((item) => item.status.expectedDate !== undefined);
  return (
    <Button
      variant="outline"
      loading={busy}
      disabled={due.status !== 'ready' || dated.length === 0}
      onClick={async () => {
        setBusy(true);
        try {
          const { remindersCalendar } = await import('@/shared/car-maintenance/reminders-ics.ts');
          const now = new Date();
          const text = remindersCalendar(dated, { today: due.today, now });
          downloadFile(text, datedFileName('car-reminders', now, 'ics'), 'text/calendar');
        } catch (error) {
          toast({
            type: 'error',
            title: 'The calendar could not be made',
            description: error instanceof Error ? error.message : undefined,
          });
        } finally {
          setBusy(false);
        }
      }}
    >
      <CalendarArrowDown aria-hidden="true" />
      Export to calendar (.ics)
    </Button>
  );
}
