import type { Page } from '@playwright/test';
import { expect, test } from './accounts-fixtures.ts';
import { carPathOf, putDocument, sampleVehicle, signedInWithCars } from './car-fixtures.ts';
import { chooseOption, deviceStoreHolds } from './fixtures.ts';
import type { CarIssue, Service } from '../../src/shared/car-maintenance/car-model.ts';

/**
 * Services, end to end: logged with the whole editor (parts suggested from the words, one
 * removed and kept removed through edits), searched and filtered in the URL, edited,
 * deleted and undone, and one that resolves the issue it fixed.
 */

const TOOL = '/car-maintenance';
// NOTE: the first visit loads the page's parts on two busy cores: allow it time.
const FIRST_PAINT = { timeout: 30_000 };
// NOTE: a save reaches the server a moment after the screen shows it.
const SYNCED = { timeout: 15_000 };

async function choose(page: Page, field: string, option: string) {
  await chooseOption(page.getByRole('combobox', { name: field, exact: true }), option);
}

/**
 * Opens `url` in a new page load once `saved` is kept on the device: a change shows a
 * moment before it is stored there, and a load before then would not find it.
 */
async function open(page: Page, url: string, saved?: string) {
  if (saved) await expect.poll(() => deviceStoreHolds(page, saved)).toBe(true);
  await page.goto(url);
}

/** The service being shown, by the id in the address. */
const shownServiceId = (page: Page) => new URL(page.url()).searchParams.get('service')!;

/** A stored document, straight from the server (null when there is none). */
async function stored<T>(page: Page, collection: string, id: string): Promise<T | null> {
  const response = await page.request.get(`/api/data/${await carPathOf(page, collection)}/${id}`);
  return response.ok() ? ((await response.json()) as T | null) : null;
}

interface Logged {
  car: string;
  type: string;
  title?: string;
  odometer: string;
  line?: [description: string, amount: string];
  notes?: string;
}

/** Fills in the editor of a new service (open already) without saving it. */
async function fillService(page: Page, service: Logged) {
  await expect(page.getByRole('heading', { name: 'Log a service' })).toBeVisible(FIRST_PAINT);
  await choose(page, 'Car', service.car);
  await choose(page, 'Service type', service.type);
  if (service.title) {
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(service.title);
  }
  await page.getByRole('textbox', { name: /^Odometer/ }).fill(service.odometer);
  if (service.line) {
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByRole('textbox', { name: 'Line 1: description' }).fill(service.line[0]);
    await page.getByRole('textbox', { name: 'Line 1: amount' }).fill(service.line[1]);
  }
  if (service.notes) {
    await page.getByRole('textbox', { name: 'Notes', exact: true }).fill(service.notes);
  }
}

