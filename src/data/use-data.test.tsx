import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { memo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonValue } from '@/shared/data/protocol.ts';
import { createSchemaRegistry } from '@/shared/data/registry.ts';
import { createDataClient, DEVICE_ROOT, type DataClient } from './client.ts';
import { memoryPersistence } from './engine/persistence.ts';
import { useDataRoot, useDataStatus, useList, useValue } from './use-data.ts';

const opened: DataClient[] = [];

/** A visitor's client (device mode, in memory) with a `notes/notes` collection. */
async function visitor(): Promise<DataClient> {
  const schemas = createSchemaRegistry();
  schemas.register('notes', 'notes', z.strictObject({ title: z.string() }));
  const client = createDataClient({
    persistence: memoryPersistence(),
    schemas,
    timing: { flushMs: 5 },
  });
  opened.push(client);
  client.setAccount(null);
  await client.get(DEVICE_ROOT);
  return client;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.close()));
});

const notes = `${DEVICE_ROOT}/notes/notes`;

function Value({ path, client }: { path: string | null; client: DataClient }) {
  const { data, status, error } = useValue(path, client);
  return <p>{`${status} ${JSON.stringify(data)} ${error?.code ?? ''}`.trim()}</p>;
}

describe('useValue', () => {
  it('is idle without a path, and follows the value at a path', async () => {
    const client = await visitor();
    const { rerender } = render(<Value path={null} client={client} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('idle null');
    rerender(<Value path={`${notes}/n1`} client={client} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('ready null');
    act(() => void client.set(`${notes}/n1`, { title: 'Milk' }));
    expect(screen.getByRole('paragraph')).toHaveTextContent('ready {"title":"Milk"}');
  });

  it('is loading until the client knows who is signed in, then ready', async () => {
    const client = createDataClient({ persistence: memoryPersistence() });
    opened.push(client);
    render(<Value path={`${DEVICE_ROOT}/notes`} client={client} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('loading null');
    await act(async () => {
      client.setAccount(null);
      await client.get(DEVICE_ROOT);
    });
    expect(screen.getByRole('paragraph')).toHaveTextContent('ready null');
  });

  it('reports a path the client may not reach as an error', async () => {
    const client = await visitor();
    render(<Value path="users/someone/notes" client={client} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('error null PERMISSION_DENIED');
  });

  it('keeps up with typing: every keystroke shows and is stored', async () => {
    const client = await visitor();
    const path = `${notes}/n1/title`;
    function Title() {
      const { data } = useValue(path, client);
      return (
        <label>
          Title
          <input
            value={(data as string | null) ?? ''}
            onChange={(event) => void client.set(path, event.target.value)}
          />
        </label>
      );
    }
    render(<Title />);
    await userEvent.setup().type(screen.getByLabelText('Title'), 'Oat milk, 2 litres');
    expect(screen.getByLabelText('Title')).toHaveValue('Oat milk, 2 litres');
    expect(await client.deviceDocuments()).toEqual([
      { path: 'notes/notes/n1', value: { title: 'Oat milk, 2 litres' } },
    ]);
  });
});

describe('useList', () => {
  it('lists a collection by id and re-renders only the items that changed', async () => {
    const client = await visitor();
    const renders: string[] = [];
    const Item = memo(function Item({ id, value }: { id: string; value: JsonValue }) {
      renders.push(id);
      return <li>{(value as { title: string }).title}</li>;
    });
    function Notes() {
      const { data, status } = useList(notes, client);
      return (
        <ul aria-label={status}>
          {data.map((item) => (
            <Item key={item.id} id={item.id} value={item.value} />
          ))}
        </ul>
      );
    }
    const [first, second, third] = [client.newId(), client.newId(), client.newId()];
    await client.update(notes, {
      [third]: { title: 'Third' },
      [first]: { title: 'First' },
      [second]: { title: 'Second' },
    });
    render(<Notes />);
    const titles = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(screen.getByRole('list', { name: 'ready' })).toBeInTheDocument();
    expect(titles()).toEqual(['First', 'Second', 'Third']);

    renders.length = 0;
    act(() => void client.set(`${notes}/${second}/title`, 'Second, edited'));
    expect(titles()).toEqual(['First', 'Second, edited', 'Third']);
    expect(renders).toEqual([second]);
  });

  it('is empty while idle or when nothing is there', async () => {
    const client = await visitor();
    function Count({ path }: { path: string | null }) {
      const { data, status } = useList(path, client);
      return <p>{`${status} ${data.length}`}</p>;
    }
    const { rerender } = render(<Count path={null} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('idle 0');
    rerender(<Count path={notes} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('ready 0');
  });
});

describe('useDataStatus and useDataRoot', () => {
  it('show the state, the pending writes and the root', async () => {
    const client = createDataClient({ persistence: memoryPersistence() });
    opened.push(client);
    function Status() {
      const { state, pending } = useDataStatus(client);
      return <p>{`${state} ${pending} ${useDataRoot(client)}`}</p>;
    }
    render(<Status />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('connecting 0 null');
    act(() => client.setAccount(null));
    expect(screen.getByRole('paragraph')).toHaveTextContent(`device 0 ${DEVICE_ROOT}`);
  });
});
