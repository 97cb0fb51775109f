import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Relative imports of a shared suite (`describeX` in a `*-suite.ts`) that a file runs. */
const SUITE_IMPORT = /from '(\.{1,2}\/[^']*-suite\.ts)'/g;

/** A file's weight: its size and the size of every shared suite it runs. */
function weight(path: string): number {
  try {
    const text = readFileSync(path, 'utf8');
    let bytes = text.length;
    for (const [, suite] of text.matchAll(SUITE_IMPORT)) {
      bytes += statSync(resolve(dirname(path), suite!)).size;
    }
    return bytes;
  } catch {
    return 0;
  }
}

/**
 * The heaviest files start first, whatever their project, so that on a clean clone (no
 * timings cached yet) no long suite is left to run alone at the end. Vitest's own order
 * takes the projects one after the other and weighs a file by its own size only, which
 * put a 21-line file running a 30 s shared suite last. With timings cached, Vitest's
 * order stands.
 */
export default class HeaviestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cached = files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec));
    if (cached) return super.sort(files);
    const weights = new Map(files.map((spec) => [spec, weight(spec.moduleId)]));
    return [...files].sort((a, b) => weights.get(b)! - weights.get(a)!);
  }
}
