import { describe, expect, it } from 'vitest';
import type { OverriddenEdit, WriteError } from '@/data/client.ts';
import { newId } from '@/data/ids.ts';
import { useLiveData, type LiveStorage, type TestClient } from '@/data/testing/live-data.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';
import { sameJson } from '@/shared/data/values.ts';
import { collectionWrites } from '../collection-writes.ts';
import { goneNotice, overriddenNotices } from '../edit-notices.ts';

interface Note {
  title: string;
  body?: string;
  done?: boolean;
  meta?: { color?: string; rank?: number };
}

const notes = collectionWrites<Note>({ labels: { body: 'Description' } });
const SOUP: Note = { title: 'Tomato soup', body: 'Hot', done: false };

/**
 * One person on two devices against the real server: the laptop goes offline and edits,
 * the phone (online) edits meanwhile, the laptop comes back. Every pair of edits ends with
 * every field anyone wrote, except where both wrote the same field (the newer edit, in the
 * server's order, wins, and the other device is told) or the document was deleted (it
 * stays deleted).
 */
export function describeConcurrentEdits(storage: LiveStorage) {
  describe(`two devices editing one document, one of them offline, on ${storage}`, () => {
    const live = useLiveData({ storage });

    async function twoDevices() {
      const user = await live.user();
      const path = `users/${user.uid}/test-notes/notes`;
      const id = newId();
      const doc = `${path}/${id}`;
      const laptop = live.client(user);
      const phone = live.client(user);
      await laptop.client.set(doc, { ...SOUP });
      const told = { laptop: [] as OverriddenEdit[], phone: [] as OverriddenEdit[] };
      const refused = { laptop: [] as WriteError[], phone: [] as WriteError[] };
      for (const [name, device] of [
        ['laptop', laptop],
        ['phone', phone],
      ] as const) {
        device.client.subscribe(doc, () => {});
        device.client.onOverridden((edit) => told[name].push(edit));
        device.client.onWriteError((error) => refused[name].push(error));
        await live.eventually(
          `${name} holds it`,
          () => device.client.peek(doc).meta.status === 'live',
        );
      }
      const stored = () => live.server().store.get(user.uid, doc);
      return { user, path, id, doc, laptop, phone, told, refused, stored };
    }

    async function offline({ client, sockets }: TestClient) {
      sockets.offline = true;
      sockets.last.kill();
      await live.eventually('offline', () => client.status.getSnapshot().state === 'offline');
    }

    async function backOnline({ client, sockets }: TestClient) {
      sockets.offline = false;
      await live.eventually('all saved', () => client.status.getSnapshot().state === 'saved');
    }

    const valueOf = (device: TestClient, doc: string) =>
      device.client.peek(doc).value as Note | null;
    const shows = (device: TestClient, doc: string, value: Note | null) =>
      live.eventually(`it shows ${JSON.stringify(value)}`, () =>
        sameJson(device.client.peek(doc).value, value as JsonValue),
      );

    it('edit / edit of different fields: both stay', async () => {
      const { path, id, doc, laptop, phone, told, stored } = await twoDevices();
      await offline(laptop);
      notes.edit(path, id, SOUP, { ...SOUP, body: 'Warm' }, laptop.client);
      notes.edit(path, id, SOUP, { ...SOUP, title: 'Tomato soup II' }, phone.client);
      await live.eventually(
        'phone saved',
        () => phone.client.status.getSnapshot().state === 'saved',
      );
      await backOnline(laptop);
      const both = { title: 'Tomato soup II', body: 'Warm', done: false };
      expect(await stored()).toEqual(both);
      await shows(phone, doc, both);
      expect(valueOf(laptop, doc)).toEqual(both);
      expect(told).toEqual({ laptop: [], phone: [] });
    });

    it('edit / edit of different parts of one structure: both stay', async () => {
      const { path, id, doc, laptop, phone, told, stored } = await twoDevices();
      const before = { ...SOUP, meta: { color: 'Red', rank: 1 } };
      notes.edit(path, id, SOUP, before, laptop.client);
      await shows(phone, doc, before);
      await offline(laptop);
      notes.edit(path, id, before, { ...before, meta: { color: 'Red', rank: 2 } }, laptop.client);
      notes.edit(path, id, before, { ...before, meta: { color: 'Blue', rank: 1 } }, phone.client);
      await live.eventually(
        'phone saved',
        () => phone.client.status.getSnapshot().state === 'saved',
      );
      await backOnline(laptop);
      const both = { ...SOUP, meta: { color: 'Blue', rank: 2 } };
      expect(await stored()).toEqual(both);
      await shows(phone, doc, both);
      expect(valueOf(laptop, doc)).toEqual(both);
      expect(told).toEqual({ laptop: [], phone: [] });
    });

    it('edit / edit of the same field: the newer edit stays, the other device is told and may restore', async () => {
      const { path, id, doc, laptop, phone, told, stored } = await twoDevices();
      await offline(laptop);
      notes.edit(path, id, SOUP, { ...SOUP, body: 'From the laptop' }, laptop.client);
      notes.edit(path, id, SOUP, { ...SOUP, body: 'From the phone' }, phone.client);
      await live.eventually(
        'phone saved',
        () => phone.client.status.getSnapshot().state === 'saved',
      );
      await backOnline(laptop);
      expect(await stored()).toEqual({ ...SOUP, body: 'From the phone' });
      expect(valueOf(laptop, doc)).toEqual({ ...SOUP, body: 'From the phone' });
      expect(told.laptop).toEqual([
        { path: doc, values: { body: 'From the laptop' }, labels: { body: 'Description' } },
      ]);
      expect(told.phone).toEqual([]);

      const [notice] = overriddenNotices(told.laptop[0]!, laptop.client);
      expect(notice!.title).toBe(
        'Your change to Description was replaced by a newer edit from another device',
      );
      notice!.action!.onClick();
      await shows(phone, doc, { ...SOUP, body: 'From the laptop' });
      expect(await stored()).toEqual({ ...SOUP, body: 'From the laptop' });
    });

    it('edit / delete: the document stays deleted and the edit is offered as a copy', async () => {
      const { path, id, doc, laptop, phone, refused, stored } = await twoDevices();
      await offline(laptop);
      notes.edit(path, id, SOUP, { ...SOUP, body: 'Warm' }, laptop.client);
      phone.client.remove(doc);
      await live.eventually(
        'phone saved',
        () => phone.client.status.getSnapshot().state === 'saved',
      );
      await backOnline(laptop);
      expect(await stored()).toBeNull();
      expect(valueOf(laptop, doc)).toBeNull();
      expect(refused.laptop.map((error) => error.code)).toEqual(['GONE']);

      const notice = goneNotice(refused.laptop[0]!, laptop.client);
      expect(notice).toMatchObject({
        description: 'Your change was not saved, because this was deleted on another device.',
        action: { label: 'Keep as a copy' },
      });
      notice!.action!.onClick();
      const uid = laptop.client.root!.split('/')[1]!;
      await live.eventually('copied', () => laptop.client.status.getSnapshot().state === 'saved');
      const copies = ((await live.server().store.get(uid, path)) ?? {}) as unknown as Record<
        string,
        Note
      >;
      expect(Object.values(copies)).toEqual([{ ...SOUP, body: 'Warm' }]);
      expect(Object.keys(copies)).not.toContain(id);
    });

    it('delete while an editor is open online: saving keeps a copy, the document stays deleted', async () => {
      const { path, id, doc, laptop, phone, refused, stored } = await twoDevices();
      // The laptop's editor holds the soup as it was; the phone deletes it, and the laptop sees it.
      phone.client.remove(doc);
      await shows(laptop, doc, null);
      // What the kit's editor knows then (useHeldEntry's `deleted`): it was there, now it is not.
      const deleted = valueOf(laptop, doc) === null;
      const copy = notes.saveEditor(
        path,
        id,
        SOUP,
        { ...SOUP, body: 'Warm' },
        deleted,
        laptop.client,
      );
      expect(copy).not.toBe(id);
      await live.eventually('copied', () => laptop.client.status.getSnapshot().state === 'saved');
      expect(await stored()).toBeNull();
      expect(
        await live.server().store.get(laptop.client.root!.split('/')[1]!, `${path}/${copy}`),
      ).toEqual({ ...SOUP, body: 'Warm' });
      expect(refused.laptop).toEqual([]);
      await shows(phone, doc, null);
    });

    it('field update / delete: a field set offline does not bring back part of a deleted document', async () => {
      const { path, id, doc, laptop, phone, refused, stored } = await twoDevices();
      await offline(laptop);
      notes.update(path, id, { done: true }, laptop.client);
      phone.client.remove(doc);
      await live.eventually(
        'phone saved',
        () => phone.client.status.getSnapshot().state === 'saved',
      );
      await backOnline(laptop);
      expect(await stored()).toBeNull();
      expect(valueOf(laptop, doc)).toBeNull();
      expect(refused.laptop.map((error) => error.code)).toEqual(['GONE']);
      // Told, with nothing to copy: the change was one field.
      const notice = goneNotice(refused.laptop[0]!, laptop.client);
      expect(notice).toMatchObject({
        title: 'Deleted on another device',
        description: 'Your change was not saved, because this was deleted on another device.',
      });
      expect(notice!.action).toBeUndefined();
      await shows(phone, doc, null);
    });

    it('delete / edit: the delete made offline stays a delete', async () => {
      const { path, id, doc, laptop, phone, stored } = await twoDevices();
      await offline(laptop);
      laptop.client.remove(doc);
      notes.edit(path, id, SOUP, { ...SOUP, body: 'Warm' }, phone.client);
      await live.eventually(
        'phone saved',
        () => phone.client.status.getSnapshot().state === 'saved',
      );
      await backOnline(laptop);
      expect(await stored()).toBeNull();
      await shows(phone, doc, null);
    });

    it('favourite / edit and edit / favourite: the mark and the edit both stay', async () => {
      for (const offlineMarks of [true, false]) {
        const { path, id, doc, laptop, phone, told, stored } = await twoDevices();
        await offline(laptop);
        const mark = (device: TestClient) =>
          notes.edit(path, id, SOUP, { ...SOUP, done: true }, device.client);
        const describe = (device: TestClient) =>
          notes.edit(path, id, SOUP, { ...SOUP, body: 'Warm' }, device.client);
        if (offlineMarks) {
          mark(laptop);
          describe(phone);
        } else {
          describe(laptop);
          mark(phone);
        }
        await live.eventually(
          'phone saved',
          () => phone.client.status.getSnapshot().state === 'saved',
        );
        await backOnline(laptop);
        const both = { ...SOUP, body: 'Warm', done: true };
        expect(await stored()).toEqual(both);
        await shows(phone, doc, both);
        expect(told).toEqual({ laptop: [], phone: [] });
      }
    });
  });
}
