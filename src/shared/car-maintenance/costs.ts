import {
  ROUTINE_TYPE_LABELS,
  serviceTotal,
  type FuelEntry,
  type FuelUnit,
  type RoutineType,
  type Service,
  type Vehicle,
} from './car-model.ts';
import type { OdometerReading } from './odometer.ts';

/**
 * What the cars cost: every service's bill, every fill-up and charge, and each car's
 * purchase price, as dated items, summed per car, year, month, category and shop. The
 * purchase price is kept apart from the running costs, so it neither swamps a year's
 * spend nor counts in the cost per mile.
 */

/** What a cost was for: a routine service type, a custom service, fuel, charging, or the car. */
export type CostCategory = RoutineType | 'custom' | 'fuel' | 'charging' | 'purchase';

export const COST_CATEGORY_LABELS: Readonly<Record<CostCategory, string>> = {
  ...ROUTINE_TYPE_LABELS,
  custom: 'Other services',
  fuel: 'Fuel',
  charging: 'Charging',
  purchase: 'Purchase price',
};

export interface CostItem {
  vehicleId: string;
  /** `YYYY-MM-DD`. */
  date: string;
  amount: number;
  category: CostCategory;
  /** The shop a service was done at. */
  locationId?: string;
}

const fuelCategory = (unit: FuelUnit): CostCategory => (unit === 'kWh' ? 'charging' : 'fuel');

/** Every cost the records hold, as dated items (records without a cost give none). */
export function costItems(
  vehicles: readonly { id: string; vehicle: Pick<Vehicle, 'purchaseDate' | 'purchasePrice'> }[],
  services: readonly {
    service: Pick<Service, 'vehicleId' | 'date' | 'type' | 'lineItems' | 'locationId'>;
  }[],
  fills: readonly { fill: Pick<FuelEntry, 'vehicleId' | 'date' | 'cost' | 'unit'> }[],
): CostItem[] {
  const items: CostItem[] = [];
  for (const { id, vehicle } of vehicles) {
    if (vehicle.purchasePrice !== undefined && vehicle.purchaseDate !== undefined) {
      items.push({
        vehicleId: id,
        date: vehicle.purchaseDate,
        amount: vehicle.purchasePrice,
        category: 'purchase',
      });
    }
  }
  for (const { service } of services) {
    const amount = serviceTotal(service);
    if (amount <= 0) continue;
    items.push({
      vehicleId: service.vehicleId,
      date: service.date,
      amount,
      category: service.type,
      ...(service.locationId === undefined ? {} : { locationId: service.locationId }),
    });
  }
  for (const { fill } of fills) {
    if (fill.cost === undefined || fill.cost <= 0) continue;
    items.push({
      vehicleId: fill.vehicleId,
      date: fill.date,
      amount: fill.cost,
      category: fuelCategory(fill.unit),
    });
  }
  return items;
}

/** A span of calendar days, both ends included; an end left out is open. */
export interface CostPeriod {
  from?: string;
  to?: string;
}

/** The periods the costs screen offers. */
export type PeriodChoice = 'this-year' | 'last-12-months' | 'all' | `year-${number}`;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The days a choice covers, counted from `today` (a local calendar day). */
export function periodOf(choice: PeriodChoice, today: Date): CostPeriod {
  if (choice === 'all') return {};
  if (choice === 'this-year') return { from: `${today.getFullYear()}-01-01`, to: dayOf(today) };
  if (choice === 'last-12-months') {
    // From the day after this day a year ago: twelve whole months, today included.
    const start = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1);
    return { from: dayOf(start), to: dayOf(today) };
  }
  const year = Number(choice.slice('year-'.length));
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

export const inPeriod = (date: string, period: CostPeriod): boolean =>
  (period.from === undefined || date >= period.from) &&
  (period.to === undefined || date <= period.to);

/** The years the items fall in, newest first. */
export function yearsOf(items: readonly { date: string }[]): number[] {
  const years = new Set(items.map((item) => Number(item.date.slice(0, 4))));
  return [...years].sort((a, b) => b - a);
}

function sumBy(
  items: readonly CostItem[],
  keyOf: (item: CostItem) => string | undefined,
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === undefined) continue;
    sums.set(key, (sums.get(key) ?? 0) + item.amount);
  }
  return sums;
}

