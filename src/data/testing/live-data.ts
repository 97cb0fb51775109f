import { afterAll, afterEach, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { SUITE_LIMITS } from '@/server/live/testing/live-suite-context.ts';
import { freshSchemaDatabase } from '@/server/testing/pg-schema.ts';
import { startSmtpCapture, type SmtpCapture } from '@/server/testing/smtp-capture.ts';
import { openTempSqlite } from '@/server/testing/temp-sqlite.ts';
import { startTestServer, type TestServer } from '@/server/testing/test-server.ts';
import { signUpVerified, type VerifiedUser } from '@/server/testing/verified-user.ts';
import type { WriteRate } from '@/shared/data/limits.ts';
import { LIVE_PATH, type ClientMessage, type ServerMessage } from '@/shared/data/protocol.ts';
import type { DocumentQuota } from '@/shared/data/usage.ts';
import { createDataClient, type DataClient, type DataClientOptions } from '../client.ts';
import type { SocketFactory } from '../engine/connection.ts';
import { memoryPersistence } from '../engine/persistence.ts';

/**
 * The data client against the whole server, in process: a real port, real sessions from
 * signing up through the mailed link, real sockets (`ws` with the cookie and Origin a
 * browser would send). Every socket's traffic is recorded, so tests can count messages.
 */

/** Changes the server keeps per user: small, so "too far behind" is quick to reach. */
export const CHANGE_LOG_LENGTH = 20;

/** Quick retries and saves, so tests wait for events rather than for timers. */
export const TEST_TIMING = { retryMinMs: 20, retryMaxMs: 200, lingerMs: 150, flushMs: 10 };

/** One socket's traffic, parsed. */
export interface RecordedSocket {
  sent: ClientMessage[];
  received: ServerMessage[];
  /** Cuts the link without a close handshake, as a lost network would. */
  kill(): void;
}

/** Opens real sockets for one user and records them; while `offline`, every attempt fails. */
export class SocketRecorder {
  readonly sockets: RecordedSocket[] = [];
  offline = false;
  /** While true, incoming messages are recorded but not passed on (a link gone silent). */
  deaf = false;
  private readonly onChange: () => void;
  private readonly url: URL;
  private readonly headers: Record<string, string>;

  constructor(server: TestServer, user: VerifiedUser, onChange: () => void) {
    this.url = new URL(LIVE_PATH, server.origin.replace(/^http/, 'ws'));
    this.headers = { Cookie: user.cookie, Origin: server.publicUrl };
    this.onChange = onChange;
  }

  get last(): RecordedSocket {
    return this.sockets.at(-1)!;
  }

  /** Every message of `type` sent on any socket so far. */
  sentOf<T extends ClientMessage['type']>(type: T): Array<Extract<ClientMessage, { type: T }>> {
    return this.sockets.flatMap((socket) =>
      socket.sent.filter(
        (message): message is Extract<ClientMessage, { type: T }> => message.type === type,
      ),
    );
  }

  readonly connect: SocketFactory = (events) => {
    if (this.offline) {
      setTimeout(() => {
        events.close(1006);
        this.onChange();
      });
      return { send() {}, close() {} };
    }
    const socket = new WebSocket(this.url, { headers: this.headers });
    const record: RecordedSocket = { sent: [], received: [], kill: () => socket.terminate() };
    this.sockets.push(record);
    socket.on('open', () => {
      events.open();
      this.onChange();
    });
    socket.on('message', (data) => {
      const text = data.toString();
      record.received.push(JSON.parse(text) as ServerMessage);
      if (!this.deaf) events.message(text);
      this.onChange();
    });
    socket.on('close', (code) => {
      events.close(code);
      this.onChange();
    });
    socket.on('error', () => {});
    return {
      send: (text) => {
        record.sent.push(JSON.parse(text) as ClientMessage);
        socket.send(text);
        this.onChange();
      },
      close: (code, reason) => socket.close(code, reason),
    };
  };
}

export interface TestClient {
  client: DataClient;
  sockets: SocketRecorder;
}

/** What the tests of a file share: the server, people, clients, and waiting for events. */
export interface LiveData {
  server(): TestServer;
  user(): Promise<VerifiedUser>;
  /**
   * A client signed in as `user`, knowing the server's collections and keeping its data in
   * memory unless told otherwise; closed after the test.
   */
  client(user: VerifiedUser, options?: DataClientOptions & { offline?: boolean }): TestClient;
  /**
   * Resolves once `check` returns something other than undefined (or false), looking again
   * after every socket event and status change; fails after `timeoutMs` naming `what`.
   */
  eventually<T>(what: string, check: () => T | undefined | false, timeoutMs?: number): Promise<T>;
}

/** The database the server of a live test keeps its data in. */
export type LiveStorage = 'SQLite' | 'PostgreSQL';

/**
 * Starts the server for the calling file (with the server's write rate and document quota
 * unless given; on a temporary SQLite file, or on a fresh schema of TEST_DATABASE_URL's
 * PostgreSQL) and closes whatever its tests opened.
 */
export function useLiveData(
  options: {
    writeRate?: WriteRate;
    documentQuota?: DocumentQuota;
    storage?: LiveStorage;
    /** Default CHANGE_LOG_LENGTH. */
    changeLogLength?: number;
  } = {},
): LiveData {
  let smtp: SmtpCapture;
  let opened: ReturnType<typeof openTempSqlite> | Awaited<ReturnType<typeof freshSchemaDatabase>>;
  let server: TestServer;
  const clients = new Set<DataClient>();
  const wakers = new Set<() => void>();
  const poke = () => wakers.forEach((wake) => wake());

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    opened =
      options.storage === 'PostgreSQL'
        ? await freshSchemaDatabase('data_live')
        : openTempSqlite('tinies-data-live-');
    server = await startTestServer({
      database: opened.database,
      smtp,
      liveLimits: SUITE_LIMITS,
      writeRate: options.writeRate,
      documentQuota: options.documentQuota,
      changeLogLength: options.changeLogLength ?? CHANGE_LOG_LENGTH,
    });
  });

  afterEach(async () => {
    await Promise.all([...clients].map((client) => client.close()));
    clients.clear();
  });

  afterAll(async () => {
    await server?.close();
    await opened?.dispose();
    await smtp?.close();
  });

  return {
    server: () => server,
    user: () => signUpVerified(server),
    client(user, { offline = false, ...options } = {}) {
      const sockets = new SocketRecorder(server, user, poke);
      sockets.offline = offline;
      const client = createDataClient({
        persistence: memoryPersistence(),
        schemas: server.schemas,
        connect: sockets.connect,
        ...options,
        timing: { ...TEST_TIMING, ...options.timing },
      });
      client.status.subscribe(poke);
      client.setAccount(user.uid);
      clients.add(client);
      return { client, sockets };
    },
    eventually(what, check, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const attempt = () => {
          const result = check();
          if (result === undefined || result === false) return;
          done();
          resolve(result as never);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`Timed out waiting for ${what}.`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          wakers.delete(attempt);
        };
        wakers.add(attempt);
        attempt();
      });
    },
  };
}
