import { data, type DataClient } from '@/data/client.ts';
import { toJson } from '@/kit/collection-writes.ts';
import type { ToolData } from '@/shared/car-maintenance/tool-export.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';

/** Where each collection lives, once known. */
export type MovePaths = Record<keyof ToolData, string | null>;

/**
 * Many documents written at once, as a few updates of their collection (each well under
 * the size of one write), so an import of thousands stays within the write rate. Each
 * shows at once and is kept on the device until the server confirms it; a refusal reaches
 * the app's error toasts.
 */
const BATCH_BYTES = 96 * 1024;

export function writeMany(
  path: string,
  documents: readonly (readonly [string, unknown])[],
  client: DataClient = data,
): void {
  let batch: Record<string, JsonValue> = {};
  let bytes = 0;
  const flush = () => {
    if (bytes === 0) return;
    void client.update(path, batch).catch(() => {});
    batch = {};
    bytes = 0;
  };
  for (const [id, value] of documents) {
    const json = value === null ? null : toJson(value);
    const size = id.length + JSON.stringify(json).length + 8;
    if (bytes + size > BATCH_BYTES) flush();
    batch[id] = json;
    bytes += size;
  }
  flush();
}
