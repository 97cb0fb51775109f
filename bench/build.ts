import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { staleReason } from '../scripts/build-state.ts';
import { ROOT } from './project.ts';

export interface BuildState {
  /** Why the client was rebuilt, or null when the existing build was current. */
  rebuiltBecause: string | null;
}

/** Builds the client when dist/client is missing or older than its inputs, as `npm start` does. */
export function ensureClientBuild(): BuildState {
  const reason = staleReason(ROOT);
  if (!reason) return { rebuiltBecause: null };
  console.log(`Building the client (${reason})…`);
  // NOTE: run Vite's script with this Node (24) rather than `vite` from PATH, whose
  // shebang may pick the system Node when the bench is started outside npm.
  const build = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('The client build failed; see the errors above.');
  return { rebuiltBecause: reason };
}
