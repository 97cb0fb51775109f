import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetTheme, test } from './fixtures.ts';

const TOOL = '/apartment-tour-questions';
const FIRST_PAINT = { timeout: 20_000 };

// Axe runs on two screens in a test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Adds an apartment through the editor; its page opens. */
async function addApartment(page: Page, name: string, rent: string) {
  await page.goto(TOOL);
  await page.getByRole('link', { name: 'Add an apartment' }).first().click(FIRST_PAINT);
  const form = page.getByRole('form', { name: 'New apartment' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('spinbutton', { name: 'Rent a month' }).fill(rent);
  await form.getByRole('button', { name: 'Save apartment' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function addUnit(page: Page, name: string, rent: string) {
  await page.getByRole('button', { name: 'Add a unit' }).click();
  const form = page.getByRole('form', { name: 'New unit' });
  await form.getByRole('textbox', { name: 'Unit name' }).fill(name);
  await form.getByRole('spinbutton', { name: 'Rent a month' }).fill(rent);
  await form.getByRole('button', { name: 'Add unit' }).click();
  await expect(page.getByRole('article', { name: `Unit ${name}` })).toBeVisible();
}

/** A figure of the costs screen's true cost, by its label. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'True cost' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function fillAmount(page: Page, name: string, amount: string) {
  const field = page.getByRole('spinbutton', { name: `${name} amount` });
  await field.fill(amount);
  await field.press('Tab');
}

async function addFollowUp(page: Page, text: string, due: string) {
  const form = page.getByRole('form', { name: 'New follow-up' });
  await form.getByRole('textbox', { name: 'Follow-up' }).fill(text);
  await form.getByLabel('Due').fill(due);
  await form.getByRole('button', { name: 'Add follow-up' }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(text) })).toBeVisible();
}

test('@wide the true cost of the chosen unit, in a chosen currency, and follow-ups copied as an e-mail', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await addApartment(page, 'Maple Court', '1900');
  await addUnit(page, '2A', '2400');
  await addUnit(page, '5C', '1700');
  await page
    .getByRole('article', { name: 'Unit 5C' })
    .getByRole('button', { name: 'Use this unit' })
    .click();
  const section = page.getByRole('region', { name: 'True cost' });
  await expect(section).toContainText('Rent only so far');

  await section.getByRole('link', { name: 'Costs' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Costs of Maple Court' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByPlaceholder('Search currencies').fill('US Dollar');
  await page.getByRole('option', { name: 'US Dollar (USD)' }).click();
  await expect(figure(page, 'Rent a month')).toHaveText('$1,700');

  await page.getByRole('button', { name: 'Add the usual costs' }).click();
  await expect(page.getByRole('list', { name: 'Monthly costs' }).getByRole('listitem')).toHaveCount(
    7,
  );
  await expect(
    page.getByRole('list', { name: 'One-time costs' }).getByRole('listitem'),
  ).toHaveCount(5);
  await fillAmount(page, 'Water', '40');
  await fillAmount(page, 'Internet', '60');
  await fillAmount(page, 'Security Deposit', '1700');
  await fillAmount(page, 'Application Fee', '50');
  await fillAmount(page, 'Admin Fee', '150');
  await expect(figure(page, 'Cash to move in')).toHaveText('$3,600');

  // 6 weeks free and $390 off a 13-month lease of $1,700: $1,488.93 a month.
  await page.getByRole('spinbutton', { name: 'Lease (months)' }).fill('13');
  await page.getByRole('spinbutton', { name: 'Free weeks' }).fill('6');
  await page.getByRole('spinbutton', { name: 'Concession' }).fill('390');
  await page.getByRole('button', { name: 'Save lease terms' }).click();
  await expect(figure(page, 'Effective rent a month')).toHaveText('$1,488.93');
  await expect(
    page.getByText('6 weeks free and $390 off, spread over a 13-month lease'),
  ).toBeVisible();
  await expect(figure(page, 'True cost a month')).toHaveText('$1,588.93');
  await expect(figure(page, 'Cash to move in')).toHaveText('$3,600');
  await expect(figure(page, 'Refundable one-time')).toHaveText('$1,700');
  await expect(figure(page, 'Non-refundable one-time')).toHaveText('$200');
  await expect(figure(page, '12-month total')).toHaveText('$19,267.16');

  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByPlaceholder('Search currencies').fill('Euro');
  await page.getByRole('option', { name: 'Euro (EUR)' }).click();
  await expect(figure(page, 'Cash to move in')).toHaveText('€3,600');
  await expect(figure(page, '12-month total')).toHaveText('€19,267.16');

  await page.getByRole('link', { name: 'Back to Maple Court' }).click();
  await expect(section).toContainText('True cost a month€1,588.93');
  await expect(section).toContainText('Cash to move in€3,600');
  await expect(section).toContainText('12-month total€19,267.16');
  await expect(page.getByRole('region', { name: /Rent a month/ })).toContainText('€1,700');

  await addFollowUp(page, 'Send pay slips', '2030-03-03');
  await addFollowUp(page, 'Ask about the parking spot', '2030-02-01');
  const list = page.getByRole('list', { name: 'Follow-ups' }).getByRole('listitem');
  await expect(list).toHaveText([/^Ask about the parking spot/, /^Send pay slips/]);
  await page.getByRole('checkbox', { name: /Ask about the parking spot/ }).check();
  await expect(list).toHaveText([/^Send pay slips/, /^Ask about the parking spot.*Done/]);

  await page.getByRole('button', { name: 'Copy as e-mail' }).click();
  await expect(page.getByText('E-mail copied')).toBeVisible();
  const mail = await page.evaluate(() => navigator.clipboard.readText());
  expect(mail).toMatch(
    /^Subject: Questions about Maple Court\n\nHello,\n\nI am following up on Maple Court\./,
  );
  expect(mail).toContain('Still to settle:\n- Send pay slips (by March 3, 2030)\n');
  expect(mail).not.toContain('parking spot');
  expect(mail).toContain('Could you also tell me:\n- ');

  // Kept: a reload shows the same.
  await page.reload();
  await expect(section).toContainText('Cash to move in€3,600', FIRST_PAINT);
  await expect(list).toHaveText([/^Send pay slips/, /^Ask about the parking spot.*Done/]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the costs screen and the apartment's true cost and follow-ups pass axe in the ${theme} theme`, async ({
    page,
  }) => {
    await presetTheme(page, theme);
    await addApartment(page, 'Birch House', '1500');
    await addFollowUp(page, 'Send pay slips', '2020-01-10');
    await expect(page.getByText('Overdue')).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('region', { name: 'True cost' })
      .getByRole('link', { name: 'Costs' })
      .click();
    await expect(page.getByRole('heading', { name: 'No costs yet' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add the usual costs' }).click();
    await expect(
      page.getByRole('list', { name: 'One-time costs' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expectNoAxeViolations(page);
  });
}
