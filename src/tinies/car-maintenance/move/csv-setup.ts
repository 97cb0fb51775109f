import type { FuelUnit } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import { CSV_PRESETS, presetById, presetMapping } from '@/shared/car-maintenance/csv-presets.ts';
import {
  CSV_RECORD_TYPES,
  guessMapping,
  type ColumnMapping,
  type CsvRecordType,
} from '@/shared/car-maintenance/csv-records.ts';
import type { CsvTable } from '@/shared/csv/csv-table.ts';
import { guessDateOrder, type DateOrder } from '@/shared/csv/csv-values.ts';

/** How a CSV file is read: its record type, preset, mapping, date order and fuel unit. */

export const NOT_IMPORTED = 'none';

export interface Setup {
  type: CsvRecordType;
  presetId: string;
  mapping: ColumnMapping;
  dateOrder: DateOrder;
  fuelUnit: FuelUnit;
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

export function setupFor(
  table: CsvTable,
  type: CsvRecordType,
  presetId: string,
  fallbackUnit: FuelUnit,
): Setup {
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
    fuelUnit: preset?.fuelUnit?.(table.headers) ?? fallbackUnit,
  };
}
