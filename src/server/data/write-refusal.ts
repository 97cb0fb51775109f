import { refusalLine } from '../middleware/refusal-log.ts';

/** A refused write for the log (HTTP or live): what, whose and where, never the data. */
export function writeRefusal(fields: {
  method: string;
  code: string;
  uid: string | null;
  path: string;
}): Record<string, unknown> {
  return {
    event: 'data_write_refused',
    ...fields,
    path: fields.path.length > 300 ? `${fields.path.slice(0, 300)}…` : fields.path,
  };
}

/** `writeRefusal` as its JSON line. */
export const writeRefusalLine = (fields: Parameters<typeof writeRefusal>[0]) =>
  refusalLine(writeRefusal(fields));
