import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { placesCsvTable, PLACE_HEADERS, visitsCsvTable, VISIT_HEADERS } from './csv-export.ts';
import { guessPlaceColumns, planPlaceImport, readPlaceRows } from './csv-import.ts';
import { summarisePlaces } from './place-summary.ts';
import { CODES, nameOf, PLACES, STAMP, VISITS } from './test-data.ts';
import { readCsv, writeCsv } from '../../csv/csv-table.ts';

const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true });

describe('the places CSV', () => {
  const table = placesCsvTable(summarisePlaces(PLACES, VISITS, nameOf));
  const text = writeCsv(table.headers, table.rows);

  it('round-trips through papaparse cell for cell, one row per place', () => {
    const parsed = parse(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([...PLACE_HEADERS]);
    expect(parsed.data).toHaveLength(PLACES.length + 1);
    const france = parsed.data.find((row) => row[0] === 'France')!;
    expect(france).toEqual([
      'France',
      'country',
      'FR',
      '',
      'Lived',
      '2019-05-01',
      '2023-08-02',
      '2',
      '',
      '',
      '',
    ]);
    // Quotes, commas and line breaks stay inside their cell; a formula is kept from running.
    const cafe = parsed.data.find((row) => row[0]!.startsWith('Tom'))!;
    expect(cafe[0]).toBe('Tom & Jerry’s <"Café">, Paris');
    expect(cafe[10]).toBe('Line one\nline two, with "quotes" and =SUM(A1)');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('reads back in through the import as the same places, with no duplicates', () => {
    const read = readCsv(text);
    const mapping = guessPlaceColumns(read.headers);
    expect(mapping).toMatchObject({ name: 0, kind: 1, code: 2, country: 3, level: 4 });
    const rows = readPlaceRows(read, mapping, { codes: CODES, dateOrder: 'ymd', existing: [] });
    expect(rows.filter((row) => !row.ok)).toEqual([]);
    let next = 0;
    const plan = planPlaceImport(rows, [], () => `new${(next += 1)}`, STAMP);
    const back = Object.fromEntries(plan.places);
    expect(Object.keys(back).filter((id) => !id.startsWith('new'))).toEqual([
      'country-FR',
      'state-US-CA',
      'region-FR-IDF',
    ]);
    expect(plan.places).toHaveLength(5);
    // The first and last visits come back as day visits.
    expect(plan.visits.map(([, visit]) => [visit.placeId, visit.from, visit.to])).toEqual([
      ['country-FR', '2019-05-01', undefined],
      ['country-FR', '2023-08-02', undefined],
      [plan.places[2]![0], '2019-05-03', undefined],
      [plan.places[2]![0], '2019-05-04', undefined],
    ]);
    expect(back['country-FR']!.level).toBe('lived');
    const cafe = Object.values(back).find((p) => p.name?.startsWith('Tom'))!;
    expect(cafe).toMatchObject({
      kind: 'city',
      country: 'FR',
      latitude: 48.8566,
      longitude: 2.3522,
      description: PLACES[2]!.place.description,
    });
    // Importing into the tool that has them adds nothing.
    const again = readPlaceRows(read, mapping, {
      codes: CODES,
      dateOrder: 'ymd',
      existing: PLACES,
    });
    const plan2 = planPlaceImport(again, VISITS, () => 'x', STAMP);
    expect(plan2.places).toEqual([]);
    expect(plan2.visits).toEqual([]);
    expect(plan2.repeatedVisits).toBe(4);
    expect(plan2.existingPlaces).toBe(5);
  });
});

describe('the visits CSV', () => {
  it('has a row per visit of a known place, by date, that papaparse reads back', () => {
    const table = visitsCsvTable(PLACES, VISITS, nameOf);
    const parsed = parse(writeCsv(table.headers, table.rows));
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      [...VISIT_HEADERS],
      ['France', 'country', 'FR', '2019-05-01', '2019-05-10', 'Spring'],
      ['Tom & Jerry’s <"Café">, Paris', 'city', '', '2019-05-03', '2019-05-04', ''],
      ['France', 'country', 'FR', '2023-08-02', '', ''],
    ]);
  });
});
