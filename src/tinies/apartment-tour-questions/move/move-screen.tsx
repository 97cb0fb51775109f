import { lazy, useMemo } from 'react';
import { datedFileName, downloadFile } from '@/kit/io/download-file.ts';
import { plural } from '@/kit/io/import-parts.tsx';
import { ExportRow, ImportSection, MoveIntro, MoveSection } from '@/kit/io/move-screen-parts.tsx';
import { LoadFailed } from '@/kit/load-failed.tsx';
import {
  TOUR_COLLECTIONS,
  TOUR_COLLECTION_NOUNS,
  tourExportText,
  tourRecordCount,
  type TourData,
} from '@/shared/apartment-tour-questions/tool-export.ts';
import { Loading } from '@/ui/loading.tsx';
import {
  useAnswers,
  useApartments,
  useCosts,
  useFollowUps,
  useQuestions,
  useSettingsEntry,
  useUnits,
} from '../use-apartment-data.ts';
import type { TourPaths } from './move-paths.ts';

// The import (reading, checking and the preview) loads only once a file is chosen.
const ImportFlow = lazy(() => import('./import-flow.tsx'));

/** The largest file read: thousands of answers. */
export const MAX_MOVE_BYTES = 10 * 1024 * 1024;

const IMPORT_HINT =
  'A JSON export from here brings everything back as it was: apartments, units, questions, answers, costs, follow-ups and settings. Photos stay on your account: the file names them, and they show again on this account.';

/**
 * Moving in and out: the whole tool as one JSON file, read back with nothing lost, and such
 * a file brought in after a check of what it holds and what it replaces.
 */
export default function MoveScreen() {
  const apartments = useApartments();
  const units = useUnits();
  const questions = useQuestions();
  const answers = useAnswers();
  const costs = useCosts();
  const followUps = useFollowUps();
  const settings = useSettingsEntry();
  const states = [apartments, units, questions, answers, costs, followUps, settings];

  const data = useMemo<TourData>(
    () => ({
      apartments: Object.fromEntries(apartments.entries.map((e) => [e.id, e.apartment])),
      units: Object.fromEntries(units.entries.map((e) => [e.id, e.unit])),
      questions: Object.fromEntries(questions.entries.map((e) => [e.id, e.question])),
      answers: Object.fromEntries(answers.entries.map((e) => [e.id, e.answer])),
      costs: Object.fromEntries(costs.entries.map((e) => [e.id, e.cost])),
      followUps: Object.fromEntries(followUps.entries.map((e) => [e.id, e.followUp])),
      settings: settings.entry ? { [settings.entry.id]: settings.entry.settings } : {},
    }),
    [
      apartments.entries,
      units.entries,
      questions.entries,
      answers.entries,
      costs.entries,
      followUps.entries,
      settings.entry,
    ],
  );

  const failed = states.find((state) => state.status === 'error');
  if (failed) {
    return (
      <LoadFailed title="Your apartments could not be loaded" message={failed.error?.message} />
    );
  }
  const paths = {
    apartments: apartments.path,
    units: units.path,
    questions: questions.path,
    answers: answers.path,
    costs: costs.path,
    followUps: followUps.path,
    settings: settings.path,
  };
  const loading =
    states.some((state) => state.status === 'loading') ||
    Object.values(paths).some((path) => path === null);

  // NOTE: the file field stays put while the collections load. Until the server says who
  // is signed in, what this device keeps is shown (a visitor's, on a first visit); the
  // account's collections then load afresh, and a file chosen meanwhile is kept for them.
  return (
    <div className="space-y-10">
      <MoveIntro>
        Keep a backup of your apartment hunt, or move it to another account or device.
      </MoveIntro>
      {loading ? <Loading label="Loading your apartments" /> : <ExportSection data={data} />}
      <ImportSection
        hint={IMPORT_HINT}
        maxBytes={MAX_MOVE_BYTES}
        label="File to import (.json)"
        accept=".json,application/json"
      >
        {(file, reset) =>
          loading ? (
            <Loading label="Loading your apartments" />
          ) : (
            <ImportFlow
              fileName={file.name}
              text={file.text}
              data={data}
              paths={paths as TourPaths}
              onReset={reset}
            />
          )
        }
      </ImportSection>
    </div>
  );
}

function ExportSection({ data }: { data: TourData }) {
  const all = tourRecordCount(data);
  const held = TOUR_COLLECTIONS.filter(
    (name) => name !== 'settings' && Object.keys(data[name]).length > 0,
  ).map((name) => plural(Object.keys(data[name]).length, TOUR_COLLECTION_NOUNS[name]));
  if (Object.keys(data.settings).length > 0) held.push('your settings');

  function exportJson() {
    const now = new Date();
    downloadFile(tourExportText(data, now), datedFileName('apartment-tour-questions', now));
  }

  return (
    <MoveSection title="Export">
      <ul className="space-y-4">
        <ExportRow
          label="everything (JSON)"
          hint={
            all === 0
              ? 'Nothing to export yet.'
              : `${listed(held)}. Import it here to get everything back as it was; photos are named by their files on your account.`
          }
          empty={all === 0}
          onExport={exportJson}
        />
      </ul>
    </MoveSection>
  );
}

/** "a, b and c". */
function listed(items: readonly string[]): string {
  const text =
    items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
