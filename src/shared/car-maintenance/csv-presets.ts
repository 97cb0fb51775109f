import type { FuelUnit } from './car-maintenance-schema.ts';
import type { ColumnMapping, CsvRecordType } from './csv-records.ts';
import type { DateOrder } from './csv-values.ts';

/**
 * The CSV files other apps export, known by their headers, with the mapping that reads
 * them: LubeLogger's service/repair and gas records, and Fuelly's fill-ups.
 */

export interface CsvPreset {
  id: string;
  label: string;
  type: CsvRecordType;
  /** Each field's header in the file (the first one present is used). */
  columns: Readonly<Record<string, readonly string[]>>;
  /** Headers all present in the app's export (how the preset is recognised). */
  signature: readonly string[];
  /** How the app writes dates that are not ISO. */
  dateOrder: DateOrder;
  /** What the amounts are in, from the headers. */
  fuelUnit?: (headers: readonly string[]) => FuelUnit;
}

const has = (headers: readonly string[], name: string) =>
  headers.some((header) => header.trim().toLowerCase() === name.toLowerCase());

export const CSV_PRESETS: readonly CsvPreset[] = [
  {
    id: 'lubelogger-services',
    label: 'LubeLogger: service, repair or upgrade records',
    type: 'services',
    columns: {
      date: ['Date'],
      odometer: ['Odometer'],
      title: ['Description'],
      cost: ['Cost'],
      notes: ['Notes'],
      tags: ['Tags'],
    },
    signature: ['Date', 'Odometer', 'Description', 'Cost', 'Notes'],
    dateOrder: 'mdy',
  },
  {
    id: 'lubelogger-fuel',
    label: 'LubeLogger: gas records',
    type: 'fuel',
    columns: {
      date: ['Date'],
      odometer: ['Odometer'],
      amount: ['FuelConsumed'],
      cost: ['Cost'],
      full: ['IsFillToFull'],
      missed: ['MissedFuelUp'],
      notes: ['Notes'],
    },
    signature: ['Date', 'Odometer', 'FuelConsumed', 'Cost', 'IsFillToFull', 'MissedFuelUp'],
    dateOrder: 'mdy',
  },
  {
    id: 'fuelly',
    label: 'Fuelly: fill-ups',
    type: 'fuel',
    columns: {
      car: ['car_name'],
      date: ['fuelup_date'],
      odometer: ['odometer'],
      amount: ['gallons', 'litres', 'liters'],
      price: ['price'],
      partial: ['partial_fuelup'],
      missed: ['missed_fuelup'],
      station: ['brand'],
      notes: ['notes'],
    },
    signature: ['car_name', 'fuelup_date', 'price', 'partial_fuelup', 'missed_fuelup'],
    dateOrder: 'mdy',
    fuelUnit: (headers) => (has(headers, 'gallons') ? 'gal' : 'L'),
  },
];

export const presetById = (id: string): CsvPreset | undefined =>
  CSV_PRESETS.find((preset) => preset.id === id);

/** The preset whose app wrote a file with these headers, if any. */
export function detectPreset(headers: readonly string[]): CsvPreset | undefined {
  return CSV_PRESETS.find((preset) => preset.signature.every((name) => has(headers, name)));
}

/** The mapping a preset gives a file's headers (fields whose column is absent are left out). */
export function presetMapping(preset: CsvPreset, headers: readonly string[]): ColumnMapping {
  const lower = headers.map((header) => header.trim().toLowerCase());
  const mapping: ColumnMapping = {};
  for (const [field, names] of Object.entries(preset.columns)) {
    const column = names
      .map((name) => lower.indexOf(name.toLowerCase()))
      .find((index) => index >= 0);
    mapping[field] = column ?? null;
  }
  return mapping;
}
