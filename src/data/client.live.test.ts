import { describe, expect, it } from 'vitest';
import type { JsonValue } from '@/shared/data/protocol.ts';
import { DEVICE_ROOT } from './client.ts';
import { memoryPersistence } from './engine/persistence.ts';
import { newId } from './ids.ts';
import { useLiveData } from './testing/live-data.ts';

describe('the data client between a visitor and an account', () => {
  const live = useLiveData();

  it('shows nothing of the account once signed out, and the visitor’s own data instead', async () => {
    const user = await live.user();
    const { client } = live.client(user);
    const accountNote = `users/${user.uid}/test-notes/free/${newId()}`;
    const seen: JsonValue[] = [];
    client.subscribe(accountNote, (value) => seen.push(value));
    await client.set(accountNote, 'private');
    expect(client.root).toBe(`users/${user.uid}`);

    client.setAccount(null);
    expect(client.root).toBe(DEVICE_ROOT);
    expect(client.status.getSnapshot()).toMatchObject({ state: 'device', root: DEVICE_ROOT });
    expect(client.peek(accountNote)).toMatchObject({ value: null, meta: { status: 'error' } });
    expect(seen.at(-1)).toBeNull();
    const deviceNote = `${DEVICE_ROOT}/test-notes/free/${newId()}`;
    await client.set(deviceNote, 'mine');
    expect(await client.get(`${DEVICE_ROOT}/test-notes/free`)).toEqual({
      [deviceNote.split('/').at(-1)!]: 'mine',
    });
  });

  it('copies what the visitor kept into the account, twice without duplicates, then clears it', async () => {
    const user = await live.user();
    const persistence = memoryPersistence();
    const { client } = live.client(user, { persistence });
    client.setAccount(null);
    const ids = [newId(), newId()];
    await client.set(`${DEVICE_ROOT}/test-notes/notes/${ids[0]}`, { title: 'first' });
    await client.set(`${DEVICE_ROOT}/test-notes/notes/${ids[1]}`, { title: 'second', done: true });

    client.setAccount(user.uid);
    const kept = await client.deviceDocuments();
    expect(kept).toEqual([
      { path: `test-notes/notes/${ids[0]}`, value: { title: 'first' } },
      { path: `test-notes/notes/${ids[1]}`, value: { title: 'second', done: true } },
    ]);
    const copy = () =>
      client.update(client.root!, Object.fromEntries(kept.map(({ path, value }) => [path, value])));
    await copy();
    await copy();
    expect(await live.server().store.get(user.uid, `users/${user.uid}/test-notes/notes`)).toEqual({
      [ids[0]!]: { title: 'first' },
      [ids[1]!]: { title: 'second', done: true },
    });

    await client.clearDevice();
    expect(await client.deviceDocuments()).toEqual([]);
    client.setAccount(null);
    expect(await client.get(`${DEVICE_ROOT}/test-notes`)).toBeNull();
  });
});
