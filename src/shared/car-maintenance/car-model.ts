import type {
  CarIssue,
  CarSettings,
  CustomPart,
  FuelEntry,
  Reminder,
  Service,
  ServiceLocation,
  Vehicle,
} from './car-maintenance-schema.ts';

export type {
  Attachment,
  CarIssue,
  CarSettings,
  CustomPart,
  FuelEntry,
  Glovebox,
  LineItem,
  PartTag,
  Reminder,
  Service,
  ServiceLocation,
  Specs,
  Vehicle,
} from './car-maintenance-schema.ts';

/**
 * The Car Maintenance Tracker's words and numbers, without zod: its ids and collection
 * names, the lists a picker or a filter shows, their labels, the limits, and the helpers
 * every screen uses. A screen imports from here, so it paints without loading zod or
 * building a schema; the schemas (car-maintenance-schema.ts) load with the data, an
 * editor or an import, and take their lists and limits from here.
 *
 * The documents' types come from the schemas and are re-exported above as types only
 * (erased when built), so one import gives a screen its types and constants alike.
 */

export const CAR_MAINTENANCE_TINY = 'car-maintenance';

export const VEHICLES_COLLECTION = 'vehicles';
export const SERVICES_COLLECTION = 'services';
export const LOCATIONS_COLLECTION = 'locations';
export const ISSUES_COLLECTION = 'issues';
export const REMINDERS_COLLECTION = 'reminders';
export const FUEL_COLLECTION = 'fuel';
export const PARTS_COLLECTION = 'parts';
export const SETTINGS_COLLECTION = 'settings';
/** The settings collection holds one document, with this id. */
export const SETTINGS_ID = 'preferences';

export const CAR_LIMITS = {
  name: 200,
  text: 200,
  notes: 10_000,
  /** Money in major units: a billion of anything is not a car's. */
  money: 1_000_000_000,
  /** Odometer readings: ten million of any unit. */
  odometer: 10_000_000,
  lineItems: 100,
  parts: 100,
  attachments: 30,
  issues: 100,
  keywords: 50,
  /** Months between services: 50 years. */
  months: 600,
  url: 2048,
} as const;

/** What a car's odometer counts: miles, kilometres or engine hours. */
export const ODOMETER_UNITS = ['mi', 'km', 'h'] as const;
export type OdometerUnit = (typeof ODOMETER_UNITS)[number];
export const ODOMETER_UNIT_LABELS: Readonly<Record<OdometerUnit, string>> = {
  mi: 'Miles',
  km: 'Kilometres',
  h: 'Engine hours',
};

export const FUEL_TYPES = ['petrol', 'diesel', 'hybrid', 'plug-in', 'electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const FUEL_TYPE_LABELS: Readonly<Record<FuelType, string>> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  'plug-in': 'Plug-in hybrid',
  electric: 'Electric',
};

/** The routine services, in the order a picker lists them. */
export const ROUTINE_TYPES = [
  'oil-change',
  'tire-rotation',
  'air-filter',
  'cabin-air-filter',
  'brake-inspection',
  'brake-pads',
  'battery-check',
  'fluid-check',
  'transmission-service',
  'coolant-flush',
  'wheel-alignment',
  'tire-replacement',
  'wiper-blades',
  'spark-plugs',
  'belt-replacement',
  'inspection',
  'registration',
  'insurance-renewal',
] as const;
export type RoutineType = (typeof ROUTINE_TYPES)[number];
/** A service is a routine type or `custom`, with its own title. */
export type ServiceType = RoutineType | 'custom';

export const ROUTINE_TYPE_LABELS: Readonly<Record<RoutineType, string>> = {
  'oil-change': 'Oil Change',
  'tire-rotation': 'Tire Rotation',
  'air-filter': 'Air Filter Replacement',
  'cabin-air-filter': 'Cabin Air Filter Replacement',
  'brake-inspection': 'Brake Inspection',
  'brake-pads': 'Brake Pad Replacement',
  'battery-check': 'Battery Check',
  'fluid-check': 'Fluid Check',
  'transmission-service': 'Transmission Service',
  'coolant-flush': 'Coolant Flush',
  'wheel-alignment': 'Wheel Alignment',
  'tire-replacement': 'Tire Replacement',
  'wiper-blades': 'Wiper Blade Replacement',
  'spark-plugs': 'Spark Plug Replacement',
  'belt-replacement': 'Belt Replacement',
  inspection: 'Inspection',
  registration: 'Registration',
  'insurance-renewal': 'Insurance renewal',
};

/** Every type a service or reminder may have, in the order a picker or a filter lists them. */
export const SERVICE_TYPES = [...ROUTINE_TYPES, 'custom'] as const;

/** What a type is called wherever types are listed (a filter, a CSV file): `custom` too. */
export const SERVICE_TYPE_LABELS: Readonly<Record<ServiceType, string>> = {
  ...ROUTINE_TYPE_LABELS,
  custom: 'Custom',
};

/** What one line of a bill was for. */
export const LINE_ITEM_KINDS = ['parts', 'labour', 'other'] as const;
export type LineItemKind = (typeof LINE_ITEM_KINDS)[number];
export const LINE_ITEM_KIND_LABELS: Readonly<Record<LineItemKind, string>> = {
  parts: 'Parts',
  labour: 'Labour',
  other: 'Other',
};

/** What a fill-up is measured in: litres, US or imperial gallons, or kilowatt-hours. */
export const FUEL_UNITS = ['L', 'gal', 'imp-gal', 'kWh'] as const;
export type FuelUnit = (typeof FUEL_UNITS)[number];
export const FUEL_UNIT_LABELS: Readonly<Record<FuelUnit, string>> = {
  L: 'Litres',
  gal: 'US gallons',
  'imp-gal': 'Imperial gallons',
  kWh: 'kWh',
};

/** How fuel economy is shown. */
export const ECONOMY_UNITS = ['mpg-us', 'mpg-imp', 'l-per-100km', 'km-per-l'] as const;
export type EconomyUnit = (typeof ECONOMY_UNITS)[number];

/** Characters a VIN may hold: digits and capitals but I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The collections in the order the JSON export writes them out and reads them back. */
export const EXPORT_COLLECTIONS = [
  VEHICLES_COLLECTION,
  LOCATIONS_COLLECTION,
  PARTS_COLLECTION,
  ISSUES_COLLECTION,
  REMINDERS_COLLECTION,
  SERVICES_COLLECTION,
  FUEL_COLLECTION,
  SETTINGS_COLLECTION,
] as const;
export type ExportCollection = (typeof EXPORT_COLLECTIONS)[number];

/** Each collection's documents by id. */
export interface ToolData {
  vehicles: Record<string, Vehicle>;
  locations: Record<string, ServiceLocation>;
  parts: Record<string, CustomPart>;
  issues: Record<string, CarIssue>;
  reminders: Record<string, Reminder>;
  services: Record<string, Service>;
  fuel: Record<string, FuelEntry>;
  settings: Record<string, CarSettings>;
}

/** A service's or reminder's name: its routine type's label or its own title. */
export function serviceTitle(record: { type: ServiceType; title?: string }): string {
  return record.type === 'custom'
    ? (record.title ?? '').trim() || 'Service'
    : ROUTINE_TYPE_LABELS[record.type];
}

/** A service's total: the sum of its lines. */
export function serviceTotal(service: Pick<Service, 'lineItems'>): number {
  return service.lineItems.reduce((sum, line) => sum + line.amount, 0);
}
