import type { z } from 'zod';
import {
  fuelSchema,
  issueSchema,
  locationSchema,
  reminderSchema,
  serviceSchema,
  vehicleSchema,
} from './car-maintenance-schema.ts';
import {
  FUEL_TYPES,
  ODOMETER_UNITS,
  type CarIssue,
  type FuelEntry,
  type FuelType,
  type LineItem,
  type OdometerUnit,
  type Reminder,
  type RoutineType,
  type Service,
  type ServiceLocation,
  type Vehicle,
} from './car-model.ts';
import { fuelUnitOf, normal, routineTypeOf, type ImportOptions } from './csv-records.ts';
import { parseAmount, parseDay, parseYesNo } from '../csv/csv-values.ts';

/**
 * One CSV row read as one record of each type, checked by its schema: a problem is thrown
 * as a `RowProblem` with the words to show by the row's line.
 */

export class RowProblem extends Error {}

/** The cells of one row, read by field. */
export interface RowCells {
  text: (key: string) => string;
  amount: (key: string, label: string) => number | undefined;
  yesNo: (key: string, label: string) => boolean | undefined;
  day: (key: string, label: string) => string | undefined;
}

export function rowCells(cells: readonly string[], options: ImportOptions): RowCells {
  const text = (key: string): string => {
    const column = options.mapping[key];
    return column === null || column === undefined ? '' : (cells[column] ?? '').trim();
  };
  return {
    text,
    amount(key, label) {
      const value = text(key);
      if (value === '') return undefined;
      const number = parseAmount(value);
      if (number === null) throw new RowProblem(`${label} "${value}" is not a number`);
      return number;
    },
    yesNo(key, label) {
      const value = text(key);
      const answer = parseYesNo(value);
      if (answer === null) throw new RowProblem(`${label} "${value}" is not yes or no`);
      return answer;
    },
    day(key, label) {
      const value = text(key);
      if (value === '') return undefined;
      const day = parseDay(value, options.dateOrder);
      if (!day) throw new RowProblem(`${label} "${value}" is not a date`);
      return day;
    },
  };
}

