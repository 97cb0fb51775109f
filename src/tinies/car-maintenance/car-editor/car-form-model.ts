import { schemaCheck } from '@/kit/editor/schema-check.ts';
import {
  gloveboxSchema,
  specsSchema,
  vehicleSchema,
} from '@/shared/car-maintenance/car-maintenance-schema.ts';
import {
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  ODOMETER_UNIT_LABELS,
  ODOMETER_UNITS,
  type Glovebox,
  type Specs,
  type Vehicle,
} from '@/shared/car-maintenance/car-model.ts';
import { normalizeVin, vinProblem } from '@/shared/car-maintenance/vin.ts';
import { initialRaw, type FieldConfig, type RawValue } from '@/ui/form-rules.ts';

/**
 * The car form's plain parts: its fields in sections (checked with the shared schema's
 * messages), the values a car starts them with, and the car the values make.
 */

const shape = vehicleSchema.shape;
const specShape = specsSchema.shape;
const gloveShape = gloveboxSchema.shape;

const trimmed = (text: string) => text.trim();

/** The fields the form draws itself: make and model with suggestions, the VIN with its decode. */
export const MAKE_FIELD = {
  type: 'text',
  name: 'make',
  label: 'Make',
  placeholder: 'e.g. Toyota',
  validate: schemaCheck(shape.make, trimmed),
} satisfies FieldConfig;
export const MODEL_FIELD = {
  type: 'text',
  name: 'model',
  label: 'Model',
  placeholder: 'e.g. Corolla',
  validate: schemaCheck(shape.model, trimmed),
} satisfies FieldConfig;
export const VIN_FIELD = {
  type: 'text',
  name: 'vin',
  label: 'VIN',
  description: 'The 17-character vehicle identification number, on the windscreen or the papers.',
  validate: (text: string) => vinProblem(normalizeVin(text)) ?? true,
} satisfies FieldConfig;

export const BASIC_FIELDS: FieldConfig[] = [
  {
    type: 'text',
    name: 'name',
    label: 'Name',
    required: true,
    placeholder: 'e.g. Family wagon',
    description: 'What you call it: shown in lists and pickers.',
    validate: schemaCheck(shape.name),
  },
  {
    type: 'number',
    name: 'year',
    label: 'Year',
    step: 1,
    placeholder: 'e.g. 2019',
    validate: schemaCheck(shape.year),
  },
  {
    type: 'text',
    name: 'plate',
    label: 'Licence plate',
    validate: schemaCheck(shape.plate, trimmed),
  },
  {
    type: 'select',
    name: 'odometerUnit',
    label: 'Odometer counts',
    required: true,
    options: ODOMETER_UNITS.map((unit) => ({ value: unit, label: ODOMETER_UNIT_LABELS[unit] })),
  },
  {
    type: 'select',
    name: 'fuelType',
    label: 'Fuel type',
    required: true,
    options: FUEL_TYPES.map((fuel) => ({ value: fuel, label: FUEL_TYPE_LABELS[fuel] })),
  },
];

export const PURCHASE_FIELDS: FieldConfig[] = [
  {
    type: 'date',
    name: 'purchaseDate',
    label: 'Purchase date',
    validate: schemaCheck(shape.purchaseDate),
  },
  {
    type: 'number',
    name: 'purchasePrice',
    label: 'Purchase price',
    step: 0.01,
    validate: schemaCheck(shape.purchasePrice),
  },
  {
    type: 'textarea',
    name: 'notes',
    label: 'Notes',
    fullWidth: true,
    rows: 3,
    validate: schemaCheck(shape.notes),
  },
];

const SPEC_LABELS: Readonly<Record<keyof Specs, [string, string?]>> = {
  oilSpec: ['Oil spec', 'e.g. 0W-20 API SP'],
  oilCapacity: ['Oil capacity', 'e.g. 4.4 L with filter'],
  oilFilter: ['Oil filter', 'Part number'],
  airFilter: ['Air filter', 'Part number'],
  cabinFilter: ['Cabin filter', 'Part number'],
  fuelFilter: ['Fuel filter', 'Part number'],
  tyreSize: ['Tyre size', 'e.g. 205/55 R16 91V'],
  tyrePressureFront: ['Front tyre pressure', 'e.g. 35 psi'],
  tyrePressureRear: ['Rear tyre pressure', 'e.g. 33 psi'],
  wiperDriver: ["Driver's wiper", 'e.g. 26 in'],
  wiperPassenger: ["Passenger's wiper", 'e.g. 16 in'],
  wiperRear: ['Rear wiper'],
  batteryType: ['Battery', 'e.g. H6 AGM 70 Ah'],
  sparkPlugs: ['Spark plugs', 'Part number'],
};
export const SPEC_KEYS = Object.keys(SPEC_LABELS) as (keyof Specs)[];

export const SPEC_FIELDS: FieldConfig[] = SPEC_KEYS.map((key) => ({
  type: 'text',
  name: `specs.${key}`,
  label: SPEC_LABELS[key][0],
  placeholder: SPEC_LABELS[key][1],
  validate: schemaCheck(specShape[key], trimmed),
}));

export const GLOVEBOX_KEYS = [
  'insurer',
  'insuranceNumber',
  'insuranceExpiry',
  'roadsidePhone',
  'registrationExpiry',
] as const satisfies readonly (keyof Glovebox)[];

