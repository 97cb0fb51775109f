import type { Page } from '@playwright/test';
import type { AccountsWorld } from './accounts-fixtures.ts';
import { axeViolations, expect, transitionsEnded } from './fixtures.ts';

/**
 * The accessibility sweep: one page per part of the app and width walks every screen of that
 * part and checks each where it stands, in both themes. A tool adds its screens as a tour (`tests/e2e/*-screens.ts`);
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

/**
 * The axe rules that read colours: all a change of theme can break on a screen already
 * checked in the other theme (a theme changes colours, never the document).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * The failures of a check, so one sweep reports every screen that fails, not the first.
 * `rules` limits axe to those rules (the same screen in its second theme: `COLOUR_RULES`).
 */
export async function checkScreen(
  page: Page,
  label: string,
  include: string[] = [],
  rules?: readonly string[],
) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ }), label).toHaveCount(0);
  await transitionsEnded(page);
  const violations = await axeViolations(page, include, rules);
  expect.soft(violations, `axe on ${label}`).toEqual([]);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect.soft(widths.page, `${label}: no sideways scrolling`).toBeLessThanOrEqual(widths.viewport);
}
