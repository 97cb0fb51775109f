import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: Vite with hot reload on PORT (default 3000) in front of the server
 * in watch mode on PORT + 1; Vite proxies /api to it.
 */
const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const children: ChildProcess[] = [
  spawn('node', ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
  }),
  spawn('vite', ['--port', String(port), '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, TINIES_API_PORT: String(apiPort) },
  }),
];

function stop(code: number) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
