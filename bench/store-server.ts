import { createVerifiedUser, type TestUser } from '../src/server/live/testing/live-test-server.ts';
import { SERVER_SCRIPTS } from '../src/server/testing/server-process.ts';
import { startMailingServer } from './mailing-server.ts';

/** Sign-ups at once: each hashes a password and sends a mail, so more only queue up. */
const SIGN_UP_CONCURRENCY = 4;

export interface StoreServerOptions {
  /** Verified accounts to create, each signed up from its own client address. */
  users: number;
  /** Live connections one account may hold (the default 32 is too few for fan-out). */
  maxConnectionsPerUser: number;
  /** PostgreSQL to run on; SQLite in a fresh temp dir without. */
  databaseUrl?: string;
}

export interface StoreServer {
  origin: string;
  users: TestUser[];
  close(): Promise<void>;
}

/**
 * A client address for the n-th person, from the range set aside for benchmarks
 * (198.18.0.0/15), so the per-address sign-up limit counts each person on their own.
 */
function addressOf(n: number): string {
  return `198.18.${Math.floor(n / 256)}.${n % 256}`;
}

/**
 * The real server process with the test collections, a write rate that never limits and
 * mails caught here, with `users` people signed up and verified through the app's own flow.
 */
export async function startStoreServer(options: StoreServerOptions): Promise<StoreServer> {
  const server = await startMailingServer({
    script: SERVER_SCRIPTS.withTestSchemas,
    env: {
      // Sign-ups come from many addresses through one trusted proxy hop.
      TRUST_PROXY: '1',
      TEST_WRITE_RATE: '1000000/1000000',
      TEST_MAX_CONNECTIONS_PER_USER: String(options.maxConnectionsPerUser),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  });
  try {
    const { origin, smtp } = server;
    const users: TestUser[] = [];
    for (let first = 0; first < options.users; first += SIGN_UP_CONCURRENCY) {
      const batch = Array.from(
        { length: Math.min(SIGN_UP_CONCURRENCY, options.users - first) },
        (_, index) =>
          createVerifiedUser({ origin }, smtp, { forwardedFor: addressOf(first + index) }),
      );
      users.push(...(await Promise.all(batch)));
    }
    return { origin, users, close: server.close };
  } catch (error) {
    await server.close();
    throw error;
  }
}
