import { useId, type ReactNode } from 'react';

export interface PreviewTableProps {
  /** The heading above the table, which names it. */
  title: string;
  /** The column headers. */
  columns: readonly string[];
  /** The body's rows. */
  children: ReactNode;
  /** Said under the table: how many rows are not shown, say. */
  footer?: ReactNode;
}

/**
 * A compact table of an import's steps (the columns mapped, the rows as they will be
 * read), named by its heading and scrolled sideways on a narrow screen.
 */
export function PreviewTable({ title, columns, children, footer }: PreviewTableProps) {
  const id = useId();
  return (
    <div className="space-y-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-labelledby={id}>
          <thead>
            <tr className="text-left text-muted-fg">
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={
                    index < columns.length - 1 ? 'py-1 pr-3 font-medium' : 'py-1 font-medium'
                  }
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {footer}
    </div>
  );
}
