import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DataError } from '@/shared/data/errors.ts';
import { createSchemaRegistry } from '@/shared/data/registry.ts';
import type { ToolCollections } from '@/shared/tools.ts';
import {
  createDataClient,
  DEVICE_ROOT,
  loadedSchemas,
  type DataClient,
  type DataClientOptions,
} from './client.ts';
import { memoryPersistence } from './engine/persistence.ts';

const opened: DataClient[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.close()));
});

/** A visitor's client (device mode: a tool it has no schemas for is refused). */
function visitor(options: DataClientOptions = {}): DataClient {
  const client = createDataClient({ persistence: memoryPersistence(), ...options });
  client.setAccount(null);
  opened.push(client);
  return client;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: DataError) => error,
  );

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const tasks: ToolCollections = {
  tasks: z.strictObject({ title: z.string().min(1, 'A task needs a title') }),
};

describe('writes to a tool whose schemas are not loaded yet', () => {
  it('the app’s client loads the tool’s collections from the manifest before the first write is checked', async () => {
    expect(loadedSchemas.hasTiny('apartment-tour-questions')).toBe(false);
    const client = visitor();
    const place = `${DEVICE_ROOT}/apartment-tour-questions/apartments/a1`;
    // Made at once, before anything registered the tool: checked with its own schema, not
    // refused as an unknown tool nor sent unchecked.
    const stamp = '2026-01-01T00:00:00.000Z';
    const apartment = { status: 'to-tour', createdAt: stamp, updatedAt: stamp };
    const invalid = refusal(client.set(place, { ...apartment, name: '  ' }));
    const valid = client.set(place, { ...apartment, name: 'Rue des Lilas' });
    expect(await invalid).toMatchObject({
      code: 'INVALID_DATA',
      message: expect.stringContaining('Name is required') as string,
    });
    await valid;
    expect(loadedSchemas.hasTiny('apartment-tour-questions')).toBe(true);
    expect(await client.get(place)).toEqual({ ...apartment, name: 'Rue des Lilas' });
  });

  it('holds the write and every later one, in order, until the schemas arrive', async () => {
    const schemas = createSchemaRegistry();
    schemas.register('notes', 'notes', z.strictObject({ title: z.string() }));
    const arriving = deferred<ToolCollections>();
    const asked: string[] = [];
    const client = visitor({
      schemas,
      collectionsOf: (tool) => {
        asked.push(tool);
        return tool === 'todo' ? arriving.promise : undefined;
      },
    });
    const task = `${DEVICE_ROOT}/todo/tasks/t1`;
    const note = `${DEVICE_ROOT}/notes/notes/n1`;
    const settled: string[] = [];
    const first = client.set(task, { title: 'Call the garage' }).then(() => settled.push('task'));
    const invalid = refusal(client.set(`${DEVICE_ROOT}/todo/tasks/t2`, { title: '' }));
    // A registered tool, but made after: it waits its turn rather than overtake.
    const second = client.set(note, { title: 'after' }).then(() => settled.push('note'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.peek(task).value).toBeNull();
    expect(client.peek(note).value).toBeNull();
    expect(client.pendingCount).toBe(0);

    arriving.resolve(tasks);
    await Promise.all([first, second]);
    expect(await invalid).toMatchObject({
      code: 'INVALID_DATA',
      message: expect.stringContaining('A task needs a title') as string,
    });
    expect(settled).toEqual(['task', 'note']);
    expect(await client.get(task)).toEqual({ title: 'Call the garage' });
    expect(await client.get(note)).toEqual({ title: 'after' });
    // Loaded once, then known: the next write goes straight through.
    expect(asked.filter((tool) => tool === 'todo')).toHaveLength(1);
    const straight = client.set(`${DEVICE_ROOT}/todo/tasks/t3`, { title: 'Now' });
    expect(client.peek(`${DEVICE_ROOT}/todo/tasks/t3`).value).toEqual({ title: 'Now' });
    await straight;
  });

  it('refuses the write when the schemas cannot be loaded, and tries again on the next', async () => {
    const schemas = createSchemaRegistry();
    let attempts = 0;
    const client = visitor({
      schemas,
      collectionsOf: () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(tasks);
      },
    });
    const errors: string[] = [];
    client.onWriteError((error) => errors.push(error.code));
    const task = `${DEVICE_ROOT}/todo/tasks/t1`;
    expect(await refusal(client.set(task, { title: 'Lost?' }))).toMatchObject({
      code: 'UNAVAILABLE',
    });
    expect(errors).toEqual(['UNAVAILABLE']);
    expect(client.peek(task).value).toBeNull();
    await client.set(task, { title: 'Kept' });
    expect(attempts).toBe(2);
    expect(await client.get(task)).toEqual({ title: 'Kept' });
  });

  it('with schemas of its own and no loader, leaves unknown tools as before', async () => {
    const client = visitor({ schemas: createSchemaRegistry() });
    expect(
      await refusal(
        client.set(`${DEVICE_ROOT}/apartment-tour-questions/apartments/a1`, { name: 'x' }),
      ),
    ).toMatchObject({ code: 'INVALID_DATA' });
  });
});
