import { describe, expect, it } from 'vitest';
import { createDataClient } from '@/data/client.ts';
import { MAX_WRITE_BYTES } from '@/shared/data/limits.ts';
import { copyBatches } from './copy-device-data.ts';

describe('copyBatches', () => {
  it('keeps every document once and each batch under the write limit', () => {
    const text = 'x'.repeat(30_000);
    const documents = Array.from({ length: 20 }, (_, index) => ({
      path: `gallery/notes/n${String(index).padStart(2, '0')}`,
      value: { text, done: false },
    }));
    const batches = copyBatches(documents);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) {
      expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThan(MAX_WRITE_BYTES);
    }
    const paths = batches.flatMap((batch) => Object.keys(batch));
    expect(paths).toEqual(documents.map((document) => document.path));
  });

  it('makes no batch for nothing, and one for a few small documents', () => {
    expect(copyBatches([])).toEqual([]);
    expect(
      copyBatches([
        { path: 'a/b/c', value: 1 },
        { path: 'a/b/d', value: 2 },
      ]),
    ).toEqual([{ 'a/b/c': 1, 'a/b/d': 2 }]);
  });

  it('is usable with a real client: the visitor client has nothing to copy at first', async () => {
    const client = createDataClient();
    client.setAccount(null);
    expect(await client.deviceDocuments()).toEqual([]);
    await client.close();
  });
});
