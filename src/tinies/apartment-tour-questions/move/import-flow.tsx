import { useMemo, useState } from 'react';
import { ImportNotice } from '@/kit/io/import-notice.tsx';
import {
  exportMadeText,
  importedDone,
  plural,
  SavingProgress,
  Summary,
  type Done,
} from '@/kit/io/import-parts.tsx';
import {
  CannotImport,
  ImportActions,
  ImportIntro,
  RecordCounts,
  RecordProblems,
} from '@/kit/io/import-steps.tsx';
import { writeInOrder } from '@/kit/io/write-many.ts';
import {
  readTourExport,
  TOUR_COLLECTIONS,
  TOUR_COLLECTION_NOUNS,
  tourClashes,
  tourPhotoIds,
  tourRecordCount,
  type TourData,
} from '@/shared/apartment-tour-questions/tool-export.ts';
import { hrefFor } from '../apartment-links.ts';
import type { TourPaths } from './move-paths.ts';

export interface ImportFlowProps {
  fileName: string;
  text: string;
  /** What the tool holds now. */
  data: TourData;
  paths: TourPaths;
  /** Back to choosing a file. */
  onReset: () => void;
}

const SEE_APARTMENTS = { href: hrefFor({ kind: 'list' }), label: 'See your apartments' };

/**
 * An export file, checked document by document with the tool's schemas: what it holds, what
 * it would replace and what cannot be read are shown before anything is written. A file
 * that is not this tool's export writes nothing.
 */
export default function ImportFlow({ fileName, text, data, paths, onReset }: ImportFlowProps) {
  const read = useMemo(() => readTourExport(text), [text]);
  const [saving, setSaving] = useState<number | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  if (done) return <Summary done={done} onReset={onReset} />;
  if (!read.ok) {
    return <CannotImport fileName={fileName} message={read.message} onReset={onReset} />;
  }
  const incoming = read.data;
  const count = tourRecordCount(incoming);
  const clashes = tourClashes(incoming, {
    apartments: Object.keys(data.apartments),
    units: Object.keys(data.units),
    questions: Object.keys(data.questions),
    answers: Object.keys(data.answers),
    costs: Object.keys(data.costs),
    followUps: Object.keys(data.followUps),
    settings: Object.keys(data.settings),
  });
  const replaced = TOUR_COLLECTIONS.filter((name) => clashes[name] > 0).map((name) =>
    name === 'settings' ? 'your settings' : plural(clashes[name], TOUR_COLLECTION_NOUNS[name]),
  );
  const photos = tourPhotoIds(incoming).length;
  const counts = TOUR_COLLECTIONS.filter(
    (name) => name !== 'settings' || Object.keys(incoming.settings).length > 0,
  ).map((name) =>
    name === 'settings'
      ? 'Settings'
      : plural(Object.keys(incoming[name]).length, TOUR_COLLECTION_NOUNS[name]),
  );

  async function importAll() {
    setSaving(0);
    // Apartments first, so nothing arrives before the apartment it belongs to.
    await writeInOrder(
      TOUR_COLLECTIONS.map((name) => ({
        path: paths[name],
        documents: Object.entries(incoming[name]),
      })),
      { onProgress: setSaving },
    );
    setDone(
      importedDone(count, { problems: read.ok ? read.problems.length : 0, link: SEE_APARTMENTS }),
    );
  }

  return (
    <div className="space-y-5">
      <ImportIntro fileName={fileName}>
        {exportMadeText('An Apartment Tour Questions export', read.exportedAt)}
      </ImportIntro>
      <RecordCounts counts={counts} className="sm:grid-cols-4" />
      <RecordProblems problems={read.problems} />
      {replaced.length > 0 ? (
        <ImportNotice tone="info" title="Some are here already">
          <p>{`The file’s copies replace yours: ${replaced.join(', ')}.`}</p>
        </ImportNotice>
      ) : null}
      {photos > 0 ? (
        <p className="text-sm text-muted-fg">
          {`${plural(photos, ['photo is', 'photos are'])} named by ${photos === 1 ? 'its file' : 'their files'} on the account that made the export: they show on that account, and cannot be seen on another.`}
        </p>
      ) : null}
      {saving !== null ? <SavingProgress saved={saving} total={count} /> : null}
      <ImportActions
        label={count === 0 ? 'Nothing to import' : `Import ${plural(count, ['record', 'records'])}`}
        disabled={count === 0 || saving !== null}
        onImport={() => void importAll()}
        onCancel={onReset}
        cancelDisabled={saving !== null}
      />
    </div>
  );
}
