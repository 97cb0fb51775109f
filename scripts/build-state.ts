import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Files whose change means the client build is stale. */
const CLIENT_INPUTS = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build.ts',
  'public',
  'src',
];
/** Written last by scripts/build.ts: its presence means the whole build finished. */
const MANIFEST = 'dist/client/.vite/prerendered.json';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    if (full.includes(`${join('src', 'server')}`) || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Why the client must be (re)built, or undefined when the build is current. */
export function staleReason(root: string): string | undefined {
  const manifest = join(root, MANIFEST);
  if (!existsSync(manifest)) return 'no client build yet';
  const built = statSync(manifest).mtimeMs;
  const changed = CLIENT_INPUTS.find((input) => newestMtime(join(root, input)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}
