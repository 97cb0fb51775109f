import { describe, expect, it } from 'vitest';
import { fuelSchema } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import { validateField } from '@/ui/form-rules.ts';
import { fillFields, fillFrom, fillValues } from './fill-form.ts';
import { formatDay, todayDay } from './fuel-format.ts';

const NOW = '2025-06-01T10:00:00.000Z';
const field = (name: string) => fillFields(undefined).find((f) => f.name === name)!;

describe('the fill-up form', () => {
  it('starts a new fill-up today, at the last reading, full, in the car’s unit', () => {
    expect(fillValues(undefined, { date: '2025-06-01', odometer: 45_120, unit: 'kWh' })).toEqual({
      date: '2025-06-01',
      odometer: 45_120,
      amount: null,
      unit: 'kWh',
      cost: null,
      station: '',
      flags: ['full'],
      notes: '',
    });
  });

  it('makes a valid fill-up, partial and after a missed one, without empty fields', () => {
    const fill = fillFrom(
      {
        date: '2025-06-01',
        odometer: 10_300,
        amount: 15.5,
        unit: 'L',
        cost: null,
        station: '  ',
        flags: ['missedBefore'],
        notes: '',
      },
      'car-1',
      undefined,
      NOW,
    );
    expect(fill).toEqual({
      vehicleId: 'car-1',
      date: '2025-06-01',
      odometer: 10_300,
      amount: 15.5,
      unit: 'L',
      full: false,
      missedBefore: true,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(fuelSchema.safeParse(fill).success).toBe(true);
  });

  it('gives an edited fill-up back unchanged', () => {
    const before = {
      vehicleId: 'car-1',
      date: '2025-05-01',
      odometer: 9_000,
      amount: 40,
      unit: 'gal' as const,
      cost: 120,
      full: true,
      missedBefore: false,
      station: 'Shell',
      notes: 'Road trip',
      createdAt: '2025-05-01T08:00:00.000Z',
      updatedAt: '2025-05-01T08:00:00.000Z',
    };
    const start = { date: '2025-06-01', unit: 'L' as const };
    expect(fillFrom(fillValues(before, start), 'car-1', before, before.updatedAt)).toEqual(before);
  });

  it('answers with the schema’s own messages', () => {
    expect(validateField(field('amount'), '0')).toBe('Amount must be more than 0');
    expect(validateField(field('odometer'), '-5')).toBe('Odometer cannot be negative');
    expect(validateField(field('cost'), '-1')).toBe('Cost cannot be negative');
    expect(validateField(field('amount'), '')).toBe('Amount is required');
  });

  it('reads calendar days without a time zone moving them', () => {
    expect(formatDay('2025-01-01')).toContain('2025');
    expect(formatDay('2025-01-01')).not.toContain('2024');
    expect(todayDay(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
  });
});
