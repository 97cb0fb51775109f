import type { ColumnMapping, CsvField } from '@/shared/csv/column-mapping.ts';
import { Select } from '@/ui/select.tsx';
import { PreviewTable } from './preview-table.tsx';

const NOT_IMPORTED = 'none';
const COLUMNS = ['Field', 'Column', 'First row'];

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
 * value in the chosen one, so a wrong guess shows at a glance.
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
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              {field.label}
              {field.required ? <span className="text-muted-fg"> (required)</span> : null}
            </th>
            <td className="min-w-44 py-2 pr-3">
              <Select
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
            </td>
            <td className="max-w-48 truncate py-2 text-muted-fg">
              {column === null ? '' : (firstRow[column] ?? '')}
            </td>
          </tr>
        );
      })}
    </PreviewTable>
  );
}
