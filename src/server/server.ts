import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { SchemaRegistry } from '../shared/data/registry.ts';
import { WRITE_RATE, type WriteRate } from '../shared/data/limits.ts';
import { createApp } from './app.ts';
import { openAccounts, type Auth, type AuthRateLimits } from './auth/auth.ts';
import type { Config } from './config.ts';
import { openDataStore } from './data/open-store.ts';
import type { DataStore } from './data/store.ts';
import { createWriteLimiter } from './data/write-rate.ts';
import { startFileCollection, type FileCollectionOptions } from './files/collection.ts';
import type { FileStore } from './files/file-store.ts';
import { openFileStore } from './files/open-file-store.ts';
import { createLiveServer, type LiveLimits, type LiveServer } from './live/live-server.ts';
import { createMailer } from './mail/mailer.ts';
import type { RecipeImportOptions } from './recipe-book/import-routes.ts';
import type { Database } from './store/database.ts';

export interface TiniesOptions {
  config: Config;
  /** Opened (and later closed) by the caller. */
  database: Database;
  /** The collections the data store accepts: `productionSchemas()` in production. */
  schemas: SchemaRegistry;
  /** Folder of the production client build (`dist/client`). */
  clientDir: string;
  /** Where mails go without `SMTP_URL`; default the console. */
  mailLog?: (text: string) => void;
  /** Default DEFAULT_RATE_LIMITS. */
  authRateLimits?: AuthRateLimits;
  /** Writes per user, one bucket for HTTP and the live socket. Default WRITE_RATE. */
  writeRate?: WriteRate;
  /** Receives one JSON line per refused write; default the error log. */
  refusalLog?: (line: string) => void;
  liveLimits?: Partial<LiveLimits>;
  changeLogLength?: number;
  fileQuotaBytes?: number;
  fileCollection?: FileCollectionOptions;
  /** Recipe import's fetch limits and rate; production defaults when absent. */
  recipeImport?: RecipeImportOptions;
}

/** A running server: the HTTP app and the live socket on one port. */
export interface Tinies {
  /** Where it listens, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  server: Server;
  auth: Auth;
  store: DataStore;
  files: FileStore;
  live: LiveServer;
  /** Closes connections, timers, the mailer and the store; the database stays open. */
  close(): Promise<void>;
}

function listen(fetch: (request: Request) => Response | Promise<Response>, config: Config) {
  return new Promise<Server>((resolve, reject) => {
    // Without `createServer` options, `serve` makes a plain node:http server.
    const server = serve({ fetch, port: config.port, hostname: config.host }, () => {
      server.off('error', reject);
      resolve(server as Server);
    });
    server.once('error', reject);
  });
}

/**
 * Opens every service on `database` and serves them on the configured port: accounts,
 * the data store over HTTP and WebSocket, files, health and the client. `main.ts` runs it
 * with the tools' schemas; tests run the very same wiring with their own.
 */
export async function startTinies(options: TiniesOptions): Promise<Tinies> {
  const { config, database } = options;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    log: options.mailLog,
  });
  const auth = await openAccounts({
    config,
    database,
    mailer,
    rateLimits: options.authRateLimits,
  });
  const store = await openDataStore({
    database,
    schemas: options.schemas,
    changeLogLength: options.changeLogLength,
  });
  // Files refer to the accounts' user table, so they open after it.
  const files = await openFileStore({
    database,
    dataDir: config.dataDir,
    quotaBytes: options.fileQuotaBytes,
  });
  const refusalLog = options.refusalLog ?? ((line: string) => console.warn(line));
  // NOTE: one bucket per user whichever way the writes come, or a client could double
  // its rate by writing over HTTP and the socket at once.
  const writeLimiter = createWriteLimiter(options.writeRate ?? WRITE_RATE);
  const app = createApp(config, {
    database,
    auth,
    store,
    files,
    clientDir: options.clientDir,
    dataOptions: { writeLimiter, log: refusalLog },
    recipeImport: options.recipeImport,
  });
  const live = createLiveServer({
    publicUrl: config.publicUrl,
    store,
    auth,
    writeLimiter,
    log: refusalLog,
    limits: options.liveLimits,
  });
  let server: Server;
  try {
    server = await listen(app.fetch, config);
  } catch (error) {
    await live.close();
    await store.close();
    await mailer.close();
    throw error;
  }
  server.on('upgrade', live.handleUpgrade);
  const collection = startFileCollection(files, options.fileCollection);
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  return {
    origin: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    server,
    auth,
    store,
    files,
    live,
    async close() {
      // NOTE: open WebSockets would otherwise hold `server.close` open.
      const closingLive = live.close();
      const closed = new Promise((resolve) => server.close(resolve));
      // Idle keep-alive sockets would otherwise hold `close` open until they time out.
      server.closeIdleConnections();
      await closingLive;
      await closed;
      collection.stop();
      await mailer.close();
      await store.close();
    },
  };
}
