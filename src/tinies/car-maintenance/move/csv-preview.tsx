import { useId } from 'react';
import type { MappedRow, CsvRecordType } from '@/shared/car-maintenance/csv-records.ts';
import { BELONGS_TO_CAR, carOfDocument } from '@/shared/car-maintenance/csv-records.ts';
import type { ToolData } from '@/shared/car-maintenance/tool-export.ts';
import { useMoney } from '../money.ts';
import { PREVIEW_HEADERS, previewCells } from './csv-preview-cells.ts';

/** Rows shown in the preview; the import takes them all. */
const PREVIEW_ROWS = 10;

/** The first rows of a CSV import as they will be saved, with their line in the file. */
export function CsvPreview({
  type,
  rows,
  data,
  newCars,
  economies,
}: {
  type: CsvRecordType;
  rows: readonly MappedRow[];
  data: ToolData;
  newCars: readonly { id: string; vehicle: { name: string } }[];
  /** The economy of the fill-ups that close a full tank, by row id. */
  economies?: ReadonlyMap<string, string>;
}) {
  const id = useId();
  const money = useMoney();
  const withCar = BELONGS_TO_CAR.has(type);
  const carName = (vehicleId: string | undefined) =>
    vehicleId === undefined
      ? ''
      : (data.vehicles[vehicleId]?.name ??
        newCars.find((car) => car.id === vehicleId)?.vehicle.name ??
        '');
  const shown = rows.slice(0, PREVIEW_ROWS);
  const headers = ['Line', ...(withCar ? ['Car'] : []), ...PREVIEW_HEADERS[type], 'Check'];
  return (
    <div className="space-y-2">
      <h3 className="font-semibold" id={id}>
        {rows.length > PREVIEW_ROWS
          ? `Preview: the first ${PREVIEW_ROWS} of ${rows.length.toLocaleString('en')} rows, as they will be saved`
          : 'Preview, as they will be saved'}
      </h3>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-fg">
          No row can be imported yet: choose the columns and the car above.
        </p>
      ) : (
        // A region that takes focus, so the keyboard can scroll a wide table on a phone.
        <div
          role="region"
          aria-labelledby={id}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
        >
          <table className="w-full text-sm" aria-labelledby={id} data-testid="import-preview">
            <thead className="bg-muted text-left">
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.line} className="border-t border-border align-top">
                  <td className="px-3 py-2">
                    {row.line}
                    {row.duplicate ? (
                      <span className="sr-only"> (looks like a duplicate)</span>
                    ) : null}
                  </td>
                  {withCar ? (
                    <td className="px-3 py-2">{carName(carOfDocument(row.value))}</td>
                  ) : null}
                  {previewCells(type, row.value, money.format, economies?.get(row.id)).map(
                    (cell, index) => (
                      <td key={index} className="max-w-56 px-3 py-2 break-words">
                        {cell}
                      </td>
                    ),
                  )}
                  <td className="max-w-56 px-3 py-2 break-words text-muted-fg">
                    {row.notes.join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
