import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SOURCE_ALIAS } from './source-alias.ts';

/**
 * Lets Node resolve browser code's `@/` imports, for tools that run that code outside Vite
 * (the bench's search figures): `node --import ./scripts/register-source-alias.ts …`.
 */
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!specifier.startsWith('@/')) return nextResolve(specifier, context);
    return nextResolve(pathToFileURL(join(SOURCE_ALIAS['@'], specifier.slice(2))).href, context);
  },
});
