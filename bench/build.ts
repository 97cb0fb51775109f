import { ROOT } from './project.ts';
import { staleReason } from '../scripts/build-state.ts';
import { buildApp } from '../scripts/build.ts';

export interface BuildState {
  /** Why the client was rebuilt, or null when the existing build was current. */
  rebuiltBecause: string | null;
}

/** Builds the client when dist/client is missing or older than its inputs, as `npm start` does. */
export async function ensureClientBuild(): Promise<BuildState> {
  const reason = staleReason(ROOT);
  if (!reason) return { rebuiltBecause: null };
  console.log(`Building the client (${reason})…`);
  await buildApp({ logLevel: 'warn' });
  return { rebuiltBecause: reason };
}
