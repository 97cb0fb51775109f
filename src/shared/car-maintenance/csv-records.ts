import type { z } from 'zod';
import {
  FUEL_UNITS,
  fuelSchema,
  ROUTINE_TYPE_LABELS,
  ROUTINE_TYPES,
  serviceSchema,
  vehicleSchema,
  type FuelEntry,
  type FuelType,
  type FuelUnit,
  type LineItem,
  type LineItemKind,
  type OdometerUnit,
  type RoutineType,
  type Service,
  type ServiceLocation,
  type Vehicle,
} from './car-maintenance-schema.ts';
import { parseAmount, parseDay, parseYesNo, type DateOrder } from './csv-values.ts';

/**
 * Service records and fill-ups as CSV rows, and back: the columns this app writes, the
 * fields a row can fill, a guess of which column fills which field (by its header), and
 * the rows read as documents the schemas accept, each bad row reported by its line.
 */

export const CSV_RECORD_TYPES = ['services', 'fuel'] as const;
export type CsvRecordType = (typeof CSV_RECORD_TYPES)[number];
export const CSV_RECORD_LABELS: Readonly<Record<CsvRecordType, string>> = {
  services: 'Service records',
  fuel: 'Fill-ups and charges',
};

export type FieldKind = 'text' | 'date' | 'number' | 'yes-no';

export interface CsvField {
  key: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Header names that mean this field, compared without case, spaces or punctuation. */
  aliases: readonly string[];
}

export const SERVICE_FIELDS = [
  { key: 'car', label: 'Car', kind: 'text', aliases: ['car', 'vehicle', 'car name', 'carname'] },
  {
    key: 'date',
    label: 'Date',
    kind: 'date',
    required: true,
    aliases: ['date', 'service date', 'day'],
  },
  {
    key: 'type',
    label: 'Service type',
    kind: 'text',
    aliases: ['type', 'service type', 'service'],
  },
  {
    key: 'title',
    label: 'Title or description',
    kind: 'text',
    aliases: ['title', 'description', 'summary', 'work done'],
  },
  {
    key: 'odometer',
    label: 'Odometer',
    kind: 'number',
    aliases: ['odometer', 'mileage', 'odo', 'miles', 'km', 'kilometres', 'kilometers'],
  },
  { key: 'partsCost', label: 'Parts cost', kind: 'number', aliases: ['parts cost', 'parts'] },
  {
    key: 'labourCost',
    label: 'Labour cost',
    kind: 'number',
    aliases: ['labour cost', 'labor cost', 'labour', 'labor'],
  },
  { key: 'otherCost', label: 'Other cost', kind: 'number', aliases: ['other cost', 'other'] },
  {
    key: 'cost',
    label: 'Total cost',
    kind: 'number',
    aliases: ['total', 'cost', 'total cost', 'price', 'amount'],
  },
  { key: 'shop', label: 'Shop', kind: 'text', aliases: ['shop', 'location', 'garage', 'where'] },
  { key: 'notes', label: 'Notes', kind: 'text', aliases: ['notes', 'note', 'comments'] },
  { key: 'tags', label: 'Tags (added to the notes)', kind: 'text', aliases: ['tags'] },
] as const satisfies readonly CsvField[];

