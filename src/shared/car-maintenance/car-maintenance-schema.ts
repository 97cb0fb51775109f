import { z } from 'zod';
import '../zod-setup.ts';
import { isCalendarDay } from '../calendar-days.ts';
import type { ToolCollections } from '../tools.ts';

/**
 * The Car Maintenance Tracker's documents, at `users/{uid}/car-maintenance/{collection}/{id}`,
 * checked by these schemas in the browser (for the message) and on the server (for the
 * truth). Schemas here are checked, never applied: no transforms or defaults.
 *
 * Money is in the person's one currency (the settings document), in major units (12.5 is
 * 12.50). Distances are in the car's odometer unit. Dates a person picks are calendar
 * days (`YYYY-MM-DD`, no time zone); instants are ISO 8601 with an offset.
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

const requiredText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => text.trim().length > 0, `${label} is required`);

const optionalText = (label: string, max: number = CAR_LIMITS.text) =>
  z.string().max(max, `${label} must be at most ${max} characters`).optional();

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDay = (label: string) =>
  z.string().refine((text) => isCalendarDay(text, 1886), `${label} must be a date (YYYY-MM-DD)`);

const money = (label: string) =>
  z
    .number(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(CAR_LIMITS.money, `${label} is too large`);

const odometer = (label: string) =>
  z
    .number(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(CAR_LIMITS.odometer, `${label} is too large`);

const positive = (label: string, max: number) =>
  z
    .number(`${label} must be a number`)
    .positive(`${label} must be more than 0`)
    .max(max, `${label} is too large`);

const fileId = z.string().regex(/^[0-9a-f]{32}$/, 'Must be an uploaded file');

/** A document id made by the data client (or a built-in part's id). */
const reference = z.string().min(1).max(128);

const stamps = {
  /** ISO 8601 instants. */
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
};

/** Characters a VIN may hold: digits and capitals but I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** What is under the bonnet and at each corner: for buying the right part. */
export const specsSchema = z.strictObject({
  oilSpec: optionalText('Oil spec'),
  oilCapacity: optionalText('Oil capacity'),
  oilFilter: optionalText('Oil filter'),
  airFilter: optionalText('Air filter'),
  cabinFilter: optionalText('Cabin filter'),
  fuelFilter: optionalText('Fuel filter'),
  tyreSize: optionalText('Tyre size'),
  tyrePressureFront: optionalText('Front tyre pressure'),
  tyrePressureRear: optionalText('Rear tyre pressure'),
  wiperDriver: optionalText("Driver's wiper"),
  wiperPassenger: optionalText("Passenger's wiper"),
  wiperRear: optionalText('Rear wiper'),
  batteryType: optionalText('Battery'),
  sparkPlugs: optionalText('Spark plugs'),
});

/** What the glovebox holds, readable offline at the roadside. */
export const gloveboxSchema = z.strictObject({
  insurer: optionalText('Insurer'),
  insuranceNumber: optionalText('Insurance number'),
  insuranceExpiry: calendarDay('Insurance expiry').optional(),
  roadsidePhone: optionalText('Roadside assistance phone', 40),
  registrationExpiry: calendarDay('Registration expiry').optional(),
});

export const vehicleSchema = z.strictObject({
  name: requiredText('Name', CAR_LIMITS.name),
  make: optionalText('Make', 80),
  model: optionalText('Model', 80),
  year: z
    .number('Year must be a number')
    .int('Year must be a whole number')
    .min(1886, 'Year must be 1886 or later')
    .max(2100, 'Year must be 2100 or earlier')
    .optional(),
  vin: z
    .string()
    .regex(VIN_PATTERN, 'A VIN is 17 letters and digits, without I, O or Q')
    .optional(),
  plate: optionalText('Licence plate', 20),
  odometerUnit: z.enum(ODOMETER_UNITS, 'Choose what the odometer counts'),
  fuelType: z.enum(FUEL_TYPES, 'Choose a fuel type'),
  purchaseDate: calendarDay('Purchase date').optional(),
  purchasePrice: money('Purchase price').optional(),
  /** An uploaded photo's id (`/api/files/{id}`). */
  photoId: fileId.optional(),
  notes: optionalText('Notes', CAR_LIMITS.notes),
  /** Sold or gone: kept in the history, out of the way. */
  archived: z.boolean(),
  // NOTE: optional, for the store drops an emptied object: a car with nothing on its specs
  // sheet or glovebox card is stored without them.
  specs: specsSchema.optional(),
  glovebox: gloveboxSchema.optional(),
  ...stamps,
});

