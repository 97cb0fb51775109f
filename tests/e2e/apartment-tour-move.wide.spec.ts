import type { Page } from '@playwright/test';
import {
  expect,
  otherBrowsers,
  test,
  uniqueEmail,
  verifiedAccount,
  type AccountsWorld,
} from './accounts-fixtures.ts';
import { putDocument } from './car-fixtures.ts';
import { download, expectNoAxeViolations, presetTheme } from './fixtures.ts';

/**
 * Apartment Tour Questions' JSON file: everything out of one account and into another,
 * document for document; a file that is not this tool's writes nothing.
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
  const input = page.getByLabel('File to import (.json)');
  // NOTE: the screen names the file once it has read it (its preview or why it cannot be
  // imported); a file chosen before the screen took its input's change is chosen again.
  await expect(async () => {
    await input.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
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

  // Another person, with nothing yet: the file brings it all.
  const other = await strangerBrowser(browser, world);
  const otherRoot = await toolPathOf(other);
  await other.goto(MOVE);
  await expect(other.getByText('Nothing to export yet.')).toBeVisible(FIRST_PAINT);
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

test('a file that is not this tool’s export, or holds bad records, says so; nothing bad is written', async ({
  page,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('apartment-bad-file'));
  const root = await toolPathOf(page);
  await page.goto(MOVE);
  await expect(page.getByText('Nothing to export yet.')).toBeVisible(FIRST_PAINT);

  await chooseJson(page, 'places.json', '{"format":"tinies-travel-tracker","version":1}');
  await expect(page.getByRole('alert')).toContainText('places.json cannot be imported');
  await expect(page.getByRole('alert')).toContainText(
    'This file is not an Apartment Tour Questions export.',
  );
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);

  await chooseJson(page, 'broken.json', '{"format": "tinies-apartment');
  await expect(page.getByRole('alert')).toContainText(
    'This file is not JSON: it may be damaged or cut short.',
  );

  const mixed = {
    format: 'tinies-apartment-tour-questions',
    version: 1,
    exportedAt: T0,
    collections: {
      apartments: {
        good: { name: 'Good Place', status: 'to-tour', createdAt: T0, updatedAt: T0 },
        bad: { name: 'Bad Place', status: 'to-tour', rent: -1, createdAt: T0, updatedAt: T0 },
      },
    },
  };
  await chooseJson(page, 'mixed.json', JSON.stringify(mixed));
  await expect(page.getByText('1 record cannot be imported')).toBeVisible();
  await expect(page.getByText('apartments bad: rent: Rent cannot be negative')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import 1 record' }).click();
  await expect(page.getByTestId('import-summary')).toContainText('1 record could not be imported');
  await expect
    .poll(async () => Object.keys((await stored(page, root)).apartments as object))
    .toEqual(['good']);
  const all = await stored(page, root);
  for (const name of COLLECTIONS.filter((c) => c !== 'apartments')) expect(all[name]).toEqual({});
});

for (const theme of ['light', 'dark'] as const) {
  test(`the move screen has no axe violations (${theme})`, async ({ page, world }) => {
    await presetTheme(page, theme);
    await verifiedAccount(page, world, uniqueEmail(`apartment-move-${theme}`));
    const root = await toolPathOf(page);
    await storeAll(page, world, root);
    await page.goto(MOVE);
    await expect(page.getByText(/^2 apartments/)).toBeVisible(FIRST_PAINT);
    await expectNoAxeViolations(page);
    const file = await download(page, 'Export everything (JSON)');
    await chooseJson(page, file.name, file.text);
    await expect(page.getByText('Some are here already')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
