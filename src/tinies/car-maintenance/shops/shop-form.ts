import { schemaCheck } from '@/kit/editor/schema-check.ts';
import { locationSchema } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import { CAR_LIMITS, type ServiceLocation } from '@/shared/car-maintenance/car-model.ts';
import type { FieldConfig, FormValues } from '@/ui/form-rules.ts';

/** The shop form's fields, checked with the shared schema's own messages. */

const shape = locationSchema.shape;
const trimmed = (text: string) => text.trim();

export const SHOP_FIELDS: FieldConfig[] = [
  {
    type: 'text',
    name: 'name',
    label: 'Name',
    required: true,
    fullWidth: true,
    placeholder: 'e.g. Corner Garage',
    validate: schemaCheck(shape.name),
  },
  {
    type: 'textarea',
    name: 'address',
    label: 'Address',
    fullWidth: true,
    rows: 2,
    maxLength: 500,
    validate: schemaCheck(shape.address),
  },
  {
    type: 'text',
    name: 'phone',
    label: 'Phone',
    autoComplete: 'off',
    placeholder: 'e.g. 555 0100',
    validate: schemaCheck(shape.phone, trimmed),
  },
  {
    type: 'text',
    name: 'email',
    label: 'E-mail',
    autoComplete: 'off',
    placeholder: 'service@example.com',
    validate: schemaCheck(shape.email, trimmed),
  },
  {
    type: 'text',
    name: 'website',
    label: 'Website',
    fullWidth: true,
    placeholder: 'https://',
    autoComplete: 'off',
    validate: schemaCheck(shape.website, trimmed),
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

const OPTIONAL = ['address', 'phone', 'email', 'website', 'notes'] as const;

/** The form's values for a shop (or a new one). */
export function shopValues(shop: ServiceLocation | undefined): FormValues {
  return {
    name: shop?.name ?? '',
    ...Object.fromEntries(OPTIONAL.map((field) => [field, shop?.[field] ?? ''])),
  };
}

/**
 * The shop the values make: text trimmed, empty fields left out, `createdAt` kept from
 * `before` (or now) and `updatedAt` now.
 */
export function shopFrom(
  values: FormValues,
  before: ServiceLocation | undefined,
  now: string,
): ServiceLocation {
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const shop: ServiceLocation = {
    name: text('name'),
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  for (const field of OPTIONAL) {
    const value = text(field);
    if (value) shop[field] = value;
  }
  return shop;
}
