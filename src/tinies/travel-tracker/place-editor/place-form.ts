import { schemaCheck } from '@/kit/editor/schema-check.ts';
import { COUNTRIES, countryName } from '@/shared/travel-tracker/places/catalogue.ts';
import {
  BEEN_LEVEL_LABELS,
  BEEN_LEVELS,
  TRAVEL_LIMITS,
  type BeenLevel,
  type Place,
} from '@/shared/travel-tracker/travel-model.ts';
import { placeSchema } from '@/shared/travel-tracker/travel-tracker-schema.ts';
import type { FieldConfig, FormValues } from '@/ui/form-rules.ts';
import type { SelectOption } from '@/ui/select.tsx';

/** The place form's fields and values, checked with the shared schema's own messages. */

/** Every country by its name in the person's language, A to Z. */
export function countryOptions(): SelectOption[] {
  return COUNTRIES.map((country) => ({
    value: country.code,
    label: countryName(country.code),
  })).sort((a, b) => a.label.localeCompare(b.label));
}

export const LEVEL_OPTIONS: SelectOption[] = BEEN_LEVELS.map((level) => ({
  value: level,
  label: BEEN_LEVEL_LABELS[level],
}));

/** A city's own fields: its name, its country, where it is. */
export function cityFields(): FieldConfig[] {
  return [
    {
      type: 'text',
      name: 'name',
      label: 'Name',
      required: true,
      placeholder: 'e.g. Kyoto, or Yosemite Valley',
      validate: schemaCheck(placeSchema.shape.name),
    },
    {
      type: 'select',
      name: 'country',
      label: 'Country',
      options: countryOptions(),
      searchable: true,
      placeholder: 'Choose a country',
      searchPlaceholder: 'Search countries…',
    },
    {
      type: 'number',
      name: 'latitude',
      label: 'Latitude',
      min: -90,
      max: 90,
      step: 0.000001,
      description: 'Optional, e.g. 35.0116',
    },
    {
      type: 'number',
      name: 'longitude',
      label: 'Longitude',
      min: -180,
      max: 180,
      step: 0.000001,
      description: 'Optional, e.g. 135.7681',
    },
  ];
}

export const LEVEL_FIELD: FieldConfig = {
  type: 'select',
  name: 'level',
  label: 'Level',
  required: true,
  options: LEVEL_OPTIONS,
};

export const DESCRIPTION_FIELD: FieldConfig = {
  type: 'textarea',
  name: 'description',
  label: 'Description',
  fullWidth: true,
  rows: 6,
  maxLength: TRAVEL_LIMITS.description,
  placeholder: 'What it was like, what to see, where to eat…',
};

export function placeFields(kind: Place['kind']): FieldConfig[] {
  return [...(kind === 'city' ? cityFields() : []), LEVEL_FIELD, DESCRIPTION_FIELD];
}

/** The form's values for a place. */
export function placeValues(place: Place): FormValues {
  return {
    name: place.name ?? '',
    country: place.country ?? null,
    latitude: place.latitude ?? null,
    longitude: place.longitude ?? null,
    level: place.level,
    description: place.description ?? '',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A city's fields from the form, as stored (unset ones left out). */
export function cityFrom(
  values: FormValues,
): Pick<Place, 'name' | 'country' | 'latitude' | 'longitude'> {
  const country = text(values.country);
  const latitude = number(values.latitude);
  const longitude = number(values.longitude);
  return {
    name: text(values.name),
    ...(country ? { country } : {}),
    ...(latitude !== undefined ? { latitude } : {}),
    ...(longitude !== undefined ? { longitude } : {}),
  };
}

/** `before` with the form's values, as stored. */
export function placeFrom(values: FormValues, before: Place, now: string): Place {
  const level = text(values.level);
  const description = text(values.description);
  const place: Place = {
    ...before,
    level: (BEEN_LEVELS as readonly string[]).includes(level) ? (level as BeenLevel) : before.level,
    updatedAt: now,
  };
  delete place.description;
  if (description) place.description = description;
  if (before.kind !== 'city') return place;
  delete place.country;
  delete place.latitude;
  delete place.longitude;
  return { ...place, ...cityFrom(values) };
}
