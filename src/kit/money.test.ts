import { describe, expect, it } from 'vitest';
import { currencyForLocale, formatMoney, moneyIn } from './money.ts';

describe('money', () => {
  it('guesses the currency from the language’s region, else USD', () => {
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('fr')).toBe('EUR');
    expect(currencyForLocale('en-US')).toBe('USD');
    expect(currencyForLocale('not a locale')).toBe('USD');
  });

  it('formats in the chosen currency, or the guessed one until one is chosen', () => {
    expect(formatMoney(1234.5, 'EUR', 'en-US')).toBe('€1,234.50');
    const chosen = moneyIn('JPY', 'en-US');
    expect(chosen).toMatchObject({ currency: 'JPY', chosen: true });
    expect(chosen.format(1500)).toBe('¥1,500');
    const guessed = moneyIn(undefined, 'en-GB');
    expect(guessed).toMatchObject({ currency: 'GBP', chosen: false });
    expect(guessed.format(2)).toBe('£2.00');
    expect(guessed.formatRate(0.125)).toBe('£0.125');
  });

  it('leaves the cents off whole amounts only', () => {
    const dollars = moneyIn('USD', 'en-US');
    expect(dollars.formatWhole(1850)).toBe('$1,850');
    expect(dollars.formatWhole(1850.5)).toBe('$1,850.50');
    expect(dollars.formatWhole(1850.001)).toBe('$1,850');
    expect(dollars.formatWhole(0)).toBe('$0');
    expect(dollars.format(1850)).toBe('$1,850.00');
    expect(moneyIn('EUR', 'de-DE').formatWhole(1234)).toBe('1.234\u00a0€');
    expect(moneyIn('JPY', 'en-US').formatWhole(1500)).toBe('¥1,500');
  });
  it('makes the formatters once per currency and language', () => {
    expect(moneyIn('EUR', 'de-DE')).toBe(moneyIn('EUR', 'de-DE'));
    expect(moneyIn('EUR', 'en-US')).not.toBe(moneyIn('EUR', 'de-DE'));
    expect(moneyIn('USD', 'de-DE')).not.toBe(moneyIn('EUR', 'de-DE'));
    expect(moneyIn(undefined, 'en-GB').currency).toBe('GBP');
    expect(moneyIn(undefined, 'en-GB').chosen).toBe(false);
    expect(moneyIn('GBP', 'en-GB').chosen).toBe(true);
  });
});
