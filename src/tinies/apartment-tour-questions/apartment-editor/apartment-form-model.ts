import { schemaCheck } from '@/kit/editor/schema-check.ts';
import {
  APARTMENT_LIMITS,
  APARTMENT_STATUS_LABELS,
  APARTMENT_STATUSES,
  LAUNDRY,
  LAUNDRY_LABELS,
  PARKING,
  PARKING_LABELS,
  PETS,
  PETS_LABELS,
  type Apartment,
  type Link,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import {
  apartmentSchema,
  linkSchema,
} from '@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts';
import type { ListingDraft } from '@/shared/apartment-tour-questions/listing-import.ts';
import type { FieldConfig, RawValue } from '@/ui/form-rules.ts';

/**
 * The apartment form's fields, in sections, and the way between an apartment and what the
 * form holds while editing. Every field answers with the shared schema's own message.
 */

export type RawValues = Record<string, RawValue>;

const shape = apartmentSchema.shape;
const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** A comma-separated list as stored: trimmed, empty items left out. */
export const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * One link a line: an address alone, or a label then the address ("Floor plan
 * https://…"). A line with no address stays as typed, for the check to refuse.
 */
export function linksOf(text: string): Link[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.search(/https?:\/\//i);
      if (at <= 0) return { url: line };
      const label = line
        .slice(0, at)
        .trim()
        .replace(/[:\-–—|]+$/, '')
        .trim();
      return label ? { label, url: line.slice(at).trim() } : { url: line.slice(at).trim() };
    });
}

const linksText = (links: readonly Link[] | undefined): string =>
  (links ?? []).map((link) => (link.label ? `${link.label} ${link.url}` : link.url)).join('\n');

/** The first problem of the links, in the schema's words. */
function checkLinks(text: string): true | string {
  const links = linksOf(text);
  const all = shape.links.safeParse(links);
  if (all.success) return true;
  for (const link of links) {
    const one = linkSchema.safeParse(link);
    if (!one.success) return `${link.url}: ${one.error.issues[0]?.message ?? 'not a link'}`;
  }
  return all.error.issues[0]?.message ?? 'Check the links';
}

export function listingFields(): FieldConfig[] {
  return [
    {
      type: 'text',
      name: 'name',
      label: 'Name',
      required: true,
      placeholder: 'e.g. Maple Court, or 12 Rue des Lilas',
      validate: schemaCheck(shape.name),
    },
    {
      type: 'select',
      name: 'status',
      label: 'Status',
      required: true,
      options: options(APARTMENT_STATUSES, APARTMENT_STATUS_LABELS),
    },
    {
      type: 'text',
      name: 'address',
      label: 'Address',
      fullWidth: true,
      autoComplete: 'street-address',
      validate: schemaCheck(shape.address),
    },
    {
      type: 'number',
      name: 'rent',
      label: 'Rent a month',
      min: 0,
      step: 0.01,
      description: 'The listing’s rent; a unit you choose, or the only unit, prices it instead.',
      validate: schemaCheck(shape.rent),
    },
    {
      type: 'text',
      name: 'website',
      label: 'Website',
      placeholder: 'https://',
      validate: schemaCheck(shape.website),
    },
    {
      type: 'text',
      name: 'sourceUrl',
      label: 'Listing page',
      placeholder: 'https://',
      validate: schemaCheck(shape.sourceUrl),
    },
    {
      type: 'text',
      name: 'phone',
      label: 'Phone',
      autoComplete: 'off',
      validate: schemaCheck(shape.phone),
    },
    {
      type: 'text',
      name: 'email',
      label: 'E-mail',
      autoComplete: 'off',
      validate: schemaCheck(shape.email),
    },
  ];
}

export function homeFields(areaLabel: string): FieldConfig[] {
  return [
    {
      type: 'number',
      name: 'beds',
      label: 'Bedrooms',
      min: 0,
      step: 0.5,
      description: '0 for a studio',
      validate: schemaCheck(shape.beds),
    },
    {
      type: 'number',
      name: 'baths',
      label: 'Bathrooms',
      min: 0,
      step: 0.5,
      validate: schemaCheck(shape.baths),
    },
    {
      type: 'number',
      name: 'area',
      label: `Area (${areaLabel})`,
      min: 0,
      validate: schemaCheck(shape.area),
    },
    { type: 'date', name: 'availableOn', label: 'Available from' },
    {
      type: 'select',
      name: 'laundry',
      label: 'Laundry',
      placeholder: 'Not known',
      options: options(LAUNDRY, LAUNDRY_LABELS),
    },
    {
      type: 'select',
      name: 'parking',
      label: 'Parking',
      placeholder: 'Not known',
      options: options(PARKING, PARKING_LABELS),
    },
    {
      type: 'select',
      name: 'pets',
      label: 'Pets',
      placeholder: 'Not known',
      options: options(PETS, PETS_LABELS),
    },
    {
      type: 'select',
      name: 'airConditioning',
      label: 'Air conditioning',
      placeholder: 'Not known',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    },
    {
      type: 'text',
      name: 'utilitiesIncluded',
      label: 'Utilities included',
      description: 'Separated by commas: Water, Trash, Heat',
      validate: schemaCheck(shape.utilitiesIncluded, listOf),
    },
    {
      type: 'text',
      name: 'amenities',
      label: 'Amenities',
      description: 'Separated by commas: Gym, Balcony, Dishwasher',
      validate: schemaCheck(shape.amenities, listOf),
    },
  ];
}

export const LEASE_FIELDS: FieldConfig[] = [
  {
    type: 'number',
    name: 'leaseMonths',
    label: 'Lease (months)',
    min: 1,
    step: 1,
    description: '12 when not given',
    validate: schemaCheck(shape.leaseMonths),
  },
  {
    type: 'number',
    name: 'freeWeeks',
    label: 'Weeks free',
    min: 0,
    step: 0.5,
    description: 'A special such as “6 weeks free”',
    validate: schemaCheck(shape.freeWeeks),
  },
  {
    type: 'number',
    name: 'concessionAmount',
    label: 'Money off the lease',
    min: 0,
    step: 0.01,
    validate: schemaCheck(shape.concessionAmount),
  },
];

export const LINKS_FIELD: FieldConfig = {
  type: 'textarea',
  name: 'links',
  label: 'Links',
  fullWidth: true,
  rows: 3,
  description: 'One a line: an address, or a name then the address (Floor plan https://…)',
  validate: checkLinks,
};

export const NOTES_FIELD: FieldConfig = {
  type: 'textarea',
  name: 'notes',
  label: 'Notes',
  fullWidth: true,
  rows: 5,
  maxLength: APARTMENT_LIMITS.notes,
};

/** Every field the form checks, in order (the tour's time is laid by hand). */
export function allFields(areaLabel: string): FieldConfig[] {
  return [
    ...listingFields(),
    ...homeFields(areaLabel),
    ...LEASE_FIELDS,
    LINKS_FIELD,
    NOTES_FIELD,
    { type: 'date', name: 'tourDay', label: 'Tour date' },
  ];
}

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));

