import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** `main.ts` as operators run it, for tests: a real Node process (vitest's own is Node 24). */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RUNNING = /^Tinies is running at (\S+)$/m;

export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started = new Set<ChildProcess>();

/** The production entry point, and the same server with the test collections. */
export const SERVER_SCRIPTS = {
  main: 'src/server/main.ts',
  withTestSchemas: 'src/server/testing/test-server-main.ts',
} as const;

/** Starts main.ts with only the given variables: nothing leaks in from the shell. */
export function spawnServer(
  env: Record<string, string>,
  script: string = SERVER_SCRIPTS.main,
): ServerProcess {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

/** Kills what `spawnServer` started and is still running; for `afterEach`. */
export function killStartedServers() {
  for (const child of started) child.kill('SIGKILL');
}

/** Resolves with the URL once the server says it is running; rejects if it exits first. */
export function whenRunning(server: ServerProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = RUNNING.exec(server.stdout());
      if (match) resolve(match[1]!);
    };
    server.child.stdout!.on('data', check);
    check();
    void server.exit.then(({ code }) =>
      reject(new Error(`The server exited with ${code} before running:\n${server.stderr()}`)),
    );
  });
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export const lines = (text: string) => text.trimEnd().split('\n');

export interface SpawnTestServerOptions {
  dataDir: string;
  /** Where sign-up mails go: an SMTP capture's URL. */
  smtpUrl: string;
  /** Default: a free port. The previous server's port restarts "the same" server. */
  port?: number;
  /** More variables (DATABASE_URL…); they win over the defaults. */
  env?: Record<string, string>;
}

export interface SpawnedTestServer {
  origin: string;
  port: number;
  process: ServerProcess;
}

/**
 * test-server-main.ts (the test collections) as a real process, mails sent to `smtpUrl`
 * and a write rate no burst meets; resolves once it is running.
 */
export async function spawnTestServer(options: SpawnTestServerOptions): Promise<SpawnedTestServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const server = spawnServer(
    {
      PORT: String(port),
      DATA_DIR: options.dataDir,
      PUBLIC_URL: origin,
      SMTP_URL: options.smtpUrl,
      MAIL_FROM: 'Tinies <hello@tinies.test>',
      TEST_WRITE_RATE: '1000000/1000000',
      ...options.env,
    },
    SERVER_SCRIPTS.withTestSchemas,
  );
  await whenRunning(server);
  return { origin, port, process: server };
}
