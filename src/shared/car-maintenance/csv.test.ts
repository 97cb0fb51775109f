import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FuelEntry, Service, Vehicle } from './car-model.ts';
import { fuelTable, servicesTable } from './csv-export.ts';
import { planCsvImport } from './csv-import.ts';
import { detectPreset, presetById, presetMapping } from './csv-presets.ts';
import { guessMapping, type ImportContext, type ImportOptions } from './csv-records.ts';
import { readCsv, writeCsv } from '../csv/csv-table.ts';
import { guessDateOrder, parseAmount, parseDay, parseYesNo } from '../csv/csv-values.ts';

const NOW = '2026-03-09T10:00:00.000Z';
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const car = (name: string): Vehicle => ({
  name,
  odometerUnit: 'mi',
  fuelType: 'petrol',
  archived: false,
  createdAt: NOW,
  updatedAt: NOW,
});

function context(overrides: Partial<ImportContext> = {}): ImportContext {
  let next = 0;
  return {
    vehicles: [{ id: 'car1', vehicle: car('Civic') }],
    locations: [
      { id: 'shop1', location: { name: 'Corner Garage', createdAt: NOW, updatedAt: NOW } },
    ],
    services: [],
    fuel: [],
    newId: () => `id${next++}`,
    now: NOW,
    ...overrides,
  };
}

const options = (overrides: Partial<ImportOptions>): ImportOptions => ({
  type: 'services',
  mapping: {},
  dateOrder: 'mdy',
  carId: 'car1',
  fuelUnit: 'gal',
  newCar: { odometerUnit: 'mi', fuelType: 'petrol' },
  ...overrides,
});

describe('readCsv', () => {
  it('keeps commas, quotes and line breaks inside quoted cells, and knows each row’s line', () => {
    const table = readCsv('a,b,c\r\n1,"x, y","say ""hi"""\r\n2,"two\r\nlines",z\r\n\r\n3,,\r\n');
    expect(table.headers).toEqual(['a', 'b', 'c']);
    expect(table.rows).toEqual([
      { line: 2, cells: ['1', 'x, y', 'say "hi"'] },
      { line: 3, cells: ['2', 'two\r\nlines', 'z'] },
      { line: 6, cells: ['3', '', ''] },
    ]);
  });

  it('drops a byte order mark and finds semicolon and tab delimiters', () => {
    const semicolons = readCsv('\ufeffDatum;Kosten;Notiz\n09.03.2025;"1.234,50 €";"a; b"\n');
    expect(semicolons.delimiter).toBe(';');
    expect(semicolons.headers).toEqual(['Datum', 'Kosten', 'Notiz']);
    expect(semicolons.rows[0]!.cells).toEqual(['09.03.2025', '1.234,50 €', 'a; b']);
    expect(readCsv('a\tb\n1\t2\n').rows[0]!.cells).toEqual(['1', '2']);
  });

  it('writes what it reads back, formula-looking cells included', () => {
    const rows = [
      ['=SUM(A1)', 'x,"y"', '- changed the oil\nand filter'],
      ['@home', '', '+1'],
    ];
    const text = writeCsv(['a', 'b', 'c'], rows);
    expect(text).toContain('"\'=SUM(A1)"');
    expect(readCsv(text).rows.map((row) => row.cells)).toEqual(rows);
  });
});

