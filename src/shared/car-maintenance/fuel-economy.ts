import type { EconomyUnit, FuelUnit, OdometerUnit } from './car-model.ts';

/**
 * Fuel economy from a car's fill-ups, counted from one full tank to the next: the fuel
 * (or energy) put in at a full fill-up, with every partial one since the last full one,
 * drove the distance between the two full ones. A fill-up marked `missedBefore` breaks the
 * chain (one before it was never logged), so nothing is counted across that gap.
 *
 * Fuel (litres, gallons) and electricity (kWh) make separate chains: a plug-in hybrid's
 * charges and fill-ups are each counted from their own last full one. Engine hours count
 * no distance, so they give no economy.
 */

/** What a fill-up holds: fuel or electricity. */
export type EnergyKind = 'fuel' | 'electric';

export const energyOf = (unit: FuelUnit): EnergyKind => (unit === 'kWh' ? 'electric' : 'fuel');

export const LITRES_PER_US_GALLON = 3.785411784;
export const LITRES_PER_IMPERIAL_GALLON = 4.54609;
export const KM_PER_MILE = 1.609344;

/** An amount in litres (fuel) or kWh (electricity). */
export function baseAmount(amount: number, unit: FuelUnit): number {
  switch (unit) {
    case 'gal':
      return amount * LITRES_PER_US_GALLON;
    case 'imp-gal':
      return amount * LITRES_PER_IMPERIAL_GALLON;
    default:
      return amount;
  }
}

/** A distance in kilometres, or null for engine hours. */
export function kilometres(distance: number, unit: OdometerUnit): number | null {
  if (unit === 'h') return null;
  return unit === 'mi' ? distance * KM_PER_MILE : distance;
}

/** What a fill-up needs to count. */
export interface Fill {
  date: string;
  odometer: number;
  amount: number;
  unit: FuelUnit;
  cost?: number;
  full: boolean;
  missedBefore: boolean;
}

/** One full-to-full stretch, ending at the fill-up `id`. */
export interface EconomyInterval {
  id: string;
  /** The closing fill-up's date. */
  date: string;
  kind: EnergyKind;
  /** In the car's odometer unit. */
  distance: number;
  /** Litres or kWh. */
  amount: number;
  /** What the stretch's fill-ups cost, when every one of them has a cost. */
  cost?: number;
}

/** Totals of several stretches: economy weighted by distance, not a mean of ratios. */
export interface EconomyTotal {
  kind: EnergyKind;
  distance: number;
  amount: number;
  /** Cost of the stretches that have one, and the distance they cover. */
  cost: number;
  costedDistance: number;
  count: number;
  /** The most recent stretch. */
  last: EconomyInterval;
}

export interface EconomyReport {
  /** By the id of the full fill-up that closes each stretch. */
  intervals: Map<string, EconomyInterval>;
  /** Oldest first. */
  ordered: EconomyInterval[];
  /** Per kind, only kinds with at least one stretch. */
  totals: Partial<Record<EnergyKind, EconomyTotal>>;
}

/** The fill-ups in driving order: by odometer, then by date. */
export function inDrivingOrder<T extends { fill: Fill }>(fills: readonly T[]): T[] {
  return [...fills].sort((a, b) =>
    a.fill.odometer === b.fill.odometer
      ? a.fill.date < b.fill.date
        ? -1
        : a.fill.date > b.fill.date
          ? 1
          : 0
      : a.fill.odometer - b.fill.odometer,
  );
}

interface Chain {
  /** The odometer at the last full fill-up, or null before the first (or after a gap). */
  from: number | null;
  amount: number;
  cost: number | undefined;
}

