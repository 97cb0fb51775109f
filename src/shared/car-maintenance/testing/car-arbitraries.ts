import fc from 'fast-check';
import {
  CAR_LIMITS,
  ECONOMY_UNITS,
  FUEL_TYPES,
  FUEL_UNITS,
  LINE_ITEM_KINDS,
  ODOMETER_UNITS,
  ROUTINE_TYPES,
  SETTINGS_ID,
  type CarIssue,
  type CarSettings,
  type CustomPart,
  type FuelEntry,
  type Reminder,
  type Service,
  type ServiceLocation,
  type Vehicle,
} from '../car-model.ts';
import { emptyToolData, type ToolData } from '../tool-export.ts';

/**
 * fast-check generators of documents the Car Maintenance Tracker's schemas accept, with
 * their references drawn from given ids (so records point at one another as real ones do).
 */

/** Text a person would type: never blank, within `max`. */
export const words = (max: number) =>
  fc.string({ minLength: 1, maxLength: Math.min(max, 24) }).filter((value) => value.trim() !== '');

const optional = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.option(arbitrary, { nil: undefined, freq: 2 });

/** Drops the keys whose value is undefined (a stored document has no such keys). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

const day = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const instant = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());
// NOTE: `+ 0` turns -0 into 0, which JSON writes the same anyway.
const amount = (max: number) => fc.double({ min: 0, max, noNaN: true }).map((value) => value + 0);
const positive = (max: number) => fc.double({ min: 0.001, max, noNaN: true });
const fileId = fc.stringMatching(/^[0-9a-f]{32}$/);
/** An id as the data client makes them. */
export const docId = fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/);
const ref = (ids: readonly string[]) =>
  ids.length > 0 ? fc.constantFrom(...ids) : fc.constant('MISSING0000000000000000000');
const refList = (ids: readonly string[], max = 3): fc.Arbitrary<string[]> =>
  ids.length > 0
    ? fc.uniqueArray(fc.constantFrom(...ids), { maxLength: max })
    : fc.constant<string[]>([]);

/** The ids records may point at, by collection. */
export interface RecordIds {
  vehicles?: readonly string[];
  locations?: readonly string[];
  parts?: readonly string[];
  issues?: readonly string[];
  reminders?: readonly string[];
  services?: readonly string[];
}

const stamps = { createdAt: instant, updatedAt: instant };

export const vehicle: fc.Arbitrary<Vehicle> = fc
  .record({
    name: words(CAR_LIMITS.name),
    make: optional(words(80)),
    model: optional(words(80)),
    year: optional(fc.integer({ min: 1886, max: 2100 })),
    vin: optional(fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/)),
    plate: optional(words(20)),
    odometerUnit: fc.constantFrom(...ODOMETER_UNITS),
    fuelType: fc.constantFrom(...FUEL_TYPES),
    purchaseDate: optional(day),
    purchasePrice: optional(amount(1_000_000)),
    photoId: optional(fileId),
    notes: optional(words(CAR_LIMITS.notes)),
    archived: fc.boolean(),
    // A stored car has no empty specs or glovebox: the store drops emptied objects.
    specs: optional(fc.record({ oilSpec: words(40), tyreSize: optional(words(40)) }).map(defined)),
    glovebox: optional(
      fc.record({ insurer: words(40), insuranceExpiry: optional(day) }).map(defined),
    ),
    ...stamps,
  })
  .map(defined);

const partIds = (parts: readonly string[]) => [...parts, 'oil-filter', 'brake-pads'];

export const service = (ids: RecordIds = {}) =>
  fc
    .record({
      vehicleId: ref(ids.vehicles ?? []),
      type: fc.constantFrom(...ROUTINE_TYPES, 'custom' as const),
      title: words(CAR_LIMITS.text),
      date: day,
      odometer: optional(amount(CAR_LIMITS.odometer)),
      lineItems: fc.array(
        fc
          .record({
            kind: fc.constantFrom(...LINE_ITEM_KINDS),
            description: optional(words(40)),
            amount: amount(100_000),
          })
          .map(defined),
        { maxLength: 3 },
      ),
      locationId: optional(ref(ids.locations ?? [])),
      parts: fc.uniqueArray(
        fc.record({
          part: fc.constantFrom(...partIds(ids.parts ?? [])),
          by: fc.constantFrom('text' as const, 'hand' as const),
        }),
        { maxLength: 3, selector: (tag) => tag.part },
      ),
      dismissedParts: refList(partIds(ids.parts ?? []), 2),
      notes: optional(words(CAR_LIMITS.notes)),
      attachments: fc.array(
        fc.record({
          fileId,
          name: words(200),
          type: fc.constantFrom('image/jpeg', 'application/pdf'),
          size: fc.nat(),
        }),
        { maxLength: 2 },
      ),
      issueIds: refList(ids.issues ?? []),
      reminderId: optional(ref(ids.reminders ?? [])),
      ...stamps,
    })
    .map((value): Service => defined(value));

