'use strict';

/**
 * Resolves the browser code's `@/` alias (`@/ui/button.tsx` → `src/ui/button.tsx`) for
 * eslint-plugin-import, so the import-boundary, cycle and order rules see through it.
 * Everything else goes to the plain Node resolver.
 */
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const SRC = path.resolve(__dirname, '..', '..', 'src');

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) =>
  nodeResolver.resolve(
    source.startsWith('@/') ? path.join(SRC, source.slice(2)) : source,
    file,
    config,
  );
