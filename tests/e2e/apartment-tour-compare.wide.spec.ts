import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
import {
  apartmentPathOf,
  FIRST_PAINT,
  putDocument,
  seedHunt,
  STAMPS,
  TOUR_TOOL,
} from './apartment-tour-fixtures.ts';
import { presetTheme } from './fixtures.ts';

/**
 * The comparison on paper: four apartments with units, costs and answers stored over HTTP,
 * printed with every category open, in ink and within the page's width.
 */

const COMPARE = `${TOUR_TOOL}?view=compare`;

test.describe.configure({ timeout: 180_000 });

/** The compared apartments' names, in ranked order. */
const ranked = (page: Page) => page.getByRole('table').locator('thead').getByRole('link');

test('the printed comparison shows every apartment and every answer, in ink, within the paper', async ({
  page,
  world,
}) => {
  // Dark on screen: paper is still black on white.
  await presetTheme(page, 'dark');
  await verifiedAccount(page, world, uniqueEmail('renter'));
  await seedHunt(page, world);
  // A fourth: the widest comparison, wider than the paper on screen.
  await putDocument(page, world, await apartmentPathOf(page, 'apartments'), {
    name: 'Cedar House',
    status: 'toured',
    rent: 1700,
    ...STAMPS,
  });
  // About an A4 page's printable width.
  await page.setViewportSize({ width: 720, height: 1000 });
  await page.goto(COMPARE);
  await expect(ranked(page)).toHaveCount(4, FIRST_PAINT);
  // The print dialog itself is the browser's: the button's part is to have every category's
  // rows drawn before it opens (the rows it saw are noted).
  await page.evaluate(() => {
    window.print = () =>
      document.body.setAttribute(
        'data-printed-rows',
        String(document.querySelectorAll('tbody[id^="compare-category-"] tr').length),
      );
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed-rows', /^\d+$/);
  await page.emulateMedia({ media: 'print' });

  // What is for the screen only is not printed…
  for (const hidden of [
    page.getByRole('button', { name: 'Toggle theme' }),
    page.getByRole('navigation', { name: 'Breadcrumb' }),
    page.getByRole('link', { name: 'Apartments', exact: true }),
    page.getByRole('button', { name: 'Print' }),
    page.getByRole('button', { name: 'Close every category' }),
    page.getByRole('heading', { name: /^Apartments compared/ }),
    page.getByText('Your priorities'),
    page.getByRole('radio', { name: 'Score' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  // …the comparison is: every apartment's column, every category open with all its rows.
  await expect(page.getByRole('heading', { name: 'Compare apartments' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(ranked(page)).toHaveCount(4);
  for (const name of ['Maple Court', 'Harbour Lofts', 'The Birches', 'Cedar House']) {
    await expect(ranked(page).filter({ hasText: name })).toBeVisible();
  }
  for (const name of ['Rent a month', 'True monthly cost', 'Red flags']) {
    await expect(table.getByRole('row', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  const categories = table.locator('tbody[id^="compare-category-"]');
  const count = await categories.count();
  expect(count).toBeGreaterThan(1);
  let rows = 0;
  for (let index = 0; index < count; index++) {
    const category = categories.nth(index);
    await expect(category.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    // "12 questions" in its heading row: that many rows follow it.
    const asked = Number(
      /(\d+) questions?/.exec((await category.locator('th').first().textContent()) ?? '')?.[1],
    );
    expect(asked).toBeGreaterThan(0);
    await expect(category.getByRole('row')).toHaveCount(asked + 1);
    rows += asked + 1;
  }
  await expect(page.locator('body')).toHaveAttribute('data-printed-rows', String(rows));
  await expect(
    table.getByRole('row', { name: /^How safe does the building feel\?/ }),
  ).toBeVisible();
  await expect(table.getByRole('row', { name: /^Can the rent be paid online\?/ })).toBeVisible();

  // Nothing is cut off at the side: the table fits the page, nothing scrolls.
  const fit = await page.evaluate(() => {
    const region = document.querySelector('[role="region"]')!;
    const box = document.querySelector('table')!.getBoundingClientRect();
    return {
      overflow: region.scrollWidth - region.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      right: box.right,
      width: window.innerWidth,
    };
  });
  expect(fit.overflow).toBeLessThanOrEqual(0);
  expect(fit.pageOverflow).toBeLessThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(fit.width);
  // In ink: black text on white, whatever the theme on screen.
  const ink = await table.evaluate((element) => ({
    text: getComputedStyle(element).color,
    paper: getComputedStyle(element.closest('[role="region"]')!).backgroundColor,
  }));
  expect(ink).toEqual({ text: 'rgb(0, 0, 0)', paper: 'rgb(255, 255, 255)' });
});
