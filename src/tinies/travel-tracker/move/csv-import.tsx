import { useEffect, useId, useMemo, useState } from 'react';
import { ColumnMappingStep } from '@/kit/io/column-mapping-step.tsx';
import { ImportNotice } from '@/kit/io/import-notice.tsx';
import { plural, SavingProgress, Summary, type Done } from '@/kit/io/import-parts.tsx';
import { CannotImport, ImportActions, ImportIntro } from '@/kit/io/import-steps.tsx';
import { PreviewTable } from '@/kit/io/preview-table.tsx';
import { writeMany } from '@/kit/io/write-many.ts';
import type { ColumnMapping } from '@/shared/csv/column-mapping.ts';
import { readCsv } from '@/shared/csv/csv-table.ts';
import {
  DATE_ORDER_LABELS,
  DATE_ORDERS,
  guessDateOrder,
  type DateOrder,
} from '@/shared/csv/csv-values.ts';
import { loadPlaceCodes } from '@/shared/travel-tracker/move/catalogue-codes.ts';
import {
  guessPlaceColumns,
  mappingProblem,
  PLACE_FIELDS,
  planPlaceImport,
  readPlaceRows,
} from '@/shared/travel-tracker/move/csv-import.ts';
import type { PlaceCodes } from '@/shared/travel-tracker/move/place-codes.ts';
import { placeName } from '@/shared/travel-tracker/places/catalogue.ts';
import { BEEN_LEVEL_LABELS, PLACE_KIND_LABELS } from '@/shared/travel-tracker/travel-model.ts';
import { Loading } from '@/ui/loading.tsx';
import { Select } from '@/ui/select.tsx';
import { nowStamp, places as placesCollection } from '../use-travel-data.ts';
import { SEE_PLACES, type ImportFlowProps } from './import-common.tsx';
import { deviceLanguages } from './move-data.ts';

/** Rows shown in the preview; the rest are counted. */
const PREVIEW_ROWS = 100;
const PREVIEW_COLUMNS = ['Line', 'Place', 'Becomes', 'Visits'];

/**
 * A CSV of places: its columns mapped to the place's fields (guessed from the headers),
 * every row read as the place it becomes or the reason it cannot be, then the readable
 * rows saved in batches.
 */
