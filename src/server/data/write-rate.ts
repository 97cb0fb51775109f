import type { WriteRate } from '../../shared/data/limits.ts';

/** Buckets kept before idle (full) ones are dropped. */
const SWEEP_AT = 10_000;

export interface WriteLimiter {
  /** Takes one write from `key`'s bucket: 0 when allowed, else seconds until one is. */
  take(key: string): number;
}

/**
 * Per-user token buckets, in this process's memory: each starts full at `burst` and
 * refills at `perSecond`.
 */
export function createWriteLimiter(
  { perSecond, burst }: WriteRate,
  now: () => number = () => performance.now(),
): WriteLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refilled = (bucket: { tokens: number; at: number }, time: number) =>
    Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
  return {
    take(key) {
      const time = now();
      if (buckets.size >= SWEEP_AT) {
        for (const [other, bucket] of buckets)
          if (refilled(bucket, time) >= burst) buckets.delete(other);
      }
      const bucket = buckets.get(key) ?? { tokens: burst, at: time };
      bucket.tokens = refilled(bucket, time);
      bucket.at = time;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
    },
  };
}
