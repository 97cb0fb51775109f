import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
import {
  startListingSite,
  type FixtureSite,
} from '../../src/server/apartment-tour-questions/testing/listing-site.ts';

/**
 * A new apartment filled from a listing's web address: the server reads a fixture page
 * served here (the test server allows this machine's addresses), the person checks the
 * form, saves, and the apartment is theirs.
 */

test.describe.configure({ timeout: 180_000 });

const NEW = '/apartment-tour-questions?view=new';
const FIRST_PAINT = { timeout: 20_000 };

// As for every account test (see accounts-fixtures.ts), plus the refused and offline imports.
test.use({
  expectedConsoleErrors: async ({}, use) =>
    use([
      /status of (400|401|403|404|429)/,
      /WebSocket connection to '\S+\/api\/live' failed: HTTP Authentication failed/,
      /net::ERR_INTERNET_DISCONNECTED/,
    ]),
});

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startListingSite();
});
test.afterAll(async () => {
  await site?.close();
});

async function apartmentsPathOf(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return `users/${session.user.id}/apartment-tour-questions/apartments`;
}

test('a listing’s page fills the new apartment, which is checked and saved; refusals keep the address', async ({
  page,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('listing-importer'));
  await page.goto(NEW);
  await expect(page.getByRole('heading', { level: 2, name: 'Add an apartment' })).toBeVisible(
    FIRST_PAINT,
  );
  const address = page.getByRole('textbox', { name: "Fill from a listing's web address" });
  const form = page.getByRole('form', { name: 'New apartment' });

  // A page with no listing: the server's words, the address kept, the field to fix it.
  const empty = `${site.origin}/listings/no-listing.html`;
  await address.fill(empty);
  await address.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'No listing found on that page: it has no apartment details Tinies can read. Enter them yourself.',
  );
  await expect(address).toHaveValue(empty);
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toBeFocused();

  // Not a web address at all, and the server unreachable.
  await address.fill('not a web address');
  await page.getByRole('button', { name: 'Fill', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await page.route('**/api/apartment-tour-questions/import', (route) =>
    route.abort('internetdisconnected'),
  );
  await address.fill(`${site.origin}/listings/single-apartment-metric.html`);
  await page.getByRole('button', { name: 'Fill', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText("You're offline.");
  await page.unroute('**/api/apartment-tour-questions/import');

  // The listing, by keyboard: the form is filled for checking, and takes the focus.
  const listing = `${site.origin}/listings/single-apartment-metric.html`;
  await address.fill(listing);
  await address.press('Enter');
  const name = form.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Helle 3-Zimmer-Wohnung mit Balkon, Kastanienallee');
  await expect(name).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue(
    'Kastanienallee 12, Berlin, 10435, Deutschland',
  );
  await expect(form.getByRole('spinbutton', { name: 'Rent a month' })).toHaveValue('1480');
  await expect(form.getByRole('spinbutton', { name: 'Bedrooms' })).toHaveValue('2');
  await expect(form.getByRole('spinbutton', { name: 'Bathrooms' })).toHaveValue('1');
  await expect(form.getByRole('spinbutton', { name: /^Area/ })).toHaveValue('78.5');
  await expect(form.getByLabel('Amenities')).toHaveValue(
    'Balkon, Gemeinschaftswaschküche / shared laundry',
  );
  await expect(form.getByRole('textbox', { name: 'Listing page' })).toHaveValue(listing);
  const filled = page.getByRole('status').filter({ hasText: 'Filled from the listing' });
  await expect(filled).toContainText('The listing’s prices are in EUR');
  await expect(filled.getByRole('link', { name: /Open the listing’s photo/ })).toHaveAttribute(
    'href',
    'https://cdn.wohnportal.example/k12/wohnzimmer.jpg',
  );

  // The person checks, changes the name, and saves.
  await name.fill('Kastanienallee 12');
  await form.getByRole('button', { name: 'Save apartment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Kastanienallee 12' })).toBeVisible();
  const path = await apartmentsPathOf(page);
  await expect
    .poll(async () =>
      Object.values((await (await page.request.get(`/api/data/${path}`)).json()) ?? {}),
    )
    .toEqual([
      expect.objectContaining({
        name: 'Kastanienallee 12',
        rent: 1480,
        beds: 2,
        area: 78.5,
        sourceUrl: listing,
        status: 'to-tour',
      }),
    ]);
  await page.getByRole('link', { name: 'Back to apartments' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Apartments' })
      .getByRole('heading', { name: 'Kastanienallee 12' }),
  ).toBeVisible();
});
