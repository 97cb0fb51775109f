import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './accounts-fixtures.ts';
import {
  carPathOf,
  putDocument,
  sampleService,
  sampleVehicle,
  signedInWithCars,
} from './car-fixtures.ts';
import { addMonths, dayOf } from '../../src/shared/calendar-days.ts';
import type { Reminder } from '../../src/shared/car-maintenance/car-model.ts';

/**
 * What is due and what is wrong: an overdue reminder done with a service and then due
 * later, the usual set for another car, every reminder to a calendar, a reminder edited
 * and deleted; the car's card and page saying what is next; an issue added, resolved,
 * reopened and deleted.
 */

// NOTE: the store drops empty objects, so each car has a spec and a glovebox entry.
const filled = { specs: { tyreSize: '205/55 R16' }, glovebox: { insurer: 'Acme' } };

/** How long a screen may take to load its code and data on a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 });

const dueNext = (page: Page) => page.getByRole('region', { name: 'Due next' });

test('a reminder is done, set up, exported, edited and deleted; an issue comes and goes', async ({
  page,
  world,
}) => {
  test.setTimeout(300_000);
  // The wagon: an oil change eight months ago, another service since, and a reminder
  // every six months or 8,000 km (so overdue); the Zoe with no reminders.
  const today = dayOf(new Date());
  const [wagon] = await signedInWithCars(page, world, [
    sampleVehicle({ name: 'Family wagon', plate: 'WAG 1', ...filled, specs: { oilSpec: '5W-30' } }),
    sampleVehicle({ name: 'Town Zoe', odometerUnit: 'mi', fuelType: 'electric', ...filled }),
  ]);
  const services = await carPathOf(page, 'services');
  await putDocument(page, world, services, sampleService(wagon!, { date: addMonths(today, -8) }));
  await putDocument(
    page,
    world,
    services,
    sampleService(wagon!, {
      type: 'brake-pads',
      date: addMonths(today, -1),
      odometer: 126_050,
      lineItems: [
        { kind: 'parts', amount: 120 },
        { kind: 'labour', amount: 80 },
      ],
    }),
  );
  const now = new Date().toISOString();
  const reminder = await putDocument(page, world, await carPathOf(page, 'reminders'), {
    vehicleId: wagon!,
    type: 'oil-change',
    intervalMonths: 6,
    intervalDistance: 8_000,
    startDate: addMonths(today, -12),
    createdAt: now,
    updatedAt: now,
  } satisfies Reminder);

  await test.step('the car’s card and page say what is next and what was done', async () => {
    await page.goto('/car-maintenance?view=cars');
    const card = page
      .getByRole('list', { name: 'Cars' })
      .getByRole('listitem')
      .filter({ hasText: 'Family wagon' });
    await expect(card).toContainText('126,050 km');
    await expect(card).toContainText('Next due: Oil Change');
    await expect(card).toContainText('Overdue');

    await card.getByRole('link', { name: 'Family wagon' }).click();
    const recent = page.getByRole('region', { name: 'Recent services' });
    await expect(recent.getByRole('link')).toHaveText([
      'Brake Pad Replacement',
      'Oil Change',
      'See all 2 in the history',
    ]);
    await expect(recent.getByRole('link', { name: 'See all 2 in the history' })).toHaveAttribute(
      'href',
      `/car-maintenance?cars=${wagon}`,
    );
    await expect(page.getByRole('region', { name: 'Specs sheet' })).toContainText('5W-30');

    // The printable history: its rows, newest first, and the totals, on paper too.
    await page.getByRole('link', { name: 'Printable history' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('Brake Pad Replacement');
    await expect(rows.nth(2)).toContainText('Oil Change');
    await expect(rows.last()).toContainText('Total (2 services)');
    await expect(page.getByRole('table')).toContainText('Labour');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(rows.last()).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('the overdue reminder is done with a service, then due later', async () => {
    await page.goto('/car-maintenance');
    const oilRow = dueNext(page).getByRole('listitem').filter({ hasText: 'Oil Change' });
    await expect(oilRow).toContainText('Family wagon');
    await expect(oilRow).toContainText('Overdue');
    await expect(oilRow).toContainText(/2 months overdue; by reading, due at 128,400 km/i);

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
    await expect
      .poll(async () =>
        JSON.stringify(await (await page.request.get(`/api/data/${services}`)).json()),
      )
      .toContain(`"reminderId":"${reminder}"`);
    await page.getByRole('link', { name: 'Due & history' }).click();
    await expect(oilRow).toContainText('Later');
    await expect(oilRow).toContainText(/due in 6 months or at 135,100 km/i);
  });

  await test.step('the usual set for the electric car, without an oil change', async () => {
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
  });

  await test.step('every reminder with a day, as an .ics file', async () => {
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
  });

  await test.step('a reminder is edited with zod’s words and deleted after asking', async () => {
    const wagonSection = page.getByRole('region', { name: 'Family wagon' });
    await wagonSection.getByRole('link', { name: 'Oil Change', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit reminder' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Every (months)' })).toHaveValue('6');
    await page.getByRole('spinbutton', { name: 'Every (months)' }).fill('0');
    await expect(page.getByText('Months must be at least 1')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Every (months)' }).fill('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reminders' })).toBeVisible();
    await expect(wagonSection.getByText(/due in 12 months or at 135,100 km/i)).toBeVisible();

    await wagonSection.getByRole('link', { name: 'Oil Change', exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete reminder' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reminders' })).toBeVisible();
    await expect(wagonSection.getByRole('link', { name: 'Oil Change', exact: true })).toHaveCount(
      0,
    );
  });

  await test.step('an issue is added, resolved, reopened and deleted', async () => {
    await page.getByRole('link', { name: 'Issues', exact: true }).click();
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
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete issue' }).click();
    await expect(page.getByText('No issues')).toBeVisible();
  });
});
