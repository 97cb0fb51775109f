import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDataClient, DEVICE_ROOT, type DataClient } from '@/data/client.ts';
import { memoryPersistence } from '@/data/engine/persistence.ts';
import { createSchemaRegistry } from '@/shared/data/registry.ts';
import { defineCollection } from '../use-collection.ts';
import { deletedSaveLabel, EditorFrame } from './editor-frame.tsx';
import { useHeldEntry } from './use-held-entry.ts';

const noteSchema = z.strictObject({ title: z.string(), body: z.string() });
type Note = z.infer<typeof noteSchema>;
const schemas = createSchemaRegistry();
schemas.register('notes', 'notes', noteSchema);
const notes = defineCollection({ tool: 'notes', collection: 'notes', schema: noteSchema });
const PATH = `${DEVICE_ROOT}/notes/notes`;

let client: DataClient;
beforeEach(async () => {
  client = createDataClient({ persistence: memoryPersistence(), schemas });
  client.setAccount(null);
  await client.get(DEVICE_ROOT);
});
afterEach(() => client.close());

/** A tool's editor reduced to the kit's parts: the held entry, the frame and the save. */
function NoteEditor({ id, onSaved }: { id: string; onSaved: (id: string) => void }) {
  const state = notes.useEntry(id, client);
  const { entry, held, deleted } = useHeldEntry(state.entry, id);
  const [body, setBody] = useState<string | null>(null);
  if (!entry || state.path === null) return null;
  const path = state.path;
  return (
    <EditorFrame title="Edit note" deleted={deleted}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const after: Note = { ...entry.value, body: body ?? entry.value.body };
          onSaved(notes.saveEditor(path, id, held?.value, after, deleted, client));
        }}
      >
        <label>
          Body
          <input value={body ?? entry.value.body} onChange={(e) => setBody(e.target.value)} />
        </label>
        <button type="submit">{deleted ? deletedSaveLabel : 'Save changes'}</button>
      </form>
    </EditorFrame>
  );
}

describe('an editor whose document is deleted elsewhere while open', () => {
  it('says so, keeps what was typed, and saves it as a new copy, the old one staying deleted', async () => {
    const user = userEvent.setup();
    await client.set(`${PATH}/n1`, { title: 'Soup', body: 'Hot' });
    const saved: string[] = [];
    render(<NoteEditor id="n1" onSaved={(id) => saved.push(id)} />);
    const body = await screen.findByRole('textbox', { name: 'Body' });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(body);
    await user.type(body, 'Warm');

    // Another device deletes it: the editor stays, with what was typed, and says so.
    await client.remove(`${PATH}/n1`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deleted on another device');
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveValue('Warm');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Keep as a copy' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]).not.toBe('n1');
    await waitFor(async () => {
      expect(await client.get(PATH)).toEqual({ [saved[0]!]: { title: 'Soup', body: 'Warm' } });
    });
    expect(await client.get(`${PATH}/n1`)).toBeNull();
  });

  it('saves an edit under the same id while the document is there', async () => {
    const user = userEvent.setup();
    await client.set(`${PATH}/n1`, { title: 'Soup', body: 'Hot' });
    const saved: string[] = [];
    render(<NoteEditor id="n1" onSaved={(id) => saved.push(id)} />);
    const body = await screen.findByRole('textbox', { name: 'Body' });
    await user.type(body, '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(saved).toEqual(['n1']);
    await waitFor(async () => {
      expect(await client.get(`${PATH}/n1`)).toEqual({ title: 'Soup', body: 'Hot!' });
    });
  });
});
