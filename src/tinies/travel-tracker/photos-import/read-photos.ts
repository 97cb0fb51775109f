import {
  PHOTO_HEAD_BYTES,
  readPhotoFacts,
  type PhotoFacts,
} from '@/shared/travel-tracker/photos/read-photo.ts';

/** What the page hands the worker, and what it answers (null facts: not a photo it reads). */
export interface FactsRequest {
  id: number;
  file: Blob;
}
export interface FactsReply {
  id: number;
  facts: PhotoFacts | null;
}

export type PhotoReading =
  { status: 'read'; facts: PhotoFacts } | { status: 'unreadable' } | { status: 'timed-out' };

/** How long one file may take before it is left out (a damaged file can hang a parser). */
export const READ_TIME_LIMIT_MS = 10_000;

export interface PhotosReading {
  /** Settles once every file has been read, left out, or the reading cancelled. */
  done: Promise<void>;
  cancel: () => void;
}

type Reader = { read: (file: Blob) => Promise<PhotoFacts | null>; close: () => void };

function startWorker(): Reader | null {
  let worker: Worker;
  try {
    if (typeof Worker === 'undefined') return null;
    worker = new Worker(new URL('./photo-facts-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  let nextId = 0;
  const waiting = new Map<number, (facts: PhotoFacts | null) => void>();
  let failed = false;
  worker.onmessage = ({ data }: MessageEvent<FactsReply>) => {
    waiting.get(data.id)?.(data.facts);
    waiting.delete(data.id);
  };
  return {
    read(file) {
      if (failed) return Promise.reject(new Error('worker failed'));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, resolve);
        // A worker that cannot start (its script refused, say) hands the work to the page.
        worker.onerror = () => {
          failed = true;
          reject(new Error('worker failed'));
        };
        worker.postMessage({ id, file } satisfies FactsRequest);
      });
    },
    close: () => worker.terminate(),
  };
}

const onThePage: Reader = {
  read: (file) =>
    file
      .slice(0, PHOTO_HEAD_BYTES)
      .arrayBuffer()
      .then(readPhotoFacts)
      .catch(() => null),
  close: () => {},
};

/**
 * Reads each file's date and position in a Web Worker, one at a time, telling `onRead`
 * as each is done. A file that takes longer than `timeLimitMs` is left out: its worker is
 * ended (the only way to stop a parse that hangs) and a new one reads the rest.
 */
export function readPhotos(
  files: readonly Blob[],
  onRead: (index: number, reading: PhotoReading) => void,
  { timeLimitMs = READ_TIME_LIMIT_MS }: { timeLimitMs?: number } = {},
): PhotosReading {
  let cancelled = false;
  let reader: Reader | null = null;
  const done = (async () => {
    for (const [index, file] of files.entries()) {
      if (cancelled) return;
      reader ??= startWorker() ?? onThePage;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeUp = new Promise<'timed-out'>((resolve) => {
        timer = setTimeout(() => resolve('timed-out'), timeLimitMs);
      });
      const current: Reader = reader;
      let outcome: PhotoFacts | null | 'timed-out';
      try {
        outcome = await Promise.race([current.read(file), timeUp]);
      } catch {
        reader = onThePage;
        outcome = await Promise.race([onThePage.read(file), timeUp]);
      } finally {
        clearTimeout(timer);
      }
      if (cancelled) return;
      if (outcome === 'timed-out') {
        current.close();
        reader = null;
        onRead(index, { status: 'timed-out' });
      } else if (outcome === null) onRead(index, { status: 'unreadable' });
      else onRead(index, { status: 'read', facts: outcome });
    }
    reader?.close();
  })();
  return {
    done,
    cancel() {
      cancelled = true;
      reader?.close();
    },
  };
}
