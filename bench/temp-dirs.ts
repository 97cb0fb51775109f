import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made = new Set<string>();

/** A fresh directory under the system temp dir, removed by `removeTempDir` or at exit. */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  made.delete(dir);
}

// Also on Ctrl-C, which exits without unwinding the `finally` blocks.
process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
