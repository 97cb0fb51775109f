import { startListingSite } from '../../../src/server/apartment-tour-questions/testing/listing-site.ts';
import { uniqueEmail, verifiedAccount } from '../accounts-fixtures.ts';
import { FIRST_PAINT, seedHunt, TOUR_TOOL } from '../apartment-tour-fixtures.ts';
import { download, expect } from '../fixtures.ts';
import type { Tour } from '../sweep.ts';

/**
 * Every screen of the Apartment Tour Questions, for a person of its own with data on each:
 * the list, an apartment's page, the editor (a visitor's, and one filled from a listing),
 * the costs, the comparison, the question bank, import & export, and tour mode.
 */
export const apartmentTourQuestionsTour: Tour = async ({ page, world, check }) => {
  const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });

  await verifiedAccount(page, world, uniqueEmail('sweep-apartment-tour-questions'));
  await page.goto(TOUR_TOOL);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apartment Tour Questions' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No apartments yet' })).toBeVisible(FIRST_PAINT);
  await check('Apartment Tour Questions: its first screen, empty');

  const { birches } = await seedHunt(page, world);
  await page.goto(TOUR_TOOL);
  await expect(
    page.getByRole('list', { name: 'Apartments' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(3, FIRST_PAINT);
  await check('Apartment Tour Questions: the list');

  // An apartment's page: its chosen unit, an overdue follow-up, a category of answers open.
  await page.getByRole('link', { name: 'Maple Court', exact: true }).click();
  await expect(heading('Maple Court')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Unit 5C' })).toContainText('Chosen unit');
  await expect(page.getByText('Overdue')).toBeVisible();
  const questions = page.getByRole('region', { name: 'Questions' });
  await questions.getByRole('button', { name: /^Amenities & Services/ }).click();
  await expect(questions.getByRole('group', { name: 'Is there a gym?' })).toBeVisible();
  await check('Apartment Tour Questions: an apartment’s page');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('form', { name: 'Apartment: Maple Court' })).toBeVisible();
  await check('Apartment Tour Questions: the editor of an apartment');

  // A new apartment filled from a listing's page, served here.
  const site = await startListingSite();
  try {
    await page.getByRole('link', { name: 'Add an apartment' }).first().click();
    const address = page.getByRole('textbox', { name: "Fill from a listing's web address" });
    await address.fill(`${site.origin}/listings/single-apartment-metric.html`);
    await address.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Filled from the listing' }),
    ).toContainText('The listing’s prices are in EUR');
    await check('Apartment Tour Questions: the editor filled from a listing');
  } finally {
    await site.close();
  }

  await page.goto(`${TOUR_TOOL}?apartment=${birches}&view=costs`);
  await expect(page.getByRole('heading', { name: 'No costs yet' })).toBeVisible(FIRST_PAINT);
  await check('Apartment Tour Questions: the costs, none yet');
  await page.getByRole('link', { name: 'Back to The Birches' }).click();
  await page.getByRole('link', { name: 'Back to apartments' }).click();
  await page.getByRole('link', { name: 'Maple Court', exact: true }).click();
  await page
    .getByRole('region', { name: 'True cost' })
    .getByRole('link', { name: 'Costs' })
    .click();
  await expect(page.getByRole('list', { name: 'One-time costs' })).toBeVisible();
  await check('Apartment Tour Questions: the costs');

  const nav = page.getByRole('navigation', { name: 'Apartment tour questions' });
  await nav.getByRole('link', { name: 'Compare' }).click();
  await expect(page.getByRole('table').locator('thead').getByRole('link')).toHaveCount(3);
  await page.getByText('Your priorities').click();
  await page.getByRole('button', { name: 'Open every category' }).click();
  await expect(page.getByRole('row', { name: /^How safe does the building feel\?/ })).toBeVisible();
  await check('Apartment Tour Questions: the comparison, every category open');

  await nav.getByRole('link', { name: 'Questions' }).click();
  await expect(heading('Questions')).toBeVisible();
  await check('Apartment Tour Questions: the question bank');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await expect(page.getByRole('form', { name: 'New question' })).toBeVisible();
  await check('Apartment Tour Questions: the question bank’s new question');

  await nav.getByRole('link', { name: 'Import & export' }).click();
  await expect(page.getByText(/^3 apartments/)).toBeVisible();
  await check('Apartment Tour Questions: import & export');
  const file = await download(page, 'Export everything (JSON)');
  await page.getByLabel('File to import (.json)').setInputFiles({
    name: file.name,
    mimeType: 'application/json',
    buffer: Buffer.from(file.text),
  });
  await expect(page.getByText('Some are here already')).toBeVisible();
  await check('Apartment Tour Questions: import & export, a file’s preview');

  // Tour mode: a question, and the end of the tour.
  await nav.getByRole('link', { name: 'Apartments' }).click();
  await page.getByRole('link', { name: 'Maple Court', exact: true }).click();
  await page
    .getByRole('region', { name: 'Questions' })
    .getByRole('link', { name: 'Start tour' })
    .click();
  await expect(page.getByRole('heading', { name: 'Tour: Maple Court' })).toBeVisible();
  // The keyboard's way through, with its hint shown on a wide screen.
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    await expect(page.getByText(/to move between questions/)).toBeVisible();
  }
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^Question 2 of/)).toBeVisible();
  await check('Apartment Tour Questions: tour mode');
  const jump = page.getByRole('combobox', { name: 'Jump to' });
  const last = await jump.locator('option').last().textContent();
  await jump.selectOption({ label: last! });
  while (await page.getByRole('button', { name: 'Next' }).isVisible()) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'End of the tour' })).toBeVisible();
  await check('Apartment Tour Questions: the end of a tour');

  // Signed out, a visitor's editor: the listing import needs an account, and says so.
  await page.context().clearCookies();
  await page.goto(`${TOUR_TOOL}?view=new`);
  await expect(heading('Add an apartment')).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('Sign in to import listings.')).toBeVisible();
  await check('Apartment Tour Questions: the editor, for a visitor');
};
