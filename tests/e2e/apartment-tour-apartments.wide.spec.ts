import type { Page } from '@playwright/test';
import {
  expect,
  OFFLINE_ACCOUNT,
  otherBrowsers,
  test,
  uniqueEmail,
  verifiedAccount,
} from './accounts-fixtures.ts';
import {
  apartmentPathOf,
  FIRST_PAINT,
  onServer,
  putDocument,
  STAMPS,
  TOUR_TOOL,
} from './apartment-tour-fixtures.ts';
import { deviceStoreHolds, download } from './fixtures.ts';
import { pickDay } from './travel-fixtures.ts';

/**
 * An apartment hunt on an account: apartments added with units and a tour, edited and one
 * deleted; a status changed without signal reaches the account once it is back; the
 * person's other device shows it all, and each device's changes within a second.
 */

test.describe.configure({ timeout: 240_000 });
test.use(OFFLINE_ACCOUNT);

const WITHIN_A_SECOND = { timeout: 1000 };
const { secondBrowser } = otherBrowsers(247);

const apartmentNames = (page: Page) =>
  page.getByRole('list', { name: 'Apartments' }).getByRole('heading', { level: 3 });

/** Adds an apartment through the editor; its page opens. */
async function addApartment(
  page: Page,
  apartment: { name: string; address: string; rent: string; tour?: { day: string; time: string } },
) {
  await page.getByRole('link', { name: 'Add an apartment' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add an apartment' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New apartment' });
  await form.getByRole('textbox', { name: 'Name' }).fill(apartment.name);
  await form.getByRole('textbox', { name: 'Address' }).fill(apartment.address);
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

test('apartments added, edited and deleted, a status changed offline, and the other device live', async ({
  page,
  browser,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('apartment-hunter'));
  const price = page.getByRole('region', { name: /Rent a month/ });

  await test.step('two apartments with units and a tour', async () => {
    await page.goto(TOUR_TOOL);
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
  });

  await test.step('edited, and one deleted after asking', async () => {
    await page.getByRole('link', { name: 'Maple Court', exact: true }).click();
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

    await page.getByRole('link', { name: 'Back to apartments' }).click();
    await page.getByRole('link', { name: 'The Birches' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete The Birches?' });
    await expect(dialog).toContainText(
      'Its 1 unit, 0 answers, 0 costs and 0 follow-ups go with it.',
    );
    await dialog.getByRole('button', { name: 'Delete apartment' }).click();
    await expect(page).toHaveURL(new RegExp(`${TOUR_TOOL}$`));
    await expect(apartmentNames(page)).toHaveText(['Maple Court North']);

    // What was written is kept: a reload shows the same.
    await page.reload();
    await expect(apartmentNames(page)).toHaveText(['Maple Court North'], FIRST_PAINT);
  });

  const apartments = await apartmentPathOf(page, 'apartments');
  const id = Object.keys(await onServer(page, apartments))[0]!;

  await test.step('a status changed without signal reaches the account once it is back', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByRole('link', { name: 'Maple Court North' }).click();
    await expect(page.getByRole('radio', { name: 'Toured' })).toBeChecked();
    await expect.poll(() => deviceStoreHolds(page, 'Maple Court North')).toBe(true);
    await page.context().setOffline(true);
    await page.getByRole('radio', { name: 'Signed' }).check();
    await expect(page.getByRole('radio', { name: 'Signed' })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toBeVisible();
    await expect.poll(async () => (await onServer(page, apartments))[id]?.status).toBe('toured');

    await page.context().setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(async () => (await onServer(page, apartments))[id]?.status).toBe('signed');
  });

  await test.step('the other device shows it all, and each one’s changes within a second', async () => {
    const other = await secondBrowser(browser, world, page.context());
    await other.goto(`${TOUR_TOOL}?apartment=${id}`);
    await expect(other.getByRole('heading', { level: 2, name: 'Maple Court North' })).toBeVisible(
      FIRST_PAINT,
    );
    await expect(other.getByRole('radio', { name: 'Signed' })).toBeChecked();
    await expect(other.getByRole('article', { name: 'Unit 5C' })).toContainText('Chosen unit');

    // A status changed on either device's page shows on the other's.
    await page.getByRole('radio', { name: 'Applied' }).check();
    await expect(other.getByRole('radio', { name: 'Applied' })).toBeChecked(WITHIN_A_SECOND);
    await other.getByRole('radio', { name: 'Toured' }).check();
    await expect(page.getByRole('radio', { name: 'Toured' })).toBeChecked(WITHIN_A_SECOND);

    // An answer given on one device is counted on the other.
    const progress = other
      .getByRole('region', { name: 'Questions' })
      .getByText(/^\d+ \/ \d+ answered$/);
    await expect(progress).toHaveText(/^0 \//);
    await putDocument(
      page,
      world,
      await apartmentPathOf(page, 'answers'),
      { apartmentId: id, questionId: 'q-gym', type: 'yes-no', yesNo: true, ...STAMPS },
      `${id}~q-gym`,
    );
    await expect(progress).toHaveText(/^1 \//, WITHIN_A_SECOND);

    // An apartment added on one device shows in the other's list.
    await page.getByRole('link', { name: 'Back to apartments' }).click();
    await expect(apartmentNames(page)).toHaveText(['Maple Court North']);
    await putDocument(
      other,
      world,
      apartments,
      { name: 'Cedar Flats', status: 'to-tour', ...STAMPS },
      'apt-cedar',
    );
    await expect(apartmentNames(page).filter({ hasText: 'Cedar Flats' })).toBeVisible(
      WITHIN_A_SECOND,
    );
    await other.context().close();
  });
});
