import { Archive, ArchiveRestore, Pencil, Plus, Printer, Trash2 } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { deleteFile } from '@/data/files.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { hrefFor } from '../car-links.ts';
import { orphanedFiles } from './car-files.ts';
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
  useVehicles,
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
 * and suggests archiving instead; undone from the toast; the car's uploaded files are
 * deleted from the server once the toast's Undo has passed).
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
  const allVehicles = useVehicles();
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
    // Files only this car's records hold: deleted once "Undo" is no longer offered.
    const files = orphanedFiles(
      {
        vehicles: [vehicle],
        services: kept.services.map((item) => item.service),
        issues: kept.issues.map((item) => item.issue),
      },
      {
        vehicles: allVehicles.entries.filter((item) => item.id !== id).map((item) => item.vehicle),
        services: allServices.entries
          .filter((item) => item.service.vehicleId !== id)
          .map((item) => item.service),
        issues: allIssues.entries
          .filter((item) => item.issue.vehicleId !== id)
          .map((item) => item.issue),
      },
    );
    let undone = false;
    // Leave first, so the screen never shows the car as missing.
    void navigate(hrefFor({ kind: 'cars' }, params));
    for (const item of kept.services) services.remove(paths.services, item.id);
    for (const item of kept.reminders) reminders.remove(paths.reminders, item.id);
    for (const item of kept.issues) issues.remove(paths.issues, item.id);
    for (const item of kept.fuel) fuel.remove(paths.fuel, item.id);
    vehicles.remove(path, id);
    const toastId = toast({
      title: 'Car deleted',
      description: vehicle.name,
      duration: UNDO_DURATION_MS,
      action: {
        label: 'Undo',
        onClick: () => {
          undone = true;
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
    if (files.length > 0) {
      setTimeout(() => {
        if (undone) return;
        // NOTE: the toast goes with its Undo, which could no longer bring the files back.
        toast.dismiss(toastId);
        // A file left behind (offline, say) is collected by the server once unreferenced.
        for (const file of files) void deleteFile(file).catch(() => {});
      }, UNDO_DURATION_MS);
    }
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