export const lineItemSchema = z.strictObject({
  kind: z.enum(LINE_ITEM_KINDS, 'Choose what the line was for'),
  description: optionalText('Description'),
  amount: money('Amount'),
});

/**
 * A part a record touched: a built-in part's id or a custom part's document id. `by`
 * says whether the words suggested it (`text`: suggested again on every edit, so a tag
 * the words no longer support goes) or the person added it (`hand`: kept until removed).
 */
export const partTagSchema = z.strictObject({
  part: reference,
  by: z.enum(['text', 'hand']),
});

export const attachmentSchema = z.strictObject({
  fileId,
  name: requiredText('File name', 200),
  /** The file's media type, as the server detected it. */
  type: z.string().max(100),
  size: z.number().int().min(0),
});

const partTags = z.array(partTagSchema).max(CAR_LIMITS.parts, `At most ${CAR_LIMITS.parts} parts`);
/** Suggestions the person removed: not suggested again for this record. */
const dismissedParts = z.array(reference).max(CAR_LIMITS.parts);

export const serviceSchema = z
  .strictObject({
    vehicleId: reference,
    type: z.enum(SERVICE_TYPES, 'Choose a service type'),
    /** Required for a custom service; for a routine one, an optional subtitle. */
    title: optionalText('Title'),
    date: calendarDay('Date'),
    odometer: odometer('Odometer').optional(),
    lineItems: z
      .array(lineItemSchema)
      .max(CAR_LIMITS.lineItems, `At most ${CAR_LIMITS.lineItems} lines`),
    locationId: reference.optional(),
    parts: partTags,
    dismissedParts,
    notes: optionalText('Notes', CAR_LIMITS.notes),
    attachments: z
      .array(attachmentSchema)
      .max(CAR_LIMITS.attachments, `At most ${CAR_LIMITS.attachments} attachments`),
    /** The issues this service resolved. */
    issueIds: z.array(reference).max(CAR_LIMITS.issues),
    /** The reminder whose "Done" this service was, if any. */
    reminderId: reference.optional(),
    ...stamps,
  })
  .refine((service) => service.type !== 'custom' || (service.title ?? '').trim().length > 0, {
    message: 'Title is required for a custom service',
    path: ['title'],
  });

export const locationSchema = z.strictObject({
  name: requiredText('Name', CAR_LIMITS.name),
  address: optionalText('Address', 500),
  phone: optionalText('Phone', 40),
  website: z
    .url({ protocol: /^https?$/, error: 'Website must be a web address (http or https)' })
    .max(CAR_LIMITS.url)
    .optional(),
  email: z.email('E-mail must be an e-mail address').max(254).optional(),
  notes: optionalText('Notes', CAR_LIMITS.notes),
  ...stamps,
});

export const issueSchema = z.strictObject({
  vehicleId: reference,
  title: requiredText('Title', CAR_LIMITS.text),
  description: optionalText('Description', CAR_LIMITS.notes),
  parts: partTags,
  dismissedParts,
  noticedDate: calendarDay('First noticed').optional(),
  noticedOdometer: odometer('Odometer when noticed').optional(),
  photoIds: z.array(fileId).max(CAR_LIMITS.attachments, `At most ${CAR_LIMITS.attachments} photos`),
  status: z.enum(['open', 'resolved']),
  /** The service that resolved it. */
  resolvedBy: reference.optional(),
  ...stamps,
});

/**
 * Something to do again: every `intervalMonths` and/or every `intervalDistance` (in the
 * car's unit) since the last matching service, whichever comes first; or once, at
 * `dueDate` and/or `dueOdometer`. With no matching service yet, intervals count from
 * `startDate` and `startOdometer`.
 */
