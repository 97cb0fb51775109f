import { fileURLToPath } from 'node:url';
import { ConfigError, configFromEnvironment, type Config } from './config.ts';
import { openDatabase } from './database/database.ts';
import { startServer, type RunningServer, type ServerOptions } from './server.ts';
import { productionSchemas } from '../shared/data/collections.ts';

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return configFromEnvironment();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function listenError(error: NodeJS.ErrnoException, config: Config): string {
  return error.code === 'EADDRINUSE'
    ? `Port ${config.port} is already in use: stop the other server or set PORT to a free port.`
    : `Cannot listen on ${config.host}:${config.port}: ${error.message}`;
}

/**
 * The server process as operators run it: configuration from the environment, the
 * database checked, every service started, and a graceful stop on SIGTERM/SIGINT.
 */
export async function runServer(
  options: Pick<ServerOptions, 'schemas' | 'writeRate' | 'liveLimits'>,
) {
  const config = readConfig();
  const database = openDatabase(config);
  try {
    await database.check();
  } catch (error) {
    console.error(
      `Storage error: cannot reach ${config.databaseUrl ? 'DATABASE_URL' : 'the SQLite file in DATA_DIR'} (${(error as Error).message}).`,
    );
    process.exit(1);
  }

  let running: RunningServer;
  try {
    running = await startServer({ config, database, clientDir: CLIENT_DIR, ...options });
  } catch (error) {
    if (!('syscall' in (error as object))) throw error;
    console.error(listenError(error as NodeJS.ErrnoException, config));
    process.exit(1);
  }
  console.log(`Tinies is running at ${config.publicUrl}`);

  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing connections…`);
    const force = setTimeout(() => {
      console.error('Connections did not close in time; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    void running.close().then(async () => {
      await database.close();
      console.log('Tinies stopped.');
      process.exit(0);
    });
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** The production server: the tools' collections and the default write rate. */
export async function runProductionServer() {
  await runServer({ schemas: await productionSchemas() });
}

// `node src/server/main.ts` runs it; tests and the test server import `runServer` instead.
if (import.meta.main) await runProductionServer();
