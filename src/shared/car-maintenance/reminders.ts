import { addDays, addMonths, daysBetween, utcDate } from '../calendar-days.ts';
import {
  serviceTitle,
  type FuelType,
  type OdometerUnit,
  type Reminder,
  type RoutineType,
  type ServiceType,
  type Vehicle,
} from './car-model.ts';
import { latestReading, type OdometerReading } from './odometer.ts';

/**
 * Reminders: when each one is next due (by date, by odometer, whichever comes first),
 * when an odometer reminder is expected from the car's own driving, and whether it is
 * overdue, due soon or later. Every date is a calendar day, and "today" is given, so the
 * answer is the same in every time zone.
 */

/** How often a routine service comes round: months and/or a distance in miles and in km. */
export interface DefaultInterval {
  months?: number;
  mi?: number;
  km?: number;
}

/**
 * Sensible intervals for each routine type, as manufacturers' schedules commonly give
 * them: a starting point the person edits. Kilometres are round figures near the miles.
 */
export const DEFAULT_INTERVALS: Readonly<Record<RoutineType, DefaultInterval>> = {
  'oil-change': { months: 6, mi: 5_000, km: 8_000 },
  'tire-rotation': { months: 6, mi: 6_000, km: 10_000 },
  'air-filter': { months: 12, mi: 15_000, km: 24_000 },
  'cabin-air-filter': { months: 12, mi: 15_000, km: 24_000 },
  'brake-inspection': { months: 12, mi: 12_000, km: 20_000 },
  'brake-pads': { months: 36, mi: 40_000, km: 64_000 },
  'battery-check': { months: 12 },
  'fluid-check': { months: 3, mi: 3_000, km: 5_000 },
  'transmission-service': { months: 48, mi: 60_000, km: 100_000 },
  'coolant-flush': { months: 48, mi: 50_000, km: 80_000 },
  'wheel-alignment': { months: 12, mi: 12_000, km: 20_000 },
  'tire-replacement': { months: 72, mi: 50_000, km: 80_000 },
  'wiper-blades': { months: 12 },
  'spark-plugs': { months: 96, mi: 60_000, km: 100_000 },
  'belt-replacement': { months: 84, mi: 60_000, km: 100_000 },
  inspection: { months: 12 },
  registration: { months: 12 },
  'insurance-renewal': { months: 12 },
};

/** A routine type's default interval for a car whose odometer counts `unit`. */
export function defaultInterval(
  type: RoutineType,
  unit: OdometerUnit,
): { months?: number; distance?: number } {
  const interval = DEFAULT_INTERVALS[type];
  // Engine hours have no distance figure: time only, until the person gives one.
  const distance = unit === 'h' ? undefined : interval[unit];
  return { months: interval.months, distance };
}

const COMBUSTION_SET: readonly RoutineType[] = [
  'oil-change',
  'tire-rotation',
  'air-filter',
  'cabin-air-filter',
  'brake-inspection',
  'wiper-blades',
  'inspection',
  'registration',
  'insurance-renewal',
];

/** The usual reminders for each fuel type: an electric car has no oil, air filter or plugs. */
export const USUAL_REMINDERS: Readonly<Record<FuelType, readonly RoutineType[]>> = {
  petrol: COMBUSTION_SET,
  diesel: COMBUSTION_SET,
  hybrid: COMBUSTION_SET,
  'plug-in': COMBUSTION_SET,
  electric: [
    'tire-rotation',
    'cabin-air-filter',
    'brake-inspection',
    'battery-check',
    'wiper-blades',
    'inspection',
    'registration',
    'insurance-renewal',
  ],
};

/**
 * The usual reminders for `vehicle`, counting from `start` (today and the car's last
 * reading) until a matching service is logged.
 */
export function usualReminders(
  vehicleId: string,
  vehicle: Pick<Vehicle, 'fuelType' | 'odometerUnit'>,
  start: { date: string; odometer?: number },
  now: string,
): Reminder[] {
  return USUAL_REMINDERS[vehicle.fuelType].map((type) => {
    const { months, distance } = defaultInterval(type, vehicle.odometerUnit);
    return {
      vehicleId,
      type,
      ...(months !== undefined && { intervalMonths: months }),
      ...(distance !== undefined && { intervalDistance: distance }),
      startDate: start.date,
      ...(start.odometer !== undefined && { startOdometer: start.odometer }),
      createdAt: now,
      updatedAt: now,
    };
  });
}

