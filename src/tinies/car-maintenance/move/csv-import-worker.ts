import { newId } from '@/data/ids.ts';
import { planCsvImport } from '@/shared/car-maintenance/csv-import.ts';
import type {
  CsvImportPlan,
  ImportContext,
  ImportOptions,
} from '@/shared/car-maintenance/csv-records.ts';
import { readCsv, type CsvTable } from '@/shared/csv/csv-table.ts';

/** What an import hands its worker: the file once, then each mapping to check. */
export type WorkerRequest =
  | { kind: 'read'; text: string }
  | { kind: 'plan'; id: number; options: ImportOptions; context: PlanContext };
export type WorkerReply =
  { kind: 'table'; table: CsvTable } | { kind: 'plan'; id: number; plan: CsvImportPlan };

/** The import's context without its id maker (each side makes its own ids). */
export type PlanContext = Omit<ImportContext, 'newId'>;

export interface CsvImporter {
  /** The file as a table. */
  table: Promise<CsvTable>;
  /** The rows checked under `options` (a newer call supersedes an older one's answer). */
  plan: (options: ImportOptions, context: PlanContext) => Promise<CsvImportPlan>;
  close: () => void;
}

/**
 * A CSV import whose reading and checking run in a Web Worker, so a file of thousands of
 * rows never holds up the page; on the page itself where no worker can start.
 */
export function startCsvImport(text: string): CsvImporter {
  let worker: Worker | null = null;
  try {
    if (typeof Worker !== 'undefined') {
      worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' });
    }
  } catch {
    worker = null;
  }
  if (!worker) return onThePage(text);
  const running = worker;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (plan: CsvImportPlan) => void; options: ImportOptions; context: PlanContext }
  >();
  let resolveTable: (table: CsvTable) => void = () => {};
  const table = new Promise<CsvTable>((resolve) => (resolveTable = resolve));
  running.onmessage = ({ data: reply }: MessageEvent<WorkerReply>) => {
    if (reply.kind === 'table') resolveTable(reply.table);
    else {
      waiting.get(reply.id)?.resolve(reply.plan);
      waiting.delete(reply.id);
    }
  };
  // A worker that fails (its script refused, say) hands the work to the page.
  let fallback: CsvImporter | null = null;
  running.onerror = () => {
    running.terminate();
    fallback = onThePage(text);
    void fallback.table.then(resolveTable);
    for (const { resolve, options, context } of waiting.values()) {
      void fallback.plan(options, context).then(resolve);
    }
    waiting.clear();
  };
  running.postMessage({ kind: 'read', text } satisfies WorkerRequest);
  return {
    table,
    plan(options, context) {
      if (fallback) return fallback.plan(options, context);
      const id = nextId++;
      running.postMessage({ kind: 'plan', id, options, context } satisfies WorkerRequest);
      return new Promise((resolve) => waiting.set(id, { resolve, options, context }));
    },
    close: () => running.terminate(),
  };
}

function onThePage(text: string): CsvImporter {
  const table = readCsv(text);
  return {
    table: Promise.resolve(table),
    plan: (options, context) =>
      Promise.resolve(planCsvImport(table.rows, options, { ...context, newId: () => newId() })),
    close: () => {},
  };
}
