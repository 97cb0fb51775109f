import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test, type AccountsWorld } from './accounts-fixtures.ts';
import {
  carPathOf,
  putDocument,
  sampleService,
  sampleVehicle,
  signedInWithCars,
} from './car-fixtures.ts';
import { expectNoAxeViolations, presetTheme, type ThemePreference } from './fixtures.ts';
import { addMonths, dayOf } from '../../src/shared/calendar-days.ts';
import type { Reminder } from '../../src/shared/car-maintenance/car-maintenance-schema.ts';

// NOTE: the store drops empty objects, so each car has a spec and a glovebox entry.
const filled = { specs: { tyreSize: '205/55 R16' }, glovebox: { insurer: 'Acme' } };
const WAGON = sampleVehicle({
  name: 'Family wagon',
  odometerUnit: 'km',
  fuelType: 'diesel',
  ...filled,
});
const ZOE = sampleVehicle({
  name: 'Town Zoe',
  odometerUnit: 'mi',
  fuelType: 'electric',
  ...filled,
});

/**
 * Two cars: the wagon with an oil change eight months ago and a reminder for it every six
 * months or 8,000 km (so overdue), the Zoe with no reminders. Answers the ids.
 */
async function garage(page: Page, world: AccountsWorld) {
  const today = dayOf(new Date());
  const [wagon, zoe] = await signedInWithCars(page, world, [WAGON, ZOE]);
  await putDocument(
    page,
    world,
    await carPathOf(page, 'services'),
    sampleService(wagon!, { date: addMonths(today, -8), odometer: 120_400 }),
  );
  const now = new Date().toISOString();
  const oil: Reminder = {
    vehicleId: wagon!,
    type: 'oil-change',
    intervalMonths: 6,
    intervalDistance: 8_000,
    startDate: addMonths(today, -12),
    createdAt: now,
    updatedAt: now,
  };
  const reminder = await putDocument(page, world, await carPathOf(page, 'reminders'), oil);
  return { today, wagon: wagon!, zoe: zoe!, reminder };
}

/** How long a screen may take to load its code and data on a busy machine. */
const LOADING = 20_000;
const expect = baseExpect.configure({ timeout: LOADING });
test.describe.configure({ timeout: 180_000 });

const dueNext = (page: Page) => page.getByRole('region', { name: 'Due next' });

