import { readCsv } from '@/shared/car-maintenance/csv-table.ts';

/** Reads a large CSV off the page's thread: text in, the table out. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => scope.postMessage(readCsv(event.data));