/** Economy of one car's fill-ups, read with its odometer unit. */
export function fuelEconomy(
  fills: readonly { id: string; fill: Fill }[],
  odometerUnit: OdometerUnit,
): EconomyReport {
  const intervals = new Map<string, EconomyInterval>();
  const ordered: EconomyInterval[] = [];
  const totals: Partial<Record<EnergyKind, EconomyTotal>> = {};
  if (odometerUnit === 'h') return { intervals, ordered, totals };

  const chains: Record<EnergyKind, Chain> = {
    fuel: { from: null, amount: 0, cost: 0 },
    electric: { from: null, amount: 0, cost: 0 },
  };
  for (const { id, fill } of inDrivingOrder(fills)) {
    const kind = energyOf(fill.unit);
    const chain = chains[kind];
    if (fill.missedBefore) chain.from = null;
    if (chain.from !== null) {
      chain.amount += baseAmount(fill.amount, fill.unit);
      chain.cost =
        chain.cost === undefined || fill.cost === undefined ? undefined : chain.cost + fill.cost;
      const distance = fill.odometer - chain.from;
      if (fill.full && distance > 0 && chain.amount > 0) {
        const interval: EconomyInterval = {
          id,
          date: fill.date,
          kind,
          distance,
          amount: chain.amount,
          ...(chain.cost === undefined ? {} : { cost: chain.cost }),
        };
        intervals.set(id, interval);
        ordered.push(interval);
        const total = totals[kind];
        const costed = interval.cost === undefined ? 0 : distance;
        if (total) {
          total.distance += distance;
          total.amount += interval.amount;
          total.cost += interval.cost ?? 0;
          total.costedDistance += costed;
          total.count += 1;
          if (interval.date >= total.last.date) total.last = interval;
        } else {
          totals[kind] = {
            kind,
            distance,
            amount: interval.amount,
            cost: interval.cost ?? 0,
            costedDistance: costed,
            count: 1,
            last: interval,
          };
        }
      }
    }
    if (fill.full) Object.assign(chain, { from: fill.odometer, amount: 0, cost: 0 });
    else if (chain.from === null) {
      // A partial fill-up before any full one: where the tank stood is unknown.
      Object.assign(chain, { amount: 0, cost: 0 });
    }
  }
  return { intervals, ordered, totals };
}

/** How economy is shown for a kind: the person's fuel unit, or its electric counterpart. */
export type ElectricEconomyUnit = 'kwh-per-100km' | 'mi-per-kwh';
export type ShownEconomyUnit = EconomyUnit | ElectricEconomyUnit;

export const ECONOMY_UNIT_LABELS: Readonly<Record<ShownEconomyUnit, string>> = {
  'mpg-us': 'mpg (US)',
  'mpg-imp': 'mpg (imperial)',
  'l-per-100km': 'L/100 km',
  'km-per-l': 'km/L',
  'kwh-per-100km': 'kWh/100 km',
  'mi-per-kwh': 'mi/kWh',
};

/** Whether a bigger number is better (distance per amount) or worse (amount per distance). */
export const HIGHER_IS_BETTER: Readonly<Record<ShownEconomyUnit, boolean>> = {
  'mpg-us': true,
  'mpg-imp': true,
  'l-per-100km': false,
  'km-per-l': true,
  'kwh-per-100km': false,
  'mi-per-kwh': true,
};

/** The unit economy of `kind` is shown in, given the person's choice for fuel. */
export function shownUnit(kind: EnergyKind, unit: EconomyUnit): ShownEconomyUnit {
  if (kind === 'fuel') return unit;
  return unit === 'mpg-us' || unit === 'mpg-imp' ? 'mi-per-kwh' : 'kwh-per-100km';
}

/**
 * The economy of `distance` (in `odometerUnit`) on `amount` (litres or kWh) in `unit`;
 * null when it cannot be told (engine hours, nothing driven or put in).
 */
export function economyIn(
  distance: number,
  amount: number,
  odometerUnit: OdometerUnit,
  unit: ShownEconomyUnit,
): number | null {
  const km = kilometres(distance, odometerUnit);
  if (km === null || km <= 0 || amount <= 0) return null;
  const miles = km / KM_PER_MILE;
  switch (unit) {
    case 'mpg-us':
      return miles / (amount / LITRES_PER_US_GALLON);
    case 'mpg-imp':
      return miles / (amount / LITRES_PER_IMPERIAL_GALLON);
    case 'l-per-100km':
      return (amount / km) * 100;
    case 'km-per-l':
      return km / amount;
    case 'kwh-per-100km':
      return (amount / km) * 100;
    case 'mi-per-kwh':
      return miles / amount;
  }
}

/** "31.4 mpg (US)", with one decimal. */
export function formatEconomy(value: number, unit: ShownEconomyUnit, locale?: string): string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
  return `${number} ${ECONOMY_UNIT_LABELS[unit]}`;
}

/** What a stretch or a total cost per unit of distance (in the car's unit); null without a cost. */
export function costPerDistance(cost: number, distance: number): number | null {
  return distance > 0 ? cost / distance : null;
}

/** The region a language tag names (`en-GB` → GB), maximised (`en` → US). */
function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

/** The economy unit people in `locale`'s region are used to. */
export function defaultEconomyUnit(locale: string): EconomyUnit {
  const region = regionOf(locale);
  if (region === 'US') return 'mpg-us';
  if (region === 'GB') return 'mpg-imp';
  return 'l-per-100km';
}

/** The unit a new fill-up starts with: kWh for an electric car, gallons in the US, else litres. */
export function defaultFuelUnit(fuelType: string, locale: string): FuelUnit {
  if (fuelType === 'electric') return 'kWh';
  return regionOf(locale) === 'US' ? 'gal' : 'L';
}
