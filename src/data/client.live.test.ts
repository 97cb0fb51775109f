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

describe('the data client after a sign-out on the device with changes waiting', () => {
  const live = useLiveData();

  it('sends them as that account once online, then forgets its data here', async () => {
    const user = await live.user();
    const persistence = memoryPersistence();
    const { client, sockets } = live.client(user, { persistence, offline: true });
    const note = `users/${user.uid}/test-notes/free/${newId()}`;
    await live.eventually('offline', () => client.status.getSnapshot().state === 'offline');
    void client.set(note, 'written offline').catch(() => {});
    expect(client.pendingCount).toBe(1);

    // Logged out on this device; the server is told once the change is sent.
    client.setAccount(null);
    expect(await client.forgetAccount(user.uid)).toBe(false);
    const sent = client.sendWaiting(user.uid);
    // A second call is the same run.
    expect(client.sendWaiting(user.uid)).toBe(sent);
    // Offline, no link opens, so nothing reaches the server.
    expect(sockets.sockets).toHaveLength(0);
    expect(await live.server().store.get(user.uid, note)).toBeNull();

    sockets.offline = false;
    await expect(sent).resolves.toBe(true);
    expect(await live.server().store.get(user.uid, note)).toBe('written offline');
    expect(await client.forgetAccount(user.uid)).toBe(true);
    // Nothing is left to send: it answers at once.
    await expect(client.sendWaiting(user.uid)).resolves.toBe(true);
  });

  it('waits for the account to be swapped out when asked just before, then sends them', async () => {
    const user = await live.user();
    const { client, sockets } = live.client(user, { offline: true });
    const note = `users/${user.uid}/test-notes/free/${newId()}`;
    await live.eventually('offline', () => client.status.getSnapshot().state === 'offline');
    void client.set(note, 'written offline').catch(() => {});
    // Asked while the account is still in use (the sign-out has not reached the client yet).
    const sent = client.sendWaiting(user.uid);
    client.setAccount(null);
    sockets.offline = false;
    await expect(sent).resolves.toBe(true);
    expect(await live.server().store.get(user.uid, note)).toBe('written offline');
  });

  it('keeps them when the server ends the session before they are sent', async () => {
    const user = await live.user();
    const { client, sockets } = live.client(user, { offline: true });
    const note = `users/${user.uid}/test-notes/free/${newId()}`;
    await live.eventually('offline', () => client.status.getSnapshot().state === 'offline');
    void client.set(note, 'written offline').catch(() => {});
    client.setAccount(null);

    // The link opens but nothing comes back on it; then the session ends elsewhere.
    sockets.deaf = true;
    sockets.offline = false;
    const ended = client.sendWaiting(user.uid);
    await live.eventually('a link', () => sockets.sockets.length > 0);
    expect((await user.browser.post('/api/auth/sign-out', {})).status).toBe(200);
    await expect(ended).resolves.toBe(false);
    // Still on the device, for the account's next sign-in here.
    expect(await client.forgetAccount(user.uid)).toBe(false);
    expect(await live.server().store.get(user.uid, note)).toBeNull();
  });

  it('discards what waits when the person chooses to, and keeps the rest', async () => {
    const user = await live.user();
    const { client, sockets } = live.client(user, { offline: true });
    const kept = `users/${user.uid}/test-notes/free/kept`;
    const dropped = `users/${user.uid}/test-notes/free/dropped`;
    sockets.offline = false;
    await client.set(kept, 'sent');
    sockets.offline = true;
    sockets.last.kill();
    await live.eventually('offline', () => client.status.getSnapshot().state === 'offline');
    client.subscribe(dropped, () => {});
    void client.set(dropped, 'not wanted').catch(() => {});
    expect(client.peek(dropped).value).toBe('not wanted');

    await client.discardWaiting();
    expect(client.pendingCount).toBe(0);
    expect(client.peek(dropped).value).toBeNull();
    client.setAccount(null);
    expect(await client.forgetAccount(user.uid)).toBe(true);
    expect(await live.server().store.get(user.uid, kept)).toBe('sent');
  });
});
