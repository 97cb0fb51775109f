import { describe, expect, it } from 'vitest';
import { settingsSchema } from '@/shared/car-maintenance/car-maintenance-schema.ts';
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
