import { Printer } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import {
  ExportRow,
  ImportSection,
  MoveIntro,
  MoveRow,
  MoveSection,
} from '@/kit/io/move-screen-parts.tsx';
import { LoadFailed } from '@/kit/load-failed.tsx';
import { buttonVariants } from '@/ui/button.tsx';
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

const IMPORT_HINT =
  'A JSON export from here brings everything back. A CSV with a row per place — a country by name or code, a US state, a region or a city, with a level and dates if you have them — is read here, in your browser: you choose which column is which and check the rows before anything is saved.';

/**
 * Moving in and out: the places as map pins (GeoJSON, KML) and spreadsheets (CSV), the whole
 * tool as JSON, places brought in from a CSV or a JSON export, and the map as a poster.
 */
export default function MoveScreen() {
  const places = usePlaces();
  const visits = useVisits();
  const failed = [places, visits].find((state) => state.status === 'error');
  if (failed) {
    return <LoadFailed title="Your travels could not be loaded" message={failed.error?.message} />;
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
      <MoveIntro>
        Take your places to a map app or a spreadsheet, keep a backup, bring in a list you kept
        elsewhere, or print your map.
      </MoveIntro>
      <ExportSection data={data} />
      <ImportSection hint={IMPORT_HINT} maxBytes={MAX_MOVE_BYTES}>
        {(file, reset) => (
          <ImportFlow fileName={file.name} text={file.text} data={data} onReset={reset} />
        )}
      </ImportSection>
      <MoveSection title="Poster">
        <MoveRow
          action={
            <Link
              to={`${hrefFor({ kind: 'map' })}&print=1`}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Printer aria-hidden="true" />
              Open the printable map
            </Link>
          }
        >
          Your map on a page of its own, sharp at any size: print it or save it as a PDF.
        </MoveRow>
      </MoveSection>
    </div>
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
    <MoveSection title="Export">
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
    </MoveSection>
  );
}
