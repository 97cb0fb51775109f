import { statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { upload, type FilesSuiteContext } from './files-harness.ts';
import { png } from './sample-files.ts';
import type { UploadedFile } from '../../../shared/data/files.ts';
import { createSchemaRegistry } from '../../../shared/data/registry.ts';
import type { DataStore } from '../../data/data-store.ts';
import { openDataStore } from '../../data/open-data-store.ts';
import { signUpVerified, type VerifiedUser } from '../../testing/verified-user.ts';
import { startFileCollection } from '../collection.ts';
import { DEFAULT_COLLECTION_GRACE_MS, newFileId } from '../file-store.ts';

const GRACE = DEFAULT_COLLECTION_GRACE_MS;

/** A collection of the test's own, registered the way tools register theirs. */
function testSchemas() {
  const schemas = createSchemaRegistry();
  schemas.register(
    'test-files',
    'notes',
    z.strictObject({
      title: z.string(),
      photos: z.array(z.string()).optional(),
      attachment: z.strictObject({ id: z.string(), label: z.string() }).optional(),
    }),
  );
  return schemas;
}

/**
 * Files no document of their owner refers to any more are collected, through documents
 * written with the real data store.
 */
export function describeFileCollection(context: FilesSuiteContext) {
  describe('collection', () => {
    let data: DataStore;
    let owner: VerifiedUser;
    let other: VerifiedUser;
    let colour = 0;

    const note = (user: VerifiedUser, id: string) => `users/${user.uid}/test-files/notes/${id}`;
    const files = () => context.server.files;
    async function newFile(user: VerifiedUser): Promise<UploadedFile> {
      colour += 1;
      const response = await upload(user.browser, png(colour, 100, 200), { name: 'p.png' });
      expect(response.status).toBe(201);
      return (await response.json()) as UploadedFile;
    }
    const exists = async (user: VerifiedUser, file: UploadedFile) =>
      (await files().find(user.uid, file.id)) !== null;

    beforeAll(async () => {
      data = await openDataStore({ database: context.database, schemas: testSchemas() });
      owner = await signUpVerified(context.server, { label: 'collector' });
      other = await signUpVerified(context.server, { label: 'neighbour' });
    });
    afterAll(() => data?.close());

    it('deletes files no document of their owner refers to, once the grace period is over', async () => {
      const [byUrl, byId, loose, namedByOther] = [
        await newFile(owner),
        await newFile(owner),
        await newFile(owner),
        await newFile(owner),
      ];
      await data.set(owner.uid, note(owner, 'trip'), {
        title: 'Lisbon',
        photos: [`https://tinies.example${byUrl!.url}`],
        attachment: { id: byId!.id, label: 'ticket' },
      });
      // Someone else's document naming the files keeps nothing alive.
      await data.set(other.uid, note(other, 'copy'), {
        title: 'not theirs',
        photos: [namedByOther!.url, loose!.url],
      });
      const start = Date.now();
      const usage = await files().usage(owner.uid);

      await files().collectUnreferencedFiles({ now: start });
      await files().collectUnreferencedFiles({ now: start + GRACE - 1 });
      for (const file of [byUrl, byId, loose, namedByOther]) {
        expect(await exists(owner, file!)).toBe(true);
      }

      const { deleted } = await files().collectUnreferencedFiles({ now: start + GRACE });
      expect(deleted).toEqual(expect.arrayContaining([loose!.id, namedByOther!.id]));
      expect(deleted).not.toContain(byUrl!.id);
      expect(deleted).not.toContain(byId!.id);
      expect(await files().usage(owner.uid)).toBe(usage - loose!.size - namedByOther!.size);
      expect((await owner.browser.request(loose!.url)).status).toBe(404);
      expect((await owner.browser.request(byUrl!.url)).status).toBe(200);
      if (files().kind === 'sqlite') {
        const folder = join(context.server.dataDir, 'files');
        expect(existsSync(join(folder, loose!.id))).toBe(false);
        expect(existsSync(join(folder, byUrl!.id))).toBe(true);
      }
    });

    it('keeps a file whose reference moves between documents, and collects it once gone', async () => {
      const photo = await newFile(owner);
      await data.set(owner.uid, note(owner, 'first'), { title: 'first', photos: [photo.url] });
      let now = Date.now();
      await files().collectUnreferencedFiles({ now });

      // Taken out of one document: seen unreferenced by the next pass…
      await data.remove(owner.uid, note(owner, 'first'));
      now += GRACE;
      await files().collectUnreferencedFiles({ now });
      // …but put into another before the grace period ends.
      await data.set(owner.uid, note(owner, 'second'), { title: 'second', photos: [photo.url] });
      now += GRACE;
      expect((await files().collectUnreferencedFiles({ now })).deleted).not.toContain(photo.id);
      now += GRACE;
      expect((await files().collectUnreferencedFiles({ now })).deleted).not.toContain(photo.id);
      expect(await exists(owner, photo)).toBe(true);

      await data.set(owner.uid, note(owner, 'second'), { title: 'second', photos: [] });
      now += GRACE;
      expect((await files().collectUnreferencedFiles({ now })).deleted).not.toContain(photo.id);
      now += GRACE;
      expect((await files().collectUnreferencedFiles({ now })).deleted).toContain(photo.id);
      expect(await exists(owner, photo)).toBe(false);
    });

    it('sweeps bytes that were left without a record', async () => {
      if (files().kind !== 'sqlite') {
        // PostgreSQL keeps bytes and record in one row: there is nothing to leave behind.
        expect(existsSync(join(context.server.dataDir, 'files'))).toBe(false);
        return;
      }
      const folder = join(context.server.dataDir, 'files');
      const [old, fresh] = [join(folder, newFileId()), join(folder, newFileId())];
      writeFileSync(old, 'left over by a crash');
      writeFileSync(fresh, 'an upload still being written');
      const longAgo = new Date(Date.now() - 2 * GRACE);
      utimesSync(old, longAgo, longAgo);
      await files().collectUnreferencedFiles();
      expect(existsSync(old)).toBe(false);
      expect(statSync(fresh).size).toBeGreaterThan(0);
    });

    it('deletes the files of a deleted account', async () => {
      const leaving = await signUpVerified(context.server, { label: 'leaving' });
      const file = await newFile(leaving);
      const { database } = context;
      if (database.kind === 'sqlite') {
        database.sqlite.prepare('DELETE FROM "user" WHERE id = ?').run(leaving.uid);
      } else {
        await database.pool.query('DELETE FROM "user" WHERE id = $1', [leaving.uid]);
      }
      expect(await exists(leaving, file)).toBe(false);
      expect(await files().usage(leaving.uid)).toBe(0);
    });

    it('runs by itself on an interval until stopped', async () => {
      const lines: string[] = [];
      const photo = await newFile(owner);
      const kept = await newFile(owner);
      await data.set(owner.uid, note(owner, 'kept'), { title: 'kept', photos: [kept.url] });
      const collection = startFileCollection(files(), {
        intervalMs: 20,
        graceMs: 0,
        log: (line) => lines.push(line),
      });
      const collected = () => lines.some((line) => line.includes('"files-collected"'));
      try {
        for (let tries = 0; tries < 200 && !collected(); tries++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        collection.stop();
      }
      expect(await exists(owner, photo)).toBe(false);
      expect(await exists(owner, kept)).toBe(true);
      expect(JSON.parse(lines.find((line) => line.includes('collected'))!)).toEqual({
        event: 'files-collected',
        count: expect.any(Number),
      });
    });
  });
}