describe('cell values', () => {
  it('reads dates: ISO always, others in the chosen order', () => {
    expect(parseDay('2025-03-09', 'dmy')).toBe('2025-03-09');
    expect(parseDay('2025-03-09T14:00:00Z', 'mdy')).toBe('2025-03-09');
    expect(parseDay('03/09/2025', 'mdy')).toBe('2025-03-09');
    expect(parseDay('03/09/2025', 'dmy')).toBe('2025-09-03');
    expect(parseDay('9.3.25', 'dmy')).toBe('2025-03-09');
    expect(parseDay('01-18-2024', 'mdy')).toBe('2024-01-18');
    expect(parseDay('1/15/2024 10:02 AM', 'mdy')).toBe('2024-01-15');
    expect(parseDay('2025/3/9', 'mdy')).toBe('2025-03-09');
    expect(parseDay('13/2/2024', 'mdy')).toBeNull();
    expect(parseDay('2025-02-30', 'mdy')).toBeNull();
    expect(parseDay('yesterday', 'mdy')).toBeNull();
  });

  it('guesses the date order from the values that tell', () => {
    expect(guessDateOrder(['03/09/2025', '25/12/2024'])).toBe('dmy');
    expect(guessDateOrder(['03/09/2025', '12/25/2024'], 'dmy')).toBe('mdy');
    expect(guessDateOrder(['03/09/2025'], 'dmy')).toBe('dmy');
    expect(guessDateOrder(['2025/03/09'])).toBe('ymd');
  });

  it('reads amounts with thousands separators, decimal commas and currency signs', () => {
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1 234,56')).toBe(1234.56);
    expect(parseAmount('1\u202f234,56 €')).toBe(1234.56);
    expect(parseAmount('$12.50')).toBe(12.5);
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('12,500')).toBe(12500);
    expect(parseAmount('EUR 7')).toBe(7);
    expect(parseAmount('(12.00)')).toBe(-12);
    expect(parseAmount('1.234.567')).toBe(1234567);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12 apples')).toBeNull();
    expect(parseAmount('1,2,3')).toBeNull();
  });

  it('reads yes and no', () => {
    for (const yes of ['yes', 'True', '1', 'Y']) expect(parseYesNo(yes)).toBe(true);
    for (const no of ['no', 'FALSE', '0', 'n']) expect(parseYesNo(no)).toBe(false);
    expect(parseYesNo(' ')).toBeUndefined();
    expect(parseYesNo('maybe')).toBeNull();
  });
});

describe('guessMapping', () => {
  it('matches headers by name, each column once', () => {
    const mapping = guessMapping('services', [
      'Vehicle',
      'Service Date',
      'Mileage',
      'Total Cost',
      'Notes',
    ]);
    expect(mapping).toMatchObject({ car: 0, date: 1, odometer: 2, cost: 3, notes: 4, shop: null });
  });
});

