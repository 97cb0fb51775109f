import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDataClient, DEVICE_ROOT, type DataClient } from '@/data/client.ts';
import { memoryPersistence } from '@/data/engine/persistence.ts';
import { createSchemaRegistry } from '@/shared/data/registry.ts';
import { writeInOrder, writeMany } from './write-many.ts';

const schemas = createSchemaRegistry();
schemas.register('notes', 'notes', z.strictObject({ title: z.string(), body: z.string() }));
schemas.register('notes', 'tags', z.strictObject({ title: z.string(), body: z.string() }));
const path = `${DEVICE_ROOT}/notes/notes`;

let client: DataClient;
beforeEach(async () => {
  client = createDataClient({ persistence: memoryPersistence(), schemas });
  client.setAccount(null);
  await client.get(DEVICE_ROOT);
});
afterEach(() => client.close());

const documents = (count: number, body = '') =>
  Array.from(
    { length: count },
    (_, index) => [`n${index}`, { title: `Note ${index}`, body }] as const,
  );

describe('writeMany', () => {
  it('writes every document, in updates of at most 100, saying how far it got', async () => {
    const progress: number[] = [];
    await writeMany(path, documents(250), { client, onProgress: (n) => progress.push(n) });
    expect(progress).toEqual([100, 200, 250]);
    const stored = (await client.get(path)) as Record<string, { title: string }>;
    expect(Object.keys(stored)).toHaveLength(250);
    expect(stored.n249).toEqual({ title: 'Note 249', body: '' });
  });

  it('keeps each update under its size, and deletes with null', async () => {
    const progress: number[] = [];
    // 3 KB a document: about 21 fit in 64 KB.
    await writeMany(path, documents(50, 'x'.repeat(3000)), {
      client,
      onProgress: (n) => progress.push(n),
    });
    expect(progress.length).toBe(3);
    expect(progress.at(-1)).toBe(50);
    await writeMany(
      path,
      documents(50).map(([id]) => [id, null] as const),
      { client },
    );
    expect(await client.get(path)).toBeNull();
  });

  it('hands the thread back between updates', async () => {
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 0);
    await writeMany(path, documents(1000), { client });
    clearInterval(ticking);
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('writeInOrder', () => {
  it('writes collections one after another, counting the documents of all', async () => {
    const tags = `${DEVICE_ROOT}/notes/tags`;
    const progress: number[] = [];
    const seen: string[] = [];
    const stop = client.subscribe(path, (value) => {
      if (value !== null && seen.at(-1) !== 'notes') seen.push('notes');
    });
    const stopTags = client.subscribe(tags, (value) => {
      if (value !== null && seen.at(-1) !== 'tags') seen.push('tags');
    });
    await writeInOrder(
      [
        { path, documents: documents(150) },
        { path: `${DEVICE_ROOT}/notes/empty`, documents: [] },
        { path: tags, documents: documents(30) },
      ],
      { client, onProgress: (n) => progress.push(n) },
    );
    stop();
    stopTags();
    expect(progress).toEqual([100, 150, 180]);
    expect(seen).toEqual(['notes', 'tags']);
    expect(Object.keys((await client.get(tags)) as object)).toHaveLength(30);
  });
});
