import {
  ROUTINE_TYPE_LABELS,
  type CarIssue,
  type FuelEntry,
  type LineItem,
  type LineItemKind,
  type Reminder,
  type Service,
  type ServiceLocation,
  type ServiceType,
  type Vehicle,
} from './car-model.ts';
import { ISSUE_FIELDS, LOCATION_FIELDS, REMINDER_FIELDS, VEHICLE_FIELDS } from './csv-fields.ts';

/**
 * Each record type as CSV rows under stable headers, for a spreadsheet or another app.
 * Cars and shops are written by name (their ids mean nothing elsewhere), so a file read
 * back here finds them again by name.
 */

export interface CsvTableOut {
  headers: string[];
  rows: string[][];
}

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
const typeName = (type: ServiceType) => (type === 'custom' ? 'Custom' : ROUTINE_TYPE_LABELS[type]);
const labels = (fields: readonly { label: string }[]) => fields.map((field) => field.label);

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

type Entries<T> = readonly [string, T][];

const by =
  <T>(key: (value: T) => string) =>
  (a: [string, T], b: [string, T]) => {
    const [x, y] = [key(a[1]), key(b[1])];
    return x === y ? (a[0] < b[0] ? -1 : 1) : x < y ? -1 : 1;
  };
const byDate = by<{ date: string }>((value) => value.date);
const carName = (context: Pick<ExportContext, 'vehicles'>, id: string) =>
  context.vehicles.get(id)?.name ?? '';

/** The services as rows under stable headers, oldest first. */
export function servicesTable(services: Entries<Service>, context: ExportContext): CsvTableOut {
  const rows = [...services].sort(byDate).map(([, service]) => {
    const sums = sumsByKind(service.lineItems);
    const total = service.lineItems.reduce((sum, line) => sum + line.amount, 0);
    return [
      carName(context, service.vehicleId),
      service.date,
      typeName(service.type),
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
  fills: Entries<FuelEntry>,
  context: Pick<ExportContext, 'vehicles'>,
): CsvTableOut {
  const rows = [...fills]
    .sort(byDate)
    .map(([, fill]) => [
      carName(context, fill.vehicleId),
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

/** The cars, by name, with what identifies them (their photo and sheets stay in the JSON export). */
export function vehiclesTable(cars: Entries<Vehicle>): CsvTableOut {
  const rows = [...cars]
    .sort(by((car) => car.name.toLowerCase()))
    .map(([, car]) => [
      car.name,
      car.make ?? '',
      car.model ?? '',
      number(car.year),
      car.vin ?? '',
      car.plate ?? '',
      car.odometerUnit,
      car.fuelType,
      car.purchaseDate ?? '',
      number(car.purchasePrice),
      yesNo(car.archived),
      car.notes ?? '',
    ]);
  return { headers: labels(VEHICLE_FIELDS), rows };
}

/** The shop book, by name. */
export function locationsTable(shops: Entries<ServiceLocation>): CsvTableOut {
  const rows = [...shops]
    .sort(by((shop) => shop.name.toLowerCase()))
    .map(([, shop]) => [
      shop.name,
      shop.address ?? '',
      shop.phone ?? '',
      shop.website ?? '',
      shop.email ?? '',
      shop.notes ?? '',
    ]);
  return { headers: labels(LOCATION_FIELDS), rows };
}

/** The reminders, by car. */
export function remindersTable(
  reminders: Entries<Reminder>,
  context: Pick<ExportContext, 'vehicles'>,
): CsvTableOut {
  const rows = [...reminders]
    .sort(by((reminder) => `${carName(context, reminder.vehicleId)}|${reminder.startDate}`))
    .map(([, reminder]) => [
      carName(context, reminder.vehicleId),
      typeName(reminder.type),
      reminder.title ?? '',
      number(reminder.intervalMonths),
      number(reminder.intervalDistance),
      reminder.dueDate ?? '',
      number(reminder.dueOdometer),
      reminder.startDate,
      number(reminder.startOdometer),
      reminder.notes ?? '',
    ]);
  return { headers: labels(REMINDER_FIELDS), rows };
}

/** The issues, oldest noticed first (their photos stay in the JSON export). */
export function issuesTable(
  issues: Entries<CarIssue>,
  context: Pick<ExportContext, 'vehicles'>,
): CsvTableOut {
  const rows = [...issues]
    .sort(by((issue) => `${issue.noticedDate ?? ''}|${issue.createdAt}`))
    .map(([, issue]) => [
      carName(context, issue.vehicleId),
      issue.title,
      issue.description ?? '',
      issue.noticedDate ?? '',
      number(issue.noticedOdometer),
      issue.status,
    ]);
  return { headers: labels(ISSUE_FIELDS), rows };
}

/** The records of one type in `data` as a CSV table, and the file's name prefix. */
export function csvTableFor(
  type: 'services' | 'fuel' | 'vehicles' | 'reminders' | 'issues' | 'locations',
  data: {
    vehicles: Record<string, Vehicle>;
    locations: Record<string, ServiceLocation>;
    services: Record<string, Service>;
    fuel: Record<string, FuelEntry>;
    reminders: Record<string, Reminder>;
    issues: Record<string, CarIssue>;
  },
): CsvTableOut {
  const context = {
    vehicles: new Map(Object.entries(data.vehicles)),
    locations: new Map(Object.entries(data.locations)),
  };
  switch (type) {
    case 'services':
      return servicesTable(Object.entries(data.services), context);
    case 'fuel':
      return fuelTable(Object.entries(data.fuel), context);
    case 'vehicles':
      return vehiclesTable(Object.entries(data.vehicles));
    case 'reminders':
      return remindersTable(Object.entries(data.reminders), context);
    case 'issues':
      return issuesTable(Object.entries(data.issues), context);
    case 'locations':
      return locationsTable(Object.entries(data.locations));
  }
}
