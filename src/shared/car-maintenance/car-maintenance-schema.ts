import { z } from 'zod';
import '../zod-setup.ts';
import { isCalendarDay } from '../calendar-days.ts';
import type { ToolCollections } from '../tools.ts';
import {
  CAR_LIMITS,
  ECONOMY_UNITS,
  FUEL_COLLECTION,
  FUEL_TYPES,
  FUEL_UNITS,
  ISSUES_COLLECTION,
  LINE_ITEM_KINDS,
  LOCATIONS_COLLECTION,
  ODOMETER_UNITS,
  PARTS_COLLECTION,
  REMINDERS_COLLECTION,
  SERVICE_TYPES,
  SERVICES_COLLECTION,
  SETTINGS_COLLECTION,
  VEHICLES_COLLECTION,
  VIN_PATTERN,
} from './car-model.ts';

/**
 * The Car Maintenance Tracker's documents, at `users/{uid}/car-maintenance/{collection}/{id}`,
 * checked by these schemas in the browser (for the message) and on the server (for the
 * truth). Schemas here are checked, never applied: no transforms or defaults.
 *
 * Money is in the person's one currency (the settings document), in major units (12.5 is
 * 12.50). Distances are in the car's odometer unit. Dates a person picks are calendar
 * days (`YYYY-MM-DD`, no time zone); instants are ISO 8601 with an offset.
 *
 * Their ids, lists, labels and limits are in car-model.ts, without zod: a screen that only
 * shows documents imports those from there, and loads this module (zod and every schema)
 * only to check something.
 */

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
