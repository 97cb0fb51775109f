/**
 * Money in a person's one currency, formatted by Intl. A tool keeps the currency in its own
 * settings; until one is chosen it is the one where the browser's language says the person
 * lives.
 */

/** The currency of a region, for the regions whose currency is not obvious from nothing. */
const REGION_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  IE: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  GR: 'EUR',
  LU: 'EUR',
  SK: 'EUR',
  SI: 'EUR',
  EE: 'EUR',
  LV: 'EUR',
  LT: 'EUR',
  MT: 'EUR',
  CY: 'EUR',
  HR: 'EUR',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  JP: 'JPY',
  CN: 'CNY',
  KR: 'KRW',
  IN: 'INR',
  BR: 'BRL',
  MX: 'MXN',
  ZA: 'ZAR',
  SG: 'SGD',
  HK: 'HKD',
  TR: 'TRY',
  IL: 'ILS',
  AE: 'AED',
  SA: 'SAR',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  TW: 'TWD',
  TH: 'THB',
  MY: 'MYR',
  ID: 'IDR',
  PH: 'PHP',
  VN: 'VND',
  UA: 'UAH',
  IS: 'ISK',
};

/** The currency a language tag suggests (`en-GB` → GBP), or USD. */
export function currencyForLocale(locale: string): string {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return (region && REGION_CURRENCY[region]) || 'USD';
}

/** Formats `amount` of `currency` for `locale`: "€1,234.50". */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

export interface Money {
  currency: string;
  /** Whether the person chose it (false: guessed from the browser's language). */
  chosen: boolean;
  format(amount: number): string;
  /**
   * A whole amount without its cents ("$1,850"), any other with them ("$1,850.50"): for
   * rents and totals, where ".00" is noise. Rounded to cents first, so 1850.001 is whole.
   */
  formatWhole(amount: number): string;
  /** A small amount per unit (cost per mile), with up to three decimals: "€0.125". */
  formatRate(amount: number): string;
}

/**
 * The formatters for `chosen`, the currency a tool's settings hold, or (when none is
 * chosen) the currency of `locale`'s region. Formats in `locale` (the browser's own when
 * not given).
 */
export function moneyIn(chosen: string | undefined, locale?: string): Money {
  // NOTE: made once per currency and language: making the formatters takes a few
  // milliseconds on a phone, and a screen asks for them whenever it opens.
  const key = `${chosen ?? ''}|${locale ?? navigator.language}`;
  let money = made.get(key);
  if (!money) {
    money = makeMoney(chosen, locale);
    made.set(key, money);
  }
  return money;
}

const made = new Map<string, Money>();

function makeMoney(chosen: string | undefined, locale?: string): Money {
  const currency = chosen ?? currencyForLocale(locale ?? navigator.language);
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const rate = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: Math.max(3, formatter.resolvedOptions().maximumFractionDigits ?? 2),
  });
  const whole = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return {
    currency,
    chosen: chosen !== undefined,
    format: (amount) => formatter.format(amount),
    formatWhole: (amount) =>
      Math.round(amount * 100) % 100 === 0 ? whole.format(amount) : formatter.format(amount),
    formatRate: (amount) => rate.format(amount),
  };
}
