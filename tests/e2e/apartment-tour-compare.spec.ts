import type { Page } from '@playwright/test';
import {
  expect,
  test,
  uniqueEmail,
  verifiedAccount,
  type AccountsWorld,
} from './accounts-fixtures.ts';
import { putDocument } from './car-fixtures.ts';
import { chooseOption, expectNoAxeViolations, presetTheme } from './fixtures.ts';

/**
 * The comparison: three apartments with units, costs and answers stored over HTTP, side by
 * side; a weight re-orders them, a dealbreaker rules one out, and they rank by true monthly
 * cost; no axe violations in either theme, at either width.
 */

const COMPARE = '/apartment-tour-questions?view=compare';
const FIRST_PAINT = { timeout: 20_000 };

test.describe.configure({ timeout: 180_000 });

async function tourPathOf(page: Page, collection: string): Promise<string> {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return `users/${session.user.id}/apartment-tour-questions/${collection}`;
}

/**
 * A signed-in person with three toured apartments. Maple Court feels safest but takes no
 * rent online; The Birches (priced by its chosen unit, not its first, the cheapest) the other
 * way round, its safety red-flagged; Harbour Lofts between the two.
 */
async function threeApartments(page: Page, world: AccountsWorld) {
  await verifiedAccount(page, world, uniqueEmail('renter'));
  const now = new Date().toISOString();
  const stamps = { createdAt: now, updatedAt: now };
  const put = async (collection: string, value: object, id?: string) =>
    putDocument(page, world, await tourPathOf(page, collection), { ...value, ...stamps }, id);
  const maple = await put('apartments', { name: 'Maple Court', status: 'toured', rent: 2000 });
  const birches = await put('apartments', {
    name: 'The Birches',
    status: 'applied',
    rent: 1900,
    chosenUnitId: 'unit-5c',
  });
  const harbour = await put('apartments', { name: 'Harbour Lofts', status: 'toured', rent: 1600 });
  await put('units', { apartmentId: birches, name: '2A', rent: 2400 }, 'unit-2a');
  await put('units', { apartmentId: birches, name: '5C', rent: 1500, area: 700 }, 'unit-5c');
  await put('costs', { apartmentId: maple, name: 'Parking', amount: 100, frequency: 'monthly' });
  const answer = (apartmentId: string, questionId: string, value: object) =>
    put('answers', { apartmentId, questionId, ...value }, `${apartmentId}~${questionId}`);
  await answer(maple, 'q-building-security', { type: 'rating', rating: 5 });
  await answer(birches, 'q-building-security', { type: 'rating', rating: 1, redFlag: true });
  await answer(harbour, 'q-building-security', { type: 'rating', rating: 3 });
  await answer(maple, 'q-pay-online', { type: 'yes-no', yesNo: false });
  await answer(birches, 'q-pay-online', { type: 'yes-no', yesNo: true });
  await answer(harbour, 'q-pay-online', { type: 'yes-no', yesNo: true });
}

/** The compared apartments' names, in ranked order. */
const ranked = (page: Page) => page.getByRole('table').locator('thead').getByRole('link');

