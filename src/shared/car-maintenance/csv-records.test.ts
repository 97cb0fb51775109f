import { describe, expect, it } from 'vitest';
import type { CarIssue, FuelEntry, Reminder, ServiceLocation, Vehicle } from './car-model.ts';
import { csvTableFor } from './csv-export.ts';
import { planCsvImport } from './csv-import.ts';
import { detectPreset, presetMapping } from './csv-presets.ts';
import {
  guessMapping,
  type CsvRecordType,
  type ImportContext,
  type ImportOptions,
} from './csv-records.ts';
import { fuelEconomy } from './fuel-economy.ts';
import { emptyToolData } from './tool-export.ts';
import { readCsv, writeCsv } from '../csv/csv-table.ts';

const NOW = '2026-03-09T10:00:00.000Z';
const stamps = { createdAt: NOW, updatedAt: NOW };
const car: Vehicle = {
  name: 'Golf',
  odometerUnit: 'km',
  fuelType: 'diesel',
  archived: false,
  ...stamps,
};

function contextWith(vehicles = [{ id: 'car1', vehicle: car }]): ImportContext {
  let next = 0;
  return {
    vehicles,
    locations: [],
    services: [],
    fuel: [],
    newId: () => `id${next++}`,
    now: NOW,
  };
}

function optionsFor(type: CsvRecordType, headers: readonly string[]): ImportOptions {
  return {
    type,
    mapping: guessMapping(type, headers),
    dateOrder: 'ymd',
    carId: null,
    fuelUnit: 'L',
    newCar: { odometerUnit: 'km', fuelType: 'petrol' },
  };
}

/** Writes `type`'s records of `data` as CSV and reads the file back as new records. */
function roundTrip(type: CsvRecordType, data: ReturnType<typeof emptyToolData>) {
  const out = csvTableFor(type, data);
  const table = readCsv(writeCsv(out.headers, out.rows));
  return planCsvImport(table.rows, optionsFor(type, table.headers), contextWith());
}

describe('every record type goes out as CSV and back', () => {
  it('cars, with their identity and unit', () => {
    const data = emptyToolData();
    data.vehicles.a = {
      ...car,
      name: 'Van, the white one',
      make: 'Ford',
      model: 'Transit',
      year: 2019,
      vin: '1M8GDM9AXKP042788',
      plate: 'AB-12',
      odometerUnit: 'mi',
      purchaseDate: '2020-02-29',
      purchasePrice: 18500,
      notes: 'Roof rack',
    };
    const plan = roundTrip('vehicles', data);
    expect(plan.errors).toEqual([]);
    expect(plan.rows.map((row) => row.value)).toEqual([data.vehicles.a]);
    expect(plan.rows[0]!.duplicate).toBeUndefined();
  });

  it('shops, reminders and issues, their cars found by name', () => {
    const data = emptyToolData();
    data.vehicles.car1 = car;
    const shop: ServiceLocation = {
      name: 'Corner Garage',
      address: '1 Main St',
      phone: '+1 555 0100',
      website: 'https://garage.example',
      email: 'desk@garage.example',
      ...stamps,
    };
    data.locations.s = shop;
    const reminder: Reminder = {
      vehicleId: 'car1',
      type: 'oil-change',
      intervalMonths: 12,
      intervalDistance: 15000,
      startDate: '2025-06-01',
      startOdometer: 40000,
      ...stamps,
    };
    const custom: Reminder = {
      vehicleId: 'car1',
      type: 'custom',
      title: 'MOT',
      dueDate: '2026-05-01',
      startDate: '2025-05-01',
      ...stamps,
    };
    data.reminders = { r1: reminder, r2: custom };
    const issue: CarIssue = {
      vehicleId: 'car1',
      title: 'Rattle from the left door',
      description: 'Over bumps',
      parts: [],
      dismissedParts: [],
      noticedDate: '2025-11-02',
      noticedOdometer: 41200,
      photoIds: [],
      status: 'resolved',
      ...stamps,
    };
    data.issues.i = issue;
    expect(roundTrip('locations', data).rows.map((row) => row.value)).toEqual([shop]);
    const reminders = roundTrip('reminders', data);
    expect(reminders.errors).toEqual([]);
    expect(reminders.rows.map((row) => row.value)).toEqual([custom, reminder]);
    expect(roundTrip('issues', data).rows.map((row) => row.value)).toEqual([issue]);
  });

  it('says which rows repeat a record here', () => {
    const table = readCsv('Name,Make\ngolf,VW\nPolo,VW\nPolo,VW\n');
    const plan = planCsvImport(table.rows, optionsFor('vehicles', table.headers), contextWith());
    expect(plan.rows.map((row) => row.duplicate)).toEqual([
      'A car of this name is already in your garage',
      undefined,
      'The same car is on an earlier line of this file',
    ]);
  });

  it('reports each bad row by its line', () => {
    const table = readCsv(
      'Car,Title,Status,First noticed\nGolf,,open,\nGolf,Squeak,maybe,\nGolf,Leak,open,31/31/2025\n',
    );
    const plan = planCsvImport(table.rows, optionsFor('issues', table.headers), contextWith());
    expect(plan.errors).toEqual([
      { line: 2, message: 'Title is missing' },
      { line: 3, message: 'Status "maybe" is not open or resolved' },
      { line: 4, message: 'First noticed "31/31/2025" is not a date' },
    ]);
  });
});

