import { act, render, screen } from '@testing-library/react';
import { Profiler, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createDataClient, DEVICE_ROOT, type DataClient } from '@/data/client.ts';
import { memoryPersistence } from '@/data/engine/persistence.ts';
import { createSchemaRegistry } from '@/shared/data/registry.ts';
import { defineCollection } from './use-collection.ts';

// The store accepts any `{ title }`, so a document the screens refuse can still be kept.
const stored = createSchemaRegistry();
stored.register(
  'notes',
  'notes',
  z.strictObject({ title: z.string(), done: z.boolean().optional() }),
);

let client: DataClient;
beforeEach(() => {
  client = createDataClient({ persistence: memoryPersistence(), schemas: stored });
});
afterEach(() => client.close());

/** The client as a visitor's: in device mode, the device's data known. */
async function visitor(): Promise<DataClient> {
  client.setAccount(null);
  await client.get(DEVICE_ROOT);
  return client;
}

// The screens want a title to show: an empty one is stored but not valid here.
const notes = defineCollection({
  tool: 'notes',
  collection: 'notes',
  schema: z.strictObject({ title: z.string().min(1), done: z.boolean().optional() }),
  entry: (id, note) => ({ id, title: note.title }),
});
const path = `${DEVICE_ROOT}/notes/notes`;

function All({ client }: { client: DataClient }) {
  const state = notes.useAll(client);
  const titles = state.entries.map((entry) => entry.title).join(',');
  return <p>{`${state.status} ${state.path} ${state.signedIn} [${titles}]`}</p>;
}

function One({ id, client }: { id: string | null; client: DataClient }) {
  const state = notes.useEntry(id, client);
  return <p>{`${state.status} ${state.path} ${state.entry?.title ?? 'none'}`}</p>;
}

const text = () => screen.getByRole('paragraph').textContent;

