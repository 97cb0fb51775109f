import { CloudOff, Download, Printer } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ImportError } from '@/kit/io/import-notice.tsx';
import { megabytes, readTextFile } from '@/kit/io/read-text.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { describedBy, fieldControlClass } from '@/ui/field-styles.ts';
import { Label } from '@/ui/label.tsx';
import { Loading } from '@/ui/loading.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { hrefFor } from '../travel-links.ts';
import { usePlaces, useVisits } from '../use-travel-data.ts';
import {
  EXPORT_FORMATS,
  EXPORT_HINTS,
  EXPORT_LABELS,
  exportAs,
  type ExportFormat,
} from './exports.ts';
import type { MoveData } from './move-data.ts';

// The import (CSV reading, the catalogue's codes, the preview) loads once a file is chosen.
const ImportFlow = lazy(() => import('./import-flow.tsx'));

/** The largest file read: tens of thousands of rows. */
export const MAX_MOVE_BYTES = 5 * 1024 * 1024;

/**
 * Moving in and out: the places as map pins (GeoJSON, KML) and spreadsheets (CSV), the whole
 * tool as JSON, places brought in from a CSV or a JSON export, and the map as a poster.
 */
export default function MoveScreen() {
  const places = usePlaces();
  const visits = useVisits();
  const failed = [places, visits].find((state) => state.status === 'error');
  if (failed) {
    return (
      <EmptyState tone="muted" icon={<CloudOff />} title="Your travels could not be loaded">
        {`${failed.error?.message ?? 'Something went wrong.'} Check your connection and try again.`}
      </EmptyState>
    );
  }
  if (places.status === 'loading' || visits.status === 'loading' || !places.path || !visits.path) {
    return <Loading label="Loading your travels" />;
  }
  const data: MoveData = {
    places: places.entries,
    visits: visits.entries,
    placesPath: places.path,
    visitsPath: visits.path,
  };
  return (
    <div className="space-y-10">
      <div className="space-y-2">
        <h2 className="text-2xl font-semibold tracking-tight">Import & export</h2>
        <p className="max-w-prose text-muted-fg">
          Take your places to a map app or a spreadsheet, keep a backup, bring in a list you kept
          elsewhere, or print your map.
        </p>
      </div>
      <ExportSection data={data} />
      <ImportSection data={data} />
      <Section title="Poster">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <p className="text-sm text-muted-fg">
            Your map on a page of its own, sharp at any size: print it or save it as a PDF.
          </p>
          <Link
            to={`${hrefFor({ kind: 'map' })}&print=1`}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Printer aria-hidden="true" />
            Open the printable map
          </Link>
        </div>
      </Section>
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

function ExportSection({ data }: { data: MoveData }) {
  const toast = useToast();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const empty = data.places.length === 0;
  async function run(format: ExportFormat) {
    setBusy(format);
    try {
      await exportAs(format, data);
    } catch {
      toast({
        title: 'The export could not be made',
        description: 'Check your connection and try again.',
      });
    } finally {
      setBusy(null);
    }
  }
  return (
    <Section title="Export">
      {empty ? (
        <p className="text-sm text-muted-fg">
          Nothing to export yet: mark a place on the map or add one first.
        </p>
      ) : null}
      <ul className="space-y-4">
        {EXPORT_FORMATS.map((format) => (
          <ExportRow
            key={format}
            label={EXPORT_LABELS[format]}
            hint={EXPORT_HINTS[format]}
            empty={empty || (format === 'visits-csv' && data.visits.length === 0)}
            busy={busy === format}
            onExport={() => void run(format)}
          />
        ))}
      </ul>
    </Section>
  );
}

function ExportRow({
  label,
  hint,
  empty,
  busy,
  onExport,
}: {
  label: string;
  hint: string;
  empty: boolean;
  busy: boolean;
  onExport: () => void;
}) {
  const hintId = useId();
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <p id={hintId} className="text-sm text-muted-fg">
        {hint}
      </p>
      <Button
        variant="outline"
        // NOTE: aria-disabled keeps the button focusable, so its hint can be read.
        aria-disabled={empty || busy || undefined}
        aria-describedby={hintId}
        className={cn('shrink-0 sm:w-auto', empty && 'cursor-not-allowed opacity-50 hover:bg-card')}
        onClick={() => {
          if (!empty && !busy) onExport();
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

function ImportSection({ data }: { data: MoveData }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen) return;
    // Cleared so that choosing the same file again reads it again.
    input.value = '';
    const result = await readTextFile(chosen, MAX_MOVE_BYTES);
    if ('problem' in result || result.text.trim() === '') {
      setFile(null);
      setError(
        'problem' in result
          ? result.problem === 'too-large'
            ? `${chosen.name} is larger than ${megabytes(MAX_MOVE_BYTES)}. Split it into smaller files.`
            : `${chosen.name} could not be read. Choose it again.`
          : `${chosen.name} is empty.`,
      );
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
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
          className={cn(
            fieldControlClass,
            'h-auto cursor-pointer py-2 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-fg',
          )}
        />
        <p id={hintId} className="text-sm text-muted-fg">
          A JSON export from here brings everything back. A CSV with a row per place — a country by
          name or code, a US state, a region or a city, with a level and dates if you have them — is
          read here, in your browser: you choose which column is which and check the rows before
          anything is saved.
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
            onReset={() => setFile(null)}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
