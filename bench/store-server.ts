import { startMailingServer } from './mailing-server.ts';
import { signUpPeople } from './people.ts';
import { SERVER_SCRIPTS } from '../src/server/testing/server-process.ts';
import type { VerifiedUser } from '../src/server/testing/verified-user.ts';

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
  users: VerifiedUser[];
  close(): Promise<void>;
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
    const users = await signUpPeople(server.origin, server.smtp, options.users);
    return { origin: server.origin, users, close: server.close };
  } catch (error) {
    await server.close();
    throw error;
  }
}
