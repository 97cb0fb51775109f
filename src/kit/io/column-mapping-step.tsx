import { useId } from 'react';
import type { ColumnMapping, CsvField } from '@/shared/csv/column-mapping.ts';
import { Select } from '@/ui/select.tsx';

const NOT_IMPORTED = 'none';

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
  const id = useId();
  const options = [
    { value: NOT_IMPORTED, label: 'Not imported' },
    ...headers.map((header, index) => ({
      value: String(index),
      label: header || `Column ${index + 1}`,
    })),
  ];
  return (
    <div className="space-y-2">
      <h3 className="font-semibold" id={id}>
        Columns
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-labelledby={id}>
          <thead>
            <tr className="text-left text-muted-fg">
              <th scope="col" className="py-1 pr-3 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Column
              </th>
              <th scope="col" className="py-1 font-medium">
                First row
              </th>
            </tr>
          </thead>
          <tbody>
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
                          [field.key]:
                            value === null || value === NOT_IMPORTED ? null : Number(value),
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
          </tbody>
        </table>
      </div>
    </div>
  );
}