export default function CsvImport({ fileName, text, data, onReset }: ImportFlowProps) {
  const table = useMemo(() => readCsv(text), [text]);
  const [codes, setCodes] = useState<PlaceCodes | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>(() => guessPlaceColumns(table.headers));
  const dateColumns = ['from', 'to', 'firstVisit', 'lastVisit'];
  const [dateOrder, setDateOrder] = useState<DateOrder>(() =>
    guessDateOrder(
      table.rows.flatMap(({ cells }) =>
        dateColumns.map((key) => (mapping[key] == null ? '' : (cells[mapping[key]] ?? ''))),
      ),
    ),
  );
  const [saving, setSaving] = useState<number | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const orderId = useId();

  useEffect(() => {
    let current = true;
    void loadPlaceCodes(deviceLanguages()).then((loaded) => {
      if (current) setCodes(loaded);
    });
    return () => {
      current = false;
    };
  }, []);

  const problem = mappingProblem(mapping);
  const rows = useMemo(
    () =>
      codes && !problem
        ? readPlaceRows(table, mapping, { codes, dateOrder, existing: data.places })
        : [],
    [codes, problem, table, mapping, dateOrder, data.places],
  );

  if (done) return <Summary done={done} onReset={onReset} />;
  if (table.headers.length === 0 || table.rows.length === 0) {
    return (
      <CannotImport
        fileName={fileName}
        message="No rows found: the first line should name the columns and each line after it hold one place."
        onReset={onReset}
      />
    );
  }
  if (!codes) return <Loading label="Reading the file" />;

  const readable = rows.filter((row) => row.ok);
  const flagged = rows.length - readable.length;
  const plan = planPlaceImport(rows, data.visits, () => 'preview', nowStamp());
  const writes = plan.places.length + plan.visits.length;

  async function save() {
    const final = planPlaceImport(rows, data.visits, () => placesCollection.newId(), nowStamp());
    const total = final.places.length;
    setSaving(0);
    await writeMany(data.placesPath, final.places, { onProgress: setSaving });
    await writeMany(data.visitsPath, final.visits, {
      onProgress: (written) => setSaving(total + written),
    });
    setDone({
      title: `Imported ${plural(final.places.length, ['place', 'places'])} and ${plural(final.visits.length, ['visit', 'visits'])}`,
      text:
        flagged > 0
          ? `${plural(flagged, ['row was', 'rows were'])} left out: fix them in the file and import it again; nothing is added twice.`
          : 'Every row of the file is here now.',
      link: SEE_PLACES,
    });
  }

  return (
    <div className="space-y-6">
      <ImportIntro fileName={fileName}>
        {`${plural(table.rows.length, ['row', 'rows'])}. Say which column is which, then check how each row reads.`}
      </ImportIntro>
      <ColumnMappingStep
        fields={PLACE_FIELDS}
        headers={table.headers}
        mapping={mapping}
        firstRow={table.rows[0]?.cells ?? []}
        onChange={setMapping}
      />
      <div className="max-w-md space-y-1.5">
        <span id={orderId} className="block text-sm font-medium">
          Dates written as
        </span>
        <Select
          aria-labelledby={orderId}
          options={DATE_ORDERS.map((order) => ({ value: order, label: DATE_ORDER_LABELS[order] }))}
          value={dateOrder}
          onValueChange={(value) => {
            if (value) setDateOrder(value as DateOrder);
          }}
        />
      </div>
      {problem ? (
        <ImportNotice tone="warning">
          <p>{problem}</p>
        </ImportNotice>
      ) : (
        <Preview rows={rows} />
      )}
      <p className="text-sm" aria-live="polite" data-testid="import-counts">
        {problem
          ? ''
          : [
              `${plural(plan.places.length, ['new place', 'new places'])}`,
              `${plural(plan.visits.length, ['new visit', 'new visits'])}`,
              plan.existingPlaces > 0
                ? `${plural(plan.existingPlaces, ['place', 'places'])} here already`
                : '',
              flagged > 0 ? `${plural(flagged, ['row', 'rows'])} cannot be read` : '',
            ]
              .filter(Boolean)
              .join(', ')}
      </p>
      {saving !== null ? <SavingProgress saved={saving} total={writes} /> : null}
      <ImportActions
        label={
          writes === 0 ? 'Nothing new to import' : `Import ${plural(writes, ['record', 'records'])}`
        }
        disabled={writes === 0 || saving !== null}
        onImport={() => void save()}
        onCancel={onReset}
      />
    </div>
  );
}

function Preview({ rows }: { rows: ReturnType<typeof readPlaceRows> }) {
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <PreviewTable
      title="Preview"
      columns={PREVIEW_COLUMNS}
      footer={
        rows.length > PREVIEW_ROWS ? (
          <p className="text-sm text-muted-fg">{`and ${plural(rows.length - PREVIEW_ROWS, ['more row', 'more rows'])}`}</p>
        ) : null
      }
    >
      {shown.map((row) => (
        <tr key={row.line} className="border-t border-border align-top">
          <td className="py-2 pr-3 tabular-nums">{row.line}</td>
          {row.ok ? (
            <>
              <th scope="row" className="py-2 pr-3 text-left font-normal break-words">
                {placeName(row.value.place)}
              </th>
              <td className="py-2 pr-3">
                {`${PLACE_KIND_LABELS[row.value.place.kind]}, ${BEEN_LEVEL_LABELS[row.value.place.level].toLowerCase()}`}
                {row.warnings.map((warning) => (
                  <span key={warning} className="block text-muted-fg">
                    {warning}
                  </span>
                ))}
              </td>
              <td className="py-2">
                {row.value.visits
                  .map((visit) => (visit.to ? `${visit.from} to ${visit.to}` : visit.from))
                  .join(', ')}
              </td>
            </>
          ) : (
            <>
              <th scope="row" className="py-2 pr-3 text-left font-normal break-words">
                {row.label}
              </th>
              <td colSpan={2} className="py-2 font-medium text-destructive">
                {`Cannot be read: ${row.reason}`}
              </td>
            </>
          )}
        </tr>
      ))}
    </PreviewTable>
  );
}
