import { defineConfig } from '@playwright/test';

/** Debian's Chromium; never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Bounded, but with room for two busy cores: a long flow that is slow is not wrong.
  timeout: 60_000,
  // NOTE: a passing assertion returns as soon as it holds, so a longer wait costs nothing
  // on the happy path; it keeps a first paint or a worker's answer on two busy cores from
  // failing the run. Assertions that time something say so with their own timeout.
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // `npm test` reads each test's time from it for its summary of the slowest.
    ...(process.env.E2E_JSON_REPORT
      ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const]
      : []),
  ],
  // Each worker starts its own server on the production build (tests/e2e/world.ts); the
  // build is made first when missing or stale.
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // Tests route and count the page's requests, which a service worker would answer
    // instead; tests/e2e/pwa.narrow.spec.ts lets it run.
    serviceWorkers: 'block',
    // NOTE: no trace unless asked for (`--trace on`): recording one costs a test 40–60% more
    // time, on every test, for the rare one that fails; a failure keeps its screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // A test runs at both widths unless its file is named `*.wide.spec.ts` or
  // `*.narrow.spec.ts`, or it is tagged `@wide` or `@narrow`: flows whose steps do not
  // depend on the width run once; what a width changes (layout, axe per screen and theme,
  // the keyboard) runs at both.
  projects: [
    {
      name: 'narrow',
      testIgnore: /\.wide\.spec\.ts$/,
      grepInvert: /@wide\b/,
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    {
      name: 'wide',
      testIgnore: /\.narrow\.spec\.ts$/,
      grepInvert: /@narrow\b/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
