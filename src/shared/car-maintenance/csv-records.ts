import {
  FUEL_UNITS,
  ROUTINE_TYPE_LABELS,
  ROUTINE_TYPES,
  type CarIssue,
  type FuelEntry,
  type FuelType,
  type FuelUnit,
  type OdometerUnit,
  type Reminder,
  type RoutineType,
  type Service,
  type ServiceLocation,
  type Vehicle,
} from './car-model.ts';
import {
  FUEL_FIELDS,
  ISSUE_FIELDS,
  LOCATION_FIELDS,
  REMINDER_FIELDS,
  SERVICE_FIELDS,
  VEHICLE_FIELDS,
} from './csv-fields.ts';
import {
  guessColumns,
  normalHeader,
  type ColumnMapping,
  type CsvField,
} from '../csv/column-mapping.ts';
import type { DateOrder } from '../csv/csv-values.ts';

/**
 * The record types a CSV file can hold here, what each is called, the fields its rows
 * fill, and what an import is given and gives back (the reading itself is in
 * csv-import.ts, each type's row in csv-read-row.ts).
 */

export const CSV_RECORD_TYPES = [
  'services',
  'fuel',
  'vehicles',
  'reminders',
  'issues',
  'locations',
] as const;
export type CsvRecordType = (typeof CSV_RECORD_TYPES)[number];

export const CSV_RECORD_LABELS: Readonly<Record<CsvRecordType, string>> = {
  services: 'Service records',
  fuel: 'Fill-ups and charges',
  vehicles: 'Cars',
  reminders: 'Reminders',
  issues: 'Issues',
  locations: 'Shops',
};

/** Each type's record in a sentence: one, many. */
export const CSV_RECORD_NOUNS: Readonly<Record<CsvRecordType, readonly [string, string]>> = {
  services: ['service', 'services'],
  fuel: ['fill-up', 'fill-ups'],
  vehicles: ['car', 'cars'],
  reminders: ['reminder', 'reminders'],
  issues: ['issue', 'issues'],
  locations: ['shop', 'shops'],
};

/** The types whose rows belong to a car (found by name, or the one chosen). */
export const BELONGS_TO_CAR: ReadonlySet<CsvRecordType> = new Set([
  'services',
  'fuel',
  'reminders',
  'issues',
]);

export const CSV_FIELDS: Readonly<Record<CsvRecordType, readonly CsvField[]>> = {
  services: SERVICE_FIELDS,
  fuel: FUEL_FIELDS,
  vehicles: VEHICLE_FIELDS,
  reminders: REMINDER_FIELDS,
  issues: ISSUE_FIELDS,
  locations: LOCATION_FIELDS,
};

export type { ColumnMapping, CsvField };

/** The columns that seem to fill each field of `type`, from the headers. */
export const guessMapping = (type: CsvRecordType, headers: readonly string[]): ColumnMapping =>
  guessColumns(CSV_FIELDS[type], headers);

export const normal = normalHeader;

const ROUTINE_BY_NAME = new Map<string, RoutineType>(
  ROUTINE_TYPES.flatMap((type) => [
    [normal(type), type],
    [normal(ROUTINE_TYPE_LABELS[type]), type],
  ]),
);

/** The routine type a name means (`Oil change`, `oil-change`), or undefined. */
export function routineTypeOf(name: string): RoutineType | undefined {
  const key = normal(name);
  return key === '' ? undefined : ROUTINE_BY_NAME.get(key);
}

const FUEL_UNIT_NAMES: Readonly<Record<string, FuelUnit>> = {
  l: 'L',
  litre: 'L',
  litres: 'L',
  liter: 'L',
  liters: 'L',
  gal: 'gal',
  gallon: 'gal',
  gallons: 'gal',
  usgal: 'gal',
  impgal: 'imp-gal',
  imperialgallons: 'imp-gal',
  ukgal: 'imp-gal',
  kwh: 'kWh',
};

/** The fill-up unit a name means (`litres`, `US gal`, `kWh`), or undefined. */
export function fuelUnitOf(text: string): FuelUnit | undefined {
  if ((FUEL_UNITS as readonly string[]).includes(text.trim())) return text.trim() as FuelUnit;
  return FUEL_UNIT_NAMES[normal(text)];
}

export interface ImportOptions {
  type: CsvRecordType;
  mapping: ColumnMapping;
  dateOrder: DateOrder;
  /** The car for rows without a car column (or with it blank); null when none is chosen. */
  carId: string | null;
  /** A fill-up's unit when no column says it. */
  fuelUnit: FuelUnit;
  /** What a car the file names but the garage lacks is created with. */
  newCar: { odometerUnit: OdometerUnit; fuelType: FuelType };
}

/** What the tool holds already: cars and shops to find by name, records to spot repeats. */
export interface ImportContext {
  vehicles: readonly { id: string; vehicle: Vehicle }[];
  locations: readonly { id: string; location: ServiceLocation }[];
  services: readonly Service[];
  fuel: readonly FuelEntry[];
  reminders?: readonly Reminder[];
  issues?: readonly CarIssue[];
  newId: () => string;
  /** `createdAt` and `updatedAt` of every new record. */
  now: string;
}

export type CsvDocument = Service | FuelEntry | Vehicle | Reminder | CarIssue | ServiceLocation;

export interface MappedRow {
  line: number;
  id: string;
  value: CsvDocument;
  /** Said when the row repeats a record the tool has (or an earlier row of the file). */
  duplicate?: string;
  /** What was left out or guessed. */
  notes: string[];
}

export interface RowError {
  line: number;
  message: string;
}

export interface NewCar {
  id: string;
  vehicle: Vehicle;
}

export interface CsvImportPlan {
  rows: MappedRow[];
  errors: RowError[];
  /** Cars the file names that the garage lacks: created (after the person agrees). */
  newCars: NewCar[];
}

/** The car a record belongs to, if its type has one. */
export const carOfDocument = (value: CsvDocument): string | undefined =>
  'vehicleId' in value ? value.vehicleId : undefined;
