import type { Page } from '@playwright/test';
import {
  expect,
  expectReadDenied,
  otherBrowsers,
  test,
  uniqueEmail,
  verifiedAccount,
  type AccountsWorld,
  writeStatus,
} from './accounts-fixtures.ts';
import { putDocument } from './apartment-tour-fixtures.ts';
import { download } from './fixtures.ts';

/**
 * Apartment Tour Questions' JSON file: everything out of one account and into another,
 * document for document. The other person sees none of the first one's hunt, in the app
 * or over HTTP, until they import the file themselves.
 */

test.describe.configure({ timeout: 180_000 });

const TOOL = '/apartment-tour-questions';
const MOVE = `${TOOL}?view=move`;
const FIRST_PAINT = { timeout: 20_000 };
const COLLECTIONS = [
  'apartments',
  'units',
  'questions',
  'answers',
  'costs',
  'followUps',
  'settings',
] as const;

const { strangerBrowser } = otherBrowsers(246);

const T0 = '2026-02-01T09:00:00.000Z';

/** One of everything, under fixed ids. */
const DOCUMENTS: Record<(typeof COLLECTIONS)[number], Record<string, object>> = {
  apartments: {
    'apt-maple': {
      name: 'Maple Court',
      address: '12 Maple Street',
      rent: 1899.5,
      beds: 1.5,
      amenities: ['Gym', 'Roof deck'],
      status: 'toured',
      tourAt: '2026-03-14T10:30',
      chosenUnitId: 'unit-5c',
      leaseMonths: 13,
      freeWeeks: 6,
      notes: 'Quiet street, “quotes” and 🏠',
      createdAt: T0,
      updatedAt: T0,
    },
    'apt-birches': { name: 'The Birches', status: 'passed', createdAt: T0, updatedAt: T0 },
  },
  units: {
    'unit-5c': { apartmentId: 'apt-maple', name: '5C', rent: 1700, createdAt: T0, updatedAt: T0 },
  },
  questions: {
    'custom-roof': {
      text: 'Is the roof deck open all year?',
      category: 'amenities',
      answerType: 'yes-no',
      better: 'yes',
      scope: 'some',
      apartmentIds: ['apt-maple'],
      createdAt: T0,
      updatedAt: T0,
    },
  },
  answers: {
    'apt-maple~custom-roof': {
      apartmentId: 'apt-maple',
      questionId: 'custom-roof',
      type: 'yes-no',
      yesNo: false,
      redFlag: true,
      note: 'Closed in winter',
      createdAt: T0,
      updatedAt: T0,
    },
  },
  costs: {
    'cost-deposit': {
      apartmentId: 'apt-maple',
      name: 'Security Deposit',
      amount: 1700,
      frequency: 'one-time',
      refundable: true,
      createdAt: T0,
      updatedAt: T0,
    },
  },
  followUps: {
    'follow-lease': {
      apartmentId: 'apt-maple',
      text: 'Ask for the lease draft',
      dueOn: '2026-03-20',
      done: false,
      createdAt: T0,
      updatedAt: T0,
    },
  },
  settings: {
    preferences: { currency: 'EUR', areaUnit: 'm2', weights: { pricing: 5 }, updatedAt: T0 },
  },
};

async function toolPathOf(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return `users/${session.user.id}/apartment-tour-questions`;
}

/** Every collection of the tool as the server keeps it ({} for an empty one). */
async function stored(page: Page, root: string) {
  const all: Record<string, unknown> = {};
  for (const name of COLLECTIONS) {
    const response = await page.request.get(`/api/data/${root}/${name}`);
    expect(response.status()).toBe(200);
    all[name] = (await response.json()) ?? {};
  }
  return all;
}

async function storeAll(page: Page, world: AccountsWorld, root: string) {
  for (const name of COLLECTIONS) {
    for (const [id, value] of Object.entries(DOCUMENTS[name])) {
      await putDocument(page, world, `${root}/${name}`, value, id);
    }
  }
}

async function chooseJson(page: Page, name: string, text: string) {
  await page
    .getByLabel('File to import (.json)')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

test('everything exported from one account is imported into another, document for document', async ({
  page,
  browser,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('apartment-mover'));
  const root = await toolPathOf(page);
  await storeAll(page, world, root);

  await page.goto(MOVE);
  await expect(page.getByRole('heading', { name: 'Import & export' })).toBeVisible(FIRST_PAINT);
  await expect(
    page.getByText(
      /^2 apartments, 1 unit, 1 question, 1 answer, 1 cost, 1 follow-up and your settings\./,
    ),
  ).toBeVisible();
  const file = await download(page, 'Export everything (JSON)');
  expect(file.name).toMatch(/^apartment-tour-questions-\d{4}-\d{2}-\d{2}\.json$/);
  expect(JSON.parse(file.text)).toMatchObject({
    format: 'tinies-apartment-tour-questions',
    version: 1,
    collections: DOCUMENTS,
  });

  // Another person sees none of it, in the app or over HTTP.
  const other = await strangerBrowser(browser, world);
  const otherRoot = await toolPathOf(other);
  await other.goto(`${TOOL}?apartment=apt-maple`);
  await expect(other.getByRole('heading', { level: 2 })).not.toHaveText('Maple Court', FIRST_PAINT);
  await expect(other.getByText('Maple Court')).toHaveCount(0);
  for (const name of COLLECTIONS) await expectReadDenied(other, `${root}/${name}`, name);
  await expectReadDenied(other, `${root}/apartments/apt-maple`);
  const planted = { name: 'Planted', status: 'to-tour', createdAt: T0, updatedAt: T0 };
  expect(await writeStatus(other, world, 'put', `${root}/apartments/apt-planted`, planted)).toBe(
    403,
  );
  expect(
    await writeStatus(other, world, 'patch', `${root}/apartments/apt-maple`, { status: 'passed' }),
  ).toBe(403);
  expect(
    await writeStatus(other, world, 'put', `${root}/settings/preferences`, {
      currency: 'USD',
      updatedAt: T0,
    }),
  ).toBe(403);
  expect(await stored(page, root)).toEqual(DOCUMENTS);

  // With nothing yet, the file brings it all.
  await other.getByRole('link', { name: 'Import & export' }).click();
  await expect(other.getByText('Nothing to export yet.')).toBeVisible(FIRST_PAINT);
  // Signed in as the server says: what is imported goes to the account.
  await expect(other.getByRole('button', { name: 'Logout' })).toBeVisible();
  await chooseJson(other, file.name, file.text);
  await expect(other.getByRole('heading', { name: file.name })).toBeVisible();
  const counts = other.getByRole('list', { name: 'Records in the file' });
  await expect(counts).toContainText('2 apartments');
  await expect(counts).toContainText('1 follow-up');
  await expect(counts).toContainText('Settings');
  await expect(other.getByText('Some are here already')).toHaveCount(0);
  await other.getByRole('button', { name: 'Import 8 records' }).click();
  await expect(other.getByTestId('import-summary')).toContainText('Imported 8 records');
  await expect.poll(() => stored(other, otherRoot)).toEqual(DOCUMENTS);

  await other.getByRole('link', { name: 'See your apartments' }).click();
  const names = other.getByRole('list', { name: 'Apartments' }).getByRole('heading', { level: 3 });
  await expect(names).toHaveText(['Maple Court', 'The Birches']);

  // The same file again: every document is here already, and the preview says so.
  await other.goto(MOVE);
  await chooseJson(other, file.name, file.text);
  await expect(
    other.getByText(/The file’s copies replace yours: 2 apartments, 1 unit/),
  ).toBeVisible();
  await other.context().close();
});