describe('defineCollection', () => {
  it('lists the valid documents, oldest first, with where they are and whose', async () => {
    const client = await visitor();
    render(<All client={client} />);
    expect(text()).toBe(`ready ${path} false []`);
    act(() => {
      notes.save(path, 'n2', { title: 'Bread' }, client);
      notes.save(path, 'n1', { title: 'Milk' }, client);
      notes.save(path, 'n3', { title: '' }, client);
    });
    expect(text()).toBe(`ready ${path} false [Milk,Bread]`);
  });

  it('gives a screen mounted again over unchanged documents the same entries, and new ones after a change', async () => {
    const client = await visitor();
    act(() => notes.save(path, 'n1', { title: 'Milk' }, client));
    const seen: unknown[][] = [];
    function Entries() {
      const state = notes.useAll(client);
      seen.push(state.entries);
      return <p>{state.entries.map((entry) => entry.title).join(',')}</p>;
    }
    const first = render(<Entries />);
    first.unmount();
    const second = render(<Entries />);
    expect(text()).toBe('Milk');
    expect(seen.at(-1)).toBe(seen[0]);
    act(() => notes.save(path, 'n2', { title: 'Bread' }, client));
    expect(text()).toBe('Milk,Bread');
    const changed = seen.at(-1)!;
    expect(changed).not.toBe(seen[0]);
    // The unchanged document keeps its entry.
    expect(changed[0]).toBe(seen[0]![0]);
    second.unmount();
    render(<Entries />);
    expect(seen.at(-1)).toBe(changed);
  });

  it('selects one document: others changing neither re-render nor matter', async () => {
    const client = await visitor();
    act(() => notes.save(path, 'n1', { title: 'Milk' }, client));
    let renders = 0;
    render(
      <Profiler id="one" onRender={() => (renders += 1)}>
        <One id="n1" client={client} />
      </Profiler>,
    );
    expect(text()).toBe(`ready ${path} Milk`);
    const before = renders;
    act(() => notes.save(path, 'n2', { title: 'Bread' }, client));
    expect(renders).toBe(before);
    act(() => notes.update(path, 'n1', { title: 'Oat milk' }, client));
    expect(text()).toBe(`ready ${path} Oat milk`);
    act(() => notes.update(path, 'n1', { title: '' }, client));
    expect(text()).toBe(`ready ${path} none`);
    act(() => notes.remove(path, 'n1', client));
    expect(text()).toBe(`ready ${path} none`);
  });

  it('with no id, says only where the collection is; loading until the client knows whose', async () => {
    const { rerender } = render(<One id={null} client={client} />);
    expect(text()).toBe('loading null none');
    await act(async () => {
      client.setAccount(null);
      await client.get(DEVICE_ROOT);
    });
    expect(text()).toBe(`ready ${path} none`);
    rerender(<One id="missing" client={client} />);
    expect(text()).toBe(`ready ${path} none`);
  });

  it('writes only the fields given with update', async () => {
    const client = await visitor();
    act(() => notes.save(path, 'n1', { title: 'Milk', done: false }, client));
    act(() => notes.update(path, 'n1', { done: true }, client));
    expect(await client.get(`${path}/n1`)).toEqual({ title: 'Milk', done: true });
    expect(notes.newId(client)).not.toBe(notes.newId(client));
  });

  it('checks many new documents a slice at a time, loading meanwhile, then lists them all', async () => {
    const client = await visitor();
    const many = Object.fromEntries(
      Array.from({ length: 600 }, (_, index) => [
        `n${String(index).padStart(4, '0')}`,
        { title: index === 7 ? '' : `Note ${index}` },
      ]),
    );
    act(() => void client.update(path, many).catch(() => {}));
    const seen: string[] = [];
    function Count() {
      const state = notes.useAll(client);
      seen.push(`${state.status} ${state.entries.length}`);
      return <p>{`${state.status} ${state.entries.length}`}</p>;
    }
    render(<Count />);
    expect(seen[0]).toBe('loading 0');
    await screen.findByText('ready 599');
    // A change to one document afterwards is checked in the render itself.
    act(() => notes.update(path, 'n0001', { title: 'Changed' }, client));
    expect(text()).toBe('ready 599');
    expect(seen.at(-1)).toBe('ready 599');
  });

  it('loads a schema given as a loader only once there is a document to check, the collection loading meanwhile', async () => {
    let loads = 0;
    let arrive!: () => void;
    const lazyNotes = defineCollection({
      tool: 'notes',
      collection: 'notes',
      schema: () => {
        loads += 1;
        return new Promise<z.ZodType<{ title: string }>>((resolve) => {
          arrive = () => resolve(z.strictObject({ title: z.string().min(1) }));
        });
      },
    });
    function Lazy() {
      const state = lazyNotes.useAll(client);
      const one = lazyNotes.useEntry('n1', client);
      const titles = state.entries.map((entry) => entry.value.title).join(',');
      return (
        <p>{`${state.status} [${titles}] ${one.status} ${one.entry?.value.title ?? 'none'}`}</p>
      );
    }
    const client = await visitor();
    const prepared = vi.spyOn(client, 'prepareWrites');
    act(() => {
      lazyNotes.save(path, 'n1', { title: 'Milk' }, client);
      lazyNotes.save(path, 'n2', { title: '' }, client);
    });
    render(<Lazy />);
    expect(text()).toBe('loading [] loading none');
    expect(loads).toBe(1);
    // Documents here are soon changed: the client gets the schemas its writes need too.
    expect(prepared).toHaveBeenCalledWith('notes');
    await act(async () => arrive());
    expect(text()).toBe('ready [Milk] ready Milk');
    expect(loads).toBe(1);
  });

  it('needs no schema for an empty collection, and keeps showing it while its first document waits for one', async () => {
    let loads = 0;
    let arrive!: () => void;
    const lazyNotes = defineCollection({
      tool: 'notes',
      collection: 'notes',
      schema: () => {
        loads += 1;
        return new Promise<z.ZodType<{ title: string }>>((resolve) => {
          arrive = () => resolve(z.strictObject({ title: z.string().min(1) }));
        });
      },
    });
    const mounts: number[] = [];
    function Lazy() {
      const state = lazyNotes.useAll(client);
      const one = lazyNotes.useEntry('n1', client);
      const titles = state.entries.map((entry) => entry.value.title).join(',');
      return (
        <p>{`${state.status} [${titles}] ${one.status} ${one.entry?.value.title ?? 'none'}`}</p>
      );
    }
    function Mounted() {
      useEffect(() => void mounts.push(1), []);
      return <Lazy />;
    }
    const client = await visitor();
    render(<Mounted />);
    expect(text()).toBe('ready [] ready none');
    expect(loads).toBe(0);

    // The first document: what the screen showed stays (nothing remounts) until it is checked.
    act(() => lazyNotes.save(path, 'n1', { title: 'Milk' }, client));
    expect(text()).toBe('ready [] ready none');
    expect(loads).toBe(1);
    await act(async () => arrive());
    expect(text()).toBe('ready [Milk] ready Milk');
    expect(mounts).toHaveLength(1);
  });
});
