import type { Page } from '@playwright/test';
import {
  chooseOption,
  expect,
  expectNoAxeViolations,
  presetTheme,
  test,
  whenHydrated,
} from './fixtures.ts';

/** The question bank: custom questions, answer types, removing and asking again. */

const QUESTIONS = '/apartment-tour-questions?view=questions';
const FIRST_PAINT = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

const category = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name.replace(/[&]/g, '\\$&')}`) });

/** Adds an apartment by its editor, to have one to scope a question to. */
async function addApartment(page: Page, name: string) {
  await page.goto('/apartment-tour-questions?view=new');
  const form = page.getByRole('form', { name: 'New apartment' });
  await whenHydrated(form.getByRole('textbox', { name: 'Name' }));
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('button', { name: 'Save apartment' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('a custom question for one apartment, a changed answer type, a removal undone and one asked again', async ({
  page,
}) => {
  await addApartment(page, 'Maple Court');
  await addApartment(page, 'Oak Flats');
  await page
    .getByRole('navigation', { name: 'Apartment tour questions' })
    .getByRole('link', { name: 'Questions' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible(FIRST_PAINT);

  // A question of one's own, for one apartment.
  await whenHydrated(page.getByRole('button', { name: 'Add a question' }));
  await page.getByRole('button', { name: 'Add a question' }).click();
  const form = page.getByRole('form', { name: 'New question' });
  await form.getByRole('textbox', { name: /Question/ }).fill('Is there room for a piano?');
  await chooseOption(form.getByRole('combobox', { name: /Category/ }), 'Apartment Condition');
  await chooseOption(form.getByRole('combobox', { name: /How you find out/ }), 'Check it yourself');
  await chooseOption(form.getByRole('combobox', { name: /Ask it of/ }), 'Some apartments');
  await form.getByRole('checkbox', { name: 'Oak Flats' }).check();
  await form.getByRole('button', { name: 'Add question' }).click();
  const condition = category(page, 'Apartment Condition');
  const piano = condition.getByRole('listitem').filter({ hasText: 'Is there room for a piano?' });
  await expect(piano).toContainText('For Oak Flats');
  await expect(piano).toContainText('Yours');
  await expect(piano).toContainText('Check it yourself');

  // A built-in question answered with a number now; "better" follows the type.
  const petsText = 'Are pets allowed?';
  await page.getByRole('button', { name: `Edit: ${petsText}` }).click();
  const change = page.getByRole('form', { name: `How “${petsText}” is answered` });
  await chooseOption(change.getByRole('combobox', { name: /Answered with/ }), 'Rating 1–5');
  await expect(change.getByRole('combobox', { name: /Which answer is better/ })).toHaveCount(0);
  await change.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: petsText })).toContainText(
    'Rating 1–5',
  );

  // Removed, then undone from the toast.
  await page.getByRole('button', { name: `Remove: ${petsText}` }).click();
  await expect(page.getByRole('button', { name: `Edit: ${petsText}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: `Edit: ${petsText}` })).toBeVisible();

  // Removed, and asked again from the removed list, after a reload.
  await page.getByRole('button', { name: 'Remove: Is there room for a piano?' }).click();
  await expect(piano).toHaveCount(0);
  await page.reload();
  await page.getByText('Removed questions (1)').click();
  await page.getByRole('button', { name: 'Ask again: Is there room for a piano?' }).click();
  await expect(piano).toContainText('For Oak Flats');
  await expect(page.getByRole('listitem').filter({ hasText: petsText })).toContainText(
    'Rating 1–5',
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`the question bank and its form pass axe in the ${theme} theme`, async ({ page }) => {
    await presetTheme(page, theme);
    await page.goto(QUESTIONS);
    await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible(
      FIRST_PAINT,
    );
    await expectNoAxeViolations(page);
    await whenHydrated(page.getByRole('button', { name: 'Add a question' }));
    await page.getByRole('button', { name: 'Add a question' }).click();
    await expect(page.getByRole('form', { name: 'New question' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
