import type { Page } from '@playwright/test';
import {
  test as accountsTest,
  uniqueEmail,
  verifiedAccount,
  type AccountsWorld,
} from './accounts-fixtures.ts';
import { putDocument } from './car-fixtures.ts';
import { expect, expectNoAxeViolations, presetTheme, test } from './fixtures.ts';
import {
  FIRST_PAINT,
  pickDay,
  samplePlace,
  sampleVisit,
  searchAndChoose,
  TRAVEL,
  travelPathOf,
} from './travel-fixtures.ts';

// Axe runs on many screens in each test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

const placeNames = (page: Page) =>
  page.getByRole('list', { name: 'Places' }).getByRole('heading', { level: 3 });

/** Adds a coded place through the add flow. */
async function addCoded(page: Page, kind: string, label: string, search: string, option: string) {
  await page.getByRole('navigation', { name: 'Travel tracker' }).waitFor();
  await page.getByRole('link', { name: 'Add a place' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add a place' })).toBeVisible();
  await page.getByText(kind, { exact: true }).click();
  await searchAndChoose(page, label, search, option);
  await page.getByRole('button', { name: 'Add place' }).click();
  await expect(page.getByRole('heading', { level: 2, name: option })).toBeVisible();
}

test(
  'a visitor adds countries, a state and a city, sets levels and visits, and filters the list',
  { tag: '@wide' },
  async ({ page }) => {
    await page.goto(TRAVEL);
    await expect(page.getByRole('heading', { name: 'No places yet' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('link', { name: 'Open the map' })).toBeVisible();
    await expect(
      page.getByText('Your places are kept on this device until you log in.'),
    ).toBeVisible();

    // A country, by the add flow: its page opens, at "visited".
    await addCoded(page, 'A country', 'Country', 'fran', 'France');
    await expect(page.getByText('Country', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Visited/ })).toBeChecked();

    // The level, changed on its page.
    await page.getByRole('radio', { name: /^Stayed/ }).check();
    await expect(page.getByRole('radio', { name: /^Stayed/ })).toBeChecked();

    // Two visits, a range and a day, shown in order with the first and last derived.
    await page.getByRole('link', { name: 'Add a visit' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'New visit' })).toBeVisible();
    await pickDay(page, 'From', '2023-07-10');
    await pickDay(page, 'To', '2023-07-24');
    await page.getByRole('textbox', { name: 'Note' }).fill('Summer in Provence');
    await page.getByRole('button', { name: 'Save visit' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'France' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a visit' }).click();
    await pickDay(page, 'From', '2019-03-02');
    // A visit cannot end before it starts.
    await pickDay(page, 'To', '2019-03-01');
    await expect(page.getByRole('alert')).toHaveText('A visit cannot end before it starts.');
    await expect(page.getByRole('button', { name: 'Save visit' })).toBeDisabled();
    await pickDay(page, 'To', '2019-03-02');
    await page.getByRole('button', { name: 'Save visit' }).click();
    const visits = page.getByRole('list', { name: 'Visits to France' }).getByRole('heading');
    await expect(visits).toHaveCount(2);
    await expect(visits.first()).toHaveText(/2019/);
    await expect(visits.last()).toHaveText('Jul 10 – 24, 2023');
    await expect(page.getByText(/First visit .*2019 · last visit .*2023/)).toBeVisible();
    await expect(page.getByText('Summer in Provence')).toBeVisible();

    // Edit the later visit into a single day; then delete the first, which asks.
    await page.getByRole('link', { name: /Edit the visit of .*2023/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit visit' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Note' }).fill('Summer in Provence, again');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Summer in Provence, again')).toBeVisible();
    await page.getByRole('link', { name: /Edit the visit of .*2019/ }).click();
    await page.getByRole('button', { name: 'Delete visit' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete visit?' });
    await ask.getByRole('button', { name: 'Delete visit' }).click();
    await expect(visits).toHaveCount(1);

    // The same country again opens it instead of adding it twice.
    await page.getByRole('link', { name: 'Add a place' }).first().click();
    await searchAndChoose(page, 'Country', 'fran', 'France');
    await expect(page.getByText('France is already in your places.')).toBeVisible();
    await page.getByRole('button', { name: 'Open France' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'France' })).toBeVisible();

    // More places: another country on the wish list, a state, a city.
    await addCoded(page, 'A country', 'Country', 'japan', 'Japan');
    await page.getByRole('radio', { name: /^Want to go/ }).check();
    await addCoded(page, 'A US state or territory', 'State or territory', 'calif', 'California');
    await page.getByRole('link', { name: 'Add a place' }).first().click();
    await page.getByText('A city or place', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Lisbon');
    await searchAndChoose(page, 'Country', 'portug', 'Portugal');
    await page.getByRole('spinbutton', { name: 'Latitude' }).fill('38.7223');
    await page.getByRole('spinbutton', { name: 'Longitude' }).fill('-9.1393');
    await page.getByRole('button', { name: 'Add place' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Lisbon' })).toBeVisible();
    await expect(page.getByText('City or place in Portugal')).toBeVisible();
    await expect(page.getByText('Position: 38.7223, -9.1393')).toBeVisible();

    // The list with its summary: Japan is wanted, not been; France is marked, and California
    // and Lisbon count the US and Portugal as been.
    await page.getByRole('link', { name: 'Places', exact: true }).click();
    await expect(placeNames(page)).toHaveText(['California', 'France', 'Japan', 'Lisbon']);
    const summary = page.getByRole('region', { name: 'Where you have been' });
    await expect(summary).toContainText('states1 / 50');
    await expect(summary).toContainText('countries3 / 195');
    // The summary's links carry the list's filters, never a visit an editor was about.
    await expect(summary.getByRole('link', { name: 'All stats' })).not.toHaveAttribute(
      'href',
      /visit=/,
    );
    await expect(page.getByRole('list', { name: 'Levels' }).getByRole('listitem')).toHaveCount(5);

    // Filters live in the address: they survive a reload.
    await page
      .getByRole('group', { name: 'Kind' })
      .getByRole('button', { name: 'Country' })
      .click();
    await expect(placeNames(page)).toHaveText(['France', 'Japan']);
    await page
      .getByRole('group', { name: 'Been or not' })
      .getByRole('button', { name: 'Been there' })
      .click();
    await expect(placeNames(page)).toHaveText(['France']);
    await expect(page).toHaveURL(/kind=country/);
    await expect(page).toHaveURL(/status=been/);
    await page.reload();
    await expect(placeNames(page)).toHaveText(['France'], FIRST_PAINT);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await page
      .getByRole('group', { name: 'Continent' })
      .getByRole('button', { name: 'Europe' })
      .click();
    await expect(placeNames(page)).toHaveText(['France', 'Lisbon']);
    await page.getByRole('searchbox', { name: 'Search places' }).fill('portugal');
    await expect(placeNames(page)).toHaveText(['Lisbon']);

    // Kept on the device: still there after a reload.
    await page.goto(TRAVEL);
    await expect(placeNames(page)).toHaveText(
      ['California', 'France', 'Japan', 'Lisbon'],
      FIRST_PAINT,
    );
    await page.getByRole('link', { name: 'Stats', exact: true }).click();
    // France, and Portugal for Lisbon; the United States for California.
    const continents = page.getByRole('region', { name: 'Countries been to, by continent' });
    await expect(continents).toContainText('Europe2');
    await expect(continents).toContainText('North America1');
    // The land of France, the US and Portugal, the year of the French visit, and the states
    // next to California.
    await expect(
      page.getByRole('meter', { name: 'Land in the countries you have been to' }),
    ).toHaveAttribute('aria-valuetext', /^\d+\.\d% of the world’s land$/);
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveText('2023');
    await expect(page.getByRole('region', { name: 'Year in travel' })).toContainText('New: France');
    const nextStates = page.getByRole('list', { name: 'Next state' });
    await expect(nextStates).toContainText('Nevada');
    await nextStates.getByRole('button', { name: 'Add Nevada to the wish list' }).click();
    await nextStates.getByRole('link', { name: 'Open Nevada' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Nevada' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Want to go/ })).toBeChecked();
  },
);

/** Signs a new account in and stores a few places and a visit; answers the visit's id. */
async function seeded(page: Page, world: AccountsWorld, label: string): Promise<string> {
  await verifiedAccount(page, world, uniqueEmail(label));
  const places = await travelPathOf(page, 'places');
  const visits = await travelPathOf(page, 'visits');
  const italy = samplePlace({ kind: 'country', code: 'IT', level: 'lived', description: 'Pasta.' });
  await putDocument(page, world, places, italy, 'country-IT');
  await putDocument(
    page,
    world,
    places,
    samplePlace({ kind: 'state', code: 'US-NY', level: 'want' }),
    'state-US-NY',
  );
  const region = samplePlace({
    kind: 'region',
    code: 'FR-IDF',
    name: 'Île-de-France',
    country: 'FR',
    level: 'passed',
  });
  await putDocument(page, world, places, region, 'region-FR-IDF');
  const visit = sampleVisit('country-IT', { from: '2022-04-01', to: '2022-04-09', note: 'Easter' });
  return putDocument(page, world, visits, visit);
}

/** Opens each screen and runs axe on it. */
async function axeOn(page: Page, screens: readonly (readonly [string, string])[]) {
  for (const [url, heading] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible(
      FIRST_PAINT,
    );
    await expectNoAxeViolations(page);
  }
}

for (const theme of ['light', 'dark'] as const) {
  accountsTest.describe(`in the ${theme} theme`, () => {
    accountsTest.describe.configure({ timeout: 300_000 });
    accountsTest.beforeEach(({ page }) => presetTheme(page, theme));

    accountsTest(
      'the empty screens, the list and a place have no axe violations',
      async ({ page, world }) => {
        await axeOn(page, [
          [TRAVEL, 'No places yet'],
          [`${TRAVEL}?view=stats`, 'No stats yet'],
        ]);
        await seeded(page, world, `traveller-${theme}`);
        await axeOn(page, [
          [TRAVEL, 'Your places'],
          [`${TRAVEL}?place=country-IT`, 'Italy'],
          [`${TRAVEL}?place=country-IT&view=edit`, 'Edit place'],
        ]);
      },
    );

    accountsTest(
      'the editors, the add flow and the stats have no axe violations',
      async ({ page, world }) => {
        const visitId = await seeded(page, world, `editor-${theme}`);
        await axeOn(page, [
          [`${TRAVEL}?place=country-IT&view=new-visit`, 'New visit'],
          [`${TRAVEL}?place=country-IT&view=edit-visit&visit=${visitId}`, 'Edit visit'],
          [`${TRAVEL}?place=nowhere`, 'Place not found'],
          [`${TRAVEL}?view=add`, 'Add a place'],
        ]);
        // The region step, its list loaded for the chosen country.
        await page.getByText('A region of a country', { exact: true }).click();
        await searchAndChoose(page, 'Country', 'ital', 'Italy');
        await expect(page.getByRole('combobox', { name: 'Region' })).toBeVisible();
        await expectNoAxeViolations(page);
        // Today's regions, named by their code.
        await searchAndChoose(page, 'Region', 'lomb', 'Lombardia (IT-25)');
        // The stats once the atlases have given the land and the neighbours.
        await page.goto(`${TRAVEL}?view=stats`);
        await expect(page.getByRole('list', { name: 'Next country' })).toBeVisible(FIRST_PAINT);
        await expect(page.getByRole('meter', { name: /^Land/ })).toBeVisible();
        await expectNoAxeViolations(page);
      },
    );
  });
}
