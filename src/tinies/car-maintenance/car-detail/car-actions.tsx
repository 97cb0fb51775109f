import { Archive, ArchiveRestore, Pencil, Plus, Printer, Trash2 } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { hrefFor } from '../car-links.ts';
import {
  fuel,
  issues,
  nowStamp,
  reminders,
  services,
  useFuel,
  useIssues,
  useReminders,
  useServices,
  vehicles,
  type VehicleEntry,
} from '../use-car-data.ts';

/** How long "Undo" stays offered after a delete. */
const UNDO_DURATION_MS = 10_000;

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

/**
 * Edit, Log a service, Printable history, Archive (a sold car: kept in the history, out of
 * the way) and Delete (the car and every record of it, after a confirm that counts them
 * and suggests archiving instead; undone from the toast).
 */
export function CarActions({ entry, path }: { entry: VehicleEntry; path: string | null }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const toast = useToast();
  const allServices = useServices();
  const allReminders = useReminders();
  const allIssues = useIssues();
  const allFuel = useFuel();
  const { id, vehicle } = entry;

  const mine = {
    services: allServices.entries.filter((item) => item.service.vehicleId === id),
    reminders: allReminders.entries.filter((item) => item.reminder.vehicleId === id),
    issues: allIssues.entries.filter((item) => item.issue.vehicleId === id),
    fuel: allFuel.entries.filter((item) => item.fill.vehicleId === id),
  };
  const everythingKnown = [allServices, allReminders, allIssues, allFuel].every(
    (state) => state.status === 'ready' && state.path !== null,
  );

  function toggleArchived() {
    if (!path) return;
    const archived = !vehicle.archived;
    vehicles.update(path, id, { archived, updatedAt: nowStamp() });
    toast({
      title: archived ? 'Car archived' : 'Car back in your garage',
      description: archived
        ? `${vehicle.name} is out of the way; its history stays.`
        : `${vehicle.name} is listed with your cars again.`,
    });
  }

  async function remove() {
    if (!path || !everythingKnown) return;
    const counts = [
      counted(mine.services.length, 'service record', 'service records'),
      counted(mine.reminders.length, 'reminder', 'reminders'),
      counted(mine.issues.length, 'issue', 'issues'),
      counted(mine.fuel.length, 'fill-up', 'fill-ups'),
    ];
    const confirmed = await confirm({
      title: 'Delete this car and its history?',
      message: (
        <div className="space-y-2">
          <p>
            “{vehicle.name}” will be deleted on all your devices, with everything recorded for it:
          </p>
          <ul className="list-disc pl-5">
            {counts.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>Sold it? Archive it instead: it is hidden from your cars and its history stays.</p>
        </div>
      ),
      confirmText: 'Delete car and history',
      destructive: true,
    });
    if (!confirmed) return;
    const kept = { ...mine };
    const paths = {
      services: allServices.path!,
      reminders: allReminders.path!,
      issues: allIssues.path!,
      fuel: allFuel.path!,
    };
    // Leave first, so the screen never shows the car as missing.
    void navigate(hrefFor({ kind: 'cars' }, params));
    for (const item of kept.services) services.remove(paths.services, item.id);
    for (const item of kept.reminders) reminders.remove(paths.reminders, item.id);
    for (const item of kept.issues) issues.remove(paths.issues, item.id);
    for (const item of kept.fuel) fuel.remove(paths.fuel, item.id);
    vehicles.remove(path, id);
    toast({
      title: 'Car deleted',
      description: vehicle.name,
      duration: UNDO_DURATION_MS,
      action: {
        label: 'Undo',
        onClick: () => {
          vehicles.save(path, id, vehicle);
          for (const item of kept.services) services.save(paths.services, item.id, item.service);
          for (const item of kept.reminders) {
            reminders.save(paths.reminders, item.id, item.reminder);
          }
          for (const item of kept.issues) issues.save(paths.issues, item.id, item.issue);
          for (const item of kept.fuel) fuel.save(paths.fuel, item.id, item.fill);
        },
      },
    });
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={hrefFor({ kind: 'new-service' }, params, { 'for-car': id })}
        className={buttonVariants()}
      >
        <Plus aria-hidden="true" />
        Log a service
      </Link>
      <Link
        to={hrefFor({ kind: 'car-edit', id }, params)}
        className={buttonVariants({ variant: 'outline' })}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Link>
      <Link
        to={hrefFor({ kind: 'car-print', id }, params)}
        className={buttonVariants({ variant: 'outline' })}
      >
        <Printer aria-hidden="true" />
        Printable history
      </Link>
      <Button variant="outline" disabled={!path} onClick={toggleArchived}>
        {vehicle.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
        {vehicle.archived ? 'Unarchive' : 'Archive'}
      </Button>
      <Button
        variant="outline"
        disabled={!path || !everythingKnown}
        onClick={() => void remove()}
        className="text-destructive"
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
