/**
 * How many streamed (subtree) reads may run at once: per account, so one account cannot
 * hold the server's connections and bandwidth, and per process, so a PostgreSQL pool
 * always keeps connections for writes and small reads.
 */
export interface HeavyReadLimits {
  perAccount: number;
  perProcess: number;
}

export const HEAVY_READS: HeavyReadLimits = { perAccount: 2, perProcess: 6 };

export type GateAnswer = { release: () => void } | { refused: 'account' | 'process' };

export interface ReadGate {
  /** Takes a place for a read of `uid`; `release` gives it back (once, however often called). */
  enter(uid: string): GateAnswer;
  /** Reads running now (for tests and the health of the process). */
  readonly running: number;
}

/**
 * Places for heavy reads, counted in this process's memory. A read that finds no place is
 * refused at once rather than queued: a queue would hold its request (and whatever the
 * client sent) for an unknown time, while a refusal with Retry-After costs nothing.
 */
export function createReadGate({ perAccount, perProcess }: HeavyReadLimits): ReadGate {
  const byAccount = new Map<string, number>();
  let running = 0;
  return {
    enter(uid) {
      if ((byAccount.get(uid) ?? 0) >= perAccount) return { refused: 'account' };
      if (running >= perProcess) return { refused: 'process' };
      byAccount.set(uid, (byAccount.get(uid) ?? 0) + 1);
      running += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          running -= 1;
          const left = byAccount.get(uid)! - 1;
          if (left === 0) byAccount.delete(uid);
          else byAccount.set(uid, left);
        },
      };
    },
    get running() {
      return running;
    },
  };
}
