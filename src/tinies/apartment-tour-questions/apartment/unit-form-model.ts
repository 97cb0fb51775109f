import { schemaCheck } from '@/kit/editor/schema-check.ts';
import type { Unit } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { unitSchema } from '@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts';
import type { FieldConfig, RawValue } from '@/ui/form-rules.ts';

/** A unit's form: its fields, checked with the shared schema's messages, and its values. */

const shape = unitSchema.shape;

export function unitFields(areaLabel: string): FieldConfig[] {
  return [
    {
      type: 'text',
      name: 'name',
      label: 'Unit name',
      required: true,
      placeholder: 'e.g. 4B, or The two-bed',
      validate: schemaCheck(shape.name),
    },
    {
      type: 'number',
      name: 'rent',
      label: 'Rent a month',
      min: 0,
      step: 0.01,
      validate: schemaCheck(shape.rent),
    },
    {
      type: 'number',
      name: 'area',
      label: `Area (${areaLabel})`,
      min: 0,
      validate: schemaCheck(shape.area),
    },
    {
      type: 'number',
      name: 'floor',
      label: 'Floor',
      step: 1,
      validate: schemaCheck(shape.floor),
    },
    {
      type: 'number',
      name: 'beds',
      label: 'Bedrooms',
      min: 0,
      step: 0.5,
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
    { type: 'date', name: 'availableOn', label: 'Available from' },
  ];
}

export type UnitRaw = Record<string, RawValue>;

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));

export function unitRaw(unit: Unit | undefined): UnitRaw {
  return {
    name: unit?.name ?? '',
    rent: text(unit?.rent),
    area: text(unit?.area),
    floor: text(unit?.floor),
    beds: text(unit?.beds),
    baths: text(unit?.baths),
    availableOn: unit?.availableOn ?? '',
  };
}

const str = (value: RawValue | undefined) => (typeof value === 'string' ? value.trim() : '');
function num(value: RawValue | undefined): number | undefined {
  const trimmed = str(value);
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The unit the form describes, of `apartmentId`; checked with the shared schema. */
export function unitFrom(
  raw: UnitRaw,
  apartmentId: string,
  before: Unit | undefined,
  now: string,
): { unit: Unit } | { problem: string } {
  const unit: Unit = {
    apartmentId,
    name: str(raw.name),
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  for (const key of ['rent', 'area', 'floor', 'beds', 'baths'] as const) {
    const value = num(raw[key]);
    if (value !== undefined) unit[key] = value;
  }
  const day = str(raw.availableOn);
  if (day) unit.availableOn = day;
  const checked = unitSchema.safeParse(unit);
  if (checked.success) return { unit: checked.data };
  return { problem: checked.error.issues[0]?.message ?? 'This unit could not be saved.' };
}
