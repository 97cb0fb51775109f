import type { Page } from '@playwright/test';
import { download, expect, expectNoAxeViolations, presetTheme, test } from './fixtures.ts';
import { pickDay } from './travel-fixtures.ts';

const TOOL = '/apartment-tour-questions';
const FIRST_PAINT = { timeout: 20_000 };

// Axe runs on several screens in a test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

const apartmentNames = (page: Page) =>
  page.getByRole('list', { name: 'Apartments' }).getByRole('heading', { level: 3 });

/** Adds an apartment through the editor; its page opens. */
async function addApartment(
  page: Page,
  apartment: {
    name: string;
    address?: string;
    rent?: string;
    tour?: { day: string; time: string };
  },
) {
  await page.getByRole('link', { name: 'Add an apartment' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add an apartment' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New apartment' });
  await form.getByRole('textbox', { name: 'Name' }).fill(apartment.name);
  if (apartment.address) {
    await form.getByRole('textbox', { name: 'Address' }).fill(apartment.address);
  }
  if (apartment.rent)
    await form.getByRole('spinbutton', { name: 'Rent a month' }).fill(apartment.rent);
  if (apartment.tour) {
    await pickDay(page, 'Tour date', apartment.tour.day);
    await form.getByLabel('Tour time').fill(apartment.tour.time);
  }
  await form.getByRole('button', { name: 'Save apartment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: apartment.name })).toBeVisible();
}

/** Adds a unit on the apartment's page. */
async function addUnit(page: Page, name: string, rent: string) {
  await page.getByRole('button', { name: 'Add a unit' }).click();
  const form = page.getByRole('form', { name: 'New unit' });
  await form.getByRole('textbox', { name: 'Unit name' }).fill(name);
  await form.getByRole('spinbutton', { name: 'Rent a month' }).fill(rent);
  await form.getByRole('button', { name: 'Add unit' }).click();
  await expect(page.getByRole('article', { name: `Unit ${name}` })).toBeVisible();
}

test('a visitor adds two apartments with units, chooses a unit, changes a status, edits and deletes one', async ({
  page,
}) => {
  await page.goto(TOOL);
  await expect(page.getByRole('heading', { name: 'No apartments yet' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText(/Add the first apartment you want to tour/)).toBeVisible();

  await addApartment(page, {
    name: 'Maple Court',
    address: '12 Maple Street, Springfield',
    rent: '1900',
    tour: { day: '2026-03-14', time: '10:30' },
  });
  await expect(page.getByRole('region', { name: 'Tour', exact: true })).toContainText(
    'Mar 14, 2026',
  );
  // The tour goes to a calendar app as an iCalendar file, at the time it was typed.
  const calendar = await download(page, 'Add to calendar');
  expect(calendar.name).toBe('tour-Maple-Court.ics');
  expect(calendar.text).toContain('BEGIN:VEVENT');
  expect(calendar.text).toContain('DTSTART:20260314T103000\r\n');
  expect(calendar.text).toContain('SUMMARY:Tour: Maple Court');
  await addUnit(page, '2A', '2400');
  await addUnit(page, '5C', '1700');
  const price = page.getByRole('region', { name: /Rent a month/ });
  await expect(price).toContainText('1,900');

  // The second unit, chosen: it prices the apartment here and in the list.
  await page
    .getByRole('article', { name: 'Unit 5C' })
    .getByRole('button', { name: 'Use this unit' })
    .click();
  await expect(price).toContainText('1,700');
  await expect(page.getByRole('article', { name: 'Unit 5C' })).toContainText('Chosen unit');

  // Status, in one tap; or from the keyboard, as any radio group.
  await page.getByRole('radio', { name: 'Applied' }).check();
  await expect(page.getByRole('radio', { name: 'Applied' })).toBeChecked();
  await page.getByRole('radio', { name: 'Applied' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Toured' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Toured' })).toBeFocused();

  await page.getByRole('link', { name: 'Back to apartments' }).click();
  await addApartment(page, { name: 'The Birches', address: '4 Elm Road', rent: '1500' });
  await addUnit(page, '1B', '1550');

  await page.getByRole('link', { name: 'Back to apartments' }).click();
  await expect(apartmentNames(page)).toHaveText(['The Birches', 'Maple Court']);
  const maple = page.getByRole('article', { name: 'Maple Court' });
  await expect(maple).toContainText('1,700');
  await expect(maple).toContainText('Toured');
  await expect(maple).toContainText('Tour Sat, Mar 14, 2026');

  // Edit: the rent of the listing and a phone.
  await maple.getByRole('link', { name: 'Maple Court' }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Apartment: Maple Court' });
  await form.getByRole('textbox', { name: 'Phone' }).fill('+1 555 010 2030');
  await form.getByRole('textbox', { name: 'Name' }).fill('Maple Court North');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Maple Court North' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+1 555 010 2030' })).toHaveAttribute(
    'href',
    'tel:+15550102030',
  );
  // The chosen unit stays chosen.
  await expect(price).toContainText('1,700');

  // Delete The Birches, which asks first.
  await page.getByRole('link', { name: 'Back to apartments' }).click();
  await page.getByRole('link', { name: 'The Birches' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete The Birches?' });
  await expect(dialog).toContainText('Its 1 unit, 0 answers, 0 costs and 0 follow-ups go with it.');
  await dialog.getByRole('button', { name: 'Delete apartment' }).click();
  await expect(page).toHaveURL(new RegExp(`${TOOL}$`));
  await expect(apartmentNames(page)).toHaveText(['Maple Court North']);

  // What was written is kept: a reload shows the same.
  await page.reload();
  await expect(apartmentNames(page)).toHaveText(['Maple Court North'], FIRST_PAINT);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the list, an apartment's page and the editor pass axe in the ${theme} theme`, async ({
    page,
  }) => {
    await presetTheme(page, theme);
    await page.goto(TOOL);
    await expect(page.getByRole('heading', { name: 'No apartments yet' })).toBeVisible(FIRST_PAINT);
    await expectNoAxeViolations(page);

    await addApartment(page, {
      name: 'Maple Court',
      address: '12 Maple Street, Springfield',
      rent: '1900',
    });
    await addUnit(page, '5C', '1700');
    await page
      .getByRole('article', { name: 'Unit 5C' })
      .getByRole('button', { name: 'Use this unit' })
      .click();
    await expect(page.getByRole('article', { name: 'Unit 5C' })).toContainText('Chosen unit');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('form', { name: 'Apartment: Maple Court' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to Maple Court' }).click();
    await page.getByRole('link', { name: 'Back to apartments' }).click();
    await expect(apartmentNames(page)).toHaveText(['Maple Court']);
    await expectNoAxeViolations(page);
  });
}
