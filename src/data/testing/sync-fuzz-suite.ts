import { describe, expect, it } from 'vitest';
import { useLiveData, type LiveStorage } from './live-data.ts';
import { runSyncFuzz } from './sync-fuzz.ts';

/**
 * The sync fuzz test: several tabs and devices of one person against the real server (see
 * testing/sync-fuzz.ts). A seed fixes the script of actions; the network's timing still
 * varies between runs, so a failing seed may need a few runs to fail again.
 *
 * Every build runs `BUILD_SEEDS`. For a longer local soak run:
 *   FUZZ_SEEDS=200 npx vitest run src/data/engine/sync-fuzz.live.test.ts
 * (on PostgreSQL: TEST_DATABASE_URL=… npx vitest run src/data/engine/sync-fuzz.live.pg.test.ts)
 * (seeds 1…200; `FUZZ_SEED=1234` runs that one only, `FUZZ_STEPS` changes the steps per seed).
 */

/**
 * Seeds that once failed, kept so what they found stays fixed. NOTE: a seed stands for the
 * script testing/sync-fuzz.ts makes of it today; changing how that script is drawn makes
 * these other runs, so each fix also keeps its own focused test (engine.test.ts).
 */
const REGRESSION_SEEDS: Array<{ seed: number; found: string }> = [
  {
    seed: 9,
    found: 'a subscription below a document answered with nothing pruned the number it held',
  },
  {
    seed: 12,
    found: 'a subscription below a document answered with nothing pruned the number it held',
  },
];

const STEPS = Number(process.env.FUZZ_STEPS) || 60;

/**
 * The server's change log as in production (its CHANGE_LOG_LENGTH), far longer than a
 * run's writes. NOTE: the server remembers request ids only as far back as its log reaches
 * (see `protocol.ts`). With the live tests' short log, a write committed whose acks were
 * lost with the links, sent again more writes later than that, is committed a second time
 * over newer writes, as the protocol allows; no model made of the acks received can tell.
 */
const FUZZ_CHANGE_LOG_LENGTH = 1000;

function seeds(buildSeeds: number[]): number[] {
  if (process.env.FUZZ_SEED) return [Number(process.env.FUZZ_SEED)];
  const count = Number(process.env.FUZZ_SEEDS);
  return count > 0 ? Array.from({ length: count }, (_, index) => index + 1) : buildSeeds;
}

/** The fuzz on one database: `buildSeeds` on every build, and the regression seeds. */
export function describeSyncFuzz(storage: LiveStorage, buildSeeds: number[]) {
  describe(`live sync under random writes, cut links, offline periods and reloads, on ${storage}`, () => {
    const live = useLiveData({
      writeRate: { perSecond: 10_000, burst: 10_000 },
      storage,
      changeLogLength: FUZZ_CHANGE_LOG_LENGTH,
    });

    async function check(seed: number) {
      const log: string[] = [];
      let report;
      try {
        report = await runSyncFuzz(live, seed, STEPS, log);
      } catch (error) {
        throw new Error(
          `Seed ${seed} (replay: FUZZ_SEED=${seed}): ${(error as Error).message}\n${log.join('\n')}`,
        );
      }
      const { problems } = report;
      expect(
        problems,
        `Seed ${seed} (replay: FUZZ_SEED=${seed}) after:\n${log.join('\n')}\n`,
      ).toEqual([]);
      expect(report.acked).toBeGreaterThan(0);
    }

    it.each(seeds(buildSeeds))(
      'seed %i: every tab converges and no acknowledged write is lost',
      check,
      60_000,
    );

    it.each(REGRESSION_SEEDS)('regression seed $seed: $found', ({ seed }) => check(seed), 60_000);
  });
}
