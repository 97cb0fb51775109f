import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { SOURCE_ALIAS } from './scripts/source-alias.ts';
import HeaviestFirst from './tests/sequencer.ts';

/** The PostgreSQL suite needs a server: it runs only when TEST_DATABASE_URL names one. */
const postgres: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true,
        test: {
          name: 'postgres',
          environment: 'node',
          include: ['src/server/**/*.pg.test.ts', 'src/{data,kit}/**/*.pg.test.ts'],
        },
      },
    ]
  : [];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: SOURCE_ALIAS },
  test: {
    // NOTE: Vitest's default is one worker less than the cores: one on a 2-core machine.
    // Many server files wait on sockets, processes and PostgreSQL rather than compute, so
    // three workers keep both cores busy.
    maxWorkers: 3,
    sequence: { sequencer: HeaviestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/*.test.tsx'],
          exclude: [
            'src/server/**',
            'src/shared/**',
            'src/{data,kit}/**/*.live.test.ts',
            'src/**/*.pg.test.ts',
          ],
          setupFiles: ['./tests/setup-dom.ts'],
          // NOTE: the files of a worker share one document and module cache: creating a
          // document and importing React, Base UI and Testing Library again for each file
          // took 70% of this project's time. `tests/setup-dom.ts` starts each file afresh.
          isolate: false,
          sequence: { hooks: 'list' },
          // Base UI keeps state in its modules (focus to return to, elements hidden from
          // readers, locks): taken into Vitest's module cache, it starts afresh with each file
          // as the app's modules do (`vi.resetModules` in the set-up); React stays shared.
          server: { deps: { inline: [/@base-ui\//] } },
          // NOTE: a bound for a test that hangs, not a wait: a screen's test takes well under
          // a second alone, but its first render in a file loads the screen's code, which
          // took over Vitest's 5 s with both cores saturated (`npm run test:stress`).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/server/**/*.pg.test.ts'],
        },
      },
      {
        // The data client's engine (and the kit's writes through it) against the real
        // server, in process, over real sockets.
        extends: true,
        test: {
          name: 'data-live',
          environment: 'node',
          include: ['src/{data,kit}/**/*.live.test.ts'],
        },
      },
      ...postgres,
    ],
  },
});
