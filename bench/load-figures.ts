import { percentile } from './fan-out.ts';

/** What the simulated people do, each timed on its own. */
export const OPERATIONS = [
  'live set',
  'live update',
  'HTTP PUT',
  'HTTP PATCH',
  'HTTP GET collection',
  'delivery to the other device',
] as const;
export type Operation = (typeof OPERATIONS)[number];

/** The operations that write, and so draw on the per-person write rate. */
export const WRITES: readonly Operation[] = ['live set', 'live update', 'HTTP PUT', 'HTTP PATCH'];

export interface OperationFigures {
  operation: Operation;
  /** Operations that succeeded. */
  count: number;
  perSecond: number;
  /** Milliseconds, over the operations that succeeded; 0 when none did. */
  p50: number;
  p99: number;
  /** Failures by error code. */
  errors: Record<string, number>;
}

/** Latencies and failures of one load run, by operation. */
export class LoadTally {
  private readonly latencies = new Map<Operation, number[]>();
  private readonly failures = new Map<Operation, Map<string, number>>();

  succeeded(operation: Operation, ms: number): void {
    const list = this.latencies.get(operation) ?? [];
    list.push(ms);
    this.latencies.set(operation, list);
  }

  failed(operation: Operation, code: string): void {
    const codes = this.failures.get(operation) ?? new Map<string, number>();
    codes.set(code, (codes.get(code) ?? 0) + 1);
    this.failures.set(operation, codes);
  }

  /** Every operation's figures over a run of `seconds`. */
  figures(seconds: number): OperationFigures[] {
    return OPERATIONS.map((operation) => {
      const sorted = [...(this.latencies.get(operation) ?? [])].sort((a, b) => a - b);
      return {
        operation,
        count: sorted.length,
        perSecond: sorted.length / seconds,
        p50: sorted.length ? percentile(sorted, 0.5) : 0,
        p99: sorted.length ? percentile(sorted, 0.99) : 0,
        errors: Object.fromEntries(this.failures.get(operation) ?? []),
      };
    });
  }
}

/** Failures of every operation together, by code, most frequent first. */
export function errorsByCode(figures: OperationFigures[]): [string, number][] {
  const total = new Map<string, number>();
  for (const { errors } of figures) {
    for (const [code, count] of Object.entries(errors))
      total.set(code, (total.get(code) ?? 0) + count);
  }
  return [...total].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/** Writes that succeeded per second, over every kind of write. */
export function writesPerSecond(figures: OperationFigures[]): number {
  return figures
    .filter((figure) => WRITES.includes(figure.operation))
    .reduce((sum, figure) => sum + figure.perSecond, 0);
}

/**
 * The most writes per second a token bucket lets `people` make in `seconds`: each starts
 * with a full bucket of `burst` and refills at `perSecond`.
 */
export function writeCeiling(
  people: number,
  seconds: number,
  { perSecond, burst }: { perSecond: number; burst: number },
): number {
  return (people * (burst + perSecond * seconds)) / seconds;
}