describe('services export and import', () => {
  const services: [string, Service][] = [
    [
      's2',
      {
        vehicleId: 'car1',
        type: 'custom',
        title: 'New exhaust, "sport"',
        date: '2025-05-01',
        odometer: 50_100,
        lineItems: [
          { kind: 'parts', amount: 300 },
          { kind: 'labour', amount: 120.5 },
        ],
        locationId: 'shop1',
        parts: [],
        dismissedParts: [],
        notes: 'Loud.\nVery loud; "worth it"',
        attachments: [],
        issueIds: [],
        createdAt: NOW,
        updatedAt: NOW,
      },
    ],
    [
      's1',
      {
        vehicleId: 'car1',
        type: 'oil-change',
        date: '2025-01-10',
        lineItems: [],
        parts: [],
        dismissedParts: [],
        attachments: [],
        issueIds: [],
        createdAt: NOW,
        updatedAt: NOW,
      },
    ],
  ];

  it('writes stable headers, oldest first', () => {
    const table = servicesTable(services, {
      vehicles: new Map([['car1', car('Civic')]]),
      locations: new Map([['shop1', { name: 'Corner Garage', createdAt: NOW, updatedAt: NOW }]]),
    });
    expect(table.headers).toEqual([
      'Car',
      'Date',
      'Service type',
      'Title',
      'Odometer',
      'Parts cost',
      'Labour cost',
      'Other cost',
      'Total cost',
      'Shop',
      'Notes',
    ]);
    expect(table.rows.map((row) => row[1])).toEqual(['2025-01-10', '2025-05-01']);
    expect(table.rows[1]).toEqual([
      'Civic',
      '2025-05-01',
      'Custom',
      'New exhaust, "sport"',
      '50100',
      '300',
      '120.5',
      '',
      '420.5',
      'Corner Garage',
      'Loud.\nVery loud; "worth it"',
    ]);
  });

  it('reads its own export back into the same records, with a mapping guessed from the headers', () => {
    const exported = servicesTable(services, {
      vehicles: new Map([['car1', car('Civic')]]),
      locations: new Map([['shop1', { name: 'Corner Garage', createdAt: NOW, updatedAt: NOW }]]),
    });
    const table = readCsv(writeCsv(exported.headers, exported.rows));
    const mapping = guessMapping('services', table.headers);
    const plan = planCsvImport(table.rows, options({ mapping, carId: null }), context());
    expect(plan.errors).toEqual([]);
    expect(plan.newCars).toEqual([]);
    expect(plan.rows.map((row) => row.value)).toEqual([services[1]![1], services[0]![1]]);
    const again = planCsvImport(
      table.rows,
      options({ mapping }),
      context({ services: services.map(([, service]) => service) }),
    );
    expect(again.rows.every((row) => row.duplicate?.includes('already in your history'))).toBe(
      true,
    );
  });

  it('reads LubeLogger’s service records with its preset, each bad row by its line', () => {
    const table = readCsv(fixture('lubelogger-service-records.csv'));
    const preset = detectPreset(table.headers);
    expect(preset?.id).toBe('lubelogger-services');
    const plan = planCsvImport(
      table.rows,
      options({ mapping: presetMapping(preset!, table.headers), dateOrder: preset!.dateOrder }),
      context(),
    );
    expect(plan.errors).toEqual([
      { line: 5, message: 'Date "13/2/2024" is not a date' },
      { line: 6, message: 'Title is required for a custom service' },
    ]);
    expect(plan.rows.map((row) => [row.line, row.value])).toEqual([
      [
        2,
        expect.objectContaining({
          vehicleId: 'car1',
          type: 'oil-change',
          date: '2024-01-15',
          odometer: 45_120,
          lineItems: [{ kind: 'other', amount: 79.99 }],
          notes: 'Synthetic 5W-30, new filter\nTags: oil',
        }),
      ],
      [
        3,
        expect.objectContaining({
          type: 'custom',
          title: 'Replaced front brake pads',
          date: '2024-03-02',
          odometer: 46_000,
          lineItems: [{ kind: 'other', amount: 1234.5 }],
          notes: 'Pads "ceramic"\r\nrotors still fine\nTags: brakes front',
        }),
      ],
    ]);
  });
});

