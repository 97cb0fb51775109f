import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openAccounts } from './auth/auth.ts';
import { ConfigError, configFromEnvironment, type Config } from './config.ts';
import { openDataStore } from './data/open-store.ts';
import { startFileCollection } from './files/collection.ts';
import { openFileStore } from './files/open-file-store.ts';
import { createLiveServer } from './live/live-server.ts';
import { createMailer } from './mail/mailer.ts';
import { openDatabase } from './store/database.ts';
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

const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
const auth = await openAccounts({ config, database, mailer });
const store = await openDataStore({ database, schemas: productionSchemas() });
// Files refer to the accounts' user table, so they open after it.
const files = await openFileStore({ database, dataDir: config.dataDir });
const fileCollection = startFileCollection(files);
const app = createApp(config, { database, auth, store, files, clientDir: CLIENT_DIR });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  console.log(`Tinies is running at ${config.publicUrl}`);
});
// Live data: WebSocket upgrades at /api/live, on the same port.
const live = createLiveServer({ publicUrl: config.publicUrl, store, auth });
server.on('upgrade', live.handleUpgrade);

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(
      `Port ${config.port} is already in use: stop the other server or set PORT to a free port.`,
    );
  } else {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${error.message}`);
  }
  process.exit(1);
});

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
  // NOTE: open WebSockets would otherwise hold `server.close` open.
  void live.close();
  server.close(async () => {
    fileCollection.stop();
    await mailer.close();
    await store.close();
    await database.close();
    console.log('Tinies stopped.');
    process.exit(0);
  });
  // Idle keep-alive sockets would otherwise hold `close` open until they time out.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
