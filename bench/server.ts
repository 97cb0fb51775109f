import { createServer } from 'node:net';
import { start, waitFor, type Running } from './processes.ts';
import { ROOT } from './project.ts';
import { SERVER_SCRIPTS } from '../src/server/testing/server-process.ts';

export interface Server {
  url: string;
  process: Running;
}

/** A port free right now on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

export interface ServerOptions {
  /** Default src/server/main.ts, as `npm start` runs it. */
  script?: string;
  /** Set on top of the bench's own environment (e.g. DATABASE_URL, SMTP_URL). */
  env?: Record<string, string>;
}

/**
 * Runs the real server process on SQLite in `dataDir`, as `npm start` would (or on what
 * `env` names), and resolves once it says it is running.
 */
export async function startServer(
  dataDir: string,
  { script = SERVER_SCRIPTS.main, env: extra = {} }: ServerOptions = {},
): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
  };
  // The bench measures the app alone: no database server or mail relay from the caller's shell.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  Object.assign(env, extra);
  const server = start('The server', process.execPath, [script], { cwd: ROOT, env });
  const [, url] = await waitFor(server, /Tinies is running at (\S+)/);
  return { url: url!, process: server };
}