export const FUEL_FIELDS = [
  { key: 'car', label: 'Car', kind: 'text', aliases: ['car', 'vehicle', 'car name', 'carname'] },
  { key: 'date', label: 'Date', kind: 'date', required: true, aliases: ['date', 'fill date'] },
  {
    key: 'odometer',
    label: 'Odometer',
    kind: 'number',
    required: true,
    aliases: ['odometer', 'mileage', 'odo'],
  },
  {
    key: 'amount',
    label: 'Amount (volume or kWh)',
    kind: 'number',
    required: true,
    aliases: [
      'amount',
      'volume',
      'fuel consumed',
      'quantity',
      'gallons',
      'litres',
      'liters',
      'kwh',
    ],
  },
  { key: 'unit', label: 'Unit', kind: 'text', aliases: ['unit', 'volume unit'] },
  {
    key: 'cost',
    label: 'Total cost',
    kind: 'number',
    aliases: ['cost', 'total cost', 'total', 'totalcost'],
  },
  {
    key: 'price',
    label: 'Price per unit',
    kind: 'number',
    aliases: ['price', 'price per unit', 'unit price', 'price per gallon', 'price per litre'],
  },
  {
    key: 'full',
    label: 'Filled to full (yes/no)',
    kind: 'yes-no',
    aliases: ['full', 'filled to full', 'is fill to full', 'fill to full'],
  },
  {
    key: 'partial',
    label: 'Partial fill-up (yes/no)',
    kind: 'yes-no',
    aliases: ['partial', 'partial fuelup', 'partial fill up', 'partial fill-up'],
  },
  {
    key: 'missed',
    label: 'Missed the fill-up before (yes/no)',
    kind: 'yes-no',
    aliases: ['missed before', 'missed', 'missed fuelup', 'missed fill up'],
  },
  { key: 'station', label: 'Station', kind: 'text', aliases: ['station', 'brand', 'where'] },
  { key: 'notes', label: 'Notes', kind: 'text', aliases: ['notes', 'note', 'comments'] },
] as const satisfies readonly CsvField[];

export const CSV_FIELDS: Readonly<Record<CsvRecordType, readonly CsvField[]>> = {
  services: SERVICE_FIELDS,
  fuel: FUEL_FIELDS,
};

/** Which column (by index) fills each field; a field with no column is left out. */
export type ColumnMapping = Record<string, number | null>;

const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The columns that seem to fill each field, from the headers: an exact name first, each
 * column used once, in the order the fields are listed.
 */
export function guessMapping(type: CsvRecordType, headers: readonly string[]): ColumnMapping {
  const names = headers.map(normal);
  const used = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of CSV_FIELDS[type]) {
    let column: number | null = null;
    for (const alias of [field.label, ...field.aliases].map(normal)) {
      const index = names.findIndex((name, at) => name === alias && !used.has(at));
      if (index >= 0) {
        column = index;
        break;
      }
    }
    if (column !== null) used.add(column);
    mapping[field.key] = column;
  }
  return mapping;
}

// ————————————————————————————————————————— export

const SERVICE_HEADERS = [
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
] as const;

const FUEL_HEADERS = [
  'Car',
  'Date',
  'Odometer',
  'Amount',
  'Unit',
  'Total cost',
  'Filled to full',
  'Missed before',
  'Station',
  'Notes',
] as const;

const number = (value: number | undefined) => (value === undefined ? '' : String(value));
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** Sums of a service's lines by kind (blank when it has none of a kind). */
function sumsByKind(lines: readonly LineItem[]): Record<LineItemKind, string> {
  const sums: Partial<Record<LineItemKind, number>> = {};
  for (const line of lines) sums[line.kind] = (sums[line.kind] ?? 0) + line.amount;
  return { parts: number(sums.parts), labour: number(sums.labour), other: number(sums.other) };
}

export interface ExportContext {
  vehicles: ReadonlyMap<string, Vehicle>;
  locations: ReadonlyMap<string, ServiceLocation>;
}

const byDate = <T extends { date: string }>(a: [string, T], b: [string, T]) =>
  a[1].date === b[1].date ? (a[0] < b[0] ? -1 : 1) : a[1].date < b[1].date ? -1 : 1;

/** The services as rows under stable headers, oldest first. */
export function servicesTable(
  services: readonly [string, Service][],
  context: ExportContext,
): { headers: string[]; rows: string[][] } {
  const rows = [...services].sort(byDate).map(([, service]) => {
    const sums = sumsByKind(service.lineItems);
    const total = service.lineItems.reduce((sum, line) => sum + line.amount, 0);
    return [
      context.vehicles.get(service.vehicleId)?.name ?? '',
      service.date,
      service.type === 'custom' ? 'Custom' : ROUTINE_TYPE_LABELS[service.type],
      service.title ?? '',
      number(service.odometer),
      sums.parts,
      sums.labour,
      sums.other,
      service.lineItems.length > 0 ? String(total) : '',
      (service.locationId && context.locations.get(service.locationId)?.name) || '',
      service.notes ?? '',
    ];
  });
  return { headers: [...SERVICE_HEADERS], rows };
}

