import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addMonths, dayOf } from '../../../src/shared/calendar-days.ts';
import type {
  CarIssue,
  CustomPart,
  FuelEntry,
  Reminder,
  ServiceLocation,
} from '../../../src/shared/car-maintenance/car-model.ts';
import { TOOL_SCREENS } from '../../../src/tinies/car-maintenance/car-links.ts';
import { uniqueEmail, verifiedAccount, type AccountsWorld } from '../accounts-fixtures.ts';
import { carPathOf, putDocument, sampleService, sampleVehicle } from '../car-fixtures.ts';
import { chooseFile, chooseOption, expect } from '../fixtures.ts';
import type { Tour } from '../sweep.ts';

const TOOL = '/car-maintenance';
/** A screen's first paint: its chunk and the person's data, on two busy cores. */
const LOADING = { timeout: 20_000 };

/**
 * A garage with something on every screen: a car with a long name, a VIN, a photo-less
 * glovebox card and specs; an electric car; services (one at a shop, one with long notes);
 * an overdue reminder; an open issue; three fill-ups (so the economy has a chart); a part
 * of one's own. Answers the ids.
 */
async function garage(page: Page, world: AccountsWorld) {
  const now = new Date().toISOString();
  const today = dayOf(new Date());
  const stamps = { createdAt: now, updatedAt: now };
  const put = async (collection: string, value: object) =>
    putDocument(page, world, await carPathOf(page, collection), value);
  const wagon = await put(
    'vehicles',
    sampleVehicle({
      name: 'Long-distance estate with a rather long name',
      plate: 'LONG 2024',
      vin: '1HGCM82633A004352',
      specs: { oilSpec: '5W-30', tyreSize: '205/55 R16' },
      glovebox: { insurer: 'Acme Insurance', roadsidePhone: '+1 800 555 0100' },
    }),
  );
  await put(
    'vehicles',
    sampleVehicle({
      name: 'Town Zoe',
      odometerUnit: 'mi',
      fuelType: 'electric',
      specs: { tyreSize: '195/55 R16' },
      glovebox: { insurer: 'Acme' },
    }),
  );
  const shop = await put('locations', {
    name: 'Corner Garage',
    address: '1 High Street\nSpringfield',
    website: 'https://garage.example',
    ...stamps,
  } satisfies ServiceLocation);
  const service = await put(
    'services',
    sampleService(wagon, {
      type: 'brake-pads',
      date: addMonths(today, -2),
      odometer: 126_050,
      locationId: shop,
      notes: 'Front brake pads and rotors replaced; '.repeat(6),
      lineItems: [
        { kind: 'parts', description: 'Pads and rotors', amount: 120 },
        { kind: 'labour', amount: 80 },
      ],
    }),
  );
  await put('services', sampleService(wagon, { date: addMonths(today, -8), odometer: 120_400 }));
  const reminder = await put('reminders', {
    vehicleId: wagon,
    type: 'oil-change',
    intervalMonths: 6,
    intervalDistance: 8_000,
    startDate: addMonths(today, -12),
    ...stamps,
  } satisfies Reminder);
  const issue = await put('issues', {
    vehicleId: wagon,
    title: 'Chip in the windscreen',
    description: 'Passenger side.',
    parts: [],
    dismissedParts: [],
    noticedDate: addMonths(today, -1),
    photoIds: [],
    status: 'open',
    ...stamps,
  } satisfies CarIssue);
  let fill = '';
  for (const [months, odometer, amount] of [
    [-3, 121_000, 40],
    [-2, 121_600, 38],
    [-1, 122_300, 42],
  ] as const) {
    fill = await put('fuel', {
      vehicleId: wagon,
      date: addMonths(today, months),
      odometer,
      amount,
      unit: 'L',
      cost: amount * 1.6,
      full: true,
      missedBefore: false,
      ...stamps,
    } satisfies FuelEntry);
  }
  const part = await put('parts', {
    name: 'Tow bar',
    keywords: ['towbar', 'tow hitch'],
    area: 'external',
    ...stamps,
  } satisfies CustomPart);
  return { wagon, shop, service, reminder, issue, fill, part };
}

/** Opens `query` of the tool and waits for its heading. */
async function open(page: Page, query: string) {
  await page.goto(query ? `${TOOL}?${query}` : TOOL);
  await expect(page.getByRole('heading', { level: 2 }).first(), query).toBeVisible(LOADING);
}

/**
 * What a tool screen shows before it is checked: the forms say what is wrong in words (and
 * the car's VIN what it reads), the fuel log its chart.
 */