/** Largest first; ties by key, so the order is stable. */
const byAmount = (sums: Map<string, number>) =>
  [...sums].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));

export interface CostSummary {
  /** Running costs: services, fuel and charging. */
  running: number;
  /** Purchase prices, kept apart. */
  purchase: number;
  /** Running costs per car, per category, per shop: largest first. */
  byCar: [string, number][];
  byCategory: [CostCategory, number][];
  byShop: [string, number][];
  /** Running costs per year and month (`YYYY`, `YYYY-MM`), oldest first. */
  byYear: [string, number][];
  byMonth: [string, number][];
  /** Purchase price per car. */
  purchaseByCar: [string, number][];
}

/** The items of `period` (and of `vehicleIds`, when given) summed every way the screen shows. */
export function summarizeCosts(
  items: readonly CostItem[],
  period: CostPeriod = {},
  vehicleIds?: ReadonlySet<string>,
): CostSummary {
  const chosen = items.filter(
    (item) => inPeriod(item.date, period) && (!vehicleIds || vehicleIds.has(item.vehicleId)),
  );
  const running = chosen.filter((item) => item.category !== 'purchase');
  const bought = chosen.filter((item) => item.category === 'purchase');
  const chronological = (sums: Map<string, number>) =>
    [...sums].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    running: running.reduce((sum, item) => sum + item.amount, 0),
    purchase: bought.reduce((sum, item) => sum + item.amount, 0),
    byCar: byAmount(sumBy(running, (item) => item.vehicleId)),
    byCategory: byAmount(sumBy(running, (item) => item.category)) as [CostCategory, number][],
    byShop: byAmount(sumBy(running, (item) => item.locationId)),
    byYear: chronological(sumBy(running, (item) => item.date.slice(0, 4))),
    byMonth: chronological(sumBy(running, (item) => item.date.slice(0, 7))),
    purchaseByCar: byAmount(sumBy(bought, (item) => item.vehicleId)),
  };
}

/**
 * Every month from `from` to `to` (`YYYY-MM`), with the sums of `byMonth` and zero for the
 * months without a cost, so a chart shows the gaps.
 */
export function monthSeries(
  byMonth: readonly [string, number][],
  from: string,
  to: string,
): { month: string; amount: number }[] {
  const sums = new Map(byMonth);
  const series: { month: string; amount: number }[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = to.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    const key = `${year}-${pad(month)}`;
    series.push({ month: key, amount: sums.get(key) ?? 0 });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return series;
}

export interface CostPerDistance {
  cost: number;
  /** Driven within the period, in the car's odometer unit. */
  distance: number;
  perUnit: number;
}

/**
 * One car's running cost per unit of distance over `period`: its running costs there over
 * the distance between its lowest and highest odometer readings there (`readingsOf` the
 * car's services, fill-ups and issues). Null with fewer than two readings or none driven.
 */
export function costPerDistanceOf(
  vehicleId: string,
  items: readonly CostItem[],
  readings: readonly OdometerReading[],
  period: CostPeriod = {},
): CostPerDistance | null {
  const within = readings.filter((reading) => inPeriod(reading.date, period));
  if (within.length < 2) return null;
  const odometers = within.map((reading) => reading.odometer);
  const distance = Math.max(...odometers) - Math.min(...odometers);
  if (distance <= 0) return null;
  const cost = items
    .filter(
      (item) =>
        item.vehicleId === vehicleId && item.category !== 'purchase' && inPeriod(item.date, period),
    )
    .reduce((sum, item) => sum + item.amount, 0);
  return { cost, distance, perUnit: cost / distance };
}

/** Spend and visits per shop, over every service (any period). */
export function shopSpend(
  services: readonly { service: Pick<Service, 'locationId' | 'lineItems'> }[],
): Map<string, { spend: number; visits: number }> {
  const perShop = new Map<string, { spend: number; visits: number }>();
  for (const { service } of services) {
    if (service.locationId === undefined) continue;
    const shop = perShop.get(service.locationId) ?? { spend: 0, visits: 0 };
    shop.spend += serviceTotal(service);
    shop.visits += 1;
    perShop.set(service.locationId, shop);
  }
  return perShop;
}