/** The fill-ups as rows under stable headers, oldest first. */
export function fuelTable(
  fills: readonly [string, FuelEntry][],
  context: Pick<ExportContext, 'vehicles'>,
): { headers: string[]; rows: string[][] } {
  const rows = [...fills]
    .sort(byDate)
    .map(([, fill]) => [
      context.vehicles.get(fill.vehicleId)?.name ?? '',
      fill.date,
      String(fill.odometer),
      String(fill.amount),
      fill.unit,
      number(fill.cost),
      yesNo(fill.full),
      yesNo(fill.missedBefore),
      fill.station ?? '',
      fill.notes ?? '',
    ]);
  return { headers: [...FUEL_HEADERS], rows };
}

// ————————————————————————————————————————— import

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

export interface ImportContext {
  vehicles: readonly { id: string; vehicle: Vehicle }[];
  locations: readonly { id: string; location: ServiceLocation }[];
  /** What the tool holds already, to warn of rows that repeat it. */
  services: readonly Service[];
  fuel: readonly FuelEntry[];
  newId: () => string;
  /** `createdAt` and `updatedAt` of every new record. */
  now: string;
}

export type CsvDocument = Service | FuelEntry;

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

class RowProblem extends Error {}

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

function fuelUnitOf(text: string): FuelUnit | undefined {
  if ((FUEL_UNITS as readonly string[]).includes(text.trim())) return text.trim() as FuelUnit;
  return FUEL_UNIT_NAMES[normal(text)];
}

const zodMessage = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? issue.message : 'Invalid row';
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A service's identity for duplicates: the same car, day, kind and reading. */
const serviceKey = (service: Service) =>
  [
    service.vehicleId,
    service.date,
    service.type,
    normal(service.title ?? ''),
    service.odometer ?? '',
  ].join('|');
const fuelKey = (fill: FuelEntry) => [fill.vehicleId, fill.date, fill.odometer].join('|');

