import type { FuelUnit, OdometerUnit } from '@/shared/car-maintenance/car-model.ts';

/** How fill-ups and readings read on screen, in the person's language. */

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const NUMBER = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** "12 Jan 2025" for `2025-01-12` (a calendar day: no time zone moves it). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return DAY.format(new Date(Date.UTC(year, month - 1, date)));
}

/** Today on this device, `YYYY-MM-DD`. */
export function todayDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const ODOMETER_SHORT: Readonly<Record<OdometerUnit, string>> = {
  mi: 'mi',
  km: 'km',
  h: 'h',
};

/** "45,120 mi". */
export const formatReading = (odometer: number, unit: OdometerUnit): string =>
  `${WHOLE.format(odometer)} ${ODOMETER_SHORT[unit]}`;

export const FUEL_UNIT_SHORT: Readonly<Record<FuelUnit, string>> = {
  L: 'L',
  gal: 'gal',
  'imp-gal': 'imp gal',
  kWh: 'kWh',
};

/** "40.5 L", "10 gal". */
export const formatAmount = (amount: number, unit: FuelUnit): string =>
  `${NUMBER.format(amount)} ${FUEL_UNIT_SHORT[unit]}`;
