// @ts-check
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importPaths } from './scripts/eslint/import-paths.js';
import { noCycle } from './scripts/eslint/no-cycle.js';
import { TOOLS as MANIFEST } from './src/shared/tools.ts';

const FEATURES = ['catalogue', 'auth', 'tinies'];
/** Each tool's folder under src/tinies, from the tool manifest. */
const TOOLS = MANIFEST.map((tool) => tool.id);
const src = (folder) => `./src/${folder}`;

/**
 * Imports flow one way: shared ← ui ← data ← kit ← features (catalogue, auth, tinies/*) ← app;
 * server imports only shared; features never import each other; no tool imports another.
 */
const boundaries = [
  { target: src('shared'), from: ['ui', 'data', ...FEATURES, 'app', 'server'].map(src) },
  { target: src('ui'), from: ['data', 'kit', ...FEATURES, 'app', 'server'].map(src) },
  { target: src('data'), from: ['kit', ...FEATURES, 'app', 'server'].map(src) },
  { target: src('kit'), from: [...FEATURES, 'app', 'server'].map(src) },
  ...FEATURES.map((feature) => ({
    target: src(feature),
    from: [...FEATURES.filter((other) => other !== feature), 'app', 'server'].map(src),
  })),
  ...TOOLS.map((tool) => ({
    target: src(`tinies/${tool}`),
    from: src('tinies'),
    except: [`./${tool}`],
  })),
  { target: src('server'), from: ['app', 'ui', 'data', 'kit', ...FEATURES].map(src) },
].map((zone) => ({
  ...zone,
  message: 'Imports flow one way (see ARCHITECTURE.md, "Source layout").',
}));

const dataZone = boundaries.find((zone) => zone.target === src('data'));

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/results', 'data'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      import: importPlugin,
      'react-hooks': reactHooks,
      tinies: { rules: { 'import-paths': importPaths, 'no-cycle': noCycle } },
    },
    settings: {
      // NOTE: a local resolver, so the boundary and cycle rules see through `@/`.
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/eslint/alias-resolver.cjs', import.meta.url))]: {
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
        },
      },
      'import/internal-regex': '^@/',
      // NOTE: without these the import rules read no TypeScript module, and a cycle through
      // one went unseen.
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'tinies/import-paths': 'error',
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration in src/server/config.ts only.',
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Cycles matter in the app's own modules; a test, a test helper or a script is an end of
    // the graph. The rule reads the graph once per run (import/no-cycle walked it from every
    // file: 80% of lint's time).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**'],
    rules: { 'tinies/no-cycle': 'error' },
  },
  {
    // Only the server's config module (and tooling outside src) may read the environment.
    files: [
      'src/server/config.ts',
      'scripts/**',
      'bench/**',
      'tests/**',
      '*.config.ts',
      '*.config.js',
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'src/**/testing/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The data client's tests against the real server (and their fixtures) may use the
    // server's test helpers, and nothing else of the server.
    files: ['src/data/**/*.live.test.ts', 'src/data/**/testing/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaries.filter((zone) => zone.target !== src('data')),
            { ...dataZone, from: ['kit', ...FEATURES, 'app'].map(src) },
            {
              ...dataZone,
              from: ['./src/server/**'],
              // NOTE: with glob `from`, exceptions match the absolute path of the import.
              except: ['**/src/server/**/testing/**'],
            },
          ],
        },
      ],
    },
  },
  {
    // Production code never imports test-only code; tests, testing/ folders, tests/ and
    // bench/ may.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/testing/**', '**/testing'],
              message: 'Production code never imports from a testing/ folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // eslint-plugin-import loads resolvers with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures: `use` is the fixture callback, not React's hook, and a fixture
    // with no dependencies must still destructure its first argument.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
