import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDataClient, DEVICE_ROOT, type DataClient, type WriteError } from '@/data/client.ts';
import { memoryPersistence } from '@/data/engine/persistence.ts';
import { createSchemaRegistry } from '@/shared/data/registry.ts';
import { collectionWrites } from './collection-writes.ts';
import { fieldWords, goneNotice } from './edit-notices.ts';

const schemas = createSchemaRegistry();
schemas.register(
  'notes',
  'notes',
  z.strictObject({ title: z.string(), body: z.string().optional(), updatedAt: z.string() }),
);

interface Note {
  title: string;
  body?: string;
  updatedAt: string;
}

const notes = collectionWrites<Note>();
const PATH = `${DEVICE_ROOT}/notes/notes`;
const NOTE: Note = { title: 'Soup', body: 'Hot', updatedAt: '2026-01-01T00:00:00.000Z' };

let client: DataClient;
beforeEach(async () => {
  client = createDataClient({ persistence: memoryPersistence(), schemas });
  client.setAccount(null);
  await client.get(DEVICE_ROOT);
});
afterEach(() => client.close());

describe('the kit’s edits', () => {
  it('writes only the fields changed, and nothing when only the time changed', async () => {
    await client.set(`${PATH}/n1`, { ...NOTE });
    const later = '2026-02-01T00:00:00.000Z';
    expect(notes.edit(PATH, 'n1', NOTE, { ...NOTE, updatedAt: later }, client)).toBe(false);
    expect(await client.get(`${PATH}/n1/updatedAt`)).toBe(NOTE.updatedAt);
    // Another tab changed the title meanwhile: an edit of the body leaves it.
    await client.update(`${PATH}/n1`, { title: 'Tomato soup' });
    expect(notes.edit(PATH, 'n1', NOTE, { ...NOTE, body: 'Warm', updatedAt: later }, client)).toBe(
      true,
    );
    await expect
      .poll(() => client.get(`${PATH}/n1`))
      .toEqual({
        title: 'Tomato soup',
        body: 'Warm',
        updatedAt: later,
      });
  });

  it('refuses an edit of a deleted document and offers it whole as a copy', async () => {
    const refused: WriteError[] = [];
    client.onWriteError((error) => refused.push(error));
    notes.edit(PATH, 'gone', NOTE, { ...NOTE, body: 'Warm' }, client);
    expect(refused.map((error) => error.code)).toEqual(['GONE']);
    expect(await client.get(`${PATH}/gone`)).toBeNull();
    const notice = goneNotice(refused[0]!, client)!;
    expect(notice.title).toBe('Deleted on another device');
    notice.action!.onClick();
    await expect
      .poll(async () => Object.values((await client.get(PATH)) ?? {}))
      .toEqual([{ ...NOTE, body: 'Warm' }]);
  });

  it('names a field the tool gave no word for', () => {
    expect(fieldWords('prepMinutes')).toBe('Prep minutes');
    expect(fieldWords('meta/sourceUrl')).toBe('Source url');
  });
});