/** What the form holds for `apartment`, or for a new one. */
export function startRaw(apartment: Apartment | undefined): RawValues {
  const a = apartment;
  return {
    name: a?.name ?? '',
    status: a?.status ?? 'to-tour',
    address: a?.address ?? '',
    rent: text(a?.rent),
    website: a?.website ?? '',
    sourceUrl: a?.sourceUrl ?? '',
    phone: a?.phone ?? '',
    email: a?.email ?? '',
    beds: text(a?.beds),
    baths: text(a?.baths),
    area: text(a?.area),
    availableOn: a?.availableOn ?? '',
    laundry: a?.laundry ?? '',
    parking: a?.parking ?? '',
    pets: a?.pets ?? '',
    airConditioning: a?.airConditioning === undefined ? '' : a.airConditioning ? 'yes' : 'no',
    utilitiesIncluded: (a?.utilitiesIncluded ?? []).join(', '),
    amenities: (a?.amenities ?? []).join(', '),
    leaseMonths: text(a?.leaseMonths),
    freeWeeks: text(a?.freeWeeks),
    concessionAmount: text(a?.concessionAmount),
    links: linksText(a?.links),
    notes: a?.notes ?? '',
    tourDay: a?.tourAt?.slice(0, 10) ?? '',
    tourTime: a?.tourAt?.slice(11, 16) ?? '',
  };
}

