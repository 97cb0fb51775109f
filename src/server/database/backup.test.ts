import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upload, uploaded } from '../files/testing/files-harness.ts';
import { SAMPLE_FILES } from '../files/testing/sample-files.ts';
import { killStartedServers, lines, spawnTestServer } from '../testing/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture.ts';
import { signUpVerified, type VerifiedUser } from '../testing/verified-user.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run backup` as a child process, given only `env` (Node 24: vitest's own). */
function runBackup(env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['scripts/backup.ts', ...args], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** PUT over HTTP from the app's page; resolves once the server acknowledged it. */
async function put(user: VerifiedUser, path: string, value: unknown) {
  const response = await user.browser.request(`/api/data/${path}`, {
    method: 'PUT',
    body: JSON.stringify(value),
    headers: { 'Content-Type': 'application/json', Origin: user.browser.origin },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

let dataDir: string;
let smtp: SmtpCapture;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tinies-backup-'));
  smtp = await startSmtpCapture();
});
afterEach(async () => {
  killStartedServers();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('copies the database and files while the server writes, and the copy serves', async () => {
    const server = await spawnTestServer({ dataDir, smtpUrl: smtp.url });
    const user = await signUpVerified({ origin: server.origin, mailTo: smtp.mailTo });
    const free = `users/${user.uid}/test-notes/free`;
    const photo = SAMPLE_FILES['image/png'];
    const file = await uploaded(await upload(user.browser, photo.bytes, { name: photo.name }));
    await put(user, `${free}/photo`, { file: file.url });
    // A file whose bytes are gone (deleted just after the snapshot, as far as a backup knows).
    const gone = await uploaded(
      await upload(user.browser, SAMPLE_FILES['image/gif'].bytes, { name: 'a.gif' }),
    );
    rmSync(join(dataDir, 'files', gone.id));
    await Promise.all(Array.from({ length: 50 }, (_, n) => put(user, `${free}/before${n}`, n)));

    // One write after another all through the backup: the copy must hold a prefix of them.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) await put(user, `${free}/during${written}`, written++);
    })();
    const backup = await runBackup({ DATA_DIR: dataDir });
    const writtenMeanwhile = written;
    writing = false;
    await writer;

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const [folderName, ...others] = readdirSync(join(dataDir, 'backups'));
    expect(others).toEqual([]);
    expect(folderName).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    const folder = join(dataDir, 'backups', folderName!);
    expect(lines(backup.stdout)).toEqual([
      `Backed up ${dataDir} to ${folder}`,
      expect.stringMatching(/^ {2}tinies\.sqlite {2}\d+(\.\d)? KB \(integrity check: ok\)$/),
      `  files/         1 file, ${photo.bytes.length} B`,
      '  auth-secret    keeps sessions valid after a restore',
      '  left out:      1 file listed but gone from disk',
    ]);
    expect(writtenMeanwhile).toBeGreaterThan(0);

    const copy = new DatabaseSync(join(folder, 'tinies.sqlite'), { readOnly: true });
    try {
      expect(copy.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      const rows = copy
        .prepare('SELECT doc_id, value FROM data_documents WHERE user_id = ?')
        .all(user.uid) as { doc_id: string; value: string }[];
      const stored = new Map(rows.map((row) => [row.doc_id, JSON.parse(row.value) as unknown]));
      expect(stored.get('photo')).toEqual({ file: file.url });
      for (let n = 0; n < 50; n++) expect(stored.get(`before${n}`)).toBe(n);
      const during = rows.filter((row) => row.doc_id.startsWith('during')).length;
      for (let n = 0; n < during; n++) expect(stored.get(`during${n}`)).toBe(n);
      const { seq } = copy.prepare('SELECT seq FROM data_users WHERE user_id = ?').get(user.uid)!;
      expect(seq).toBe(rows.length);
      expect(copy.prepare('SELECT id FROM files').all()).toEqual([{ id: file.id }]);
    } finally {
      copy.close();
    }
    expect(new Uint8Array(readFileSync(join(folder, 'files', file.id)))).toEqual(photo.bytes);
    expect(readFileSync(join(folder, 'auth-secret'), 'utf8')).toBe(
      readFileSync(join(dataDir, 'auth-secret'), 'utf8'),
    );

    // Restored: a server on the backup as DATA_DIR knows the session, the data and the file.
    const restored = await spawnTestServer({ dataDir: folder, smtpUrl: smtp.url });
    const headers = { Cookie: user.cookie };
    const read = await fetch(`${restored.origin}/api/data/${free}/photo`, { headers });
    expect(await read.json()).toEqual({ file: file.url });
    const bytes = await fetch(`${restored.origin}${file.url}`, { headers });
    expect(bytes.status).toBe(200);
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(photo.bytes);

    // Bytes that do not match their record fail the backup, and leave nothing behind.
    writeFileSync(join(dataDir, 'files', file.id), photo.bytes.subarray(0, 10));
    const broken = join(dataDir, 'broken');
    const failed = await runBackup({ DATA_DIR: dataDir }, [broken]);
    expect(failed.code).toBe(1);
    expect(lines(failed.stderr)).toEqual([
      `File ${file.id} has 10 bytes but its record says ${photo.bytes.byteLength}.`,
    ]);
    expect(existsSync(broken)).toBe(false);
  }, 20_000);

  it('sends PostgreSQL users to pg_dump and does nothing', async () => {
    const missing = join(dataDir, 'not-yet');
    const result = await runBackup({
      DATA_DIR: missing,
      DATABASE_URL: 'postgres://tinies:secret@127.0.0.1:5432/tinies',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toEqual([
      expect.stringMatching(
        /^DATABASE_URL is set, .* back it up with pg_dump, .*nothing was done\.$/,
      ),
    ]);
    expect(result.stderr).not.toContain('secret');
    expect(existsSync(missing)).toBe(false);
  });

  it('says when there is no database yet, and creates nothing', async () => {
    const missing = join(dataDir, 'not-yet');
    const result = await runBackup({ DATA_DIR: missing });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      `No database to back up: ${join(missing, 'tinies.sqlite')} does not exist. Start the server once, or set DATA_DIR to the folder the server uses.`,
    ]);
    expect(existsSync(missing)).toBe(false);
  });

  it('refuses a folder it cannot write or that already holds a backup', async () => {
    new DatabaseSync(join(dataDir, 'tinies.sqlite')).close();
    const blocker = join(dataDir, 'a-file');
    writeFileSync(blocker, '');
    const unwritable = await runBackup({ DATA_DIR: dataDir }, [join(blocker, 'backup')]);
    expect(unwritable.code).toBe(1);
    expect(lines(unwritable.stderr)).toEqual([
      `Cannot write the backup to ${join(blocker, 'backup')} (ENOTDIR).`,
    ]);

    const target = join(dataDir, 'elsewhere');
    expect((await runBackup({ DATA_DIR: dataDir }, [target])).code).toBe(0);
    const again = await runBackup({ DATA_DIR: dataDir }, [target]);
    expect(again.code).toBe(1);
    expect(lines(again.stderr)).toEqual([
      `${target} already holds a backup: choose another folder.`,
    ]);
  });
});
