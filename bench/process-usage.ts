import { readFileSync } from 'node:fs';

/**
 * Clock ticks per second in /proc/{pid}/stat. NOTE: USER_HZ is 100 on every Linux the
 * bench runs on (x86-64 and arm64); Node offers no way to ask sysconf.
 */
const TICKS_PER_SECOND = 100;

/** The resident set size in a /proc/{pid}/status text, in bytes. */
export function residentBytes(status: string): number | undefined {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : undefined;
}

/** User plus system CPU time in a /proc/{pid}/stat line, in seconds. */
export function cpuSeconds(stat: string): number | undefined {
  // NOTE: the command name in parentheses may hold spaces; fields count after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return Number.isFinite(user) && Number.isFinite(system)
    ? (user + system) / TICKS_PER_SECOND
    : undefined;
}

export interface ProcessFigures {
  /** Resident set size when watching started. */
  beforeBytes: number;
  /** The largest sampled while it ran. */
  peakBytes: number;
  /** CPU time the process used meanwhile, in cores: 1 = one core busy all along. */
  cores: number;
}

function readProc(pid: number, file: 'status' | 'stat'): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Watches a child process (Linux: /proc): samples its resident memory every `everyMs`
 * until `stop`, which returns the first sample, the peak and the CPU it used meanwhile.
 */
export function watchProcess(pid: number, everyMs = 100): { stop(): ProcessFigures } {
  const resident = () => residentBytes(readProc(pid, 'status') ?? '');
  const cpu = () => cpuSeconds(readProc(pid, 'stat') ?? '');
  const first = resident();
  const cpuBefore = cpu();
  if (first === undefined || cpuBefore === undefined) {
    throw new Error(`Cannot read process ${pid} in /proc.`);
  }
  const start = performance.now();
  let peak = first;
  const timer = setInterval(() => {
    peak = Math.max(peak, resident() ?? 0);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, resident() ?? 0);
      const seconds = (performance.now() - start) / 1000;
      return {
        beforeBytes: first,
        peakBytes: peak,
        cores: ((cpu() ?? cpuBefore) - cpuBefore) / seconds,
      };
    },
  };
}