async function save(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

const rows = (page: Page) => page.getByRole('list', { name: 'Services' }).getByRole('article');
const partsField = (page: Page) => page.getByRole('group', { name: 'Parts', exact: true });
const partsShown = (page: Page) =>
  page.getByRole('region', { name: 'Parts', exact: true }).getByRole('link');

test('services are logged with their parts, found in the URL, edited, deleted, and fix an issue', async ({
  page,
  world,
}) => {
  test.setTimeout(300_000);
  const [wagon, hatch] = await signedInWithCars(page, world, [
    sampleVehicle({ name: 'Family wagon', odometerUnit: 'mi', fuelType: 'petrol' }),
    sampleVehicle({ name: 'Red hatch', odometerUnit: 'mi', fuelType: 'petrol' }),
  ]);
  const issuesPath = await carPathOf(page, 'issues');
  const now = new Date().toISOString();
  const openIssue = (vehicleId: string, title: string, part: string): CarIssue => ({
    vehicleId,
    title,
    parts: [{ part, by: 'hand' }],
    dismissedParts: [],
    noticedDate: '2025-02-01',
    photoIds: [],
    status: 'open',
    createdAt: now,
    updatedAt: now,
  });
  const chip = await putDocument(
    page,
    world,
    issuesPath,
    openIssue(wagon!, 'Chip in the windscreen', 'windshield'),
  );
  await putDocument(page, world, issuesPath, openIssue(hatch!, 'Rattle in the boot', 'trunk'));

  let oil = '';
  await test.step('an oil change: its routine part suggested, its total shown', async () => {
    await open(page, `${TOOL}?view=new-service`);
    await fillService(page, {
      car: 'Family wagon',
      type: 'Oil Change',
      odometer: '45120',
      line: ['Oil and filter', '49.90'],
      notes: 'Synthetic 5W-30',
    });
    await save(page, 'Oil Change');
    oil = shownServiceId(page);
    await expect(page.getByRole('link', { name: 'Oil filter' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Total/ })).toContainText('49.90');
    await expect(page.getByRole('link', { name: 'Family wagon' })).toBeVisible();
  });

  await test.step('brake pads for the other car', async () => {
    await open(page, `${TOOL}?view=new-service`, 'Synthetic 5W-30');
    await fillService(page, {
      car: 'Red hatch',
      type: 'Brake Pad Replacement',
      odometer: '30000',
      line: ['Front pads', '120'],
    });
    await save(page, 'Brake Pad Replacement');
  });

  await test.step('parts suggested from the notes; one removed stays removed', async () => {
    await open(page, `${TOOL}?view=new-service`, 'Front pads');
    await fillService(page, {
      car: 'Red hatch',
      type: 'Custom (give it a title)',
      title: 'Workshop visit',
      odometer: '30400',
      notes: 'Replaced brake pads and the cabin air filter',
    });
    // Both parts are suggested as the words are typed, each removable.
    const parts = partsField(page);
    await expect(parts.getByRole('listitem')).toHaveText([
      'Brake pads(suggested)',
      'Cabin air filter(suggested)',
    ]);
    await parts.getByRole('button', { name: 'Remove Cabin air filter' }).click();
    await expect(parts.getByRole('listitem')).toHaveText(['Brake pads(suggested)']);
    await expect(parts.getByRole('button', { name: 'Add Cabin air filter back' })).toBeVisible();
    await save(page, 'Workshop visit');
    const id = shownServiceId(page);
    await expect(partsShown(page)).toHaveText(['Brake pads']);
    const partsOf = async () => {
      const service = await stored<Service>(page, 'services', id);
      return service && { parts: service.parts, dismissedParts: service.dismissedParts };
    };
    await expect.poll(partsOf, SYNCED).toEqual({
      parts: [{ part: 'brake-pads', by: 'text' }],
      dismissedParts: ['cabin-air-filter'],
    });

    // New notes: the removed part is still mentioned but not suggested again; the pads are
    // no longer mentioned and lose their tag; the coolant now is, and gets one.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit service' })).toBeVisible();
    await expect(parts.getByRole('listitem')).toHaveText(['Brake pads(suggested)']);
    await page
      .getByRole('textbox', { name: 'Notes', exact: true })
      .fill('Replaced the cabin air filter; checked the coolant level');
    await expect(parts.getByRole('listitem')).toHaveText(['Coolant(suggested)']);
    await expect(parts.getByRole('button', { name: 'Remove Brake pads' })).toHaveCount(0);
    await expect(parts.getByRole('button', { name: 'Add Cabin air filter back' })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Workshop visit' })).toBeVisible();
    await expect(partsShown(page)).toHaveText(['Coolant']);
    await expect
      .poll(partsOf, SYNCED)
      .toEqual({ parts: [{ part: 'coolant', by: 'text' }], dismissedParts: ['cabin-air-filter'] });
  });

  await test.step('searched and filtered, kept in the URL across a reload', async () => {
    await open(page, TOOL, 'checked the coolant level');
    await expect(rows(page)).toHaveCount(3, FIRST_PAINT);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      'Showing 3 of 3',
    );
    // Search: accents and case aside, and kept in the URL across a reload.
    const search = page.getByRole('searchbox', { name: 'Search services' });
    await search.fill('FRONT pads');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Brake Pad Replacement');
    await expect(page).toHaveURL(/[?&]q=FRONT(\+|%20)pads/);
    await page.reload();
    await expect(search).toHaveValue('FRONT pads', FIRST_PAINT);
    await expect(rows(page)).toHaveCount(1, FIRST_PAINT);
    await search.fill('');
    await expect(rows(page)).toHaveCount(3);

    // Filter by car (the panel beside the list on a desktop): in the URL, kept on reload.
    await page
      .getByRole('search')
      .getByRole('button', { name: 'Family wagon', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]cars=${wagon}`));
    await expect(rows(page)).toHaveCount(1);
    await page.reload();
    await expect(rows(page)).toHaveCount(1, FIRST_PAINT);
    await expect(rows(page)).toContainText('Oil Change');
    await expect(rows(page)).toContainText('45,120 mi');
  });

  await test.step('the service keeps the search for "back"; edited; deleted and undone', async () => {
    // Even when the row is opened before the URL has caught up with the typing.
    await page.getByRole('searchbox', { name: 'Search services' }).fill('oil');
    await rows(page).getByRole('link', { name: 'Oil Change' }).click();
    await expect(page).toHaveURL(new RegExp(`service=${oil}`));
    await expect(page).toHaveURL(new RegExp(`cars=${wagon}`));
    await expect(page).toHaveURL(/[?&]q=oil(&|$)/);

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit service' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Odometer/ }).fill('45200');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('45,200 mi')).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete “Oil Change”?');
    await confirm.getByRole('button', { name: 'Delete service' }).click();
    await expect(page.getByText('Service deleted')).toBeVisible();
    await expect(page.getByText('No services match your search and filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Oil Change');
  });

  await test.step('a service resolves the issue it fixed and takes its parts', async () => {
    await open(page, `${TOOL}?view=new-service`, '"odometer":45200');
    await expect(page.getByRole('heading', { name: 'Log a service' })).toBeVisible(FIRST_PAINT);
    await choose(page, 'Car', 'Family wagon');
    await choose(page, 'Service type', 'Inspection');
    // The odometer starts at the car's last reading.
    await expect(page.getByRole('textbox', { name: /^Odometer/ })).toHaveValue('45200');
    await page.getByRole('textbox', { name: /^Odometer/ }).fill('45300');
    // Only the chosen car's open issues are offered.
    const fixed = page.getByRole('group', { name: 'Issues this service fixed' });
    await expect(fixed.getByRole('checkbox')).toHaveCount(1);
    await fixed.getByRole('checkbox', { name: 'Chip in the windscreen' }).check();
    await save(page, 'Inspection');
    const id = shownServiceId(page);
    await expect(partsShown(page)).toHaveText(['Windshield']);
    await expect
      .poll(async () => {
        const issue = await stored<CarIssue>(page, 'issues', chip);
        return issue && { status: issue.status, resolvedBy: issue.resolvedBy };
      }, SYNCED)
      .toEqual({ status: 'resolved', resolvedBy: id });
    await expect
      .poll(async () => {
        const service = await stored<Service>(page, 'services', id);
        return service && { issueIds: service.issueIds, parts: service.parts.map((p) => p.part) };
      }, SYNCED)
      .toEqual({ issueIds: [chip], parts: ['windshield'] });

    // The issue screen, reached from the service, shows it resolved by this service.
    await page
      .getByRole('region', { name: 'Issues this service fixed' })
      .getByRole('link', { name: 'Chip in the windscreen' })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Chip in the windscreen' }),
    ).toBeVisible();
    await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fix it: log a service' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'this service' })).toHaveAttribute(
      'href',
      new RegExp(`[?&]service=${id}(&|$)`),
    );
    await page.getByRole('link', { name: 'this service' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Inspection' })).toBeVisible();
  });
});
