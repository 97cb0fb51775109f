import { describe, expect, it } from 'vitest';
import { currencyOptions } from './currency-options.ts';

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
