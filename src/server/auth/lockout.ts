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
    return /^\s*SELECT|\bRETURNING\b/i.test(text)
      ? (statement.all(...parameters) as unknown as Row[])
      : (statement.run(...parameters), []);
  };
  // Made on first use, and again after a failure (the database may be down at start).
  let made: Promise<unknown> | null = null;
  const ready = () =>
    (made ??= run(
      `CREATE TABLE IF NOT EXISTS auth_lockout (
      key TEXT PRIMARY KEY,
      failures INTEGER NOT NULL,
      locked_until BIGINT NOT NULL,
      last_failure BIGINT NOT NULL
    )`,
      [],
    ).catch((error: unknown) => {
      made = null;
      throw error;
    }));

  return {
    async wait(email) {
      await ready();
      const [row] = await run('SELECT * FROM auth_lockout WHERE key = $1', [keyOf(email)]);
      const until = Number(row?.locked_until ?? 0);
      return Math.max(0, Math.ceil((until - Date.now()) / 1000));
    },
    async failed(email) {
      await ready();
      const now = Date.now();
      const key = keyOf(email);
      // NOTE: counted in one statement, so failures arriving at once from many addresses
      // are each counted; failures older than the rule's memory start the count again.
      const [row] = await run(
        `INSERT INTO auth_lockout (key, failures, locked_until, last_failure) VALUES ($1, 1, 0, $2)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN auth_lockout.last_failure < $3 THEN 1 ELSE auth_lockout.failures + 1 END,
           last_failure = $2
         RETURNING failures`,
        [key, now, now - rule.forgetAfterSeconds * 1000],
      );
      const over = Number(row?.failures ?? 1) - rule.failures;
      if (over < 0) return;
      const delay = Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** over);
      await run('UPDATE auth_lockout SET locked_until = $2 WHERE key = $1 AND locked_until < $2', [
        key,
        now + delay * 1000,
      ]);
    },
    async succeeded(email) {
      await ready();
      await run('DELETE FROM auth_lockout WHERE key = $1', [keyOf(email)]);
    },
  };
}
