// @ts-check
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['catalogue', 'auth', 'tinies'];
const TOOLS = ['recipe-book', 'car-maintenance', 'travel-tracker', 'apartment-tour'];
const src = (folder) => `./src/${folder}`;

/**
 * Imports flow one way: shared ← ui ← data ← features (catalogue, auth, tinies/*) ← app;
 * server imports only shared; features never import each other; no tool imports another.
 */
const boundaries = [
  { target: src('shared'), from: ['ui', 'data', ...FEATURES, 'app', 'server'].map(src) },
  { target: src('ui'), from: ['data', ...FEATURES, 'app', 'server'].map(src) },
  { target: src('data'), from: [...FEATURES, 'app', 'server'].map(src) },
  ...FEATURES.map((feature) => ({
    target: src(feature),
    from: [...FEATURES.filter((other) => other !== feature), 'app', 'server'].map(src),
  })),
  ...TOOLS.map((tool) => ({
    target: src(`tinies/${tool}`),
    from: src('tinies'),
    except: [`./${tool}`],
  })),
  { target: src('server'), from: ['app', 'ui', 'data', ...FEATURES].map(src) },
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
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-cycle': 'error',
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
      'src/server/testing/**',
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
            { ...dataZone, from: [...FEATURES, 'app'].map(src) },
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
    // Playwright fixtures: `use` is the fixture callback, not React's hook, and a fixture
    // with no dependencies must still destructure its first argument.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
