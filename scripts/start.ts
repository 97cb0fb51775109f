import { fileURLToPath } from 'node:url';
import { staleReason } from './build-state.ts';

/** `npm start`: build the client when missing or stale, then run the server in this process. */
const root = fileURLToPath(new URL('..', import.meta.url));
const reason = staleReason(root);
if (reason) {
  console.log(`Building the app (${reason})…`);
  try {
    // Loaded only when needed: Vite is a build tool, not part of serving.
    const { buildApp } = await import('./build.ts');
    await buildApp({ logLevel: 'warn' });
  } catch (error) {
    console.error(`The client build failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
const { runProductionServer } = await import('../src/server/main.ts');
await runProductionServer();
