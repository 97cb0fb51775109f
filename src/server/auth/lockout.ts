import { createHash } from 'node:crypto';
import type { Database } from '../database/database.ts';

/** After `failures` wrong passwords for one address, sign-in waits, doubling each time. */
export interface LockoutRule {
  failures: number;
  /** The first wait, in seconds; each further failure doubles it. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures older than this are forgotten, in seconds. */
  forgetAfterSeconds: number;
}

export const DEFAULT_LOCKOUT: LockoutRule = {
  failures: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 3600,
  forgetAfterSeconds: 24 * 3600,
};

/**
 * The per-account lockout against slow guessing from many addresses (the per-address limit
 * is better-auth's): failures are counted per e-mail address, whoever sends them, and past
 * the rule's count every attempt waits a growing delay, answered like the per-address
 * limit. Addresses are kept only as a SHA-256 hash, and a successful sign-in clears them.
 */
export interface AccountLockout {
  /** Seconds to wait before `email` may try again; 0 when it may try now. */
  wait(email: string): Promise<number>;
  failed(email: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

const keyOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

interface Row {
  failures: number | string;
  locked_until: number | string;
  last_failure: number | string;
}

export function openLockout(
  database: Database,
  rule: LockoutRule = DEFAULT_LOCKOUT,
): AccountLockout {
  const run = async (text: string, parameters: (string | number)[]) => {
    if (database.kind === 'postgres') {
      return (await database.pool.query<Row>(text, parameters)).rows;
    }
    const statement = database.sqlite.prepare(text.replace(/\$(\d)/g, '?$1'));
    return /^\s*SELECT/i.test(text)
      ? (statement.all(...parameters) as unknown as Row[])
      : (statement.run(...parameters), []);
  };
  const ready = run(
    `CREATE TABLE IF NOT EXISTS auth_lockout (
      key TEXT PRIMARY KEY,
      failures INTEGER NOT NULL,
      locked_until BIGINT NOT NULL,
      last_failure BIGINT NOT NULL
    )`,
    [],
  );

  return {
    async wait(email) {
      await ready;
      const [row] = await run('SELECT * FROM auth_lockout WHERE key = $1', [keyOf(email)]);
      const until = Number(row?.locked_until ?? 0);
      return Math.max(0, Math.ceil((until - Date.now()) / 1000));
    },
    async failed(email) {
      await ready;
      const now = Date.now();
      const key = keyOf(email);
      const [row] = await run('SELECT * FROM auth_lockout WHERE key = $1', [key]);
      const fresh = row && now - Number(row.last_failure) < rule.forgetAfterSeconds * 1000;
      const failures = (fresh ? Number(row.failures) : 0) + 1;
      const over = failures - rule.failures;
      const delay =
        over >= 0 ? Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** over) : 0;
      await run(
        `INSERT INTO auth_lockout (key, failures, locked_until, last_failure) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE SET failures = $2, locked_until = $3, last_failure = $4`,
        [key, failures, now + delay * 1000, now],
      );
    },
    async succeeded(email) {
      await ready;
      await run('DELETE FROM auth_lockout WHERE key = $1', [keyOf(email)]);
    },
  };
}
