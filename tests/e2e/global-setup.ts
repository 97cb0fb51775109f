import { fileURLToPath } from 'node:url';
import { staleReason } from '../../scripts/build-state.ts';

/**
 * Each worker serves the production build (`world.ts`): build it first when it is missing
 * or older than its sources, so `npx playwright test` alone tests what the code says.
 */
export default async function buildWhenStale() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const reason = staleReason(root);
  if (!reason) return;
  console.log(`Building the app for the end-to-end tests (${reason})…`);
  const { buildApp } = await import('../../scripts/build.ts');
  await buildApp({ logLevel: 'warn' });
}
