import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
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
    return <CannotImport fileName={fileName} message={read.message} onReset={onReset} />;
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
    setSaving(0);
    await writeInOrder(
      EXPORT_COLLECTIONS.flatMap((name) => {
        const path = paths[name];
        return path
          ? [
              {
                path,
                documents: plan.writes
                  .filter((write) => write.collection === name)
                  .map((write) => [write.id, write.value] as const),
              },
            ]
          : [];
      }),
      { onProgress: setSaving },
    );
    setDone(
      importedDone(plan.writes.length, {
        notes: [
          plan.renamed > 0 ? `${plural(plan.renamed, ['record', 'records'])} kept as copies.` : '',
          plan.kept > 0 ? 'Your own settings were kept.' : '',
        ],
        problems: problems.length,
        link: { href: hrefFor({ kind: 'home' }, params), label: 'See the service history' },
      }),
    );
  }

  return (
    <div className="space-y-5">
      <ImportIntro fileName={fileName}>
        {exportMadeText('A Car Maintenance Tracker export', read.read.exportedAt)}
      </ImportIntro>
      <RecordCounts
        className="sm:grid-cols-4"
        counts={EXPORT_COLLECTIONS.map((name) =>
          plural(Object.keys(incoming[name]).length, COLLECTION_NOUNS[name]),
        )}
      />
      <RecordProblems problems={problems} />
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
      <ImportActions
        label={`Import ${plural(count, ['record', 'records'])}`}
        disabled={count === 0 || saving !== null}
        onImport={() => void importAll(incoming)}
        onCancel={onReset}
      />
    </div>
  );
}
