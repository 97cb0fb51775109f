import { Trash2 } from 'lucide-react';
import { lazy, useMemo } from 'react';
import { deleteFile } from '@/data/files.ts';
import { datedFileName, downloadFile } from '@/kit/io/download-file.ts';
import {
  ExportRow,
  ImportSection,
  MoveIntro,
  MoveRow,
  MoveSection,
} from '@/kit/io/move-screen-parts.tsx';
import { writeMany } from '@/kit/io/write-many.ts';
import { LoadFailed } from '@/kit/load-failed.tsx';
import {
  CSV_RECORD_LABELS,
  CSV_RECORD_NOUNS,
  CSV_RECORD_TYPES,
  type CsvRecordType,
} from '@/shared/car-maintenance/csv-records.ts';
import type { ToolData } from '@/shared/car-maintenance/tool-export.ts';
import { Button } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { Loading } from '@/ui/loading.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { filesOf } from '../car-detail/car-files.ts';
import {
  useCustomParts,
  useFuel,
  useIssues,
  useLocations,
  useReminders,
  useServices,
  useSettings,
  useVehicles,
} from '../use-car-data.ts';
import type { MovePaths } from './move-paths.ts';

// The import (CSV reading, mapping, preview) loads only once a file is chosen.
const ImportFlow = lazy(() => import('./import-flow.tsx'));

/** The largest file read: a CSV of tens of thousands of rows. */
export const MAX_MOVE_BYTES = 5 * 1024 * 1024;

const IMPORT_HINT =
  'A JSON export from here brings everything back. A CSV of cars, service records, fill-ups, reminders, issues or shops (yours, LubeLogger’s or Fuelly’s) is read here, in your browser: you choose which column is which and check the rows before anything is saved.';

const NOTHING_YET = 'Nothing to export yet.';

/**
 * Moving in and out: every record as one JSON file (read back with nothing lost), service
 * records and fill-ups as CSV, and CSV or JSON brought in from a file with a preview.
 */
export default function MoveScreen() {
  const vehicles = useVehicles();
  const services = useServices();
  const locations = useLocations();
  const issues = useIssues();
  const reminders = useReminders();
  const fuel = useFuel();
  const parts = useCustomParts();
  const settings = useSettings();
  const states = [vehicles, services, locations, issues, reminders, fuel, parts, settings];

  const toolData = useMemo<ToolData>(
    () => ({
      vehicles: Object.fromEntries(vehicles.entries.map((e) => [e.id, e.vehicle])),
      services: Object.fromEntries(services.entries.map((e) => [e.id, e.service])),
      locations: Object.fromEntries(locations.entries.map((e) => [e.id, e.location])),
      issues: Object.fromEntries(issues.entries.map((e) => [e.id, e.issue])),
      reminders: Object.fromEntries(reminders.entries.map((e) => [e.id, e.reminder])),
      fuel: Object.fromEntries(fuel.entries.map((e) => [e.id, e.fill])),
      parts: Object.fromEntries(parts.entries.map((e) => [e.id, e.part])),
      settings: settings.entry ? { [settings.entry.id]: settings.entry.settings } : {},
    }),
    [
      vehicles.entries,
      services.entries,
      locations.entries,
      issues.entries,
      reminders.entries,
      fuel.entries,
      parts.entries,
      settings.entry,
    ],
  );
  const paths: MovePaths = {
    vehicles: vehicles.path,
    services: services.path,
    locations: locations.path,
    issues: issues.path,
    reminders: reminders.path,
    fuel: fuel.path,
    parts: parts.path,
    settings: settings.path,
  };

  if (states.some((state) => state.status === 'error')) {
    const failed = states.find((state) => state.status === 'error');
    return (
      <LoadFailed title="Your car data could not be loaded" message={failed?.error?.message} />
    );
  }
  if (states.some((state) => state.status === 'loading')) {
    return <Loading label="Loading your car data" />;
  }

  return (
    <div className="space-y-10">
      <MoveIntro>
        Take your records with you, keep a backup, or bring your history in from another app.
      </MoveIntro>
      <ExportSection data={toolData} />
      <ImportSection hint={IMPORT_HINT} maxBytes={MAX_MOVE_BYTES}>
        {(file, reset) => (
          <ImportFlow
            fileName={file.name}
            text={file.text}
            data={toolData}
            paths={paths}
            onReset={reset}
          />
        )}
      </ImportSection>
      <DeleteAllSection data={toolData} paths={paths} />
    </div>
  );
}

