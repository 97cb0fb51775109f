import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AccountsWorld } from './accounts-fixtures.ts';
import { expect, transitionsEnded } from './fixtures.ts';

/**
 * The accessibility sweep: one page per theme and width walks every screen of the app and
 * checks each where it stands. A tool adds its screens as a tour (`tests/e2e/*-screens.ts`);
 * `a11y.spec.ts` runs every tour in one page, so a screen costs a navigation and an axe
 * run, not a browser, a server round of sign-up and a test of its own.
 */
export interface Sweep {
  page: Page;
  world: AccountsWorld;
  /**
   * Checks the screen as it is now: nothing still loading, transitions at rest, no axe
   * violation and no sideways scrolling at this width. `label` names the screen in a
   * failure; `include` limits axe to parts of the page (CSS selectors), for a state of one
   * component on a page whose whole is checked elsewhere.
   */
  check(label: string, include?: string[]): Promise<void>;
}

/** A group of screens: it signs in or seeds what it needs, opens each and checks it. */
export type Tour = (sweep: Sweep) => Promise<void>;

/** The failures of a check, so one sweep reports every screen that fails, not the first. */
export async function checkScreen(page: Page, label: string, include: string[] = []) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ }), label).toHaveCount(0);
  await transitionsEnded(page);
  // NOTE: only violations are reported in full; axe then skips gathering the details of
  // every passing node, which on a long page is most of its time.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  const violations = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect.soft(violations, `axe on ${label}`).toEqual([]);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect.soft(widths.page, `${label}: no sideways scrolling`).toBeLessThanOrEqual(widths.viewport);
}