describe('fuel export and import', () => {
  it('round-trips its own fill-ups', () => {
    const fills: [string, FuelEntry][] = [
      [
        'f1',
        {
          vehicleId: 'car1',
          date: '2025-02-01',
          odometer: 1000,
          amount: 40.25,
          unit: 'L',
          cost: 70.1,
          full: false,
          missedBefore: true,
          station: 'Shell, A1',
          notes: 'rain',
          createdAt: NOW,
          updatedAt: NOW,
        },
      ],
    ];
    const exported = fuelTable(fills, { vehicles: new Map([['car1', car('Civic')]]) });
    const table = readCsv(writeCsv(exported.headers, exported.rows));
    const plan = planCsvImport(
      table.rows,
      options({ type: 'fuel', mapping: guessMapping('fuel', table.headers) }),
      context(),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.rows.map((row) => row.value)).toEqual([fills[0]![1]]);
  });

  it('reads LubeLogger’s gas records with its preset', () => {
    const table = readCsv(fixture('lubelogger-gas-records.csv'));
    const preset = detectPreset(table.headers)!;
    expect(preset.id).toBe('lubelogger-fuel');
    const plan = planCsvImport(
      table.rows,
      options({ type: 'fuel', mapping: presetMapping(preset, table.headers), fuelUnit: 'gal' }),
      context(),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.rows.map((row) => row.value)).toEqual([
      expect.objectContaining({
        date: '2024-01-05',
        odometer: 45_000,
        amount: 11.2,
        cost: 39.76,
        full: true,
        missedBefore: false,
      }),
      expect.objectContaining({ date: '2024-01-19', notes: 'Costco, pump 4' }),
      expect.objectContaining({ date: '2024-02-02', full: false, missedBefore: false }),
      expect.objectContaining({ date: '2024-02-16', full: true, missedBefore: true }),
    ]);
    expect(plan.rows[0]!.value).toMatchObject({ unit: 'gal', vehicleId: 'car1' });
  });

  it('reads Fuelly’s export with its preset: cars by name, missing ones to create, cost from the price', () => {
    const table = readCsv(fixture('fuelly-fuelups.csv'));
    const preset = detectPreset(table.headers)!;
    expect(preset.id).toBe('fuelly');
    const plan = planCsvImport(
      table.rows,
      options({
        type: 'fuel',
        mapping: presetMapping(preset, table.headers),
        dateOrder: preset.dateOrder,
        fuelUnit: preset.fuelUnit!(table.headers),
        carId: null,
      }),
      context(),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.newCars.map((newCar) => newCar.vehicle.name)).toEqual(['Miata']);
    const miata = plan.newCars[0]!.id;
    expect(plan.rows.map((row) => row.value)).toEqual([
      expect.objectContaining({
        vehicleId: 'car1',
        date: '2024-01-04',
        odometer: 12_000,
        amount: 10.5,
        unit: 'gal',
        cost: 36.74,
        full: true,
        station: 'Shell',
        notes: 'first',
      }),
      expect.objectContaining({
        vehicleId: 'car1',
        date: '2024-01-18',
        cost: 37.83,
        station: 'Mobil',
      }),
      expect.objectContaining({
        vehicleId: miata,
        full: false,
        missedBefore: false,
        notes: 'top down, sunny',
      }),
      expect.objectContaining({
        vehicleId: miata,
        date: '2024-02-03',
        full: true,
        missedBefore: true,
      }),
    ]);
  });

  it('says what is wrong with a row, by its line', () => {
    const table = readCsv(
      'Date;Odometer;Amount;Unit;Full\n2025-01-01;1000;40;L;yes\n2025-01-02;;40;L;yes\n2025-01-03;1100;forty;L;yes\n2025-01-04;1200;40;buckets;yes\n2025-01-05;1300;40;L;perhaps\n2025-01-06;-5;40;L;no\n',
    );
    const plan = planCsvImport(
      table.rows,
      options({ type: 'fuel', mapping: guessMapping('fuel', table.headers), carId: null }),
      context({ vehicles: [] }),
    );
    expect(plan.errors).toEqual([
      { line: 2, message: 'No car: choose the car these records are for' },
      { line: 3, message: 'Odometer is missing: map an odometer or a trip distance column' },
      { line: 4, message: 'Amount "forty" is not a number' },
      { line: 5, message: 'Unit "buckets" is not litres, gallons or kWh' },
      { line: 6, message: 'Filled to full "perhaps" is not yes or no' },
      { line: 7, message: 'No car: choose the car these records are for' },
    ]);
    const withCar = planCsvImport(
      table.rows,
      options({ type: 'fuel', mapping: guessMapping('fuel', table.headers) }),
      context(),
    );
    expect(withCar.errors.at(-1)).toEqual({ line: 7, message: 'Odometer cannot be negative' });
    expect(withCar.rows).toHaveLength(1);
  });
});

describe('presets', () => {
  it('are recognised only by their own headers', () => {
    expect(detectPreset(['Date', 'Odometer', 'Notes'])).toBeUndefined();
    expect(presetById('fuelly')?.fuelUnit!(['litres'])).toBe('L');
  });
});
