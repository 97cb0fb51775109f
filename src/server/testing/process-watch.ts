import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Resident memory figures of a process from `/proc`, in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) * 1024;
  return { rss: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
}

/**
 * How far the resident memory of process `pid` rose above what it was before `run`, at
 * its highest while `run` ran (the kernel's high-water mark, reset first).
 */
export async function peakMemoryGrowth<T>(
  pid: number,
  run: () => Promise<T>,
): Promise<{ growth: number; result: T }> {
  const before = memoryOf(pid).rss;
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const result = await run();
  return { growth: memoryOf(pid).peak - before, result };
}

const PROBE = fileURLToPath(new URL('./health-probe.ts', import.meta.url));

/**
 * Times `/api/health` of `origin` from a process of its own until `stop`, which resolves
 * with the slowest answer in milliseconds and how many were asked.
 */
export function startHealthProbe(origin: string): {
  stop(): Promise<{ count: number; maxMs: number; slowest: number[] }>;
} {
  const child = spawn(process.execPath, [PROBE, origin], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    async stop() {
      child.stdin.end('stop\n');
      const code = await exited;
      if (code !== 0) throw new Error(`The health probe exited with ${code}.`);
      return JSON.parse(output) as { count: number; maxMs: number; slowest: number[] };
    },
  };
}
