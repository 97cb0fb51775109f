import { readCsv, type CsvTable } from '@/shared/car-maintenance/csv-table.ts';

/** Text longer than this is read in a worker, so the page keeps answering meanwhile. */
const WORKER_FROM_CHARS = 200_000;

/**
 * The table `text` holds, read in a Web Worker when the text is large (on the page when it
 * is small, or when no worker can start).
 */
export function readCsvOffThread(text: string): Promise<CsvTable> {
  if (text.length < WORKER_FROM_CHARS || typeof Worker === 'undefined') {
    return Promise.resolve(readCsv(text));
  }
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(readCsv(text));
      return;
    }
    worker.onmessage = (event: MessageEvent<CsvTable>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(readCsv(text));
    };
    worker.postMessage(text);
  });
}
