import { CloudOff, Download, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { deleteFile } from '@/data/files.ts';
import { datedFileName, downloadFile } from '@/kit/io/download-file.ts';
import { ImportError } from '@/kit/io/import-notice.tsx';
import { megabytes, readTextFile } from '@/kit/io/read-text.ts';
import { writeMany } from '@/kit/io/write-many.ts';
import {
  CSV_RECORD_LABELS,
  CSV_RECORD_NOUNS,
  CSV_RECORD_TYPES,
  type CsvRecordType,
} from '@/shared/car-maintenance/csv-records.ts';
import type { ToolData } from '@/shared/car-maintenance/tool-export.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { describedBy, fieldControlClass } from '@/ui/field-styles.ts';
import { Label } from '@/ui/label.tsx';
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
      <EmptyState tone="muted" icon={<CloudOff />} title="Your car data could not be loaded">
        {`${failed?.error?.message ?? 'Something went wrong.'} Check your connection and try again.`}
      </EmptyState>
    );
  }
  if (states.some((state) => state.status === 'loading')) {
    return <Loading label="Loading your car data" />;
  }

  return (
    <div className="space-y-10">
      <div className="space-y-2">
        <h2 className="text-2xl font-semibold tracking-tight">Import & export</h2>
        <p className="max-w-prose text-muted-fg">
          Take your records with you, keep a backup, or bring your history in from another app.
        </p>
      </div>
      <ExportSection data={toolData} />
      <ImportSection data={toolData} paths={paths} />
      <DeleteAllSection data={toolData} paths={paths} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border border-border p-4 sm:p-6">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
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
    <Section title="Export">
      <ul className="space-y-4">
        <ExportRow
          label="Everything (JSON)"
          hint={`All ${all} records: cars, services, shops, issues, reminders, fill-ups, custom parts and settings. Import it here to get everything back as it was.`}
          empty={all === 0}
          onExport={exportJson}
        />
        {CSV_RECORD_TYPES.map((type) => {
          const count = Object.keys(data[type]).length;
          const [one, many] = CSV_RECORD_NOUNS[type];
          return (
            <ExportRow
              key={type}
              label={`${CSV_RECORD_LABELS[type]} (CSV)`}
              hint={`${count} ${count === 1 ? one : many}, one per row, for a spreadsheet or another app.`}
              empty={count === 0}
              onExport={() => exportCsv(type)}
            />
          );
        })}
      </ul>
    </Section>
  );
}

function ExportRow({
  label,
  hint,
  empty,
  onExport,
}: {
  label: string;
  hint: string;
  empty: boolean;
  onExport: () => Promise<void>;
}) {
  const hintId = useId();
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <p id={hintId} className="text-sm text-muted-fg">
        {empty ? 'Nothing to export yet.' : hint}
      </p>
      <Button
        variant="outline"
        // NOTE: aria-disabled keeps the button focusable, so its hint can be read.
        aria-disabled={empty || undefined}
        aria-describedby={hintId}
        className={cn('sm:w-auto', empty && 'cursor-not-allowed opacity-50 hover:bg-card')}
        onClick={() => {
          if (!empty) void onExport();
        }}
      >
        <Download aria-hidden="true" />
        {`Export ${label}`}
      </Button>
    </li>
  );
}

interface ChosenFile {
  name: string;
  text: string;
  /** Changes with each file chosen, so the import starts afresh. */
  key: number;
}

function ImportSection({ data, paths }: { data: ToolData; paths: MovePaths }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [file, setFile] = useState<ChosenFile | null>(null);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen) return;
    // Cleared so that choosing the same file again reads it again.
    input.value = '';
    setReading(true);
    const result = await readTextFile(chosen, MAX_MOVE_BYTES);
    setReading(false);
    if ('problem' in result) {
      setFile(null);
      setError(
        result.problem === 'too-large'
          ? `${chosen.name} is larger than ${megabytes(MAX_MOVE_BYTES)}. Split it into smaller files.`
          : `${chosen.name} could not be read. Choose it again.`,
      );
      return;
    }
    if (result.text.trim() === '') {
      setFile(null);
      setError(`${chosen.name} is empty.`);
      return;
    }
    setError(null);
    setFile({ name: chosen.name, text: result.text, key: Date.now() });
  }

  return (
    <Section title="Import">
      <div className="space-y-3">
        <Label htmlFor={inputId}>File to import (.csv or .json)</Label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.json,.txt,text/csv,application/json"
          onChange={(event) => void read(event)}
          aria-busy={reading || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
          className={cn(
            fieldControlClass,
            'h-auto cursor-pointer py-2 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-fg',
          )}
        />
        <p id={hintId} className="text-sm text-muted-fg">
          A JSON export from here brings everything back. A CSV of cars, service records, fill-ups,
          reminders, issues or shops (yours, LubeLogger’s or Fuelly’s) is read here, in your
          browser: you choose which column is which and check the rows before anything is saved.
        </p>
        {error ? <ImportError id={errorId} message={error} /> : null}
      </div>
      {file ? (
        <Suspense fallback={<Loading label="Reading the file" />}>
          <ImportFlow
            key={file.key}
            fileName={file.name}
            text={file.text}
            data={data}
            paths={paths}
            onReset={() => setFile(null)}
          />
        </Suspense>
      ) : null}
    </Section>
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
    <Section title="Start over">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <p className="text-sm text-muted-fg">
          Delete every record of this tool, for instance after moving your history to another app.
          Export first: this cannot be undone.
        </p>
        <Button variant="destructive" onClick={() => void deleteAll()}>
          <Trash2 aria-hidden="true" />
          Delete all car data
        </Button>
      </div>
    </Section>
  );
}
