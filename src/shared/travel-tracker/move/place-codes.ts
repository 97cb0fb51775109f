/**
 * Codes from what a person's spreadsheet writes: a country as a name in any of a few
 * languages ("France", "Frankreich"), ISO alpha-2 ("FR") or alpha-3 ("FRA"); a US state as
 * a name ("California"), its postal code ("CA") or its ISO code ("US-CA"). Built from the
 * catalogue's lists, so it knows exactly the places the tool does.
 */
export interface PlaceCodes {
  /** The alpha-2 code of a country, or undefined when the text names none. */
  country(text: string): string | undefined;
  /** The ISO code (`US-CA`) of a US state, DC or territory, or undefined. */
  state(text: string): string | undefined;
  /** The ISO 3166-2 code of a region of `country` from its name or code, or undefined. */
  region(country: string, text: string): string | undefined;
}

export interface PlaceCodesOptions {
  /** Every country's alpha-2 code. */
  countries: readonly string[];
  /** Every US state, DC and territory: `{ code: 'US-CA', name: 'California' }`. */
  states: readonly { code: string; name: string }[];
  /** Alpha-3 to alpha-2 (`FRA` → `FR`). */
  alpha3?: Readonly<Record<string, string>>;
  /** A country's ISO 3166-2 regions (none when not known). */
  regionsOf?: (country: string) => readonly { code: string; name: string }[];
  /** The languages names are read in; English is always one. */
  locales?: readonly string[];
}

/** Text as compared: no accents, case, punctuation or "the". */
export const normalName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\bthe\b/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Names people write that no display name gives. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  uk: 'GB',
  greatbritain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  northernireland: 'GB',
  usa: 'US',
  us: 'US',
  unitedstatesofamerica: 'US',
  america: 'US',
  holland: 'NL',
  czechia: 'CZ',
  czechrepublic: 'CZ',
  southkorea: 'KR',
  northkorea: 'KP',
  russia: 'RU',
  vietnam: 'VN',
  laos: 'LA',
  ivorycoast: 'CI',
  burma: 'MM',
  turkey: 'TR',
  swaziland: 'SZ',
  macedonia: 'MK',
  capeverde: 'CV',
  vatican: 'VA',
  uae: 'AE',
};

export function placeCodes({
  countries,
  states,
  alpha3 = {},
  locales = [],
  regionsOf = () => [],
}: PlaceCodesOptions): PlaceCodes {
  const known = new Set(countries);
  const byName = new Map<string, string>();
  for (const locale of [...new Set(['en', ...locales])]) {
    let names: Intl.DisplayNames;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      continue;
    }
    for (const code of countries) {
      const name = names.of(code);
      if (name && !byName.has(normalName(name))) byName.set(normalName(name), code);
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
    if (known.has(code) && !byName.has(alias)) byName.set(alias, code);
  }
  const stateCodes = new Set(states.map((state) => state.code));
  const stateByName = new Map(states.map((state) => [normalName(state.name), state.code]));
  return {
    country(text) {
      const value = text.trim();
      const upper = value.toUpperCase();
      if (/^[A-Z]{2}$/.test(upper) && known.has(upper)) return upper;
      if (/^[A-Z]{3}$/.test(upper)) {
        const code = alpha3[upper];
        if (code && known.has(code)) return code;
      }
      return byName.get(normalName(value));
    },
    state(text) {
      const upper = text.trim().toUpperCase();
      if (stateCodes.has(upper)) return upper;
      if (/^[A-Z]{2}$/.test(upper) && stateCodes.has(`US-${upper}`)) return `US-${upper}`;
      return stateByName.get(normalName(text));
    },
    region(country, text) {
      const upper = text.trim().toUpperCase();
      const regions = regionsOf(country);
      const code = upper.startsWith(`${country}-`) ? upper : `${country}-${upper}`;
      if (regions.some((region) => region.code === code)) return code;
      const name = normalName(text);
      return regions.find((region) => normalName(region.name) === name)?.code;
    },
  };
}
