import { vehicleSchema } from './car-maintenance-schema.ts';
import type {
  CarIssue,
  FuelEntry,
  Reminder,
  Service,
  ServiceLocation,
  Vehicle,
} from './car-model.ts';
import { tripOdometers } from './csv-fuel-odometer.ts';
import {
  readFill,
  readIssue,
  readLocation,
  readReminder,
  readService,
  readVehicle,
  RowProblem,
  rowCells,
  type RowSetting,
} from './csv-read-row.ts';
import {
  BELONGS_TO_CAR,
  CSV_RECORD_NOUNS,
  normal,
  type CsvDocument,
  type CsvImportPlan,
  type CsvRecordType,
  type ImportContext,
  type ImportOptions,
  type NewCar,
} from './csv-records.ts';

/**
 * The rows of a CSV table as records of one type, each checked by its schema: those that
 * pass (with a warning when they repeat a record), those that do not (by line, with the
 * reason), and the cars to create for names the garage lacks. Pure, so it runs in a worker.
 */

/** A record's identity for repeats, by type: the same car, day, kind and reading… */
const KEYS: { [T in CsvRecordType]: (value: never) => string } = {
  services: (service: Service) =>
    [
      service.vehicleId,
      service.date,
      service.type,
      normal(service.title ?? ''),
      service.odometer ?? '',
    ].join('|'),
  fuel: (fill: FuelEntry) => [fill.vehicleId, fill.date, fill.odometer].join('|'),
  vehicles: (car: Vehicle) => car.name.trim().toLowerCase(),
  locations: (shop: ServiceLocation) => shop.name.trim().toLowerCase(),
  reminders: (reminder: Reminder) =>
    [reminder.vehicleId, reminder.type, normal(reminder.title ?? '')].join('|'),
  issues: (issue: CarIssue) =>
    [issue.vehicleId, normal(issue.title), issue.noticedDate ?? ''].join('|'),
};

const keyOf = (type: CsvRecordType, value: CsvDocument) =>
  (KEYS[type] as (value: CsvDocument) => string)(value);

/** What "already here" means for each type, in the warning. */
const ALREADY: Readonly<Record<CsvRecordType, string>> = {
  services: 'The same service (car, date, type and odometer) is already in your history',
  fuel: 'A fill-up of the same car, date and odometer is already in your log',
  vehicles: 'A car of this name is already in your garage',
  locations: 'A shop of this name is already in your shop book',
  reminders: 'The same reminder (car and service) is already set',
  issues: 'The same issue (car, title and date noticed) is already noted',
};

function existingOf(type: CsvRecordType, context: ImportContext): readonly CsvDocument[] {
  switch (type) {
    case 'services':
      return context.services;
    case 'fuel':
      return context.fuel;
    case 'vehicles':
      return context.vehicles.map((car) => car.vehicle);
    case 'locations':
      return context.locations.map((shop) => shop.location);
    case 'reminders':
      return context.reminders ?? [];
    case 'issues':
      return context.issues ?? [];
  }
}

export function planCsvImport(
  rows: readonly { line: number; cells: readonly string[] }[],
  options: ImportOptions,
  context: ImportContext,
): CsvImportPlan {
  const carsByName = new Map<string, string>();
  for (const { id, vehicle } of context.vehicles) {
    const key = vehicle.name.trim().toLowerCase();
    if (!carsByName.has(key)) carsByName.set(key, id);
  }
  const shopsByName = new Map<string, string>();
  for (const { id, location } of context.locations) {
    shopsByName.set(location.name.trim().toLowerCase(), id);
  }
  const newCars: NewCar[] = [];
  const existing = new Set(existingOf(options.type, context).map((v) => keyOf(options.type, v)));
  const inFile = new Set<string>();
  const result: CsvImportPlan = { rows: [], errors: [], newCars };
  const derived =
    options.type === 'fuel'
      ? tripOdometers(rows, options, {
          carId: (name) => (name === '' ? options.carId : (carsByName.get(name) ?? null)),
          services: context.services,
          fuel: context.fuel,
        })
      : new Map<number, number>();
  const noun = CSV_RECORD_NOUNS[options.type][0];

  for (const row of rows) {
    const cells = rowCells(row.cells, options);
    const notes: string[] = [];
    const setting: RowSetting = {
      options,
      now: context.now,
      notes,
      shop: (name) => shopsByName.get(name.toLowerCase()),
      car() {
        const name = cells.text('car');
        if (name === '') {
          if (options.carId) return options.carId;
          throw new RowProblem('No car: choose the car these records are for');
        }
        const key = name.toLowerCase();
        const known = carsByName.get(key);
        if (known) return known;
        const id = context.newId();
        const vehicle: Vehicle = {
          name: name.slice(0, 200),
          odometerUnit: options.newCar.odometerUnit,
          fuelType: options.newCar.fuelType,
          archived: false,
          createdAt: context.now,
          updatedAt: context.now,
        };
        if (!vehicleSchema.safeParse(vehicle).success) {
          throw new RowProblem(`Car "${name}" is invalid`);
        }
        carsByName.set(key, id);
        newCars.push({ id, vehicle });
        return id;
      },
    };
    try {
      let value: CsvDocument;
      switch (options.type) {
        case 'services':
          value = readService(cells, setting);
          break;
        case 'fuel':
          value = readFill(cells, setting, derived.get(row.line));
          break;
        case 'vehicles':
          value = readVehicle(cells, setting);
          break;
        case 'locations':
          value = readLocation(cells, setting);
          break;
        case 'reminders':
          value = readReminder(cells, setting);
          break;
        case 'issues':
          value = readIssue(cells, setting);
          break;
      }
      const key = keyOf(options.type, value);
      const duplicate = existing.has(key)
        ? ALREADY[options.type]
        : inFile.has(key)
          ? `The same ${noun} is on an earlier line of this file`
          : undefined;
      inFile.add(key);
      result.rows.push({
        line: row.line,
        id: context.newId(),
        value,
        notes,
        ...(duplicate ? { duplicate } : {}),
      });
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      result.errors.push({ line: row.line, message: error.message });
    }
  }
  // A car is created only for a row that is imported.
  if (BELONGS_TO_CAR.has(options.type)) {
    const used = new Set(result.rows.map((row) => (row.value as { vehicleId: string }).vehicleId));
    result.newCars = newCars.filter((car) => used.has(car.id));
  }
  return result;
}