export const GLOVEBOX_FIELDS: FieldConfig[] = [
  {
    type: 'text',
    name: 'glovebox.insurer',
    label: 'Insurer',
    validate: schemaCheck(gloveShape.insurer, trimmed),
  },
  {
    type: 'text',
    name: 'glovebox.insuranceNumber',
    label: 'Insurance policy number',
    validate: schemaCheck(gloveShape.insuranceNumber, trimmed),
  },
  {
    type: 'date',
    name: 'glovebox.insuranceExpiry',
    label: 'Insurance expires',
    validate: schemaCheck(gloveShape.insuranceExpiry),
  },
  {
    type: 'text',
    name: 'glovebox.roadsidePhone',
    label: 'Roadside assistance phone',
    placeholder: 'e.g. +44 800 123 4567',
    validate: schemaCheck(gloveShape.roadsidePhone, trimmed),
  },
  {
    type: 'date',
    name: 'glovebox.registrationExpiry',
    label: 'Registration expires',
    validate: schemaCheck(gloveShape.registrationExpiry),
  },
];

/** Every field the form holds, the drawn-by-hand ones included. */
export const ALL_FIELDS: FieldConfig[] = [
  ...BASIC_FIELDS,
  MAKE_FIELD,
  MODEL_FIELD,
  VIN_FIELD,
  ...PURCHASE_FIELDS,
  ...SPEC_FIELDS,
  ...GLOVEBOX_FIELDS,
];

export type RawValues = Record<string, RawValue>;

/** The text each field starts with: the car's, or a new car's (miles or km by the language). */
export function startRaw(initial: Vehicle | undefined, language = 'en-US'): RawValues {
  const given: Record<string, string | number | undefined> = initial
    ? {
        name: initial.name,
        make: initial.make,
        model: initial.model,
        year: initial.year,
        vin: initial.vin,
        plate: initial.plate,
        odometerUnit: initial.odometerUnit,
        fuelType: initial.fuelType,
        purchaseDate: initial.purchaseDate,
        purchasePrice: initial.purchasePrice,
        notes: initial.notes,
        ...Object.fromEntries(SPEC_KEYS.map((key) => [`specs.${key}`, initial.specs?.[key]])),
        ...Object.fromEntries(
          GLOVEBOX_KEYS.map((key) => [`glovebox.${key}`, initial.glovebox?.[key]]),
        ),
      }
    : { odometerUnit: milesCountry(language) ? 'mi' : 'km', fuelType: 'petrol' };
  return Object.fromEntries(
    ALL_FIELDS.map((field) => [field.name, initialRaw(field, given[field.name])]),
  );
}

/** Where road distances are in miles: the US, the UK and Liberia, Myanmar. */
function milesCountry(language: string): boolean {
  let region: string | undefined;
  try {
    region = new Intl.Locale(language).maximize().region;
  } catch {
    region = undefined;
  }
  return region === 'US' || region === 'GB' || region === 'LR' || region === 'MM';
}

const text = (raw: RawValues, name: string) => {
  const value = raw[name];
  return typeof value === 'string' ? value.trim() : '';
};

function optionalText<K extends string>(key: K, value: string) {
  return (value === '' ? {} : { [key]: value }) as Partial<Record<K, string>>;
}

function optionalNumber<K extends string>(key: K, value: string) {
  return (value === '' ? {} : { [key]: Number(value) }) as Partial<Record<K, number>>;
}

/**
 * The car the values make, not yet checked: `archived`, the photo and `createdAt` kept
 * from `initial` (a new car is not archived, created now), `updatedAt` now.
 */
export function draftVehicle(
  raw: RawValues,
  photoId: string | undefined,
  initial: Vehicle | undefined,
  now: string,
): Vehicle {
  const specs: Specs = {};
  for (const key of SPEC_KEYS) Object.assign(specs, optionalText(key, text(raw, `specs.${key}`)));
  const glovebox: Glovebox = {};
  for (const key of GLOVEBOX_KEYS) {
    Object.assign(glovebox, optionalText(key, text(raw, `glovebox.${key}`)));
  }
  const notes = typeof raw.notes === 'string' && raw.notes.trim() !== '' ? raw.notes : '';
  return {
    name: text(raw, 'name'),
    ...optionalText('make', text(raw, 'make')),
    ...optionalText('model', text(raw, 'model')),
    ...optionalNumber('year', text(raw, 'year')),
    ...optionalText('vin', normalizeVin(text(raw, 'vin'))),
    ...optionalText('plate', text(raw, 'plate')),
    odometerUnit: text(raw, 'odometerUnit') as Vehicle['odometerUnit'],
    fuelType: text(raw, 'fuelType') as Vehicle['fuelType'],
    ...optionalText('purchaseDate', text(raw, 'purchaseDate')),
    ...optionalNumber('purchasePrice', text(raw, 'purchasePrice')),
    ...(photoId !== undefined && { photoId }),
    ...optionalText('notes', notes),
    archived: initial?.archived ?? false,
    // Left out while empty: the store drops empty objects.
    ...(Object.keys(specs).length > 0 && { specs }),
    ...(Object.keys(glovebox).length > 0 && { glovebox }),
    createdAt: initial?.createdAt ?? now,
    updatedAt: now,
  };
}

/** The car checked by the shared schema: the car, or the first problem's message. */
export function checkVehicle(draft: Vehicle): { vehicle: Vehicle } | { problem: string } {
  const result = vehicleSchema.safeParse(draft);
  if (result.success) return { vehicle: result.data };
  return { problem: result.error.issues[0]?.message ?? 'The car is not valid.' };
}