/** Why the tour's day and time cannot be saved, or null. */
export function tourProblem(raw: RawValues): string | null {
  const day = str(raw.tourDay);
  const time = str(raw.tourTime);
  if (time && !day) return 'Choose the tour’s date too';
  if (day && !time) return 'Choose the tour’s time too';
  if (time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return 'Tour time must be a time';
  return null;
}

const str = (value: RawValue | undefined) => (typeof value === 'string' ? value.trim() : '');
function num(value: RawValue | undefined): number | undefined {
  const trimmed = str(value);
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}
function optional<K extends keyof Apartment>(key: K, value: Apartment[K] | undefined | '') {
  return value === undefined || value === '' ? {} : { [key]: value };
}
function choice<T extends string>(values: readonly T[], value: RawValue | undefined) {
  const chosen = str(value);
  return (values as readonly string[]).includes(chosen) ? (chosen as T) : undefined;
}

/**
 * The apartment the form describes: `before`'s fields the form does not show (the chosen
 * unit, the photo, when it was made) kept, and `now` as its change. Not yet checked.
 */
export function draftApartment(
  raw: RawValues,
  before: Apartment | undefined,
  now: string,
): Apartment {
  const tourDay = str(raw.tourDay);
  const tourTime = str(raw.tourTime);
  const links = linksOf(str(raw.links));
  const utilities = listOf(str(raw.utilitiesIncluded));
  const amenities = listOf(str(raw.amenities));
  const air = str(raw.airConditioning);
  return {
    ...optional('chosenUnitId', before?.chosenUnitId),
    ...optional('photoFileId', before?.photoFileId),
    name: str(raw.name),
    status: choice(APARTMENT_STATUSES, raw.status) ?? 'to-tour',
    ...optional('address', str(raw.address)),
    ...optional('rent', num(raw.rent)),
    ...optional('website', str(raw.website)),
    ...optional('sourceUrl', str(raw.sourceUrl)),
    ...optional('phone', str(raw.phone)),
    ...optional('email', str(raw.email)),
    ...optional('beds', num(raw.beds)),
    ...optional('baths', num(raw.baths)),
    ...optional('area', num(raw.area)),
    ...optional('availableOn', str(raw.availableOn)),
    ...optional('laundry', choice(LAUNDRY, raw.laundry)),
    ...optional('parking', choice(PARKING, raw.parking)),
    ...optional('pets', choice(PETS, raw.pets)),
    ...(air === '' ? {} : { airConditioning: air === 'yes' }),
    ...(utilities.length ? { utilitiesIncluded: utilities } : {}),
    ...(amenities.length ? { amenities } : {}),
    ...optional('leaseMonths', num(raw.leaseMonths)),
    ...optional('freeWeeks', num(raw.freeWeeks)),
    ...optional('concessionAmount', num(raw.concessionAmount)),
    ...(links.length ? { links } : {}),
    ...optional('notes', str(raw.notes)),
    ...(tourDay && tourTime ? { tourAt: `${tourDay}T${tourTime}` } : {}),
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
}

/** The apartment checked with the shared schema, or the schema's first word on it. */
export function checkApartment(
  apartment: Apartment,
): { apartment: Apartment } | { problem: string } {
  const checked = apartmentSchema.safeParse(apartment);
  if (checked.success) return { apartment: checked.data };
  return { problem: checked.error.issues[0]?.message ?? 'This apartment could not be saved.' };
}

/**
 * What a listing's draft puts in the form: only the fields it tells (the rest keep what
 * was typed), and the page it came from as the listing's address.
 */
export function draftRaw(draft: ListingDraft): RawValues {
  const all = startRaw({ ...draft.apartment, sourceUrl: draft.sourceUrl } as Apartment);
  const told = new Set<string>([
    ...Object.keys(draft.apartment).filter(
      (key) => draft.apartment[key as keyof typeof draft.apartment] !== undefined,
    ),
    'sourceUrl',
  ]);
  return Object.fromEntries(Object.entries(all).filter(([key]) => told.has(key)));
}