describe('LubeLogger presets beyond services and fuel', () => {
  it('reads its reminders and planner items', () => {
    const reminders = readCsv(
      'Description,Urgency,Metric,Notes,DueDate,DueOdometer\nOil Change,NotUrgent,Both,5W-30,6/1/2026,50000\nInspection,PastDue,Date,,1/15/2026,\n',
    );
    const preset = detectPreset(reminders.headers)!;
    expect(preset.id).toBe('lubelogger-reminders');
    const plan = planCsvImport(
      reminders.rows,
      {
        ...optionsFor('reminders', []),
        mapping: presetMapping(preset, reminders.headers),
        dateOrder: 'mdy',
        carId: 'car1',
      },
      contextWith(),
    );
    expect(plan.errors).toEqual([]);
    expect(plan.rows.map((row) => row.value)).toMatchObject([
      { type: 'oil-change', dueDate: '2026-06-01', dueOdometer: 50000, notes: '5W-30' },
      { type: 'inspection', dueDate: '2026-01-15' },
    ]);

    const planner = readCsv(
      'DateCreated,DateModified,Description,Notes,Type,Priority,Progress,Cost\n3/1/2025 10:00:00 AM,3/2/2025,Replace wipers,Streaking,ServiceRecord,Normal,Done,20\n4/1/2025,4/1/2025,Fix trim,,RepairRecord,Low,Backlog,0\n',
    );
    const plannerPreset = detectPreset(planner.headers)!;
    expect(plannerPreset.id).toBe('lubelogger-planner');
    const issues = planCsvImport(
      planner.rows,
      {
        ...optionsFor('issues', []),
        mapping: presetMapping(plannerPreset, planner.headers),
        dateOrder: 'mdy',
        carId: 'car1',
      },
      contextWith(),
    );
    expect(issues.rows.map((row) => row.value)).toMatchObject([
      {
        title: 'Replace wipers',
        description: 'Streaking',
        noticedDate: '2025-03-01',
        status: 'resolved',
      },
      { title: 'Fix trim', noticedDate: '2025-04-01', status: 'open' },
    ]);
  });
});

describe('Fuelly rows without an odometer', () => {
  const HEADERS =
    'car_name,model,mpg,odometer,miles,gallons,price,city_percentage,fuelup_date,date_added,tags,notes,missed_fuelup,partial_fuelup,latitude,longitude,brand';
  const fuelly = (rows: string[]) => readCsv([HEADERS, ...rows].join('\n'));
  const plan = (text: ReturnType<typeof fuelly>, existing: ImportContext = contextWith()) => {
    const preset = detectPreset(text.headers)!;
    return planCsvImport(
      text.rows,
      {
        ...optionsFor('fuel', []),
        mapping: presetMapping(preset, text.headers),
        dateOrder: 'mdy',
        fuelUnit: 'gal',
      },
      existing,
    );
  };

  it('counts the odometer from the trip miles, forward and back from a known reading', () => {
    const table = fuelly([
      'Golf,VW,0,,300,10,3.5,50,01-20-2024,,,,0,0,,,',
      'Golf,VW,0,12000,0,10,3.5,50,01-04-2024,,,,0,0,,,',
      'Golf,VW,0,,340,10,3.5,50,02-03-2024,,,,0,0,,,',
      'Golf,VW,0,,,10,3.5,50,02-10-2024,,,,0,0,,,',
    ]);
    // The first row read is dated after the one with a reading: the rows are taken by date.
    const result = plan(table);
    expect(
      result.rows.map((row) => [row.line, (row.value as { odometer: number }).odometer]),
    ).toEqual([
      [2, 12300],
      [3, 12000],
      [4, 12640],
    ]);
    expect(result.rows[0]!.notes).toEqual(['Odometer worked out from the trip distance']);
    expect(result.errors).toEqual([
      {
        line: 5,
        message:
          'Odometer is missing, and no reading before or after it to count the trip distance from',
      },
    ]);
  });

  it('starts from the car’s last reading here when the file has none', () => {
    const table = fuelly(['Golf,VW,0,,250,8,3.5,50,03-01-2024,,,,0,0,,,']);
    const existing: ImportContext = {
      ...contextWith(),
      services: [
        {
          vehicleId: 'car1',
          type: 'oil-change' as const,
          date: '2024-02-01',
          odometer: 20000,
          lineItems: [],
          parts: [],
          dismissedParts: [],
          attachments: [],
          issueIds: [],
          ...stamps,
        },
      ],
    };
    expect(
      plan(table, existing).rows.map((row) => (row.value as { odometer: number }).odometer),
    ).toEqual([20250]);
  });

  it('gives fill-ups whose economy counts', () => {
    const table = fuelly([
      'Golf,VW,0,1000,0,10,3.5,50,01-01-2024,,,,0,0,,,',
      'Golf,VW,0,,300,10,3.5,50,01-15-2024,,,,0,0,,,',
    ]);
    const fills = plan(table).rows.map((row) => ({ id: row.id, fill: row.value as FuelEntry }));
    const economy = fuelEconomy(fills, 'mi');
    expect(economy.ordered.map((interval) => interval.distance)).toEqual([300]);
  });
});
