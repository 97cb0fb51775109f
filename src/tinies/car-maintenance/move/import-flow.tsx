import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ImportNotice } from '@/kit/io/import-notice.tsx';
import { ProblemList, SavingProgress, Summary, plural, type Done } from '@/kit/io/import-parts.tsx';
import { StageHeading } from '@/kit/io/stage-heading.tsx';
import { writeMany } from '@/kit/io/write-many.ts';
import {
  clashingIds,
  COLLECTION_NOUNS,
  EXPORT_COLLECTIONS,
  looksLikeToolExport,
  planImport,
  readToolExport,
  recordCount,
  type ClashChoice,
  type ExistingIds,
  type ReadExport,
  type ToolData,
} from '@/shared/car-maintenance/tool-export.ts';
import { Button } from '@/ui/button.tsx';
import { hrefFor } from '../car-links.ts';
import { vehicles } from '../use-car-data.ts';
import CsvImport from './csv-import.tsx';
import type { MovePaths } from './move-paths.ts';

export interface ImportFlowProps {
  fileName: string;
  text: string;
  data: ToolData;
  paths: MovePaths;
  /** Back to choosing a file. */
  onReset: () => void;
}

/** The file chosen: this tool's JSON export, or a CSV to map. */
export default function ImportFlow(props: ImportFlowProps) {
  const json = looksLikeToolExport(props.text) || /\.json$/i.test(props.fileName);
  return json ? <JsonImport {...props} /> : <CsvImport {...props} />;
}

// ————————————————————————————————————————— JSON

function JsonImport({ fileName, text, data, paths, onReset }: ImportFlowProps) {
  const [params] = useSearchParams();
  const read = useMemo(() => readToolExport(text), [text]);
  const [choice, setChoice] = useState<ClashChoice>('keep-both');
  const [done, setDone] = useState<Done | null>(null);
  const choiceName = useId();
  const [saving, setSaving] = useState<number | null>(null);

  if (done) return <Summary done={done} onReset={onReset} />;
  if (!read.ok) {
    return (
      <div className="space-y-3">
        <ImportNotice tone="error" role="alert" title={`${fileName} cannot be imported`}>
          <p>{read.message}</p>
        </ImportNotice>
        <Button variant="outline" onClick={onReset}>
          Choose another file
        </Button>
      </div>
    );
  }
  const { data: incoming, problems } = read.read;
  const existing: ExistingIds = Object.fromEntries(
    EXPORT_COLLECTIONS.map((name) => [name, new Set(Object.keys(data[name]))]),
  );
  const clashes = clashingIds(incoming, existing);
  const count = recordCount(incoming);

  async function importAll(source: ReadExport['data']) {
    const plan = planImport(source, existing, clashes > 0 ? choice : 'replace', () =>
      vehicles.newId(),
    );
    let before = 0;
    setSaving(0);
    for (const name of EXPORT_COLLECTIONS) {
      const path = paths[name];
      const writes = plan.writes.filter((write) => write.collection === name);
      if (!path || writes.length === 0) continue;
      await writeMany(
        path,
        writes.map((write) => [write.id, write.value] as const),
        { onProgress: (written) => setSaving(before + written) },
      );
      before += writes.length;
    }
    const written = plan.writes.length;
    setDone({
      title: `Imported ${plural(written, ['record', 'records'])}`,
      text:
        [
          plan.renamed > 0 ? `${plural(plan.renamed, ['record', 'records'])} kept as copies.` : '',
          plan.kept > 0 ? 'Your own settings were kept.' : '',
          problems.length > 0
            ? `${plural(problems.length, ['record', 'records'])} could not be imported.`
            : '',
        ]
          .filter(Boolean)
          .join(' ') || 'Everything in the file is here now.',
      link: { href: hrefFor({ kind: 'home' }, params), label: 'See the service history' },
    });
  }

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <StageHeading eyebrow="Check before importing">{fileName}</StageHeading>
        <p className="text-sm text-muted-fg">
          {read.read.exportedAt
            ? `A Car Maintenance Tracker export from ${new Date(read.read.exportedAt).toLocaleString()}.`
            : 'A Car Maintenance Tracker export.'}
        </p>
      </div>
      <ul
        className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4"
        aria-label="Records in the file"
      >
        {EXPORT_COLLECTIONS.map((name) => (
          <li key={name} className="rounded-lg bg-muted px-3 py-2">
            {plural(Object.keys(incoming[name]).length, COLLECTION_NOUNS[name])}
          </li>
        ))}
      </ul>
      {problems.length > 0 ? (
        <ImportNotice
          tone="warning"
          title={`${plural(problems.length, ['record', 'records'])} cannot be imported`}
        >
          <p>The others can: these are left out.</p>
          <ProblemList
            items={problems.map(
              (problem) =>
                `${problem.collection}${problem.id ? ` ${problem.id}` : ''}: ${problem.message}`,
            )}
          />
        </ImportNotice>
      ) : null}
      {clashes > 0 ? (
        <fieldset className="space-y-2 rounded-lg border border-border p-3">
          <legend className="px-1 text-sm font-semibold">
            {`${plural(clashes, ['record', 'records'])} of the file ${clashes === 1 ? 'is' : 'are'} here already`}
          </legend>
          {(
            [
              ['keep-both', 'Keep both: add the file’s records as copies'],
              ['replace', 'Replace mine with the file’s records'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={choiceName}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {saving !== null ? <SavingProgress saved={saving} total={count} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={count === 0 || saving !== null} onClick={() => void importAll(incoming)}>
          {`Import ${plural(count, ['record', 'records'])}`}
        </Button>
        <Button variant="outline" onClick={onReset}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
