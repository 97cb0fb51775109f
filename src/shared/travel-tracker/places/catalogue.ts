import type { Place } from '../travel-model.ts';

/**
 * The places known by a code: every ISO 3166-1 country, the US states with DC and the
 * territories, and (loaded on demand) the ISO 3166-2 regions of one country.
 *
 * Country names are not stored here: `Intl.DisplayNames` gives them in the person's
 * language. Each country sits on one continent, by the usual convention where it spans
 * two: Russia in Europe; Turkey, the Caucasus and Kazakhstan in Asia; Egypt in Africa;
 * Cyprus in Europe, as the EU member it is; Panama in North America. The remote islands of
 * the Southern Ocean (Bouvet, South Georgia, Heard, the French Southern Lands) count as
 * Antarctica.
 */

export type Continent =
  'africa' | 'antarctica' | 'asia' | 'europe' | 'north-america' | 'oceania' | 'south-america';

export const CONTINENTS: readonly Continent[] = [
  'africa',
  'antarctica',
  'asia',
  'europe',
  'north-america',
  'oceania',
  'south-america',
];

export const CONTINENT_LABELS: Readonly<Record<Continent, string>> = {
  africa: 'Africa',
  antarctica: 'Antarctica',
  asia: 'Asia',
  europe: 'Europe',
  'north-america': 'North America',
  oceania: 'Oceania',
  'south-america': 'South America',
};

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** ISO 3166-1 numeric, three digits: the feature ids of world-atlas. */
  numeric: string;
  continent: Continent;
  /** A UN member state, one of the two observer states (Holy See, Palestine), or neither. */
  un: 'member' | 'observer' | null;
}

/**
 * Each token is alpha-2, numeric, then `m` for a UN member or `o` for an observer state
 * (nothing for other countries and territories). Kosovo has no ISO 3166-1 code (XK is
 * user-assigned) and so is not listed.
 */
const TABLE: Readonly<Record<Continent, string>> = {
  africa: `
    AO024m BF854m BI108m BJ204m BW072m CD180m CF140m CG178m CI384m CM120m CV132m DJ262m
    DZ012m EG818m EH732 ER232m ET231m GA266m GH288m GM270m GN324m GQ226m GW624m KE404m
    KM174m LR430m LS426m LY434m MA504m MG450m ML466m MR478m MU480m MW454m MZ508m NA516m
    NE562m NG566m RE638 RW646m SC690m SD729m SH654 SL694m SN686m SO706m SS728m ST678m
    SZ748m TD148m TG768m TN788m TZ834m UG800m YT175 ZA710m ZM894m ZW716m`,
  antarctica: `AQ010 BV074 GS239 HM334 TF260`,
  asia: `
    AE784m AF004m AM051m AZ031m BD050m BH048m BN096m BT064m CC166 CN156m CX162 GE268m
    HK344 ID360m IL376m IN356m IO086 IQ368m IR364m JO400m JP392m KG417m KH116m KP408m
    KR410m KW414m KZ398m LA418m LB422m LK144m MM104m MN496m MO446 MV462m MY458m NP524m
    OM512m PH608m PK586m PS275o QA634m SA682m SG702m SY760m TH764m TJ762m TL626m TM795m
    TR792m TW158 UZ860m VN704m YE887m`,
  europe: `
    AD020m AL008m AT040m AX248 BA070m BE056m BG100m BY112m CH756m CY196m CZ203m DE276m
    DK208m EE233m ES724m FI246m FO234 FR250m GB826m GG831 GI292 GR300m HR191m HU348m
    IE372m IM833 IS352m IT380m JE832 LI438m LT440m LU442m LV428m MC492m MD498m ME499m
    MK807m MT470m NL528m NO578m PL616m PT620m RO642m RS688m RU643m SE752m SI705m SJ744
    SK703m SM674m UA804m VA336o`,
  'north-america': `
    AG028m AI660 AW533 BB052m BL652 BM060 BQ535 BS044m BZ084m CA124m CR188m CU192m CW531
    DM212m DO214m GD308m GL304 GP312 GT320m HN340m HT332m JM388m KN659m KY136 LC662m
    MF663 MQ474 MS500 MX484m NI558m PA591m PM666 PR630 SV222m SX534 TC796 TT780m US840m
    VC670m VG092 VI850`,
  oceania: `
    AS016 AU036m CK184 FJ242m FM583m GU316 KI296m MH584m MP580 NC540 NF574 NR520m NU570
    NZ554m PF258 PG598m PN612 PW585m SB090m TK772 TO776m TV798m UM581 VU548m WF876 WS882m`,
  'south-america': `
    AR032m BO068m BR076m CL152m CO170m EC218m FK238 GF254 GY328m PE604m PY600m SR740m
    UY858m VE862m`,
};