test('weights re-order the apartments, a dealbreaker rules one out, and they rank by true monthly cost', async ({
  page,
  world,
}) => {
  await threeApartments(page, world);
  await page.goto(COMPARE);
  // Every category counts once: Harbour Lofts scores best; the other two tie (by name).
  await expect(ranked(page)).toHaveText(
    ['Harbour Lofts', 'Maple Court', 'The Birches'],
    FIRST_PAINT,
  );
  const rent = page.getByRole('row', { name: /^Rent a month/ });
  await expect(rent).toContainText('$1,500.00');
  await expect(rent).not.toContainText('2,400');
  await expect(page.getByRole('row', { name: /^True monthly cost/ })).toContainText(
    '$2,100.00 (worst)',
  );

  // Building & Security counts five times: Maple Court's safety wins.
  await page.getByText('Your priorities').click();
  const building = page.getByRole('spinbutton', { name: 'Building & Security' });
  await building.fill('5');
  await expect(ranked(page)).toHaveText(['Maple Court', 'Harbour Lofts', 'The Birches']);
  await expect(page.getByRole('row', { name: /^Overall score/ })).toContainText('83 / 100 (best)');

  // No online payment is a dealbreaker: Maple Court is ruled out, and says why.
  await chooseOption(
    page.getByRole('combobox', { name: 'Question' }),
    'Can the rent be paid online?',
  );
  await chooseOption(page.getByRole('combobox', { name: 'Rules it out when' }), 'Answered no');
  await page.getByRole('button', { name: 'Add dealbreaker' }).click();
  await expect(ranked(page)).toHaveText(['Harbour Lofts', 'The Birches', 'Maple Court']);
  const head = page.getByRole('table').locator('thead');
  await expect(head).toContainText('Ruled out');
  await expect(head).toContainText('Can the rent be paid online? answered No');

  await page.getByRole('radio', { name: 'True monthly cost' }).check();
  await expect(page.getByRole('heading', { name: 'Ranked by true monthly cost' })).toBeVisible();
  await expect(ranked(page)).toHaveText(['The Birches', 'Harbour Lofts', 'Maple Court']);

  // The answers by category, opened from the keyboard; red flags are shown.
  await page.getByRole('button', { name: /^Building & Security/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: /^How safe does the building feel\?/ })).toContainText(
    '5 / 5 (best)',
  );
  await expect(page.getByRole('row', { name: /^Red flags/ })).toContainText(
    'How safe does the building feel?',
  );

  // What was chosen is kept in the settings, on the account.
  const settings = await page.request.get(
    `/api/data/${await tourPathOf(page, 'settings')}/preferences`,
  );
  expect(await settings.json()).toMatchObject({
    weights: { building: 5 },
    dealbreakers: [{ questionId: 'q-pay-online', when: 'no' }],
  });

  // Leaving one out is kept in the address.
  await page.getByRole('button', { name: 'Harbour Lofts', exact: true }).click();
  await expect(ranked(page)).toHaveText(['The Birches', 'Maple Court']);
  await expect(page).toHaveURL(/ids=/);
  await page.reload();
  await expect(ranked(page)).toHaveText(['The Birches', 'Maple Court'], FIRST_PAINT);
});

test('with fewer than two apartments it says what to do first', async ({ page, world }) => {
  await verifiedAccount(page, world, uniqueEmail('renter'));
  await page.goto(COMPARE);
  await expect(
    page.getByRole('heading', { name: 'Add at least two apartments to compare' }),
  ).toBeVisible(FIRST_PAINT);
  await page.getByRole('link', { name: 'Add an apartment' }).last().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add an apartment' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the comparison passes axe in the ${theme} theme`, async ({ page, world }) => {
    await presetTheme(page, theme);
    await threeApartments(page, world);
    await page.goto(COMPARE);
    await expect(ranked(page)).toHaveCount(3, FIRST_PAINT);
    await page.getByText('Your priorities').click();
    await page.getByRole('button', { name: 'Open every category' }).click();
    await expect(
      page.getByRole('row', { name: /^How safe does the building feel\?/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The table scrolls sideways within its region: the page itself never does, not even
    // through the cells' screen-reader words ("(best)").
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByText('(best)').first()).toBeAttached();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }
  });
}

test('the printed comparison shows every apartment and every answer, in ink, within the paper @wide', async ({
  page,
  world,
}) => {
  // Dark on screen: paper is still black on white.
  await presetTheme(page, 'dark');
  await threeApartments(page, world);
  // A fourth: the widest comparison, wider than the paper on screen.
  const now = new Date().toISOString();
  await putDocument(page, world, await tourPathOf(page, 'apartments'), {
    name: 'Cedar House',
    status: 'toured',
    rent: 1700,
    createdAt: now,
    updatedAt: now,
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
