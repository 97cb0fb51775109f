import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every page must load without console errors (a CSP violation is one) or page errors. */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  // A deliberate 404 document logs a failed resource load; anything else counts.
  expectedConsoleErrors: [[/status of 404/], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !expectedConsoleErrors.some((re) => re.test(text))) {
          errors.push(text);
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A refused eval or inline script is not always logged to the console; say it there.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} at ${event.sourceFile}`),
        ),
      );
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export type ThemePreference = 'light' | 'dark' | 'system';

/** Stores a theme preference before any page script runs. */
export async function presetTheme(page: Page, preference: ThemePreference) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('preset-done')) {
      localStorage.setItem('theme', value);
      sessionStorage.setItem('preset-done', '1');
    }
  }, preference);
}

/**
 * Runs axe on the page, or only on the parts matching `include` (CSS selectors) — for a
 * state of one component on a page whose whole is checked elsewhere; axe on all of /ui
 * takes tens of seconds.
 */
export async function expectNoAxeViolations(page: Page, include: string[] = []) {
  let builder = new AxeBuilder({ page });
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