const total = (data: ToolData) =>
  Object.values(data).reduce((sum, documents) => sum + Object.keys(documents).length, 0);

/** Each CSV file's name: `car-services-2025-03-09.csv`. */
const CSV_FILE_PREFIX: Readonly<Record<CsvRecordType, string>> = {
  services: 'car-services',
  fuel: 'car-fuel',
  vehicles: 'car-cars',
  reminders: 'car-reminders',
  issues: 'car-issues',
  locations: 'car-shops',
};

function ExportSection({ data }: { data: ToolData }) {
  const all = total(data);

  async function exportJson() {
    const { toolExportText } = await import('@/shared/car-maintenance/tool-export.ts');
    const now = new Date();
    downloadFile(toolExportText(data, now), datedFileName('car-maintenance', now));
  }

  async function exportCsv(type: CsvRecordType) {
    const [{ csvTableFor }, { writeCsv }] = await Promise.all([
      import('@/shared/car-maintenance/csv-export.ts'),
      import('@/shared/csv/csv-table.ts'),
    ]);
    const table = csvTableFor(type, data);
    downloadFile(
      writeCsv(table.headers, table.rows),
      datedFileName(CSV_FILE_PREFIX[type], new Date(), 'csv'),
      'text/csv;charset=utf-8',
    );
  }

  return (
    <MoveSection title="Export">
      <ul className="space-y-4">
        <ExportRow
          label="Everything (JSON)"
          hint={
            all === 0
              ? NOTHING_YET
              : `All ${all} records: cars, services, shops, issues, reminders, fill-ups, custom parts and settings. Import it here to get everything back as it was.`
          }
          empty={all === 0}
          onExport={() => void exportJson()}
        />
        {CSV_RECORD_TYPES.map((type) => {
          const count = Object.keys(data[type]).length;
          const [one, many] = CSV_RECORD_NOUNS[type];
          return (
            <ExportRow
              key={type}
              label={`${CSV_RECORD_LABELS[type]} (CSV)`}
              hint={
                count === 0
                  ? NOTHING_YET
                  : `${count} ${count === 1 ? one : many}, one per row, for a spreadsheet or another app.`
              }
              empty={count === 0}
              onExport={() => void exportCsv(type)}
            />
          );
        })}
      </ul>
    </MoveSection>
  );
}

function DeleteAllSection({ data, paths }: { data: ToolData; paths: MovePaths }) {
  const { confirm } = useDialogs();
  const toast = useToast();
  const count = total(data);
  if (count === 0) return null;

  async function deleteAll() {
    const confirmed = await confirm({
      title: 'Delete all your car data?',
      message: `All ${count} records — every car, service, shop, issue, reminder, fill-up, custom part and your settings, with the photos and receipts uploaded for them — will be deleted on all your devices. Export everything first to keep a copy.`,
      confirmText: 'Delete everything',
      destructive: true,
    });
    if (!confirmed) return;
    for (const [collection, documents] of Object.entries(data)) {
      const path = paths[collection as keyof ToolData];
      if (!path) continue;
      await writeMany(
        path,
        Object.keys(documents).map((id) => [id, null] as const),
      );
    }
    // Nothing refers to the uploaded photos and receipts now: they go too.
    const files = filesOf({
      vehicles: Object.values(data.vehicles),
      services: Object.values(data.services),
      issues: Object.values(data.issues),
    });
    for (const file of files) void deleteFile(file).catch(() => {});
    toast({ title: 'All car data deleted', description: `${count} records` });
  }

  return (
    <MoveSection title="Start over">
      <MoveRow
        action={
          <Button variant="destructive" onClick={() => void deleteAll()}>
            <Trash2 aria-hidden="true" />
            Delete all car data
          </Button>
        }
      >
        Delete every record of this tool, for instance after moving your history to another app.
        Export first: this cannot be undone.
      </MoveRow>
    </MoveSection>
  );
}