/** Due soon: within this many days... */
export const DUE_SOON_DAYS = 30;
/** ...or this much of the car's unit. */
export const DUE_SOON_DISTANCE: Readonly<Record<OdometerUnit, number>> = {
  mi: 500,
  km: 800,
  h: 20,
};

/** How far back the driving rate looks. */
export const DRIVING_RATE_MONTHS = 12;
/** A rate from readings closer together than this says little. */
export const DRIVING_RATE_MIN_DAYS = 7;

/** What a service needs for reminders to see it. */
export interface ServiceLike {
  vehicleId: string;
  type: ServiceType;
  title?: string;
  date: string;
  odometer?: number;
  reminderId?: string;
}

const sameTitle = (a: string | undefined, b: string | undefined) => {
  const [x, y] = [(a ?? '').trim().toLowerCase(), (b ?? '').trim().toLowerCase()];
  return x.length > 0 && x === y;
};

/**
 * Whether `service` is one that reminder `id` asks for: the same car, and either done
 * from the reminder's "Done", or of the same routine type (a custom reminder: the same
 * title).
 */
export function serviceMatches(id: string, reminder: Reminder, service: ServiceLike): boolean {
  if (service.vehicleId !== reminder.vehicleId) return false;
  if (service.reminderId === id) return true;
  if (reminder.type === 'custom') return sameTitle(service.title, reminder.title);
  return service.type === reminder.type;
}

/** The latest service matching reminder `id` (by date, then odometer), or undefined. */
export function lastMatchingService<S extends ServiceLike>(
  id: string,
  reminder: Reminder,
  services: readonly S[],
): S | undefined {
  let last: S | undefined;
  for (const service of services) {
    if (!serviceMatches(id, reminder, service)) continue;
    if (
      !last ||
      service.date > last.date ||
      (service.date === last.date && (service.odometer ?? 0) > (last.odometer ?? 0))
    ) {
      last = service;
    }
  }
  return last;
}

/**
 * A car's driving rate in its unit per day, from its readings (oldest first, see
 * odometer.ts): the least-squares slope over the last twelve months of readings, so one
 * mistyped reading moves it little. With fewer than two readings, readings less than a
 * week apart, or an odometer that does not go up, there is no rate.
 */