export const location: fc.Arbitrary<ServiceLocation> = fc
  .record({
    name: words(CAR_LIMITS.name),
    address: optional(words(500)),
    phone: optional(fc.stringMatching(/^\+?[0-9 ]{3,20}$/)),
    website: optional(fc.constantFrom('https://garage.example', 'http://tyres.example/shop')),
    email: optional(fc.constantFrom('desk@garage.example', 'a.b@shop.example')),
    notes: optional(words(CAR_LIMITS.notes)),
    ...stamps,
  })
  .map(defined);

export const issue = (ids: RecordIds = {}) =>
  fc
    .record({
      vehicleId: ref(ids.vehicles ?? []),
      title: words(CAR_LIMITS.text),
      description: optional(words(CAR_LIMITS.notes)),
      parts: fc.uniqueArray(
        fc.record({
          part: fc.constantFrom(...partIds(ids.parts ?? [])),
          by: fc.constantFrom('text' as const, 'hand' as const),
        }),
        { maxLength: 3, selector: (tag) => tag.part },
      ),
      dismissedParts: refList(partIds(ids.parts ?? []), 2),
      noticedDate: optional(day),
      noticedOdometer: optional(amount(CAR_LIMITS.odometer)),
      photoIds: fc.array(fileId, { maxLength: 2 }),
      status: fc.constantFrom('open' as const, 'resolved' as const),
      resolvedBy: optional(ref(ids.services ?? [])),
      ...stamps,
    })
    .map((value): CarIssue => defined(value));

export const reminder = (ids: RecordIds = {}) =>
  fc
    .record({
      vehicleId: ref(ids.vehicles ?? []),
      type: fc.constantFrom(...ROUTINE_TYPES, 'custom' as const),
      title: words(CAR_LIMITS.text),
      intervalMonths: fc.integer({ min: 1, max: CAR_LIMITS.months }),
      intervalDistance: optional(positive(100_000)),
      dueDate: optional(day),
      dueOdometer: optional(amount(CAR_LIMITS.odometer)),
      startDate: day,
      startOdometer: optional(amount(CAR_LIMITS.odometer)),
      notes: optional(words(CAR_LIMITS.notes)),
      ...stamps,
    })
    .map((value): Reminder => defined(value));

export const fill = (ids: RecordIds = {}) =>
  fc
    .record({
      vehicleId: ref(ids.vehicles ?? []),
      date: day,
      odometer: amount(CAR_LIMITS.odometer),
      amount: positive(100_000),
      unit: fc.constantFrom(...FUEL_UNITS),
      cost: optional(amount(100_000)),
      full: fc.boolean(),
      missedBefore: fc.boolean(),
      station: optional(words(CAR_LIMITS.text)),
      notes: optional(words(CAR_LIMITS.notes)),
      ...stamps,
    })
    .map((value): FuelEntry => defined(value));

export const customPart: fc.Arbitrary<CustomPart> = fc.record({
  name: words(80),
  keywords: fc.array(words(80), { maxLength: 4 }),
  area: fc.constantFrom('internal' as const, 'external' as const),
  ...stamps,
});

export const carSettings: fc.Arbitrary<CarSettings> = fc
  .record({
    currency: fc.constantFrom('USD', 'EUR', 'GBP', 'JPY'),
    economy: optional(fc.constantFrom(...ECONOMY_UNITS)),
    updatedAt: instant,
  })
  .map(defined);

/** Unique ids for each collection, up to `max` of each. */
const idsOf = (max: number) => fc.uniqueArray(docId, { maxLength: max });

/** A whole tool's data, its records pointing at one another. */
export const toolData = (max = 4): fc.Arbitrary<ToolData> =>
  fc
    .record({
      vehicles: idsOf(max),
      locations: idsOf(max),
      parts: idsOf(max),
      issues: idsOf(max),
      reminders: idsOf(max),
      services: idsOf(max),
      fuel: idsOf(max),
      settings: fc.boolean(),
    })
    .chain(({ settings, ...ids }) => {
      const each = <T>(list: readonly string[], arbitrary: fc.Arbitrary<T>) =>
        fc
          .tuple(...list.map(() => arbitrary))
          .map((values) => Object.fromEntries(list.map((id, index) => [id, values[index]!])));
      return fc.record({
        vehicles: each(ids.vehicles, vehicle),
        locations: each(ids.locations, location),
        parts: each(ids.parts, customPart),
        issues: each(ids.issues, issue(ids)),
        reminders: each(ids.reminders, reminder(ids)),
        services: each(ids.services, service(ids)),
        fuel: each(ids.fuel, fill(ids)),
        settings: settings ? each([SETTINGS_ID], carSettings) : fc.constant({}),
      });
    })
    .map((data) => ({ ...emptyToolData(), ...data }));
