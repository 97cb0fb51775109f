import type { Page } from '@playwright/test';
import {
  expect,
  expectReadDenied,
  otherBrowsers,
  test,
  uniqueEmail,
  verifiedAccount,
  writeStatus,
} from './accounts-fixtures.ts';
import { putDocument } from './car-fixtures.ts';

/**
 * Apartment Tour Questions on an account: live between one person's devices, private to
 * them. Each device's second starts only once it shows the record, so a page's loading
 * never counts against it.
 */

test.describe.configure({ timeout: 180_000 });

const TOOL = '/apartment-tour-questions';
const FIRST_PAINT = { timeout: 20_000 };
const WITHIN_A_SECOND = { timeout: 1000 };
const COLLECTIONS = [
  'apartments',
  'units',
  'questions',
  'answers',
  'costs',
  'followUps',
  'settings',
];

const { secondBrowser, strangerBrowser } = otherBrowsers(247);

const apartment = (name: string) => {
  const now = new Date().toISOString();
  return { name, status: 'to-tour', createdAt: now, updatedAt: now };
};

async function toolPathOf(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return `users/${session.user.id}/apartment-tour-questions`;
}

const apartmentName = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Apartments' }).getByRole('heading', { name, exact: true });

test('two devices of one person see each other’s apartments, answers and status changes within a second', async ({
  page,
  browser,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('two-device-hunter'));
  const root = await toolPathOf(page);
  await putDocument(page, world, `${root}/apartments`, apartment('Maple Court'), 'apt-maple');
  const other = await secondBrowser(browser, world, page.context());
  await page.goto(TOOL);
  await other.goto(TOOL);
  await expect(apartmentName(page, 'Maple Court')).toBeVisible(FIRST_PAINT);
  await expect(apartmentName(other, 'Maple Court')).toBeVisible(FIRST_PAINT);

  // An apartment added on either device shows on the other.
  await putDocument(page, world, `${root}/apartments`, apartment('Birch House'), 'apt-birch');
  await expect(apartmentName(other, 'Birch House')).toBeVisible(WITHIN_A_SECOND);
  await putDocument(other, world, `${root}/apartments`, apartment('Cedar Flats'), 'apt-cedar');
  await expect(apartmentName(page, 'Cedar Flats')).toBeVisible(WITHIN_A_SECOND);

  // An answer given on one device is counted on the other's Import & export screen.
  await page.goto(`${TOOL}?view=move`);
  await other.goto(`${TOOL}?view=move`);
  await expect(page.getByText(/^3 apartments\./)).toBeVisible(FIRST_PAINT);
  await expect(other.getByText(/^3 apartments\./)).toBeVisible(FIRST_PAINT);
  const now = new Date().toISOString();
  await putDocument(
    page,
    world,
    `${root}/answers`,
    {
      apartmentId: 'apt-maple',
      questionId: 'q-rent-increase',
      type: 'text',
      text: 'About 3% a year',
      createdAt: now,
      updatedAt: now,
    },
    'apt-maple~q-rent-increase',
  );
  await expect(other.getByText(/^3 apartments and 1 answer\./)).toBeVisible(WITHIN_A_SECOND);

  // A status changed on one device's apartment page shows on the other's, both ways.
  await page.goto(`${TOOL}?apartment=apt-maple`);
  await other.goto(`${TOOL}?apartment=apt-maple`);
  await expect(page.getByRole('radio', { name: 'To tour' })).toBeChecked(FIRST_PAINT);
  await expect(other.getByRole('radio', { name: 'To tour' })).toBeChecked(FIRST_PAINT);
  await page.getByRole('radio', { name: 'Applied' }).check();
  await expect(other.getByRole('radio', { name: 'Applied' })).toBeChecked(WITHIN_A_SECOND);
  await other.getByRole('radio', { name: 'Toured' }).check();
  await expect(page.getByRole('radio', { name: 'Toured' })).toBeChecked(WITHIN_A_SECOND);
  await other.context().close();
});

test('another person sees none of it in the app, and is refused reading and writing it over HTTP', async ({
  page,
  browser,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('private-hunter'));
  const root = await toolPathOf(page);
  await putDocument(page, world, `${root}/apartments`, apartment('Secret Lofts'), 'apt-secret');
  const now = new Date().toISOString();
  await putDocument(
    page,
    world,
    `${root}/costs`,
    {
      apartmentId: 'apt-secret',
      name: 'Key Fee',
      amount: 50,
      frequency: 'one-time',
      createdAt: now,
      updatedAt: now,
    },
    'cost-key',
  );

  const stranger = await strangerBrowser(browser, world);
  await stranger.goto(TOOL);
  await expect(stranger.getByRole('heading', { name: 'No apartments yet' })).toBeVisible(
    FIRST_PAINT,
  );
  await expect(stranger.getByText('Secret Lofts')).toHaveCount(0);
  await stranger.goto(`${TOOL}?apartment=apt-secret`);
  await expect(stranger.getByRole('heading', { level: 2 })).not.toHaveText(
    'Secret Lofts',
    FIRST_PAINT,
  );
  await expect(stranger.getByText('Secret Lofts')).toHaveCount(0);

  for (const name of COLLECTIONS) await expectReadDenied(stranger, `${root}/${name}`, name);
  await expectReadDenied(stranger, `${root}/apartments/apt-secret`);
  expect(
    await writeStatus(
      stranger,
      world,
      'put',
      `${root}/apartments/apt-planted`,
      apartment('Planted'),
    ),
  ).toBe(403);
  expect(
    await writeStatus(stranger, world, 'patch', `${root}/apartments/apt-secret`, {
      status: 'passed',
    }),
  ).toBe(403);
  expect(
    await writeStatus(stranger, world, 'put', `${root}/settings/preferences`, {
      currency: 'USD',
      updatedAt: now,
    }),
  ).toBe(403);

  const mine = (await (await page.request.get(`/api/data/${root}/apartments`)).json()) as Record<
    string,
    { status: string }
  >;
  expect(Object.keys(mine)).toEqual(['apt-secret']);
  expect(mine['apt-secret']?.status).toBe('to-tour');
  expect(await (await page.request.get(`/api/data/${root}/settings`)).json()).toBeFalsy();
  await stranger.context().close();
});
