import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { LiveTestClient } from './live-client.ts';
import { describeLiveAccess } from './live-suite-access.ts';
import {
  SUITE_CHANGE_LOG_LENGTH,
  SUITE_LIMITS,
  SUITE_WRITE_RATE,
  type LiveSuite,
  type OpenedDatabase,
} from './live-suite-context.ts';
import { describeLiveData } from './live-suite-data.ts';
import { describeLiveRobustness } from './live-suite-robustness.ts';
import { startSmtpCapture, type SmtpCapture } from '../../testing/smtp-capture.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { signUpVerified } from '../../testing/verified-user.ts';

/**
 * The live layer, run once per database (SQLite and PostgreSQL): a real server on a port,
 * real `ws` clients with real session cookies from signing up through the mailed link.
 */
export function describeLive(storage: string, openDatabase: () => Promise<OpenedDatabase>) {
  describe(`live data on ${storage}`, () => {
    let opened: OpenedDatabase;
    let smtp: SmtpCapture;
    let server: TestServer;
    const clients = new Set<LiveTestClient>();
    const extraServers = new Set<TestServer>();

    const suite: LiveSuite = {
      server: () => server,
      smtp: () => smtp,
      user: () => signUpVerified(server),
      async open(user, resume) {
        const opened = await LiveTestClient.open(server.origin, user.cookie, resume);
        clients.add(opened.client);
        return opened;
      },
      track(client) {
        clients.add(client);
        return client;
      },
      async extraServer({ limits, writeRate = SUITE_WRITE_RATE }) {
        const extra = await startTestServer({
          database: opened.database,
          smtp,
          liveLimits: { ...SUITE_LIMITS, ...limits },
          writeRate,
          changeLogLength: SUITE_CHANGE_LOG_LENGTH,
        });
        extraServers.add(extra);
        return extra;
      },
    };

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      opened = await openDatabase();
      server = await startTestServer({
        database: opened.database,
        smtp,
        liveLimits: SUITE_LIMITS,
        writeRate: SUITE_WRITE_RATE,
        changeLogLength: SUITE_CHANGE_LOG_LENGTH,
      });
    });

    afterEach(async () => {
      await Promise.all([...clients].map((client) => client.close()));
      clients.clear();
      await Promise.all([...extraServers].map((extra) => extra.close()));
      extraServers.clear();
    });

    afterAll(async () => {
      await server?.close();
      await opened?.dispose();
      await smtp?.close();
    });

    describeLiveAccess(suite);
    describeLiveData(suite);
    describeLiveRobustness(suite);
  });
}
