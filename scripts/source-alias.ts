import { fileURLToPath } from 'node:url';

/**
 * `@/` is `src/` for browser code (Vite, Vitest, TypeScript's `paths`, the lint resolver in
 * scripts/eslint). Server and shared code keep relative paths: Node runs them as they are.
 */
export const SOURCE_ALIAS = { '@': fileURLToPath(new URL('../src', import.meta.url)) };
