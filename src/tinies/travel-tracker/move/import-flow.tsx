import { useMemo, useState } from 'react';
import { ImportNotice } from '@/kit/io/import-notice.tsx';
import { plural, ProblemList, SavingProgress, Summary, type Done } from '@/kit/io/import-parts.tsx';
import { StageHeading } from '@/kit/io/stage-heading.tsx';
import { writeMany } from '@/kit/io/write-many.ts';
import {
  clashCount,
  looksLikeTravelExport,
  readTravelExport,
  type TravelData,
} from '@/shared/travel-tracker/move/tool-export.ts';
import { Button } from '@/ui/button.tsx';
import CsvImport from './csv-import.tsx';
import { CannotImport, SEE_PLACES, type ImportFlowProps } from './import-common.tsx';

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
    await writeMany(data.placesPath, places, { onProgress: setSaving });
    await writeMany(data.visitsPath, visits, {
      onProgress: (written) => setSaving(places.length + written),
    });
    setDone({
      title: `Imported ${plural(count, ['record', 'records'])}`,
      text:
        read.ok && read.problems.length > 0
          ? `${plural(read.problems.length, ['record', 'records'])} could not be imported.`
          : 'Everything in the file is here now.',
      link: SEE_PLACES,
    });
  }

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <StageHeading eyebrow="Check before importing">{fileName}</StageHeading>
        <p className="text-sm text-muted-fg">
          {read.exportedAt
            ? `A Travel Tracker export from ${new Date(read.exportedAt).toLocaleString()}.`
            : 'A Travel Tracker export.'}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-2 text-sm" aria-label="Records in the file">
        <li className="rounded-lg bg-muted px-3 py-2">
          {plural(places.length, ['place', 'places'])}
        </li>
        <li className="rounded-lg bg-muted px-3 py-2">
          {plural(visits.length, ['visit', 'visits'])}
        </li>
      </ul>
      {read.problems.length > 0 ? (
        <ImportNotice
          tone="warning"
          title={`${plural(read.problems.length, ['record', 'records'])} cannot be imported`}
        >
          <p>The others can: these are left out.</p>
          <ProblemList
            items={read.problems.map(
              (problem) =>
                `${problem.collection}${problem.id ? ` ${problem.id}` : ''}: ${problem.message}`,
            )}
          />
        </ImportNotice>
      ) : null}
      {clashes > 0 ? (
        <ImportNotice tone="info">
          <p>{`${plural(clashes, ['record', 'records'])} of the file ${clashes === 1 ? 'is' : 'are'} here already: the file’s ${clashes === 1 ? 'copy replaces' : 'copies replace'} yours.`}</p>
        </ImportNotice>
      ) : null}
      {saving !== null ? <SavingProgress saved={saving} total={count} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={count === 0 || saving !== null} onClick={() => void importAll()}>
          {`Import ${plural(count, ['record', 'records'])}`}
        </Button>
        <Button variant="outline" onClick={onReset}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