/**
 * The rows of a table as documents for the chosen record type, each checked by its schema:
 * those that pass (with a warning when they repeat a record), those that do not (with the
 * line and the message), and the cars to create for names the garage lacks.
 */
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
  const existing = new Set<string>(
    options.type === 'services' ? context.services.map(serviceKey) : context.fuel.map(fuelKey),
  );
  const inFile = new Set<string>();
  const result: CsvImportPlan = { rows: [], errors: [], newCars };

  for (const row of rows) {
    const cell = (key: string): string => {
      const column = options.mapping[key];
      return column === null || column === undefined ? '' : (row.cells[column] ?? '').trim();
    };
    const amount = (key: string, label: string): number | undefined => {
      const text = cell(key);
      if (text === '') return undefined;
      const value = parseAmount(text);
      if (value === null) throw new RowProblem(`${label} "${text}" is not a number`);
      return value;
    };
    const yesNo = (key: string, label: string): boolean | undefined => {
      const text = cell(key);
      const value = parseYesNo(text);
      if (value === null) throw new RowProblem(`${label} "${text}" is not yes or no`);
      return value;
    };
    const carOf = (): string => {
      const name = cell('car');
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
      if (!vehicleSchema.safeParse(vehicle).success)
        throw new RowProblem(`Car "${name}" is invalid`);
      carsByName.set(key, id);
      newCars.push({ id, vehicle });
      return id;
    };
    const dayOf = (): string => {
      const text = cell('date');
      if (text === '') throw new RowProblem('Date is missing');
      const day = parseDay(text, options.dateOrder);
      if (!day) throw new RowProblem(`Date "${text}" is not a date`);
      return day;
    };

    try {
      const notes: string[] = [];
      let value: CsvDocument;
      let key: string;
      if (options.type === 'services') {
        const date = dayOf();
        const typeText = cell('type');
        const titleText = cell('title');
        const type: RoutineType | 'custom' =
          routineTypeOf(typeText) ?? routineTypeOf(titleText) ?? 'custom';
        let title: string | undefined;
        if (type === 'custom') {
          title = titleText || (normal(typeText) === 'custom' ? '' : typeText);
        } else if (titleText && routineTypeOf(titleText) !== type) title = titleText;
        const lineItems: LineItem[] = [];
        for (const [field, kind, label] of [
          ['partsCost', 'parts', 'Parts cost'],
          ['labourCost', 'labour', 'Labour cost'],
          ['otherCost', 'other', 'Other cost'],
        ] as const) {
          const sum = amount(field, label);
          if (sum !== undefined) lineItems.push({ kind, amount: sum });
        }
        const total = amount('cost', 'Cost');
        if (lineItems.length === 0 && total !== undefined) {
          lineItems.push({ kind: 'other', amount: total });
        }
        const shopName = cell('shop');
        const locationId = shopName ? shopsByName.get(shopName.toLowerCase()) : undefined;
        if (shopName && !locationId) notes.push(`Shop "${shopName}" is not in your shop book`);
        const tags = cell('tags');
        const noteText = [cell('notes'), tags ? `Tags: ${tags}` : ''].filter(Boolean).join('\n');
        const odometer = amount('odometer', 'Odometer');
        const service: Service = {
          vehicleId: carOf(),
          type,
          ...(title ? { title } : {}),
          date,
          ...(odometer !== undefined ? { odometer } : {}),
          lineItems,
          ...(locationId ? { locationId } : {}),
          parts: [],
          dismissedParts: [],
          ...(noteText ? { notes: noteText } : {}),
          attachments: [],
          issueIds: [],
          createdAt: context.now,
          updatedAt: context.now,
        };
        const checked = serviceSchema.safeParse(service);
        if (!checked.success) throw new RowProblem(zodMessage(checked.error));
        value = service;
        key = serviceKey(service);
      } else {
        const date = dayOf();
        const fillAmount = amount('amount', 'Amount');
        if (fillAmount === undefined) throw new RowProblem('Amount is missing');
        const odometer = amount('odometer', 'Odometer');
        if (odometer === undefined) throw new RowProblem('Odometer is missing');
        const unitText = cell('unit');
        const unit = unitText ? fuelUnitOf(unitText) : options.fuelUnit;
        if (!unit) throw new RowProblem(`Unit "${unitText}" is not litres, gallons or kWh`);
        const price = amount('price', 'Price');
        const cost =
          amount('cost', 'Cost') ?? (price !== undefined ? round2(price * fillAmount) : undefined);
        const partial = yesNo('partial', 'Partial fill-up');
        const full = yesNo('full', 'Filled to full') ?? (partial === undefined ? true : !partial);
        const station = cell('station');
        const noteText = cell('notes');
        const fill: FuelEntry = {
          vehicleId: carOf(),
          date,
          odometer,
          amount: fillAmount,
          unit,
          ...(cost !== undefined ? { cost } : {}),
          full,
          missedBefore: yesNo('missed', 'Missed fill-up') ?? false,
          ...(station ? { station } : {}),
          ...(noteText ? { notes: noteText } : {}),
          createdAt: context.now,
          updatedAt: context.now,
        };
        const checked = fuelSchema.safeParse(fill);
        if (!checked.success) throw new RowProblem(zodMessage(checked.error));
        value = fill;
        key = fuelKey(fill);
      }
      const what = options.type === 'services' ? 'service' : 'fill-up';
      const duplicate = existing.has(key)
        ? options.type === 'services'
          ? 'The same service (car, date, type and odometer) is already in your history'
          : 'A fill-up of the same car, date and odometer is already in your log'
        : inFile.has(key)
          ? `The same ${what} is on an earlier line of this file`
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
  const used = new Set(result.rows.map((row) => row.value.vehicleId));
  result.newCars = newCars.filter((car) => used.has(car.id));
  return result;
}