test(
  'an overdue reminder is done with a service, then due later; the rest go to a calendar',
  { tag: '@wide' },
  async ({ page, world }) => {
    const { today, reminder } = await garage(page, world);
    await page.goto('/car-maintenance');
    const oilRow = dueNext(page).getByRole('listitem').filter({ hasText: 'Oil Change' });
    await expect(oilRow).toContainText('Family wagon');
    await expect(oilRow).toContainText('Overdue');
    await expect(oilRow).toContainText(/2 months overdue or at 128,400 km/i);

    // "Done" opens a new service made from the reminder.
    await oilRow.getByRole('link', { name: /^Done/ }).click();
    await expect(page).toHaveURL(new RegExp(`view=new-service.*from-reminder=${reminder}`));

    // The editor starts from the reminder: its car and type; saving restarts the interval.
    await expect(page.getByRole('combobox', { name: 'Car', exact: true })).toContainText(
      'Family wagon',
    );
    await expect(page.getByRole('combobox', { name: 'Service type', exact: true })).toContainText(
      'Oil Change',
    );
    await page.getByRole('textbox', { name: /^Odometer/ }).fill('127100');
    await page.getByRole('button', { name: 'Save service' }).click();
    await expect(page).toHaveURL(/[?&]service=/);
    const saved = await page.request.get(`/api/data/${await carPathOf(page, 'services')}`);
    expect(JSON.stringify(await saved.json())).toContain(`"reminderId":"${reminder}"`);
    await page.goto('/car-maintenance');
    await expect(oilRow).toContainText('Later');
    await expect(oilRow).toContainText(/due in 6 months or at 135,100 km/i);

    // The electric car has none: the usual set, without an oil change.
    const zoeOffer = dueNext(page).getByRole('button', {
      name: 'Set up the usual reminders for Town Zoe',
    });
    await zoeOffer.click();
    await expect(zoeOffer).toBeHidden();
    await page.getByRole('link', { name: /All reminders/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reminders' })).toBeVisible();
    const zoeSection = page.getByRole('region', { name: 'Town Zoe' });
    await expect(
      zoeSection.getByRole('link', { name: 'Tire Rotation', exact: true }),
    ).toBeVisible();
    await expect(zoeSection.getByRole('link', { name: 'Inspection', exact: true })).toBeVisible();
    await expect(zoeSection.getByText('Oil Change')).toHaveCount(0);

    // Every reminder with a day, as an .ics file.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^car-reminders-\d{4}-\d{2}-\d{2}\.ics$/);
    const ics = readFileSync((await file.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('SUMMARY:Oil Change — Family wagon\r\n');
    expect(unfolded).toContain(`UID:${reminder}@car-maintenance.tinies\r\n`);
    const due = addMonths(today, 6).replaceAll('-', '');
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${due}\r\n`);
    expect(unfolded).toContain('SUMMARY:Tire Rotation — Town Zoe\r\n');
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(9);
  },
);

test(
  'a reminder is edited with zod’s words and deleted after asking',
  { tag: '@narrow' },
  async ({ page, world }) => {
    const { reminder } = await garage(page, world);
    await page.goto(`/car-maintenance?reminder=${reminder}&view=edit`);
    await expect(page.getByRole('heading', { level: 2, name: 'Edit reminder' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Every (months)' })).toHaveValue('6');
    await page.getByRole('spinbutton', { name: 'Every (months)' }).fill('0');
    await expect(page.getByText('Months must be at least 1')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Every (months)' }).fill('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reminders' })).toBeVisible();
    await expect(page.getByText(/due in \d+ months or at 128,400 km/i)).toBeVisible();

    await page.getByRole('link', { name: 'Oil Change', exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete reminder' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reminders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Oil Change', exact: true })).toHaveCount(0);
  },
);

test('an issue is added, resolved and reopened', { tag: '@narrow' }, async ({ page, world }) => {
  await garage(page, world);
  await page.goto('/car-maintenance?view=issues');
  await expect(page.getByText('No issues')).toBeVisible();
  await page.getByRole('link', { name: 'Add an issue' }).click();
  await page.getByRole('button', { name: 'Add issue' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Squeal from the brake pads');
  await page.getByRole('textbox', { name: 'Description' }).fill('Only when cold, front left.');
  await page.getByRole('spinbutton', { name: 'Odometer when noticed (km)' }).fill('121000');
  await page.getByRole('button', { name: 'Add issue' }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: 'Squeal from the brake pads' }),
  ).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByText(/first noticed .* at 121,000 km/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fix it: log a service' })).toHaveAttribute(
    'href',
    /view=new-service&for-issue=/,
  );
  await page.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fix it: log a service' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to issues' }).click();
  const resolved = page.getByRole('region', { name: /Resolved/ });
  await expect(resolved.getByRole('link', { name: 'Squeal from the brake pads' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Open/ })).toContainText('Nothing to fix');

  await resolved.getByRole('link', { name: 'Squeal from the brake pads' }).click();
  await page.getByRole('button', { name: 'Reopen' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete issue' }).click();
  await expect(page.getByText('No issues')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const satisfies ThemePreference[]) {
  test(`reminders and issues pass axe in the ${theme} theme`, async ({ page, world }) => {
    await presetTheme(page, theme);
    const { reminder, wagon } = await garage(page, world);
    const issue = await putDocument(page, world, await carPathOf(page, 'issues'), {
      vehicleId: wagon,
      title: 'Chip in the windscreen',
      description: 'Passenger side.',
      parts: [],
      dismissedParts: [],
      noticedDate: '2025-02-01',
      photoIds: [],
      status: 'open',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    await page.goto('/car-maintenance');
    await expect(dueNext(page).getByText('Overdue', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const [query, heading] of [
      ['view=reminders', 'Reminders'],
      [`reminder=${reminder}&view=edit`, 'Edit reminder'],
      ['view=new-reminder', 'New reminder'],
      ['view=issues', 'Issues'],
      [`issue=${issue}`, 'Chip in the windscreen'],
      [`issue=${issue}&view=edit`, 'Edit issue'],
    ] as const) {
      await page.goto(`/car-maintenance?${query}`);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
