import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleReason } from './build-state.ts';

/** `npm start`: build the client when missing or stale, then run the server in this process. */
const root = fileURLToPath(new URL('..', import.meta.url));
const reason = staleReason(root);
if (reason) {
  console.log(`Building the app (${reason})…`);
  const build = spawnSync('vite', ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    shell: false,
  });
  if (build.status !== 0) {
    console.error('The client build failed; see the errors above.');
    process.exit(build.status ?? 1);
  }
}
await import('../src/server/main.ts');