export const reminderSchema = z
  .strictObject({
    vehicleId: reference,
    type: z.enum(SERVICE_TYPES, 'Choose a service type'),
    /** Required for a custom reminder. */
    title: optionalText('Title'),
    intervalMonths: z
      .number('Months must be a number')
      .int('Months must be a whole number')
      .min(1, 'Months must be at least 1')
      .max(CAR_LIMITS.months, `Months must be at most ${CAR_LIMITS.months}`)
      .optional(),
    intervalDistance: positive('Distance', CAR_LIMITS.odometer).optional(),
    dueDate: calendarDay('Due date').optional(),
    dueOdometer: odometer('Due odometer').optional(),
    startDate: calendarDay('Start date'),
    startOdometer: odometer('Start odometer').optional(),
    notes: optionalText('Notes', CAR_LIMITS.notes),
    ...stamps,
  })
  .refine((reminder) => reminder.type !== 'custom' || (reminder.title ?? '').trim().length > 0, {
    message: 'Title is required for a custom reminder',
    path: ['title'],
  })
  .refine(
    (reminder) =>
      reminder.intervalMonths !== undefined ||
      reminder.intervalDistance !== undefined ||
      reminder.dueDate !== undefined ||
      reminder.dueOdometer !== undefined,
    { message: 'Give a date, an odometer reading or an interval', path: ['intervalMonths'] },
  );

/** A fill-up or a charge. */
export const fuelSchema = z.strictObject({
  vehicleId: reference,
  date: calendarDay('Date'),
  odometer: odometer('Odometer'),
  amount: positive('Amount', 100_000),
  unit: z.enum(FUEL_UNITS, 'Choose a unit'),
  /** What the whole fill-up cost. */
  cost: money('Cost').optional(),
  /** Filled to the top (a partial fill-up's economy is counted at the next full one). */
  full: z.boolean(),
  /** A fill-up before this one was not logged: economy is not counted across the gap. */
  missedBefore: z.boolean(),
  station: optionalText('Station'),
  notes: optionalText('Notes', CAR_LIMITS.notes),
  ...stamps,
});

/** A part of the person's own, with the words that tag it. */
export const customPartSchema = z.strictObject({
  name: requiredText('Name', 80),
  keywords: z
    .array(requiredText('Keyword', 80))
    .max(CAR_LIMITS.keywords, `At most ${CAR_LIMITS.keywords} keywords`),
  area: z.enum(['internal', 'external']),
  ...stamps,
});

/** The person's choices for the tool: one document, `settings/preferences`. */
export const settingsSchema = z.strictObject({
  /** An ISO 4217 code, such as `EUR`. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'Choose a currency'),
  economy: z.enum(ECONOMY_UNITS).optional(),
  updatedAt: z.iso.datetime({ offset: true }),
});

export type Specs = z.infer<typeof specsSchema>;
export type Glovebox = z.infer<typeof gloveboxSchema>;
export type Vehicle = z.infer<typeof vehicleSchema>;
export type LineItem = z.infer<typeof lineItemSchema>;
export type PartTag = z.infer<typeof partTagSchema>;
export type Attachment = z.infer<typeof attachmentSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type ServiceLocation = z.infer<typeof locationSchema>;
export type CarIssue = z.infer<typeof issueSchema>;
export type Reminder = z.infer<typeof reminderSchema>;
export type FuelEntry = z.infer<typeof fuelSchema>;
export type CustomPart = z.infer<typeof customPartSchema>;
export type CarSettings = z.infer<typeof settingsSchema>;

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

/** The Car Maintenance Tracker's collections, as the tool manifest loads them. */
export const collections: ToolCollections = {
  [VEHICLES_COLLECTION]: vehicleSchema,
  [SERVICES_COLLECTION]: serviceSchema,
  [LOCATIONS_COLLECTION]: locationSchema,
  [ISSUES_COLLECTION]: issueSchema,
  [REMINDERS_COLLECTION]: reminderSchema,
  [FUEL_COLLECTION]: fuelSchema,
  [PARTS_COLLECTION]: customPartSchema,
  [SETTINGS_COLLECTION]: settingsSchema,
};