function parseTable(): Country[] {
  const countries: Country[] = [];
  for (const continent of CONTINENTS) {
    for (const token of TABLE[continent].trim().split(/\s+/)) {
      const status = token.slice(5);
      countries.push({
        code: token.slice(0, 2),
        numeric: token.slice(2, 5),
        continent,
        un: status === 'm' ? 'member' : status === 'o' ? 'observer' : null,
      });
    }
  }
  return countries.sort((a, b) => (a.code < b.code ? -1 : 1));
}

/** Every ISO 3166-1 entry (249), in order of alpha-2 code. */
export const COUNTRIES: readonly Country[] = parseTable();

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));
const byNumeric = new Map(COUNTRIES.map((country) => [country.numeric, country]));

export function countryByCode(code: string): Country | undefined {
  return byCode.get(code.toUpperCase());
}

/** The country of a world-atlas feature id (`'250'` is France). */
export function countryByNumeric(numeric: string): Country | undefined {
  return byNumeric.get(numeric.padStart(3, '0'));
}

/**
 * The world-atlas features that have no ISO 3166-1 code, by their atlas name, with the
 * country ISO 3166-1 (and the UN) counts them in, or null when none: Kosovo (no ISO code),
 * the UK bases on Cyprus and disputed ground. Only the first three are in the 110m atlas.
 */
export const UNCODED_ATLAS_FEATURES: Readonly<Record<string, string | null>> = {
  'N. Cyprus': 'CY',
  Somaliland: 'SO',
  Kosovo: null,
  // The finer atlases (50m, 10m) add these.
  'Cyprus U.N. Buffer Zone': 'CY',
  Baikonur: 'KZ',
  'USNB Guantanamo Bay': 'CU',
  'Coral Sea Is.': 'AU',
  'Clipperton I.': 'FR',
  // NOTE: Christmas Island (CX) and the Cocos Islands (CC) drawn as one shape.
  'Indian Ocean Ter.': null,
  Akrotiri: null,
  Dhekelia: null,
  'Siachen Glacier': null,
  'Spratly Is.': null,
  'Scarborough Reef': null,
  'Bajo Nuevo Bank': null,
  'Serranilla Bank': null,
};

export interface UsState {
  /** ISO 3166-2:US, `US-CA`. */
  code: string;
  /** FIPS state code, two digits: the feature ids of us-atlas. */
  fips: string;
  name: string;
  kind: 'state' | 'district' | 'territory';
}

/** Code, FIPS, name: the states, then DC, then the territories. */
const STATES: readonly (readonly [string, string, string])[] = [
  ['AL', '01', 'Alabama'],
  ['AK', '02', 'Alaska'],
  ['AZ', '04', 'Arizona'],
  ['AR', '05', 'Arkansas'],
  ['CA', '06', 'California'],
  ['CO', '08', 'Colorado'],
  ['CT', '09', 'Connecticut'],
  ['DE', '10', 'Delaware'],
  ['FL', '12', 'Florida'],
  ['GA', '13', 'Georgia'],
  ['HI', '15', 'Hawaii'],
  ['ID', '16', 'Idaho'],
  ['IL', '17', 'Illinois'],
  ['IN', '18', 'Indiana'],
  ['IA', '19', 'Iowa'],
  ['KS', '20', 'Kansas'],
  ['KY', '21', 'Kentucky'],
  ['LA', '22', 'Louisiana'],
  ['ME', '23', 'Maine'],
  ['MD', '24', 'Maryland'],
  ['MA', '25', 'Massachusetts'],
  ['MI', '26', 'Michigan'],
  ['MN', '27', 'Minnesota'],
  ['MS', '28', 'Mississippi'],
  ['MO', '29', 'Missouri'],
  ['MT', '30', 'Montana'],
  ['NE', '31', 'Nebraska'],
  ['NV', '32', 'Nevada'],
  ['NH', '33', 'New Hampshire'],
  ['NJ', '34', 'New Jersey'],
  ['NM', '35', 'New Mexico'],
  ['NY', '36', 'New York'],
  ['NC', '37', 'North Carolina'],
  ['ND', '38', 'North Dakota'],
  ['OH', '39', 'Ohio'],
  ['OK', '40', 'Oklahoma'],
  ['OR', '41', 'Oregon'],
  ['PA', '42', 'Pennsylvania'],
  ['RI', '44', 'Rhode Island'],
  ['SC', '45', 'South Carolina'],
  ['SD', '46', 'South Dakota'],
  ['TN', '47', 'Tennessee'],
  ['TX', '48', 'Texas'],
  ['UT', '49', 'Utah'],
  ['VT', '50', 'Vermont'],
  ['VA', '51', 'Virginia'],
  ['WA', '53', 'Washington'],
  ['WV', '54', 'West Virginia'],
  ['WI', '55', 'Wisconsin'],
  ['WY', '56', 'Wyoming'],
  ['DC', '11', 'District of Columbia'],
  ['AS', '60', 'American Samoa'],
  ['GU', '66', 'Guam'],
  ['MP', '69', 'Northern Mariana Islands'],
  ['PR', '72', 'Puerto Rico'],
  // NOTE: the minor outlying islands (Midway, Wake…) are not in us-atlas: a dot on the map.
  ['UM', '74', 'U.S. Minor Outlying Islands'],
  ['VI', '78', 'U.S. Virgin Islands'],
];

