import type { WriteRate } from '../../../shared/data/limits.ts';
import type { Database } from '../../database/database.ts';
import type { SmtpCapture } from '../../testing/smtp-capture.ts';
import type { LiveLimits } from '../live-server.ts';
import type { LiveTestClient } from './live-client.ts';
import { type TestServer } from '../../testing/test-server.ts';
import { type VerifiedUser } from '../../testing/verified-user.ts';

/** A database for one suite run that `dispose` removes. */
export interface OpenedDatabase {
  database: Database;
  dispose(): Promise<void>;
}

/**
 * Short session timings, so sign-outs are noticed within a test. Heartbeats stay slow: a
 * reader paused on purpose could not answer them (`extraServer` makes them quick).
 */
export const SUITE_LIMITS: LiveLimits = {
  heartbeatMs: 10_000,
  sessionRecheckMs: 100,
  sessionSweepMs: 400,
  maxConnectionsPerUser: 8,
  maxBufferedBytes: 512 * 1024,
};

/** Changes kept per user: small, so "too old to resume" is quick to reach. */
export const SUITE_CHANGE_LOG_LENGTH = 20;

export const SUITE_WRITE_RATE: WriteRate = { perSecond: 100, burst: 150 };

/** What the parts of the suite share. */
export interface LiveSuite {
  server(): TestServer;
  smtp(): SmtpCapture;
  /** A new verified, signed-in person. */
  user(): Promise<VerifiedUser>;
  /** A socket of `user` that has said hello; closed after the test. */
  open(
    user: VerifiedUser,
    resume?: { seq: number },
  ): Promise<Awaited<ReturnType<typeof LiveTestClient.open>>>;
  /** Closes the socket after the test. */
  track(client: LiveTestClient): LiveTestClient;
  /** Another server on the same database with other limits; closed after the test. */
  extraServer(options: {
    limits?: Partial<LiveLimits>;
    writeRate?: WriteRate;
  }): Promise<TestServer>;
}
