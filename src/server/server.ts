import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { eraseAccount } from './account/erase-account.ts';
import { createApp } from './app.ts';
import { openAccounts, type Auth, type AuthRateLimits } from './auth/auth.ts';
import { openLockout, type LockoutRule } from './auth/lockout.ts';
import type { Config } from './config.ts';
import type { DataStore } from './data/data-store.ts';
import { openDataStore } from './data/open-data-store.ts';
import { createWriteLimiter } from './data/write-rate.ts';
import type { Database } from './database/database.ts';
import { startFileCollection, type FileCollectionOptions } from './files/collection.ts';
import type { FileStore } from './files/file-store.ts';
import { filesFolder, openFileStore } from './files/open-file-store.ts';
import { createLiveServer, type LiveLimits, type LiveServer } from './live/live-server.ts';
import { createMailer } from './mail/mailer.ts';
import type { PageImportOptions } from './page-import/page-import-routes.ts';
import type { RecipeImportOptions } from './recipe-book/import-routes.ts';
import type { WorkerPoolLimits } from './workers/worker-limits.ts';
import { createWorkerPool, type WorkerPool } from './workers/worker-pool.ts';
import { WRITE_RATE, type WriteRate } from '../shared/data/limits.ts';
import type { SchemaRegistry } from '../shared/data/registry.ts';
import type { DocumentQuota } from '../shared/data/usage.ts';

export interface ServerOptions {
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
  /** The per-account sign-in lockout; DEFAULT_LOCKOUT unless given. */
  accountLockout?: LockoutRule;
  /** Writes per user, one bucket for HTTP and the live socket. Default WRITE_RATE. */
  writeRate?: WriteRate;
  /** Receives one JSON line per refused write; default the error log. */
  refusalLog?: (line: string) => void;
  liveLimits?: Partial<LiveLimits>;
  changeLogLength?: number;
  /** What each account may keep in documents; default the configuration's. */
  documentQuota?: DocumentQuota;
  /** What each account may keep in files; default the configuration's. */
  fileQuotaBytes?: number;
  fileCollection?: FileCollectionOptions;
  /** Recipe import's fetch limits and rate; production defaults when absent. */
  recipeImport?: RecipeImportOptions;
  /** Listing import's fetch limits and rate; production defaults when absent. */
  listingImport?: PageImportOptions;
  /** The parse pool's limits over the configured ones (tests shorten them). */
  workerLimits?: Partial<WorkerPoolLimits>;
}

/**
 * How long an idle kept-alive connection stays open: longer than the idle timeouts of the
 * proxies and load balancers put in front (60 s for nginx's upstream connections and most
 * cloud load balancers), so the server never closes a connection just as one of them, or
 * another client that keeps connections open without a timeout, sends its next request
 * on it; that request would be lost with a reset. Node's default is 5 s. An idle
 * connection costs a socket and no more than one that never sent a request, which Node
 * keeps open for its 60 s headers timeout.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Stops `server` taking connections and resolves once every connection has closed: idle
 * ones at once, each of the others as soon as its answer is out, rather than after
 * KEEP_ALIVE_TIMEOUT_MS.
 */
export function closeHttpServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // NOTE: Node closes only the connections idle at the call; one whose answer is still
    // going out would stay open, kept alive, until it timed out.
    const sweep = setInterval(() => server.closeIdleConnections(), CLOSE_SWEEP_MS);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** How often a closing server looks for connections whose last answer went out. */
const CLOSE_SWEEP_MS = 25;

/** A running server: the HTTP app and the live socket on one port. */
export interface RunningServer {
  /** Where it listens, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  server: Server;
  auth: Auth;
  store: DataStore;
  files: FileStore;
  live: LiveServer;
  /** The pool that parses untrusted input; its threads start with the first task. */
  workers: WorkerPool;
  /** Closes connections, timers, the mailer and the store; the database stays open. */
  close(): Promise<void>;
}

function listen(fetch: (request: Request) => Response | Promise<Response>, config: Config) {
  return new Promise<Server>((resolve, reject) => {
    // Without `createServer` options, `serve` makes a plain node:http server.
    // NOTE: what happens to a body left unread is the body limit's business
    // (`middleware/body-limit.ts`): @hono/node-server's own clean-up would read up to
    // 64 MB of it after the answer.
    const server = serve(
      { fetch, port: config.port, hostname: config.host, autoCleanupIncoming: false },
      () => {
        server.off('error', reject);
        resolve(server);
      },
    ) as Server;
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.once('error', reject);
  });
}

/**
 * Opens every service on `database` and serves them on the configured port: accounts,
 * the data store over HTTP and WebSocket, files, health and the client. `main.ts` runs it
 * with the tools' schemas; tests run the very same wiring with their own.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { config, database } = options;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    log: options.mailLog,
  });
  const lockout = openLockout(database, options.accountLockout);
  const auth = await openAccounts({
    config,
    database,
    mailer,
    rateLimits: options.authRateLimits,
    async eraseAccount(user) {
      // NOTE: `live` is made below; an account can only be deleted once the server listens.
      live.endUser(user.id);
      await eraseAccount(
        {
          database,
          filesFolder: database.kind === 'sqlite' ? filesFolder(config.dataDir) : undefined,
        },
        user,
      );
      await lockout.succeeded(user.email);
    },
  });
  const store = await openDataStore({
    database,
    schemas: options.schemas,
    changeLogLength: options.changeLogLength,
    quota: options.documentQuota ?? {
      bytes: config.documentQuotaBytes,
      count: config.documentQuotaCount,
    },
  });
  // Files refer to the accounts' user table, so they open after it.
  const files = await openFileStore({
    database,
    dataDir: config.dataDir,
    quotaBytes: options.fileQuotaBytes ?? config.fileQuotaBytes,
  });
  const refusalLog = options.refusalLog ?? ((line: string) => console.warn(line));
  // NOTE: one bucket per user whichever way the writes come, or a client could double
  // its rate by writing over HTTP and the socket at once.
  const writeLimiter = createWriteLimiter(options.writeRate ?? WRITE_RATE);
  const workers = createWorkerPool({ ...config.parseLimits, ...options.workerLimits });
  const app = createApp(config, {
    database,
    lockout,
    auth,
    store,
    files,
    clientDir: options.clientDir,
    dataOptions: { writeLimiter, log: refusalLog },
    recipeImport: options.recipeImport,
    listingImport: options.listingImport,
    workers,
  });
  const live = createLiveServer({
    publicUrl: config.publicUrl,
    store,
    auth,
    writeLimiter,
    log: refusalLog,
    limits: options.liveLimits,
    trace: config.traceLive ? (line) => console.log(line) : undefined,
  });
  let server: Server;
  try {
    server = await listen(app.fetch, config);
  } catch (error) {
    await live.close();
    await workers.close();
    await store.close();
    await mailer.close();
    throw error;
  }
  server.on('upgrade', live.handleUpgrade);
  // NOTE: with a listener here Node no longer answers `Expect: 100-continue` by itself; the
  // body limit does, once the declared size is accepted (a body past it is never asked for).
  server.on('checkContinue', (request, response) => server.emit('request', request, response));
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
    workers,
    async close() {
      // NOTE: open WebSockets would otherwise hold `server.close` open.
      const closingLive = live.close();
      const closed = closeHttpServer(server);
      await closingLive;
      await closed;
      collection.stop();
      // NOTE: after the HTTP server, whose open imports the pool then refuses as CLOSED.
      await workers.close();
      await mailer.close();
      await store.close();
    },
  };
}
