// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
/** Folders of src that Node runs directly: it resolves no aliases there. */
const NODE_RUN = new Set(['server', 'shared']);
/** Browser files that Node also runs as they are (vite.config.ts imports them). */
const NODE_RUN_FILES = new Set(['app/pwa/precache-pages.ts']);

/** The folder of src a path lies in (`ui`, `tinies`…), or null outside src. */
function topFolder(path) {
  const inside = relative(SRC, path);
  if (inside.startsWith('..') || inside === '') return null;
  return inside.split(sep)[0];
}

/**
 * One way to write an import path: browser code reaches another folder of src through the
 * `@/` alias (`@/ui/button.tsx`) and its own folder by a relative path; server and shared
 * code, which Node runs without a bundler, use relative paths only.
 * @type {import('eslint').Rule.RuleModule}
 */
export const importPaths = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    schema: [],
    messages: {
      alias: "Import another folder of src through the alias: '{{ alias }}'.",
      relative: 'Node runs this file without a bundler: import by a relative path, not @/.',
    },
  },
  create(context) {
    const file = context.filename;
    const top = topFolder(file);
    if (!top) return {};
    const nodeRun =
      NODE_RUN.has(top) || NODE_RUN_FILES.has(relative(SRC, file).split(sep).join('/'));
    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const path = source.value;
      if (path.startsWith('@/')) {
        if (nodeRun) context.report({ node: source, messageId: 'relative' });
        return;
      }
      if (!path.startsWith('.') || nodeRun) return;
      const target = resolve(dirname(file), path);
      const targetTop = topFolder(target);
      if (!targetTop || targetTop === top) return;
      const alias = `@/${relative(SRC, target).split(sep).join('/')}`;
      context.report({
        node: source,
        messageId: 'alias',
        data: { alias },
        fix: (fixer) => fixer.replaceText(source, `'${alias}'`),
      });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
