import { describe, expect, it } from 'vitest';
import { settingsSchema } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import { currencyOptions } from './preference-fields.tsx';
import { nextSettings } from './preferences.ts';

const NOW = '2025-06-01T10:00:00.000Z';

describe('the settings document', () => {
  it('starts with the currency of the browser’s region when only the economy is chosen', () => {
    const first = nextSettings(undefined, { economy: 'l-per-100km' }, 'de-DE', NOW);
    expect(first).toEqual({ currency: 'EUR', economy: 'l-per-100km', updatedAt: NOW });
    expect(settingsSchema.safeParse(first).success).toBe(true);
  });

  it('keeps the other choice when one changes', () => {
    const before = { currency: 'GBP', economy: 'mpg-imp' as const, updatedAt: NOW };
    expect(nextSettings(before, { currency: 'EUR' }, 'en-US', NOW)).toEqual({
      currency: 'EUR',
      economy: 'mpg-imp',
      updatedAt: NOW,
    });
    expect(nextSettings(undefined, { currency: 'JPY' }, 'en-US', NOW)).toEqual({
      currency: 'JPY',
      updatedAt: NOW,
    });
  });
});

describe('currency options', () => {
  it('names every ISO 4217 code the browser knows, in the person’s language', () => {
    const options = currencyOptions('en', 'EUR');
    expect(options.find((option) => option.value === 'EUR')?.label).toBe('Euro (EUR)');
    expect(options.find((option) => option.value === 'USD')?.label).toBe('US Dollar (USD)');
    expect(options.every((option) => /^[A-Z]{3}$/.test(option.value))).toBe(true);
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
  });

  it('keeps a stored code the browser does not list', () => {
    expect(currencyOptions('en', 'XQQ').some((option) => option.value === 'XQQ')).toBe(true);
  });
});
