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
});
