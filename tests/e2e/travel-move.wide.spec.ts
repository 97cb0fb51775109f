import { chooseFile, download, expect, test } from './fixtures.ts';
import { SEED_CSV } from './travel-fixtures.ts';

/**
 * Moving a visitor's travels in and out: a CSV of places read through the mapping and the
 * preview (unknown rows flagged, nothing added twice), the places out as GeoJSON, KML and
 * CSV, and the whole tool as JSON out and back in, equal.
 */

const MOVE = '/travel-tracker?view=move';

test('a CSV comes in once, the places go out as GeoJSON, KML and CSV, and the JSON comes back equal', async ({
  page,
}) => {
  await test.step('the CSV, through the mapping and the preview', async () => {
    await page.goto(MOVE);
    await expect(page.getByRole('link', { name: 'Open the printable map' })).toHaveAttribute(
      'href',
      '/travel-tracker?view=map&print=1',
    );
    await chooseFile(page, 'places.csv', SEED_CSV);
    await expect(page.getByRole('heading', { name: 'places.csv' })).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Column for Country' })).toHaveText('Country');
    await expect(
      page.getByRole('table', { name: 'Preview' }).getByRole('row', { name: /Atlantis/ }),
    ).toContainText('Cannot be read: No country called “Atlantis”');
    await expect(page.getByTestId('import-counts')).toHaveText(
      '4 new places, 3 new visits, 1 row cannot be read',
    );
    await page.getByRole('button', { name: 'Import 7 records' }).click();
    await expect(
      page.getByRole('heading', { name: 'Imported 4 places and 3 visits' }),
    ).toBeFocused();
  });

  await test.step('the same file again adds nothing', async () => {
    await page.getByRole('button', { name: 'Import another file' }).click();
    await chooseFile(page, 'places.csv', SEED_CSV);
    await expect(page.getByTestId('import-counts')).toHaveText(
      '0 new places, 0 new visits, 4 places here already, 1 row cannot be read',
    );
    await expect(page.getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();
    await expect(
      page.getByRole('table', { name: 'Preview' }).getByRole('row', { name: /France/ }),
    ).toContainText('Already marked: only its visit is added');
    // Cancel goes back to choosing a file.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('File to import (.csv or .json)')).toBeAttached();
  });

  await test.step('the places out as GeoJSON, KML and CSV', async () => {
    const geojson = await download(page, 'Export Map pins (GeoJSON)');
    expect(geojson.name).toMatch(/^travel-places-\d{4}-\d{2}-\d{2}\.geojson$/);
    const collection = JSON.parse(geojson.text) as {
      type: string;
      features: { id: string; geometry: { coordinates: number[] } | null; properties: object }[];
    };
    expect(collection.type).toBe('FeatureCollection');
    const california = collection.features.find((feature) => feature.id === 'state-US-CA')!;
    // Longitude first: California's is west of Greenwich.
    expect(california.geometry!.coordinates[0]).toBeLessThan(-114);
    expect(california.geometry!.coordinates[1]).toBeGreaterThan(32);
    expect(california.properties).toMatchObject({
      name: 'California',
      level: 'stayed',
      visits: 1,
    });

    const kml = await download(page, 'Export Map pins (KML)');
    expect(kml.text).toContain('<kml xmlns="http://www.opengis.net/kml/2.2">');
    expect(kml.text.match(/<Placemark /g)).toHaveLength(4);

    const csv = await download(page, 'Export Places (CSV)');
    expect(csv.text.split('\r\n')[0]).toBe(
      'Name,Kind,Code,Country,Level,First visit,Last visit,Visits,Latitude,Longitude,Notes',
    );
    const visits = await download(page, 'Export Visits (CSV)');
    expect(visits.text.trimEnd().split('\r\n')).toHaveLength(4);
  });

  await test.step('the whole tool out as JSON and back in, equal', async () => {
    const before = await download(page, 'Export Everything (JSON)');
    expect(before.name).toMatch(/^travel-tracker-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(before.text) as {
      collections: { places: object; visits: object };
    };
    expect(Object.keys(exported.collections.places)).toHaveLength(4);

    await chooseFile(page, before.name, before.text, 'application/json');
    await expect(page.getByRole('heading', { name: before.name })).toBeFocused();
    await expect(page.getByText('7 records of the file are here already')).toBeVisible();
    await page.getByRole('button', { name: 'Import 7 records' }).click();
    await expect(page.getByRole('heading', { name: 'Imported 7 records' })).toBeVisible();
    const after = await download(page, 'Export Everything (JSON)');
    expect((JSON.parse(after.text) as typeof exported).collections).toEqual(exported.collections);
  });
});
