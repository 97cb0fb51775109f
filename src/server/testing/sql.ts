import type { Database } from '../database/database.ts';

/**
 * One SQL statement with `$1…` parameters, on either database, for tests that look into
 * the tables themselves. SQLite gets `?` placeholders in the same order.
 */
export async function sqlRows<T = Record<string, unknown>>(
  database: Database,
  text: string,
  parameters: unknown[] = [],
): Promise<T[]> {
  if (database.kind === 'postgres') {
    return (await database.pool.query(text, parameters)).rows as T[];
  }
  const statement = database.sqlite.prepare(text.replace(/\$\d+/g, '?'));
  const values = parameters as (string | number | null)[];
  if (/^\s*(SELECT|WITH)\b|\bRETURNING\b/i.test(text)) return statement.all(...values) as T[];
  statement.run(...values);
  return [];
}

/** A date as better-auth stores it in `column` of `table` (ISO text, epoch ms or a date). */
export async function storedDate(
  database: Database,
  table: string,
  column: string,
  date: Date,
): Promise<unknown> {
  if (database.kind === 'postgres') return date;
  const [row] = await sqlRows<Record<string, unknown>>(
    database,
    `SELECT "${column}" AS value FROM "${table}" LIMIT 1`,
  );
  return typeof row?.value === 'number' ? date.getTime() : date.toISOString();
}

/** A stored date read back as a `Date`. */
export function readDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(value as string | number);
}