/**
 * The 50 states, DC and the territories (also ISO 3166-1 countries of their own: PR is
 * both `US-PR` here and `PR` there, as ISO has it; the person marks whichever they mean).
 */
export const US_STATES: readonly UsState[] = STATES.map(([code, fips, name]) => ({
  code: `US-${code}`,
  fips,
  name,
  kind: code === 'DC' ? 'district' : Number(fips) > 56 ? 'territory' : 'state',
}));

const stateByCode = new Map(US_STATES.map((state) => [state.code, state]));
const stateByFips = new Map(US_STATES.map((state) => [state.fips, state]));

/** A state, DC or territory by its code, `US-CA`. */
export function usStateByCode(code: string): UsState | undefined {
  return stateByCode.get(code.toUpperCase());
}

/** A state, DC or territory by its us-atlas feature id, `'06'`. */
export function usStateByFips(fips: string): UsState | undefined {
  return stateByFips.get(fips.padStart(2, '0'));
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string | undefined): Intl.DisplayNames | null {
  const key = locale ?? '';
  let names = displayNames.get(key);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
    } catch {
      // NOTE: a malformed locale throws a RangeError: fall back to the device's language.
      names = locale === undefined ? null : regionNames(undefined);
    }
    displayNames.set(key, names);
  }
  return names;
}

/**
 * A country's name in `locale` (the device's language when not given), or its code when
 * the browser has no name for it.
 */
export function countryName(code: string, locale?: string): string {
  const upper = code.toUpperCase();
  try {
    return regionNames(locale)?.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

/**
 * What to call a place: a country or state by its code (a stored name only when the code
 * is unknown), a region by its stored name or else its code, a city by its name.
 */
export function placeName(place: Pick<Place, 'kind' | 'code' | 'name'>, locale?: string): string {
  const code = place.code ?? '';
  switch (place.kind) {
    case 'country':
      return countryByCode(code) ? countryName(code, locale) : place.name || code;
    case 'state':
      return usStateByCode(code)?.name ?? (place.name || code);
    case 'region':
      return place.name || code;
    case 'city':
      return place.name ?? '';
  }
}

export interface Region {
  /** ISO 3166-2, `FR-IDF`. */
  code: string;
  name: string;
}

const regionsByCountry = new Map<string, Promise<readonly Region[]>>();

/**
 * The first-level ISO 3166-2 subdivisions of one country (France's 13 regions and its
 * overseas ones, not their departments), sorted by name; none for a country without any
 * or an unknown code. A subdivision that names the whole country (`GB-UKM`) is left out.
 * The table of every country's subdivisions (the `iso-3166` package, kept up to date with
 * ISO's changes; about 5,000) is its own chunk, fetched the first time a region list is
 * asked for. US regions are the same 57 codes as `US_STATES` (states, DC and territories):
 * the US map and counts use `US_STATES`; a US region place is not made, a state is. A
 * region place keeps its name, so a code that leaves the table later still reads well.
 */
export function loadRegions(country: string): Promise<readonly Region[]> {
  const code = country.toUpperCase();
  let regions = regionsByCountry.get(code);
  if (!regions) {
    regions = import('iso-3166').then(({ iso31662 }) => {
      if (!countryByCode(code)) return [];
      const whole = englishNames.of(code);
      return iso31662
        .filter((entry) => entry.parent === code && entry.name !== whole)
        .map((entry) => ({ code: entry.code, name: entry.name }))
        .sort((a, b) => a.name.localeCompare(b.name) || (a.code < b.code ? -1 : 1));
    });
    // NOTE: a failed fetch (offline before the chunk was cached) is not kept, so it retries.
    regions.catch(() => regionsByCountry.delete(code));
    regionsByCountry.set(code, regions);
  }
  return regions;
}

const englishNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
