import type { ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

/** One column of an AmountTable; the last column is the amount, right-aligned. */
export interface AmountColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
  className?: string;
}

/** One row of the table's foot: a label across all columns but the last, and an amount. */
export interface AmountTotal {
  key: string;
  label: ReactNode;
  amount: string;
  /** The grand total: ruled off and bold. */
  grand?: boolean;
}

export interface AmountTableProps<Row> {
  /** Read by assistive technology only. */
  caption?: string;
  columns: readonly AmountColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  totals: readonly AmountTotal[];
  /** Heavy rules under the head and above the total, as on paper. */
  ruled?: boolean;
  className?: string;
}

/**
 * A table of amounts with their totals underneath: a service's line items on its page,
 * a car's services on its printed history. The foot's labels span every column but the
 * last, where the amounts stand.
 */
export function AmountTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  totals,
  ruled = false,
  className,
}: AmountTableProps<Row>) {
  const pad = (index: number) => (index < columns.length - 1 ? 'pr-3' : undefined);
  return (
    <table className={cn('w-full border-collapse text-left text-sm', className)}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="print:table-header-group">
        <tr className={ruled ? 'border-b-2 border-fg' : 'border-b border-border text-muted-fg'}>
          {columns.map((column, index) => (
            <th
              key={column.header}
              scope="col"
              className={cn(
                'py-2',
                pad(index),
                ruled ? 'font-semibold' : 'font-medium',
                column.numeric && 'text-right',
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowKey(row, rowIndex)} className="break-inside-avoid border-b border-border">
            {columns.map((column, index) => (
              <td
                key={column.header}
                className={cn(
                  'py-2 align-top',
                  pad(index),
                  column.numeric && 'text-right whitespace-nowrap tabular-nums',
                  column.className,
                )}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot className="break-inside-avoid">
        {totals.map((total) => (
          <tr key={total.key} className={total.grand && ruled ? 'border-t-2 border-fg' : undefined}>
            <th
              scope="row"
              colSpan={columns.length - 1}
              className={cn(
                'pt-2 pr-3 text-right',
                total.grand ? 'pb-2 font-semibold' : 'font-normal',
              )}
            >
              {total.label}
            </th>
            <td className={cn('pt-2 text-right tabular-nums', total.grand && 'pb-2 font-semibold')}>
              {total.amount}
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
