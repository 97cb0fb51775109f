import type { DataClient } from '@/data/client.ts';
import { MAX_WRITE_BYTES } from '@/shared/data/limits.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';

/** Below the write limit with room for the update's envelope. */
const BATCH_BYTES = Math.floor(MAX_WRITE_BYTES * 0.8);

const encoder = new TextEncoder();

/**
 * Groups the documents into updates that each stay under the write limit. A document
 * larger than a batch goes alone (the server decides on it).
 */
export function copyBatches(
  documents: ReadonlyArray<{ path: string; value: JsonValue }>,
): Array<Record<string, JsonValue>> {
  const batches: Array<Record<string, JsonValue>> = [];
  let batch: Record<string, JsonValue> = {};
  let bytes = 0;
  for (const { path, value } of documents) {
    const size =
      encoder.encode(JSON.stringify(path)).length +
      encoder.encode(JSON.stringify(value)).length +
      2;
    if (bytes > 0 && bytes + size > BATCH_BYTES) {
      batches.push(batch);
      batch = {};
      bytes = 0;
    }
    batch[path] = value;
    bytes += size;
  }
  if (bytes > 0) batches.push(batch);
  return batches;
}

/**
 * Copies what a visitor kept on this device into the signed-in account, then forgets it
 * here. Each document keeps its id, so copying again (after a failure, or from another
 * tab) overwrites instead of duplicating. The device's copy goes only once the server has
 * committed every batch: a refused batch leaves everything here to try again.
 */
export async function copyDeviceData(
  client: DataClient,
  accountRoot: string,
  documents: ReadonlyArray<{ path: string; value: JsonValue }>,
): Promise<void> {
  for (const batch of copyBatches(documents)) await client.update(accountRoot, batch);
  await client.clearDevice();
}
