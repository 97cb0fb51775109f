// @ts-check
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/**
 * @typedef {{ root: string, edges: Map<string, string[]>, component: Map<string, number> }} Graph
 */

/** Whether a file is part of the graph: app code, not a test or a test helper. */
function inGraph(file) {
  return (
    EXTENSIONS.some((extension) => file.endsWith(extension)) &&
    !/\.test\.tsx?$/.test(file) &&
    !file.split(/[\\/]/).includes('testing')
  );
}

/** Every file of the graph under `folder`. */
function walk(folder, files = []) {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (inGraph(path)) files.push(path);
  }
  return files;
}

/** The file an import names (`@/` is `root`), or null when it is not a module of the graph. */
function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return inGraph(candidate) ? candidate : null;
    } catch {
      // Not this one.
    }
  }
  return null;
}

/**
 * The modules a file's code needs at run time: static imports and re-exports that are not
 * type-only, and `import()` calls. Types vanish when compiled, so they make no cycle.
 */
function importsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  /** @type {string[]} */
  const specifiers = [];
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      if (!onlyTypes) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Strongly connected components (Tarjan): files in the same one import each other. */
function components(edges) {
  const component = new Map();
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  let next = 0;
  let count = 0;
  const connect = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) === index.get(file)) {
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.set(member, count);
      } while (member !== file);
      count += 1;
    }
  };
  for (const file of edges.keys()) if (!index.has(file)) connect(file);
  return component;
}

/** @type {Map<string, Graph>} */
const graphs = new Map();

/** The import graph of `root`, read once per lint run. */
function graphOf(root) {
  let graph = graphs.get(root);
  if (!graph) {
    const edges = new Map();
    for (const file of walk(root)) {
      const targets = importsOf(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(root, file, specifier))
        .filter((target) => target !== null);
      edges.set(file, [...new Set(targets)]);
    }
    graph = { root, edges, component: components(edges) };
    graphs.set(root, graph);
  }
  return graph;
}

/** A shortest way from `start` back to `end` inside one component, for the message. */
function pathBack(graph, start, end) {
  const came = new Map([[start, start]]);
  const queue = [start];
  const home = graph.component.get(end);
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === end) break;
    for (const target of graph.edges.get(file) ?? []) {
      if (!came.has(target) && graph.component.get(target) === home) {
        came.set(target, file);
        queue.push(target);
      }
    }
  }
  const path = [end];
  while (path[0] !== start) path.unshift(came.get(path[0]));
  return path;
}

/**
 * No import cycles among the app's modules (tests and testing/ folders are ends of the
 * graph). The whole graph is read once per lint run (a few hundred files, about a second),
 * where walking it from every file took most of lint's time; the file being linted is
 * always read as it is now, so an editor sees its own edits (others' on the next run).
 * @type {import('eslint').Rule.RuleModule}
 */
export const noCycle = {
  meta: {
    type: 'problem',
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false },
    ],
    messages: { cycle: 'Import cycle: {{ path }}.' },
  },
  create(context) {
    const root = resolve(context.options[0]?.root ?? SRC);
    const file = context.filename;
    if (relative(root, file).startsWith('..') || !inGraph(file)) return {};
    const graph = graphOf(root);
    const targets = importsOf(file, context.sourceCode.text)
      .map((specifier) => resolveImport(root, file, specifier))
      .filter((target) => target !== null);
    const before = graph.edges.get(file) ?? [];
    const now = [...new Set(targets)];
    if (before.length !== now.length || before.some((target, at) => target !== now[at])) {
      graph.edges.set(file, now);
      graph.component = components(graph.edges);
    }
    const home = graph.component.get(file);
    const check = (/** @type {any} */ node, specifier) => {
      const target = resolveImport(root, file, specifier);
      if (target === null || graph.component.get(target) !== home) return;
      const path = pathBack(graph, target, file).map((member) => relative(root, member));
      context.report({
        node,
        messageId: 'cycle',
        data: { path: [relative(root, file), ...path].join(' → ') },
      });
    };
    /** @param {any} node */
    const declaration = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type' || !node.source) return;
      if (
        node.type === 'ImportDeclaration' &&
        node.specifiers.length > 0 &&
        node.specifiers.every(
          (/** @type {any} */ specifier) =>
            specifier.type === 'ImportSpecifier' && specifier.importKind === 'type',
        )
      )
        return;
      check(node, node.source.value);
    };
    return {
      ImportDeclaration: declaration,
      ExportNamedDeclaration: declaration,
      ExportAllDeclaration: declaration,
      ImportExpression(/** @type {any} */ node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string')
          check(node, node.source.value);
      },
    };
  },
};
