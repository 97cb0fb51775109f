import { newId } from '@/data/ids.ts';
import { planCsvImport } from '@/shared/car-maintenance/csv-import.ts';
import { readCsv, type CsvTable } from '@/shared/csv/csv-table.ts';
import type { WorkerReply, WorkerRequest } from './csv-import-worker.ts';

/**
 * A CSV import's heavy work, off the page's thread: the file read into a table (kept
 * here), then each mapping's rows checked into a plan, as often as the mapping changes.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerReply) => void;
};

let table: CsvTable | null = null;

scope.onmessage = ({ data: request }) => {
  if (request.kind === 'read') {
    table = readCsv(request.text);
    scope.postMessage({ kind: 'table', table });
    return;
  }
  const plan = planCsvImport(table?.rows ?? [], request.options, {
    ...request.context,
    newId: () => newId(),
  });
  scope.postMessage({ kind: 'plan', id: request.id, plan });
};
