import { describe, expect, it } from 'vitest';
import { guessPlaceColumns, mappingProblem, planPlaceImport, readPlaceRows } from './csv-import.ts';
import { CODES, PLACES, STAMP, VISITS } from './test-data.ts';
import { readCsv } from '../../csv/csv-table.ts';

const read = (text: string, existing = PLACES, dateOrder: 'mdy' | 'dmy' = 'dmy') => {
  const table = readCsv(text);
  return readPlaceRows(table, guessPlaceColumns(table.headers), {
    codes: CODES,
    dateOrder,
    existing,
  });
};

const ids = () => {
  let next = 0;
  return () => `id${(next += 1)}`;
};

describe('readPlaceRows', () => {
  it('knows a country by its name, in other languages, or its alpha-2 or alpha-3 code', () => {
    const rows = read(
      'Country;Level\nGermany;visited\nDeutschland;\nDEU;stayed\nde;\nJapon;want\n',
      [],
    );
    expect(rows.map((row) => row.ok && row.value.id)).toEqual([
      'country-DE',
      'country-DE',
      'country-DE',
      'country-DE',
      'country-JP',
    ]);
    expect(rows.map((row) => row.ok && row.value.place.level)).toEqual([
      'visited',
      'visited',
      'stayed',
      'visited',
      'want',
    ]);
  });

  it('knows a state by its name, postal code or ISO code, and a bare name as a country first', () => {
    const rows = read(
      'State,Name,Kind\nCalifornia,,\nca,,\nUS-DC,,\n,Georgia,\n,Georgia,state\n',
      [],
    );
    expect(rows.map((row) => row.ok && row.value.id)).toEqual([
      'state-US-CA',
      'state-US-CA',
      'state-US-DC',
      'country-GE',
      'state-US-GA',
    ]);
  });

  it('knows a region by its code, or by its name or code within its country', () => {
    const rows = read(
      'Region,Country\nFR-IDF,\nfr-ara,\nile de france,France\nARA,FR\nNarnia,FR\nFR-XXX,\n',
      [],
    );
    expect(rows.map((row) => (row.ok ? row.value.id : row.reason))).toEqual([
      'region-FR-IDF',
      'region-FR-ARA',
      'region-FR-IDF',
      'region-FR-ARA',
      'No region of FR called “Narnia”',
      '“FR-XXX” is not a region this app knows',
    ]);
  });

  it('flags the rows it cannot read, with the reason', () => {
    const rows = read(
      [
        'Name,Country,State,Region,Level,First visit,Last visit',
        'x,Atlantis,,,,,',
        ',,Ontario,,,,',
        ',,,Bavaria,,,',
        'Rome,,,,sometimes,,',
        'Lyon,France,,,,31/02/2020,',
        'Nice,France,,,,05/03/2020,01/03/2020',
        ',,,,,,',
      ].join('\n'),
    );
    expect(rows.map((row) => (row.ok ? 'ok' : `${row.label}: ${row.reason}`))).toEqual([
      'x: No country called “Atlantis”',
      'Ontario: No US state or territory called “Ontario”',
      'Bavaria: Give the region’s country, or its ISO code (like FR-IDF), not “Bavaria”',
      'Rome: “sometimes” is not a level (Lived, Stayed, Visited, Passed through, Want to go)',
      'Lyon: “31/02/2020” is not a date',
      'Nice: The last visit is before the first',
    ]);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('makes cities with their country and position, and visits from the dates', () => {
    const [lyon, nowhere] = read(
      'Name,Country,Lat,Lon,Date,End,Notes\nLyon,FR,45.76,4.84,03/05/2021,06/05/2021,Food\nAtlantis,,,,,,\n',
    );
    expect(lyon).toMatchObject({
      ok: true,
      warnings: [],
      value: {
        id: null,
        existing: false,
        place: { kind: 'city', name: 'Lyon', country: 'FR', latitude: 45.76, longitude: 4.84 },
        visits: [{ from: '2021-05-03', to: '2021-05-06' }],
      },
    });
    expect(lyon!.ok && lyon!.value.place.description).toBe('Food');
    expect(nowhere).toMatchObject({
      ok: true,
      warnings: ['Not a country or state: added as a city'],
    });
  });

  it('makes a day visit of each of a row’s first and last visits', () => {
    const [row] = read('Country,First visit,Last visit\nJP,01/02/2003,04/05/2006\n', []);
    expect(row!.ok && row!.value.visits).toEqual([{ from: '2003-02-01' }, { from: '2006-05-04' }]);
  });

  it('says when the mapping names no place', () => {
    expect(mappingProblem({ level: 0 })).toMatch(/Choose the column/);
    expect(mappingProblem({ country: 0 })).toBeNull();
  });
});

describe('planPlaceImport', () => {
  it('never adds a coded place twice, and adds only new visits to places already here', () => {
    const rows = read(
      [
        'Country,Level,From,To',
        'France,visited,01/05/2019,10/05/2019', // France is here, with this visit
        'France,visited,01/01/2024,',
        'Japan,passed,02/02/2022,',
        'JPN,stayed,03/03/2023,',
        'Japan,want,,',
      ].join('\n'),
    );
    expect(rows[0]).toMatchObject({
      ok: true,
      warnings: ['Already marked: only its visit is added'],
    });
    const plan = planPlaceImport(rows, VISITS, ids(), STAMP);
    // One Japan, at the highest level its rows give.
    expect(plan.places).toEqual([
      [
        'country-JP',
        {
          kind: 'country',
          code: 'JP',
          level: 'stayed',
          photos: [],
          createdAt: STAMP,
          updatedAt: STAMP,
        },
      ],
    ]);
    expect(plan.existingPlaces).toBe(1);
    expect(plan.repeatedVisits).toBe(1);
    expect(plan.visits.map(([, visit]) => [visit.placeId, visit.from])).toEqual([
      ['country-FR', '2024-01-01'],
      ['country-JP', '2022-02-02'],
      ['country-JP', '2023-03-03'],
    ]);
  });

  it('makes one city of rows naming it alike, and finds a city already here', () => {
    const rows = read(
      'Name,Country,Date\nKyoto,JP,01/04/2018\nkyoto,Japan,01/04/2019\nNowhere,,\n',
    );
    const plan = planPlaceImport(rows, [], ids(), STAMP);
    expect(plan.places.map(([id, place]) => [id, place.name])).toEqual([['id1', 'Kyoto']]);
    expect(plan.visits.map(([, visit]) => visit.placeId)).toEqual(['id1', 'id1']);
    expect(plan.existingPlaces).toBe(1);
  });
});