export function drivingRate(readings: readonly OdometerReading[]): number | undefined {
  const last = latestReading(readings);
  if (!last) return undefined;
  const since = addMonths(last.date, -DRIVING_RATE_MONTHS);
  let window = readings.filter((reading) => reading.date >= since);
  if (window.length < 2) {
    // A long gap: reach back to the reading just before the window.
    const before = readings.filter((reading) => reading.date < since).at(-1);
    window = before ? [before, ...window] : window;
  }
  if (window.length < 2) return undefined;
  const first = window[0]!;
  const xs = window.map((reading) => daysBetween(first.date, reading.date));
  const span = xs.at(-1)! - xs[0]!;
  if (span < DRIVING_RATE_MIN_DAYS) return undefined;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const meanY = window.reduce((sum, reading) => sum + reading.odometer, 0) / window.length;
  let covariance = 0;
  let variance = 0;
  window.forEach((reading, index) => {
    const dx = xs[index]! - meanX;
    covariance += dx * (reading.odometer - meanY);
    variance += dx * dx;
  });
  const rate = covariance / variance;
  return Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/**
 * The day a car is expected to reach `odometer`, driving at `rate` per day from its last
 * reading; undefined without a rate or a reading.
 */
export function projectedDate(
  odometer: number,
  last: OdometerReading | undefined,
  rate: number | undefined,
): string | undefined {
  if (!last || rate === undefined) return undefined;
  return addDays(last.date, Math.ceil((odometer - last.odometer) / rate));
}

export type ReminderState = 'overdue' | 'due-soon' | 'later' | 'done';

export const REMINDER_STATE_LABELS: Readonly<Record<ReminderState, string>> = {
  overdue: 'Overdue',
  'due-soon': 'Due soon',
  later: 'Later',
  done: 'Done',
};

export interface ReminderStatus {
  state: ReminderState;
  /** Due on this day (by date). */
  dueDate?: string;
  /** Due at this reading (by odometer). */
  dueOdometer?: number;
  /** When the odometer is expected to reach `dueOdometer`. */
  projectedDate?: string;
  /** The first of `dueDate` and `projectedDate`: when to expect it. */
  expectedDate?: string;
  /** Days from today to `dueDate` (negative: overdue by that many). */
  daysLeft?: number;
  /** `dueOdometer` less the last reading (negative: past it). */
  distanceLeft?: number;
  /** The service the interval counts from, if any. */
  lastService?: { date: string; odometer?: number };
}

export interface ReminderContext {
  /** Today, as a calendar day where the person is. */
  today: string;
  /** Every service (of any car: the reminder picks its own). */
  services: readonly ServiceLike[];
  /** The reminder's car's readings, oldest first. */
  readings: readonly OdometerReading[];
  unit: OdometerUnit;
}

const isRecurring = (reminder: Reminder) =>
  reminder.intervalMonths !== undefined || reminder.intervalDistance !== undefined;

/**
 * Where reminder `id` stands today. A recurring reminder is due its interval after the
 * last matching service, or after its start when there is none (a one-off date or
 * reading it also has is its first due). A one-off reminder is done once a matching
 * service is logged on or after its start.
 */
export function reminderStatus(
  id: string,
  reminder: Reminder,
  context: ReminderContext,
): ReminderStatus {
  const { today, services, readings, unit } = context;
  const last = lastMatchingService(id, reminder, services);
  const lastCounts = last !== undefined && last.date >= reminder.startDate;
  const hasOneOff = reminder.dueDate !== undefined || reminder.dueOdometer !== undefined;
  const lastService = last && { date: last.date, odometer: last.odometer };

  let dueDate: string | undefined;
  let dueOdometer: number | undefined;
  if (hasOneOff && !lastCounts) {
    dueDate = reminder.dueDate;
    dueOdometer = reminder.dueOdometer;
  } else if (isRecurring(reminder)) {
    const baseDate = last?.date ?? reminder.startDate;
    const baseOdometer = last ? last.odometer : reminder.startOdometer;
    if (reminder.intervalMonths !== undefined) {
      dueDate = addMonths(baseDate, reminder.intervalMonths);
    }
    if (reminder.intervalDistance !== undefined && baseOdometer !== undefined) {
      dueOdometer = baseOdometer + reminder.intervalDistance;
    }
  } else {
    return { state: 'done', lastService };
  }

  const reading = latestReading(readings);
  const rate = drivingRate(readings);
  const projected =
    dueOdometer === undefined ? undefined : projectedDate(dueOdometer, reading, rate);
  const daysLeft = dueDate === undefined ? undefined : daysBetween(today, dueDate);
  const distanceLeft =
    dueOdometer === undefined || reading === undefined ? undefined : dueOdometer - reading.odometer;
  const expectedDate = [dueDate, projected]
    .filter((day): day is string => day !== undefined)
    .sort()[0];

  let state: ReminderState = 'later';
  if (
    (daysLeft !== undefined && daysLeft < 0) ||
    (distanceLeft !== undefined && distanceLeft <= 0)
  ) {
    state = 'overdue';
  } else if (
    (expectedDate !== undefined && daysBetween(today, expectedDate) <= DUE_SOON_DAYS) ||
    (distanceLeft !== undefined && distanceLeft <= DUE_SOON_DISTANCE[unit])
  ) {
    state = 'due-soon';
  }
  return {
    state,
    ...(dueDate !== undefined && { dueDate, daysLeft }),
    ...(dueOdometer !== undefined && { dueOdometer }),
    ...(distanceLeft !== undefined && { distanceLeft }),
    ...(projected !== undefined && { projectedDate: projected }),
    ...(expectedDate !== undefined && { expectedDate }),
    ...(lastService && { lastService }),
  };
}

const STATE_ORDER: Readonly<Record<ReminderState, number>> = {
  overdue: 0,
  'due-soon': 1,
  later: 2,
  done: 3,
};

/** Overdue first, then due soon, then later; within each, the soonest expected first. */
export function compareStatus(a: ReminderStatus, b: ReminderStatus): number {
  const byState = STATE_ORDER[a.state] - STATE_ORDER[b.state];
  if (byState !== 0) return byState;
  const [x, y] = [a.expectedDate, b.expectedDate];
  if (x === y) return (a.distanceLeft ?? Infinity) - (b.distanceLeft ?? Infinity);
  if (x === undefined) return 1;
  if (y === undefined) return -1;
  return x < y ? -1 : 1;
}

export interface DueItem<V> {
  id: string;
  reminder: Reminder;
  vehicleId: string;
  vehicle: V;
  status: ReminderStatus;
}

/**
 * Every reminder of every car still on the road, with where it stands, soonest first;
 * one-offs already done are left out.
 */
export function dueNext<V extends Pick<Vehicle, 'archived' | 'odometerUnit'>>(input: {
  today: string;
  vehicles: readonly { id: string; vehicle: V }[];
  reminders: readonly { id: string; reminder: Reminder }[];
  services: readonly ServiceLike[];
  /** A car's readings, oldest first (see odometer.ts `readingsOf`). */
  readingsOf: (vehicleId: string) => readonly OdometerReading[];
}): DueItem<V>[] {
  const cars = new Map(input.vehicles.map((entry) => [entry.id, entry.vehicle]));
  const readings = new Map<string, readonly OdometerReading[]>();
  const items: DueItem<V>[] = [];
  for (const { id, reminder } of input.reminders) {
    const vehicle = cars.get(reminder.vehicleId);
    if (!vehicle || vehicle.archived) continue;
    let carReadings = readings.get(reminder.vehicleId);
    if (!carReadings) {
      carReadings = input.readingsOf(reminder.vehicleId);
      readings.set(reminder.vehicleId, carReadings);
    }
    const status = reminderStatus(id, reminder, {
      today: input.today,
      services: input.services,
      readings: carReadings,
      unit: vehicle.odometerUnit,
    });
    if (status.state === 'done') continue;
    items.push({ id, reminder, vehicleId: reminder.vehicleId, vehicle, status });
  }
  return items.sort((a, b) => compareStatus(a.status, b.status));
}

const UNIT_WORDS: Readonly<Record<OdometerUnit, string>> = { mi: 'mi', km: 'km', h: 'h' };

/** "45,000 mi". */
export function formatReading(value: number, unit: OdometerUnit, locale?: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)} ${UNIT_WORDS[unit]}`;
}

/** "12 Mar", with the year when it is not this year's. */
export function formatDay(day: string, today: string, locale?: string): string {
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(utcDate(day));
}

/** "3 weeks", "5 days", "4 months", "2 years" for a count of days. */
export function spanWords(days: number): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const span = Math.abs(days);
  if (span < 14) return plural(span, 'day');
  if (span < 60) return plural(Math.round(span / 7), 'week');
  if (span < 730) return plural(Math.round(span / 30.44), 'month');
  return plural(Math.round(span / 365.25), 'year');
}

/**
 * A status in words: "due in 3 weeks or at 45,000 mi (expected around 12 Mar)",
 * "2 weeks overdue", "80,000 km passed (last reading 80,250 km)". What makes it overdue
 * comes first; the other measure follows as what it is ("…; by date, due in 6 months").
 */
export function describeDue(
  status: ReminderStatus,
  unit: OdometerUnit,
  today: string,
  locale?: string,
): string {
  if (status.state === 'done') return 'done';
  const days = status.daysLeft;
  const byDate =
    days === undefined
      ? undefined
      : days < 0
        ? `${spanWords(days)} overdue`
        : days === 0
          ? 'due today'
          : days === 1
            ? 'due tomorrow'
            : `due in ${spanWords(days)}`;
  if (status.dueOdometer === undefined) return byDate ?? 'no date or reading to go by yet';
  const at = formatReading(status.dueOdometer, unit, locale);
  const left = status.distanceLeft;
  const dateOverdue = days !== undefined && days < 0;
  if (left !== undefined && left <= 0) {
    const passed = `${at} passed (last reading ${formatReading(status.dueOdometer - left, unit, locale)})`;
    if (byDate === undefined) return passed;
    return dateOverdue ? `${byDate} and ${passed}` : `${passed}; by date, ${byDate}`;
  }
  const expected =
    status.projectedDate === undefined
      ? ''
      : ` (expected around ${formatDay(status.projectedDate, today, locale)})`;
  if (byDate === undefined) return `due at ${at}${expected}`;
  return dateOverdue
    ? `${byDate}; by reading, due at ${at}${expected}`
    : `${byDate} or at ${at}${expected}`;
}

/** A reminder's name: its routine type's label or its own title. */
export const reminderTitle = (reminder: Pick<Reminder, 'type' | 'title'>) => serviceTitle(reminder);
