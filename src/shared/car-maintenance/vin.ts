/**
 * What a vehicle identification number (ISO 3779) says, read offline: whether it is well
 * formed, whether its check digit (position 9) matches, the model year (position 10) and
 * where and by whom the car was made (the world manufacturer identifier, positions 1–3).
 *
 * The check digit is required in North America (and China); elsewhere position 9 is often
 * just another character, so a mismatch is a warning, never a reason to refuse a VIN.
 */

/** Capitals and digits, no I, O or Q: the same rule as the vehicle schema's `VIN_PATTERN`. */
const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]*$/;
export const VIN_LENGTH = 17;

/** Each character's value in the check-digit sum (letters by their ISO 3779 transliteration). */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** Each position's weight; position 9 (the check digit itself) weighs nothing. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** A VIN as typed, made comparable: spaces and dashes dropped, capitals. */
export function normalizeVin(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/** Why a VIN is not well formed, or null when it is (17 characters, no I, O or Q). */
export function vinProblem(vin: string): string | null {
  const bad = [...vin].filter((char) => !/[A-Z0-9]/.test(char));
  if (bad.length > 0) return 'A VIN has only letters and digits';
  const confusable = [...new Set([...vin].filter((char) => 'IOQ'.includes(char)))];
  if (confusable.length > 0) {
    return `A VIN never has ${confusable.join(', ')} (they look like 1 and 0): check the letters`;
  }
  if (vin.length !== VIN_LENGTH) {
    return `A VIN is ${VIN_LENGTH} characters; this one has ${vin.length}`;
  }
  return null;
}

/** Whether `vin` is well formed. */
export function isVin(vin: string): boolean {
  return vin.length === VIN_LENGTH && VIN_CHARACTERS.test(vin);
}

/** The check digit (`0`–`9` or `X`) a well-formed VIN should have at position 9. */
export function computeCheckDigit(vin: string): string {
  if (!isVin(vin)) throw new Error('Not a VIN');
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index++) {
    const char = vin[index]!;
    const value = /\d/.test(char) ? Number(char) : TRANSLITERATION[char]!;
    sum += value * WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Whether position 9 holds the check digit the other characters make. */
export function checkDigitMatches(vin: string): boolean {
  return isVin(vin) && vin[8] === computeCheckDigit(vin);
}

/** Model-year codes in order: 1980 (and 2010, 2040) is A, 2001 (and 2031) is 1. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const FIRST_CYCLE = 1980;
const CYCLE = YEAR_CODES.length;

/** The years a position-10 code can stand for, oldest first (empty for a code that is none). */
export function modelYearCandidates(code: string): number[] {
  const index = YEAR_CODES.indexOf(code);
  if (code.length !== 1 || index < 0) return [];
  const years: number[] = [];
  for (let year = FIRST_CYCLE + index; year <= 2100; year += CYCLE) years.push(year);
  return years;
}

/**
 * The model year of a well-formed VIN, or undefined when position 10 is no year code.
 * The code repeats every 30 years: for a North American car (and those made for that
 * market follow the same rule) a digit at position 7 means 1980–2009 and a letter
 * 2010–2039; otherwise the latest year not more than a year ahead of `currentYear`.
 */
export function decodeModelYear(vin: string, currentYear: number): number | undefined {
  if (!isVin(vin)) return undefined;
  const candidates = modelYearCandidates(vin[9]!);
  if (candidates.length === 0) return undefined;
  if (isNorthAmerican(vin)) {
    const letter = /[A-Z]/.test(vin[6]!);
    const found = candidates.find((year) =>
      letter ? year >= 2010 && year <= 2039 : year >= 1980 && year <= 2009,
    );
    if (found !== undefined) return found;
  }
  const possible = candidates.filter((year) => year <= currentYear + 1);
  return possible.at(-1) ?? candidates[0];
}

/** The continents of ISO 3780, by the first character. */
export type VinRegion =
  'Africa' | 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'South America';

export function regionOf(vin: string): VinRegion | undefined {
  const first = vin[0];
  if (!first) return undefined;
  if (first >= 'A' && first <= 'H') return 'Africa';
  if (first >= 'J' && first <= 'R') return 'Asia';
  if (first >= 'S' && first <= 'Z') return 'Europe';
  if (first >= '1' && first <= '5') return 'North America';
  if (first === '6' || first === '7') return 'Oceania';
  if (first === '8' || first === '9' || first === '0') return 'South America';
  return undefined;
}

function isNorthAmerican(vin: string): boolean {
  return regionOf(vin) === 'North America';
}

/** The second character's order in ISO 3780 ranges: A–Z (no I, O, Q), then 1–9 and 0. */
const SECOND_ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

/** Countries by the first character and a range of the second (inclusive, in `SECOND_ORDER`). */
const COUNTRY_RANGES: readonly (readonly [string, string, string, string])[] = [
  ['A', 'A', 'H', 'South Africa'],
  ['J', 'A', '0', 'Japan'],
  ['K', 'L', 'R', 'South Korea'],
  ['L', 'A', '0', 'China'],
  ['M', 'A', 'E', 'India'],
  ['M', 'F', 'K', 'Indonesia'],
  ['M', 'L', 'R', 'Thailand'],
  ['N', 'L', 'R', 'Turkey'],
  ['P', 'L', 'R', 'Malaysia'],
  ['R', 'F', 'K', 'Taiwan'],
  ['S', 'A', 'M', 'United Kingdom'],
  ['S', 'N', 'T', 'Germany'],
  ['S', 'U', 'Z', 'Poland'],
  ['T', 'A', 'H', 'Switzerland'],
  ['T', 'J', 'P', 'Czech Republic'],
  ['T', 'R', 'V', 'Hungary'],
  ['T', 'W', '1', 'Portugal'],
  ['U', '5', '7', 'Romania'],
  ['V', 'A', 'E', 'Austria'],
  ['V', 'F', 'R', 'France'],
  ['V', 'S', 'W', 'Spain'],
  ['W', 'A', '0', 'Germany'],
  ['X', 'L', 'R', 'Netherlands'],
  ['X', '3', '0', 'Russia'],
  ['Y', 'A', 'E', 'Belgium'],
  ['Y', 'F', 'K', 'Finland'],
  ['Y', 'S', 'W', 'Sweden'],
  ['Z', 'A', 'R', 'Italy'],
  ['1', 'A', '0', 'United States'],
  ['4', 'A', '0', 'United States'],
  ['5', 'A', '0', 'United States'],
  ['2', 'A', '0', 'Canada'],
  ['3', 'A', 'W', 'Mexico'],
  ['6', 'A', 'W', 'Australia'],
  ['7', 'A', 'E', 'New Zealand'],
  ['8', 'A', 'E', 'Argentina'],
  ['9', 'A', 'E', 'Brazil'],
  ['9', '3', '9', 'Brazil'],
];

/** The country a VIN's first two characters stand for, when known. */
export function countryOf(vin: string): string | undefined {
  const [first, second] = [vin[0], vin[1]];
  if (!first || !second) return undefined;
  const at = SECOND_ORDER.indexOf(second);
  if (at < 0) return undefined;
  for (const [head, from, to, country] of COUNTRY_RANGES) {
    if (head !== first) continue;
    if (at >= SECOND_ORDER.indexOf(from) && at <= SECOND_ORDER.indexOf(to)) return country;
  }
  return undefined;
}

/** Well-known world manufacturer identifiers (positions 1–3). */
const MAKERS: Readonly<Record<string, string>> = {
  '1FA': 'Ford',
  '1FM': 'Ford',
  '1FT': 'Ford',
  '1G1': 'Chevrolet',
  '1GC': 'Chevrolet',
  '1GN': 'Chevrolet',
  '1G6': 'Cadillac',
  '1GT': 'GMC',
  '1HG': 'Honda',
  '1J4': 'Jeep',
  '1C4': 'Chrysler',
  '1LN': 'Lincoln',
  '1N4': 'Nissan',
  '19U': 'Acura',
  '2HG': 'Honda',
  '2T1': 'Toyota',
  '2C3': 'Chrysler',
  '3FA': 'Ford',
  '3VW': 'Volkswagen',
  '4S3': 'Subaru',
  '4T1': 'Toyota',
  '5J6': 'Honda',
  '5NP': 'Hyundai',
  '5YJ': 'Tesla',
  '7SA': 'Tesla',
  JF1: 'Subaru',
  JH4: 'Acura',
  JHM: 'Honda',
  JM1: 'Mazda',
  JMZ: 'Mazda',
  JN1: 'Nissan',
  JA3: 'Mitsubishi',
  JS2: 'Suzuki',
  JTD: 'Toyota',
  JTE: 'Toyota',
  JTH: 'Lexus',
  JTM: 'Toyota',
  JTN: 'Toyota',
  KMH: 'Hyundai',
  KNA: 'Kia',
  KND: 'Kia',
  LRW: 'Tesla',
  SAJ: 'Jaguar',
  SAL: 'Land Rover',
  SB1: 'Toyota',
  SCC: 'Lotus',
  SCF: 'Aston Martin',
  SHH: 'Honda',
  TMB: 'Škoda',
  VF1: 'Renault',
  VF3: 'Peugeot',
  VF7: 'Citroën',
  VSS: 'SEAT',
  W0L: 'Opel',
  WAU: 'Audi',
  WBA: 'BMW',
  WBS: 'BMW M',
  WDB: 'Mercedes-Benz',
  WDD: 'Mercedes-Benz',
  W1K: 'Mercedes-Benz',
  WF0: 'Ford',
  WMW: 'MINI',
  WP0: 'Porsche',
  WVW: 'Volkswagen',
  WV1: 'Volkswagen',
  WV2: 'Volkswagen',
  YS3: 'Saab',
  YV1: 'Volvo',
  ZAR: 'Alfa Romeo',
  ZFA: 'Fiat',
  ZFF: 'Ferrari',
};

/** The maker a VIN's world manufacturer identifier stands for, when it is a well-known one. */
export function makerOf(vin: string): string | undefined {
  return MAKERS[vin.slice(0, 3)];
}

export interface VinReading {
  /** The VIN as compared: no spaces or dashes, capitals. */
  vin: string;
  /** Why it is not a VIN (then nothing else is read), or null. */
  problem: string | null;
  /** Whether position 9 is the check digit the rest makes; a warning only when false. */
  checkDigitOk: boolean;
  /** The check digit the rest makes, for the warning. */
  expectedCheckDigit?: string;
  modelYear?: number;
  region?: VinRegion;
  country?: string;
  maker?: string;
}

/** Everything a VIN says, for the editor's live decode and the car's overview. */
export function readVin(text: string, currentYear: number): VinReading {
  const vin = normalizeVin(text);
  const problem = vinProblem(vin);
  if (problem) return { vin, problem, checkDigitOk: false };
  const expected = computeCheckDigit(vin);
  const reading: VinReading = {
    vin,
    problem: null,
    checkDigitOk: vin[8] === expected,
    expectedCheckDigit: expected,
  };
  const modelYear = decodeModelYear(vin, currentYear);
  const region = regionOf(vin);
  const country = countryOf(vin);
  const maker = makerOf(vin);
  if (modelYear !== undefined) reading.modelYear = modelYear;
  if (region) reading.region = region;
  if (country) reading.country = country;
  if (maker) reading.maker = maker;
  return reading;
}

/** "Honda, made in the United States (North America)"; the parts that are known. */
export function vinOriginText(reading: VinReading): string | undefined {
  const where = reading.country
    ? `${reading.country}${reading.region ? ` (${reading.region})` : ''}`
    : reading.region;
  if (reading.maker && where) return `${reading.maker}, made in ${where}`;
  if (reading.maker) return reading.maker;
  return where ? `Made in ${where}` : undefined;
}
