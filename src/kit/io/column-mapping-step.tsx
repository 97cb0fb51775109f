import type { ColumnMapping, CsvField } from '@/shared/csv/column-mapping.ts';
import { Select } from '@/ui/select.tsx';
import { PreviewTable } from './preview-table.tsx';

const NOT_IMPORTED = 'none';
const COLUMNS = ['Field', 'Column'];

export interface ColumnMappingStepProps {
  fields: readonly CsvField[];
  /** The file's headers, by column. */
  headers: readonly string[];
  mapping: ColumnMapping;
  /** The first row's cells, shown beside each field as an example. */
  firstRow: readonly string[];
  onChange: (mapping: ColumnMapping) => void;
}

/**
 * The step of a CSV import where the person says which column fills which field: a row
 * per field with a picker of the file's columns (or "Not imported") and the first row's
 * value in the chosen one under it, so a wrong guess shows at a glance. Two columns, not
 * three, so that the pickers fit a phone's width without the page scrolling sideways.
 */
export function ColumnMappingStep({
  fields,
  headers,
  mapping,
  firstRow,
  onChange,
}: ColumnMappingStepProps) {
  const options = [
    { value: NOT_IMPORTED, label: 'Not imported' },
    ...headers.map((header, index) => ({
      value: String(index),
      label: header || `Column ${index + 1}`,
    })),
  ];
  return (
    <PreviewTable title="Columns" columns={COLUMNS}>
      {fields.map((field) => {
        const column = mapping[field.key] ?? null;
        return (
          <tr key={field.key} className="border-t border-border">
            <th scope="row" className="py-2 pr-3 text-left font-normal sm:whitespace-nowrap">
              {field.label}
              {field.required ? <span className="text-muted-fg"> (required)</span> : null}
            </th>
            <td className="w-full py-2">
              <Select
                className="max-w-xs"
                aria-label={`Column for ${field.label}`}
                options={options}
                value={column === null ? NOT_IMPORTED : String(column)}
                onValueChange={(value) =>
                  onChange({
                    ...mapping,
                    [field.key]: value === null || value === NOT_IMPORTED ? null : Number(value),
                  })
                }
              />
              {column === null || !firstRow[column] ? null : (
                // Breaks anywhere: a long value must not widen the table past the screen.
                <p className="mt-1 line-clamp-2 text-xs wrap-anywhere text-muted-fg">
                  First row: <span>{firstRow[column]}</span>
                </p>
              )}
            </td>
          </tr>
        );
      })}
    </PreviewTable>
  );
}