const SCREEN_STATES: Partial<Record<(typeof TOOL_SCREENS)[number], (page: Page) => Promise<void>>> =
  {
    fuel: async (page) => {
      await expect(
        page
          .getByRole('region', { name: 'Fuel economy' })
          .getByRole('img', { name: /Fuel economy/ }),
      ).toBeVisible();
    },
    'new-car': async (page) => {
      await page.getByRole('textbox', { name: 'VIN' }).fill('WVWZZZ1JZXW000001');
      await expect(page.getByText(/Check digit does not match/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Use Volkswagen as the make' })).toBeVisible();
      await page.getByRole('button', { name: 'Save car' }).click();
      await expect(page.getByText('Name is required').first()).toBeVisible();
    },
    'new-part': async (page) => {
      await page.getByRole('button', { name: 'Add keyword' }).click();
      await expect(page.getByText('Type a word first')).toBeVisible();
    },
    'new-shop': async (page) => {
      await page.getByLabel('Website').fill('ftp://tyres.example');
      await page.getByLabel('Website').blur();
      await expect(page.getByText('Website must be a web address (http or https)')).toBeVisible();
    },
    'new-fill': async (page) => {
      await page.getByLabel('Amount').fill('-3');
      await page.getByLabel('Amount').blur();
      await expect(page.getByText('Amount must be more than 0')).toBeVisible();
    },
    'new-reminder': async (page) => {
      await page.getByRole('spinbutton', { name: 'Every (months)' }).fill('0');
      await expect(page.getByText('Months must be at least 1')).toBeVisible();
    },
    'new-issue': async (page) => {
      await page.getByRole('button', { name: 'Add issue' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
    },
    'quick-add': async (page) => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Choose a service type')).toBeVisible();
    },
  };

/**
 * Every screen of the Car Maintenance Tracker (each of TOOL_SCREENS and every record's
 * screens), with data on each; the forms showing their errors, the confirmations, the
 * history's filters dialog on a phone, and an import's mapping and preview.
 */
export const carMaintenanceTour: Tour = async ({ page, world, check }) => {
  await verifiedAccount(page, world, uniqueEmail('sweep-car-maintenance'));
  await page.goto(TOOL);
  await expect(page.getByRole('heading', { name: 'No cars yet' })).toBeVisible(LOADING);
  await check('Car Maintenance Tracker: its first screen, empty');

  const ids = await garage(page, world);
  await page.goto(TOOL);
  const dueNext = page.getByRole('region', { name: 'Due next' });
  await expect(dueNext.getByText('Overdue', { exact: true })).toBeVisible(LOADING);
  await check('Car Maintenance: due next and the history');

  // The history's filters: a dialog on a phone (a panel beside the list on a desktop).
  const filtersButton = page.getByRole('button', { name: /^Filters/ });
  if (await filtersButton.isVisible()) {
    await filtersButton.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('Car Maintenance: the history’s filters dialog', ['[role="dialog"]']);
  }

  for (const view of TOOL_SCREENS) {
    await open(page, `view=${view}`);
    await SCREEN_STATES[view]?.(page);
    await check(`Car Maintenance: ${view}`);
  }

  for (const [query, label] of [
    [`car=${ids.wagon}`, 'a car'],
    [`car=${ids.wagon}&view=print`, 'a car’s printable history'],
    [`service=${ids.service}`, 'a service'],
    [`service=${ids.service}&view=edit`, 'a service’s editor'],
    [`issue=${ids.issue}`, 'an issue'],
    [`issue=${ids.issue}&view=edit`, 'an issue’s editor'],
    [`shop=${ids.shop}&view=edit`, 'a shop’s editor'],
    [`reminder=${ids.reminder}&view=edit`, 'a reminder’s editor'],
    [`fill=${ids.fill}&view=edit`, 'a fill-up’s editor'],
    [`part=${ids.part}&view=edit`, 'a part’s editor'],
  ] as const) {
    await open(page, query);
    await check(`Car Maintenance: ${label}`);
  }

  // The confirmations, over the screens they ask on.
  await open(page, `car=${ids.wagon}&view=edit`);
  await check('Car Maintenance: a car’s editor');
  await page.getByRole('textbox', { name: 'Licence plate' }).fill('ACC 03');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeVisible();
  await check('Car Maintenance: discard a car’s changes?', ['[role="alertdialog"]']);

  await open(page, `car=${ids.wagon}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('alertdialog', { name: 'Delete this car and its history?' }),
  ).toBeVisible();
  await check('Car Maintenance: delete a car and its history?', ['[role="alertdialog"]']);

  await open(page, `shop=${ids.shop}`);
  await check('Car Maintenance: a shop');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete shop?' })).toBeVisible();
  await check('Car Maintenance: delete a shop in use?', ['[role="alertdialog"]']);

  // Another app's export in the mapping and preview, with rows left out, then imported.
  await open(page, 'view=move');
  await chooseFile(
    page,
    'lubelogger.csv',
    readFileSync('src/shared/car-maintenance/fixtures/lubelogger-service-records.csv', 'utf8'),
  );
  await chooseOption(page.getByRole('combobox', { name: 'Car', exact: true }), 'Town Zoe');
  await expect(page.getByTestId('row-errors')).toContainText('Line 5');
  await expect(page.getByTestId('import-preview').getByRole('row')).toHaveCount(3);
  await check('Car Maintenance: an import’s mapping and preview');
  await page.getByRole('button', { name: 'Import 2 services' }).click();
  await expect(page.getByRole('heading', { name: 'Imported 2 services' })).toBeVisible();
  await check('Car Maintenance: an import done');
};
