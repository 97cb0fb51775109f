import { schemaCheck } from '@/kit/editor/schema-check.ts';
import { fuelSchema } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import {
  CAR_LIMITS,
  FUEL_UNIT_LABELS,
  FUEL_UNITS,
  type FuelEntry,
  type FuelUnit,
} from '@/shared/car-maintenance/car-model.ts';
import type { FieldConfig, FormValues } from '@/ui/form-rules.ts';

/** The fill-up form's fields, checked with the shared schema's own messages. */

const shape = fuelSchema.shape;
const FULL = 'full';
const MISSED = 'missedBefore';

/** The form's fields; `readingHint` says what the car's last reading was. */
export function fillFields(readingHint: string | undefined): FieldConfig[] {
  return [
    {
      type: 'date',
      name: 'date',
      label: 'Date',
      required: true,
      validate: schemaCheck(shape.date),
    },
    {
      type: 'number',
      name: 'odometer',
      label: 'Odometer',
      required: true,
      step: 1,
      description: readingHint,
      validate: schemaCheck(shape.odometer),
    },
    {
      type: 'number',
      name: 'amount',
      label: 'Amount',
      required: true,
      step: 0.01,
      validate: schemaCheck(shape.amount),
    },
    {
      type: 'select',
      name: 'unit',
      label: 'Unit',
      required: true,
      options: FUEL_UNITS.map((unit) => ({ value: unit, label: FUEL_UNIT_LABELS[unit] })),
    },
    {
      type: 'number',
      name: 'cost',
      label: 'Cost',
      step: 0.01,
      description: 'What the whole fill-up cost.',
      validate: schemaCheck(shape.cost),
    },
    {
      type: 'text',
      name: 'station',
      label: 'Station',
      placeholder: 'e.g. Shell, Main Street',
      validate: schemaCheck(shape.station, (text: string) => text.trim()),
    },
    {
      type: 'checkbox-group',
      name: 'flags',
      label: 'This fill-up',
      fullWidth: true,
      options: [
        { value: FULL, label: 'Filled to the top (full tank or full charge)' },
        { value: MISSED, label: 'I missed logging a fill-up before this one' },
      ],
    },
    {
      type: 'textarea',
      name: 'notes',
      label: 'Notes',
      fullWidth: true,
      rows: 3,
      maxLength: CAR_LIMITS.notes,
      validate: schemaCheck(shape.notes),
    },
  ];
}

/** A new fill-up's start: today, the last reading, the car's usual unit, a full tank. */
export interface FillStart {
  date: string;
  odometer?: number;
  unit: FuelUnit;
}

/** The form's values for a fill-up, or for a new one from `start`. */
export function fillValues(fill: FuelEntry | undefined, start: FillStart): FormValues {
  if (!fill) {
    return {
      date: start.date,
      odometer: start.odometer ?? null,
      amount: null,
      unit: start.unit,
      cost: null,
      station: '',
      flags: [FULL],
      notes: '',
    };
  }
  return {
    date: fill.date,
    odometer: fill.odometer,
    amount: fill.amount,
    unit: fill.unit,
    cost: fill.cost ?? null,
    station: fill.station ?? '',
    flags: [...(fill.full ? [FULL] : []), ...(fill.missedBefore ? [MISSED] : [])],
    notes: fill.notes ?? '',
  };
}

/** The fill-up the values make, for `vehicleId`; `createdAt` kept from `before` (or now). */
export function fillFrom(
  values: FormValues,
  vehicleId: string,
  before: FuelEntry | undefined,
  now: string,
): FuelEntry {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const flags = Array.isArray(values.flags) ? values.flags : [];
  const fill: FuelEntry = {
    vehicleId,
    date: text('date'),
    odometer: Number(values.odometer),
    amount: Number(values.amount),
    unit: text('unit') as FuelUnit,
    full: flags.includes(FULL),
    missedBefore: flags.includes(MISSED),
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  if (typeof values.cost === 'number') fill.cost = values.cost;
  const station = text('station');
  if (station) fill.station = station;
  const notes = typeof values.notes === 'string' ? values.notes : '';
  if (notes.trim()) fill.notes = notes;
  return fill;
}
