import type { FuelUnit, Vehicle } from '@/shared/car-maintenance/car-model.ts';
import { CSV_PRESETS, presetById, presetMapping } from '@/shared/car-maintenance/csv-presets.ts';
import {
  CSV_RECORD_TYPES,
  guessMapping,
  type ColumnMapping,
  type CsvRecordType,
} from '@/shared/car-maintenance/csv-records.ts';
import { defaultFuelUnit } from '@/shared/car-maintenance/fuel-economy.ts';
import type { CsvTable } from '@/shared/csv/csv-table.ts';
import { guessDateOrder, type DateOrder } from '@/shared/csv/csv-values.ts';

/** How a CSV file is read: its record type, preset, mapping, date order and fuel unit. */

export const NOT_IMPORTED = 'none';

export interface Setup {
  type: CsvRecordType;
  presetId: string;
  mapping: ColumnMapping;
  dateOrder: DateOrder;
  /** What the amounts are in when the file's headers say (Fuelly's "gallons"), else null. */
  fileFuelUnit: FuelUnit | null;
}

/** The fields only a type's own files hold: the more of them a file has, the likelier. */
const TELLING: Readonly<Record<CsvRecordType, readonly string[]>> = {
  services: ['type', 'title', 'shop', 'labourCost', 'partsCost'],
  fuel: ['amount', 'full', 'partial', 'price', 'trip'],
  vehicles: ['make', 'model', 'vin', 'plate', 'fuelType', 'year'],
  reminders: ['intervalMonths', 'intervalDistance', 'dueDate', 'dueOdometer'],
  issues: ['status', 'noticedDate', 'noticedOdometer'],
  locations: ['address', 'phone', 'website', 'email'],
};

/** The record type a file seems to hold, by its headers (services when nothing tells). */
export function guessType(headers: readonly string[]): CsvRecordType {
  let best: CsvRecordType = 'services';
  let bestHits = 0;
  for (const type of CSV_RECORD_TYPES) {
    const mapping = guessMapping(type, headers);
    const hits = TELLING[type].filter((key) => mapping[key] !== null).length;
    if (hits > bestHits) [best, bestHits] = [type, hits];
  }
  return best;
}

export const presetsFor = (type: CsvRecordType) =>
  CSV_PRESETS.filter((preset) => preset.type === type);

export function setupFor(table: CsvTable, type: CsvRecordType, presetId: string): Setup {
  const preset = presetById(presetId);
  const mapping = preset ? presetMapping(preset, table.headers) : guessMapping(type, table.headers);
  const dateKey = Object.keys(mapping).find((key) => /date$/i.test(key) && mapping[key] !== null);
  const dateColumn = dateKey === undefined ? null : mapping[dateKey];
  const dates =
    dateColumn === null || dateColumn === undefined
      ? []
      : table.rows.map((row) => row.cells[dateColumn] ?? '');
  return {
    type,
    presetId,
    mapping,
    dateOrder: guessDateOrder(dates, preset?.dateOrder ?? 'mdy'),
    fileFuelUnit: preset?.fuelUnit?.(table.headers) ?? null,
  };
}

/**
 * What a fuel file's amounts are most likely in when neither the file nor the person says,
 * from the car the rows go to and the person's language: kWh for an electric car, litres
 * for a car in kilometres, and for a car in miles (or none chosen yet) what the pumps
 * around the person sell: US gallons in the US, litres elsewhere (a British pump sells
 * litres, and LubeLogger set to UK mpg logs them so).
 */
export function likelyFuelUnit(
  car: Pick<Vehicle, 'odometerUnit' | 'fuelType'> | undefined,
  locale: string,
): FuelUnit {
  if (car?.fuelType === 'electric') return 'kWh';
  if (car?.odometerUnit === 'km') return 'L';
  return defaultFuelUnit(car?.fuelType ?? 'petrol', locale);
}
