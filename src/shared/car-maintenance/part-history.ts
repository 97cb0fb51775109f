import type { OdometerUnit, PartTag } from './car-model.ts';
import { partName, type CustomPartEntry } from './parts.ts';

/**
 * What a car's services say about each part they touched: when and at what reading it was
 * last done, how often, and how far and how long it lasts between two services on average.
 */

interface ServiceLike {
  vehicleId: string;
  /** A calendar day, `YYYY-MM-DD`. */
  date: string;
  odometer?: number;
  parts: readonly PartTag[];
}

export interface PartHistory {
  part: string;
  name: string;
  /** How many of the car's services touched it. */
  count: number;
  /** The latest of them, `YYYY-MM-DD`. */
  lastDate: string;
  /** The latest one's reading, if it has one. */
  lastOdometer?: number;
  /** The average distance between two of them, with at least two readings. */
  averageDistance?: number;
  /** The average months between two of them, with at least two on different days. */
  averageMonths?: number;
}

const DAY_MS = 86_400_000;
const DAYS_PER_MONTH = 365.2425 / 12;

const dayNumber = (day: string): number => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, date) / DAY_MS);
};

/** Each part `vehicleId`'s services touched, the most recently touched first. */
export function partHistory(
  vehicleId: string,
  services: readonly { service: ServiceLike }[],
  custom: readonly CustomPartEntry[],
): PartHistory[] {
  const byPart = new Map<string, { date: string; odometer?: number }[]>();
  for (const { service } of services) {
    if (service.vehicleId !== vehicleId) continue;
    for (const part of new Set(service.parts.map((tag) => tag.part))) {
      let list = byPart.get(part);
      if (!list) {
        list = [];
        byPart.set(part, list);
      }
      list.push({ date: service.date, odometer: service.odometer });
    }
  }
  const histories: PartHistory[] = [];
  for (const [part, list] of byPart) {
    list.sort((a, b) => a.date.localeCompare(b.date) || (a.odometer ?? 0) - (b.odometer ?? 0));
    const first = list[0]!;
    const last = list.at(-1)!;
    const readings = list
      .map((entry) => entry.odometer)
      .filter((odometer): odometer is number => odometer !== undefined);
    const history: PartHistory = {
      part,
      name: partName(part, custom),
      count: list.length,
      lastDate: last.date,
    };
    if (last.odometer !== undefined) history.lastOdometer = last.odometer;
    if (readings.length >= 2) {
      const distance = Math.max(...readings) - Math.min(...readings);
      if (distance > 0) history.averageDistance = distance / (readings.length - 1);
    }
    const days = dayNumber(last.date) - dayNumber(first.date);
    if (list.length >= 2 && days > 0) {
      history.averageMonths = days / DAYS_PER_MONTH / (list.length - 1);
    }
    histories.push(history);
  }
  return histories.sort(
    (a, b) => b.lastDate.localeCompare(a.lastDate) || a.name.localeCompare(b.name),
  );
}

const numbers = new Intl.NumberFormat('en');
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** A distance in the car's unit: "45,120 mi", "72,000 km", "1,250 hours". */
export function formatDistance(value: number, unit: OdometerUnit): string {
  const shown = numbers.format(Math.round(value));
  return unit === 'h' ? `${shown} hours` : `${shown} ${unit}`;
}

/** An average, rounded as people say it: to the hundred from 1,000 up, else to the ten. */
function roughly(value: number): number {
  const step = value >= 1_000 ? 100 : 10;
  return Math.max(step, Math.round(value / step) * step);
}

/** How long ago `day` was, seen from `today` (both `YYYY-MM-DD`): "today", "14 months ago". */
export function timeAgo(day: string, today: string): string {
  const days = dayNumber(today) - dayNumber(day);
  if (days === 0) return 'today';
  const size = Math.abs(days);
  if (size < 31) return relative.format(-days, 'day');
  const months = Math.round(size / DAYS_PER_MONTH);
  if (months < 24) return relative.format(Math.sign(-days) * months, 'month');
  return relative.format(Math.sign(-days) * Math.round(size / 365.2425), 'year');
}

/**
 * One part's history in a sentence: "Brake pads: last replaced 14 months ago at 45,120 mi,
 * every 31,000 mi on average". The average is by distance when the readings allow, else
 * by months; with one service there is no average.
 */
export function describePartHistory(
  history: PartHistory,
  unit: OdometerUnit,
  today: string,
): string {
  let text = `${history.name}: last replaced ${timeAgo(history.lastDate, today)}`;
  if (history.lastOdometer !== undefined) {
    text += ` at ${formatDistance(history.lastOdometer, unit)}`;
  }
  if (history.averageDistance !== undefined) {
    text += `, every ${formatDistance(roughly(history.averageDistance), unit)} on average`;
  } else if (history.averageMonths !== undefined) {
    const months = Math.max(1, Math.round(history.averageMonths));
    text += `, every ${months === 1 ? 'month' : `${months} months`} on average`;
  }
  return text;
}
