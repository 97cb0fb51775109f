import type { OdometerUnit } from '@/shared/car-maintenance/car-model.ts';
import { partName } from '@/shared/car-maintenance/parts.ts';
import type { PartEntry } from '../use-car-data.ts';

/** How the service screens write days, readings and parts. */

const dayFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

/** A calendar day as the person's language writes it ("4 Feb 2025"), whatever the time zone. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const time = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1);
  return Number.isNaN(time) ? day : dayFormat.format(time);
}

const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const UNIT_SHORT: Readonly<Record<OdometerUnit, string>> = { mi: 'mi', km: 'km', h: 'h' };

/** An odometer reading with the car's unit: "45,120 mi". */
export function formatOdometer(reading: number, unit: OdometerUnit = 'mi'): string {
  return `${numberFormat.format(reading)} ${UNIT_SHORT[unit]}`;
}

/** Today on this device, `YYYY-MM-DD`. */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A part's name: built-in or custom ("Brake pads"). */
export function partLabel(id: string, custom: readonly PartEntry[]): string {
  return partName(id, custom);
}
