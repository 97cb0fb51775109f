import { data, type DataClient } from '@/data/client.ts';
import { toJson } from '@/kit/collection-writes.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';

/**
 * Many documents of one collection written as a few updates (an import of thousands, a
 * delete of everything), each well under the size of one write so the write rate holds,
 * with the page handed back to the browser between them: the person can scroll and type
 * meanwhile, and `onProgress` tells how far it got. Each update shows at once and is kept
 * on the device until the server confirms it; a refusal reaches the app's error toasts.
 */
const BATCH_BYTES = 64 * 1024;
/** Documents per update at most, so one update's work stays a short task. */
const BATCH_DOCUMENTS = 100;

/** Lets the browser paint and handle input before the next batch. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface WriteManyOptions {
  client?: DataClient;
  /** Called after each update with the documents written so far. */
  onProgress?: (written: number) => void;
}

export async function writeMany(
  path: string,
  documents: readonly (readonly [string, unknown])[],
  { client = data, onProgress }: WriteManyOptions = {},
): Promise<void> {
  let batch: Record<string, JsonValue> = {};
  let bytes = 0;
  let count = 0;
  let written = 0;
  const flush = async () => {
    if (count === 0) return;
    void client.update(path, batch).catch(() => {});
    written += count;
    batch = {};
    bytes = 0;
    count = 0;
    onProgress?.(written);
    await yieldToBrowser();
  };
  for (const [id, value] of documents) {
    const json = value === null ? null : toJson(value);
    const size = id.length + JSON.stringify(json).length + 8;
    if (bytes + size > BATCH_BYTES || count >= BATCH_DOCUMENTS) await flush();
    batch[id] = json;
    bytes += size;
    count += 1;
  }
  await flush();
}

/** One collection's documents for `writeInOrder`. */
export interface CollectionWrites {
  path: string;
  documents: readonly (readonly [string, unknown])[];
}

/**
 * Several collections written one after another, in the order given (what the others
 * refer to first, so nothing arrives before what it belongs to); `onProgress` counts the
 * documents written in all.
 */
export async function writeInOrder(
  collections: readonly CollectionWrites[],
  { client = data, onProgress }: WriteManyOptions = {},
): Promise<void> {
  let before = 0;
  for (const { path, documents } of collections) {
    if (documents.length === 0) continue;
    const start = before;
    await writeMany(path, documents, {
      client,
      onProgress: (written) => onProgress?.(start + written),
    });
    before += documents.length;
  }
}
