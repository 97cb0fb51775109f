import type { FuelUnit } from './car-model.ts';
import type { CsvRecordType } from './csv-records.ts';
import {
  detectPreset as detectAmong,
  hasHeader,
  presetMapping,
  type CsvPreset,
} from '../csv/column-mapping.ts';

/**
 * The CSV files other apps export, known by their headers, with the mapping that reads
 * them. LubeLogger exports each record type of a car as its own file: service, repair,
 * upgrade and tax records (one layout), gas records, reminders and planner items (read
 * here as issues); it has no CSV of its cars or shops. Fuelly exports fill-ups, with the
 * car's name on each row and the miles driven since the last one.
 */

export interface CarCsvPreset extends CsvPreset<CsvRecordType> {
  /** What the amounts are in, from the headers. */
  fuelUnit?: (headers: readonly string[]) => FuelUnit;
}

export const CSV_PRESETS: readonly CarCsvPreset[] = [
  {
    id: 'lubelogger-services',
    label: 'LubeLogger: service, repair, upgrade or tax records',
    type: 'services',
    columns: {
      date: ['Date'],
      odometer: ['Odometer'],
      title: ['Description'],
      cost: ['Cost'],
      notes: ['Notes'],
      tags: ['Tags'],
    },
    signature: ['Date', 'Description', 'Cost', 'Notes'],
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
    id: 'lubelogger-reminders',
    label: 'LubeLogger: reminders',
    type: 'reminders',
    columns: {
      title: ['Description'],
      dueDate: ['DueDate'],
      dueOdometer: ['DueOdometer'],
      notes: ['Notes'],
    },
    signature: ['Description', 'Urgency', 'Metric'],
    dateOrder: 'mdy',
  },
  {
    id: 'lubelogger-planner',
    label: 'LubeLogger: planner items',
    type: 'issues',
    columns: {
      title: ['Description'],
      description: ['Notes'],
      noticedDate: ['DateCreated'],
      status: ['Progress'],
    },
    signature: ['DateCreated', 'Description', 'Priority', 'Progress'],
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
      trip: ['miles', 'kilometers', 'km'],
      amount: ['gallons', 'litres', 'liters'],
      price: ['price'],
      partial: ['partial_fuelup'],
      missed: ['missed_fuelup'],
      station: ['brand'],
      notes: ['notes'],
    },
    signature: ['car_name', 'fuelup_date', 'price', 'partial_fuelup', 'missed_fuelup'],
    dateOrder: 'mdy',
    fuelUnit: (headers) => (hasHeader(headers, 'gallons') ? 'gal' : 'L'),
  },
];

export const presetById = (id: string): CarCsvPreset | undefined =>
  CSV_PRESETS.find((preset) => preset.id === id);

/** The preset whose app wrote a file with these headers, if any. */
export const detectPreset = (headers: readonly string[]): CarCsvPreset | undefined =>
  detectAmong(CSV_PRESETS, headers);

export { presetMapping };
