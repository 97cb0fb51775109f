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
  clashCount,
  looksLikeTravelExport,
  readTravelExport,
  type TravelData,
} from '@/shared/travel-tracker/move/tool-export.ts';
import CsvImport from './csv-import.tsx';
import { SEE_PLACES, type ImportFlowProps } from './import-common.tsx';

/** The file chosen: this tool's JSON export, or a CSV to map. */
export default function ImportFlow(props: ImportFlowProps) {
  const json = looksLikeTravelExport(props.text) || /\.json$/i.test(props.fileName);
  return json ? <JsonImport {...props} /> : <CsvImport {...props} />;
}

function JsonImport({ fileName, text, data, onReset }: ImportFlowProps) {
  const read = useMemo(() => readTravelExport(text), [text]);
  const [saving, setSaving] = useState<number | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  if (done) return <Summary done={done} onReset={onReset} />;
  if (!read.ok)
    return <CannotImport fileName={fileName} message={read.message} onReset={onReset} />;
  const incoming: TravelData = read.data;
  const places = Object.entries(incoming.places);
  const visits = Object.entries(incoming.visits);
  const count = places.length + visits.length;
  const clashes = clashCount(incoming, {
    places: Object.fromEntries(data.places.map(({ id, place }) => [id, place])),
    visits: Object.fromEntries(data.visits.map(({ id, visit }) => [id, visit])),
  });

  async function importAll() {
    setSaving(0);
    // Places first, so a visit never arrives before its place.
    await writeInOrder(
      [
        { path: data.placesPath, documents: places },
        { path: data.visitsPath, documents: visits },
      ],
      { onProgress: setSaving },
    );
    setDone(
      importedDone(count, { problems: read.ok ? read.problems.length : 0, link: SEE_PLACES }),
    );
  }

  return (
    <div className="space-y-5">
      <ImportIntro fileName={fileName}>
        {exportMadeText('A Travel Tracker export', read.exportedAt)}
      </ImportIntro>
      <RecordCounts
        counts={[
          plural(places.length, ['place', 'places']),
          plural(visits.length, ['visit', 'visits']),
        ]}
      />
      <RecordProblems problems={read.problems} />
      {clashes > 0 ? (
        <ImportNotice tone="info">
          <p>{`${plural(clashes, ['record', 'records'])} of the file ${clashes === 1 ? 'is' : 'are'} here already: the file’s ${clashes === 1 ? 'copy replaces' : 'copies replace'} yours.`}</p>
        </ImportNotice>
      ) : null}
      {saving !== null ? <SavingProgress saved={saving} total={count} /> : null}
      <ImportActions
        label={`Import ${plural(count, ['record', 'records'])}`}
        disabled={count === 0 || saving !== null}
        onImport={() => void importAll()}
        onCancel={onReset}
      />
    </div>
  );
}