function checked<T>(schema: z.ZodType<T>, value: T): T {
  const result = schema.safeParse(value);
  if (result.success) return value;
  throw new RowProblem(result.error.issues[0]?.message ?? 'Invalid row');
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const optional = <K extends string, V>(key: K, value: V | undefined | '') =>
  (value === undefined || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** What every row reader is given besides its cells. */
export interface RowSetting {
  options: ImportOptions;
  now: string;
  /** The row's car (found by name, created, or the one chosen). */
  car: () => string;
  /** A shop of the shop book by name. */
  shop: (name: string) => string | undefined;
  notes: string[];
}

const stamps = (now: string) => ({ createdAt: now, updatedAt: now });

/** The type and title a row names: a routine type by its name, else a custom title. */
function typeAndTitle(typeText: string, titleText: string) {
  const type: RoutineType | 'custom' =
    routineTypeOf(typeText) ?? routineTypeOf(titleText) ?? 'custom';
  let title: string | undefined;
  if (type === 'custom') title = titleText || (normal(typeText) === 'custom' ? '' : typeText);
  else if (titleText && routineTypeOf(titleText) !== type) title = titleText;
  return { type, ...optional('title', title) };
}

export function readService(row: RowCells, setting: RowSetting): Service {
  const date = row.day('date', 'Date');
  if (!date) throw new RowProblem('Date is missing');
  const lineItems: LineItem[] = [];
  for (const [field, kind, label] of [
    ['partsCost', 'parts', 'Parts cost'],
    ['labourCost', 'labour', 'Labour cost'],
    ['otherCost', 'other', 'Other cost'],
  ] as const) {
    const sum = row.amount(field, label);
    if (sum !== undefined) lineItems.push({ kind, amount: sum });
  }
  const total = row.amount('cost', 'Cost');
  if (lineItems.length === 0 && total !== undefined)
    lineItems.push({ kind: 'other', amount: total });
  const shopName = row.text('shop');
  const locationId = shopName ? setting.shop(shopName) : undefined;
  if (shopName && !locationId) setting.notes.push(`Shop "${shopName}" is not in your shop book`);
  const tags = row.text('tags');
  const notes = [row.text('notes'), tags ? `Tags: ${tags}` : ''].filter(Boolean).join('\n');
  return checked(serviceSchema, {
    vehicleId: setting.car(),
    ...typeAndTitle(row.text('type'), row.text('title')),
    date,
    ...optional('odometer', row.amount('odometer', 'Odometer')),
    lineItems,
    ...optional('locationId', locationId),
    parts: [],
    dismissedParts: [],
    ...optional('notes', notes),
    attachments: [],
    issueIds: [],
    ...stamps(setting.now),
  });
}

/** A fill-up; `odometer` is the reading worked out for the row when its own is blank. */
export function readFill(row: RowCells, setting: RowSetting, derived?: number): FuelEntry {
  const date = row.day('date', 'Date');
  if (!date) throw new RowProblem('Date is missing');
  const amount = row.amount('amount', 'Amount');
  if (amount === undefined) throw new RowProblem('Amount is missing');
  const odometer = row.amount('odometer', 'Odometer') ?? derived;
  if (odometer === undefined) {
    throw new RowProblem(
      setting.options.mapping.trip === null || setting.options.mapping.trip === undefined
        ? 'Odometer is missing: map an odometer or a trip distance column'
        : 'Odometer is missing, and no reading before or after it to count the trip distance from',
    );
  }
  if (derived !== undefined && row.text('odometer') === '') {
    setting.notes.push('Odometer worked out from the trip distance');
  }
  const unitText = row.text('unit');
  const unit = unitText ? fuelUnitOf(unitText) : setting.options.fuelUnit;
  if (!unit) throw new RowProblem(`Unit "${unitText}" is not litres, gallons or kWh`);
  const price = row.amount('price', 'Price');
  const cost =
    row.amount('cost', 'Cost') ?? (price !== undefined ? round2(price * amount) : undefined);
  const partial = row.yesNo('partial', 'Partial fill-up');
  const full = row.yesNo('full', 'Filled to full') ?? (partial === undefined ? true : !partial);
  return checked(fuelSchema, {
    vehicleId: setting.car(),
    date,
    odometer,
    amount,
    unit,
    ...optional('cost', cost),
    full,
    missedBefore: row.yesNo('missed', 'Missed fill-up') ?? false,
    ...optional('station', row.text('station')),
    ...optional('notes', row.text('notes')),
    ...stamps(setting.now),
  });
}

const UNIT_NAMES: Readonly<Record<string, OdometerUnit>> = {
  mi: 'mi',
  miles: 'mi',
  mile: 'mi',
  km: 'km',
  kilometres: 'km',
  kilometers: 'km',
  h: 'h',
  hours: 'h',
  enginehours: 'h',
};
const FUEL_TYPE_NAMES: Readonly<Record<string, FuelType>> = {
  ...Object.fromEntries(FUEL_TYPES.map((type) => [normal(type), type])),
  gasoline: 'petrol',
  gas: 'petrol',
  plugin: 'plug-in',
  pluginhybrid: 'plug-in',
  phev: 'plug-in',
  ev: 'electric',
  bev: 'electric',
};

export function readVehicle(row: RowCells, setting: RowSetting): Vehicle {
  const name = row.text('name');
  if (!name) throw new RowProblem('Name is missing');
  const unitText = row.text('odometerUnit');
  const odometerUnit = unitText
    ? (ODOMETER_UNITS as readonly string[]).includes(unitText)
      ? (unitText as OdometerUnit)
      : UNIT_NAMES[normal(unitText)]
    : setting.options.newCar.odometerUnit;
  if (!odometerUnit) throw new RowProblem(`Odometer unit "${unitText}" is not mi, km or hours`);
  const fuelText = row.text('fuelType');
  const fuelType = fuelText ? FUEL_TYPE_NAMES[normal(fuelText)] : setting.options.newCar.fuelType;
  if (!fuelType) throw new RowProblem(`Fuel type "${fuelText}" is not one this app knows`);
  const vin = row.text('vin').toUpperCase().replace(/\s/g, '');
  return checked(vehicleSchema, {
    name,
    ...optional('make', row.text('make')),
    ...optional('model', row.text('model')),
    ...optional('year', row.amount('year', 'Year')),
    ...optional('vin', vin),
    ...optional('plate', row.text('plate')),
    odometerUnit,
    fuelType,
    ...optional('purchaseDate', row.day('purchaseDate', 'Purchase date')),
    ...optional('purchasePrice', row.amount('purchasePrice', 'Purchase price')),
    ...optional('notes', row.text('notes')),
    archived: row.yesNo('archived', 'Archived') ?? false,
    ...stamps(setting.now),
  });
}

export function readLocation(row: RowCells, setting: RowSetting): ServiceLocation {
  const name = row.text('name');
  if (!name) throw new RowProblem('Name is missing');
  const website = row.text('website');
  return checked(locationSchema, {
    name,
    ...optional('address', row.text('address')),
    ...optional('phone', row.text('phone')),
    // A bare "garage.example" is a web address too.
    ...optional(
      'website',
      website && !/^https?:\/\//i.test(website) ? `https://${website}` : website,
    ),
    ...optional('email', row.text('email')),
    ...optional('notes', row.text('notes')),
    ...stamps(setting.now),
  });
}

/** LubeLogger's reminder urgency and metric are notes here: its due date and reading are read. */
export function readReminder(row: RowCells, setting: RowSetting): Reminder {
  const named = typeAndTitle(row.text('type'), row.text('title'));
  if (named.type === 'custom' && !named.title) throw new RowProblem('Title is missing');
  const months = row.amount('intervalMonths', 'Months');
  const dueDate = row.day('dueDate', 'Due date');
  return checked(reminderSchema, {
    vehicleId: setting.car(),
    ...named,
    ...optional('intervalMonths', months),
    ...optional('intervalDistance', row.amount('intervalDistance', 'Distance')),
    ...optional('dueDate', dueDate),
    ...optional('dueOdometer', row.amount('dueOdometer', 'Due odometer')),
    // Counting from today when the file does not say since when.
    startDate: row.day('startDate', 'Start date') ?? setting.now.slice(0, 10),
    ...optional('startOdometer', row.amount('startOdometer', 'Start odometer')),
    ...optional('notes', row.text('notes')),
    ...stamps(setting.now),
  });
}

const RESOLVED = new Set(['resolved', 'done', 'fixed', 'closed', 'yes', 'true', 'complete']);
const OPEN = new Set([
  '',
  'open',
  'backlog',
  'inprogress',
  'testing',
  'todo',
  'no',
  'false',
  'new',
]);

export function readIssue(row: RowCells, setting: RowSetting): CarIssue {
  const title = row.text('title');
  if (!title) throw new RowProblem('Title is missing');
  const statusText = normal(row.text('status'));
  if (!RESOLVED.has(statusText) && !OPEN.has(statusText)) {
    throw new RowProblem(`Status "${row.text('status')}" is not open or resolved`);
  }
  const description = row.text('description');
  return checked(issueSchema, {
    vehicleId: setting.car(),
    title,
    ...optional('description', description === title ? '' : description),
    parts: [],
    dismissedParts: [],
    ...optional('noticedDate', row.day('noticedDate', 'First noticed')),
    ...optional('noticedOdometer', row.amount('noticedOdometer', 'Odometer')),
    photoIds: [],
    status: RESOLVED.has(statusText) ? 'resolved' : 'open',
    ...stamps(setting.now),
  });
}
