import { guessColumns, type ColumnMapping, type CsvField } from '../../csv/column-mapping.ts';
import type { CsvTable } from '../../csv/csv-table.ts';
import { parseDay, type DateOrder } from '../../csv/csv-values.ts';
import {
  BEEN_LEVEL_LABELS,
  BEEN_LEVELS,
  COUNTRY_CODE,
  placeIdOf,
  REGION_CODE,
  TRAVEL_LIMITS,
  US_STATE_CODE,
  type BeenLevel,
  type CodedKind,
  type Place,
  type PlaceKind,
  type Visit,
} from '../travel-model.ts';
import { placeSchema, visitSchema } from '../travel-tracker-schema.ts';
import { normalName, type PlaceCodes } from './place-codes.ts';
import type { PlaceEntryOf, VisitEntryOf } from './place-summary.ts';

/**
 * Places and visits from a CSV file: each row names a place (a country, a US state, a
 * region or a city) with a level and, optionally, the dates of a visit. Rows are read into
 * a preview first — what each becomes, or why it cannot be read — and then into the writes
 * that save them. A country, state or region is never added twice: its id comes from its
 * code, and a row naming one that is here already adds only its visit.
 */

export const PLACE_FIELDS: readonly CsvField[] = [
  { key: 'name', label: 'Name', kind: 'text', aliases: ['place', 'city', 'destination', 'title'] },
  { key: 'kind', label: 'Kind', kind: 'text', aliases: ['type', 'placetype'] },
  { key: 'code', label: 'Code', kind: 'text', aliases: ['isocode', 'iso'] },
  { key: 'country', label: 'Country', kind: 'text', aliases: ['countrycode', 'nation'] },
  { key: 'state', label: 'State', kind: 'text', aliases: ['usstate', 'province'] },
  { key: 'region', label: 'Region', kind: 'text', aliases: ['regioncode', 'subdivision'] },
  { key: 'level', label: 'Level', kind: 'text', aliases: ['status', 'been', 'visited'] },
  {
    key: 'from',
    label: 'From',
    kind: 'date',
    aliases: ['date', 'start', 'startdate', 'arrival', 'visitedon', 'datevisited', 'visitdate'],
  },
  { key: 'to', label: 'To', kind: 'date', aliases: ['end', 'enddate', 'departure', 'until'] },
  { key: 'firstVisit', label: 'First visit', kind: 'date', aliases: ['firstvisited', 'first'] },
  { key: 'lastVisit', label: 'Last visit', kind: 'date', aliases: ['lastvisited', 'last'] },
  { key: 'latitude', label: 'Latitude', kind: 'number', aliases: ['lat'] },
  { key: 'longitude', label: 'Longitude', kind: 'number', aliases: ['lon', 'lng', 'long'] },
  { key: 'notes', label: 'Notes', kind: 'text', aliases: ['note', 'description', 'comment'] },
];

export const guessPlaceColumns = (headers: readonly string[]): ColumnMapping =>
  guessColumns(PLACE_FIELDS, headers);

/** Whether the mapping can read places at all: it needs a column naming the place. */
export const mappingProblem = (mapping: ColumnMapping): string | null =>
  ['name', 'code', 'country', 'state', 'region'].some((key) => mapping[key] != null)
    ? null
    : 'Choose the column that names each place (Name, Country, State or Region).';

const LEVEL_WORDS: Readonly<Record<string, BeenLevel>> = {
  ...Object.fromEntries(BEEN_LEVELS.map((level) => [level, level])),
  ...Object.fromEntries(BEEN_LEVELS.map((level) => [normalName(BEEN_LEVEL_LABELS[level]), level])),
  home: 'lived',
  livedthere: 'lived',
  slept: 'stayed',
  overnight: 'stayed',
  been: 'visited',
  yes: 'visited',
  x: 'visited',
  transit: 'passed',
  passedthrough: 'passed',
  wanttovisit: 'want',
  wishlist: 'want',
  bucketlist: 'want',
  no: 'want',
};

const KIND_WORDS: Readonly<Record<string, PlaceKind>> = {
  country: 'country',
  state: 'state',
  usstate: 'state',
  usstateorterritory: 'state',
  territory: 'state',
  region: 'region',
  province: 'region',
  city: 'city',
  town: 'city',
  cityorplace: 'city',
  place: 'city',
  poi: 'city',
};

/** What one row becomes. */
export interface RowPlace {
  /** The place's id: from its code, or a city's (found or new, `null` until saved). */
  id: string | null;
  place: Omit<Place, 'createdAt' | 'updatedAt' | 'photos'>;
  /** Whether the place is here already (its visit is added; the place stays as it is). */
  existing: boolean;
  /** A row's From–To is one visit; its first and last visits are a day each. */
  visits: { from: string; to?: string }[];
}

export type RowResult =
  | { line: number; ok: true; value: RowPlace; warnings: string[] }
  | { line: number; ok: false; label: string; reason: string };

export interface ReadOptions {
  codes: PlaceCodes;
  dateOrder: DateOrder;
  existing: readonly PlaceEntryOf[];
}

const cell = (cells: readonly string[], mapping: ColumnMapping, key: string) => {
  const column = mapping[key];
  return column == null ? '' : (cells[column] ?? '').trim();
};

const cityKey = (name: string, country: string | undefined) =>
  `${normalName(name)}|${country ?? ''}`;

/** Each row of `table` read with `mapping`: a place (and visit), or the reason it cannot be. */
export function readPlaceRows(
  table: CsvTable,
  mapping: ColumnMapping,
  { codes, dateOrder, existing }: ReadOptions,
): RowResult[] {
  const have = new Set(existing.map((entry) => entry.id));
  const cities = new Map<string, string>();
  for (const { id, place } of existing) {
    if (place.kind === 'city' && place.name) cities.set(cityKey(place.name, place.country), id);
  }
  return table.rows.map(({ line, cells }) => {
    const get = (key: string) => cell(cells, mapping, key);
    const label =
      [get('name'), get('code'), get('region'), get('state'), get('country')].find(Boolean) ??
      `Row ${line}`;
    const fail = (reason: string): RowResult => ({ line, ok: false, label, reason });
    const warnings: string[] = [];

    const levelText = get('level');
    const level: BeenLevel | undefined =
      levelText === '' ? 'visited' : LEVEL_WORDS[normalName(levelText)];
    if (!level) {
      return fail(
        `“${levelText}” is not a level (Lived, Stayed, Visited, Passed through, Want to go)`,
      );
    }
    const kindText = get('kind');
    const kind: PlaceKind | undefined =
      kindText === '' ? undefined : KIND_WORDS[normalName(kindText)];
    if (kindText !== '' && !kind) return fail(`“${kindText}” is not a kind of place`);

    const countryText = get('country');
    const country = countryText === '' ? undefined : codes.country(countryText);
    if (countryText !== '' && !country) return fail(`No country called “${countryText}”`);

    const name = get('name');
    const coded = (() => {
      const code = get('code').toUpperCase();
      const region = get('region');
      const state = get('state');
      if (code !== '') {
        if ((kind === 'country' || !kind) && COUNTRY_CODE.test(code) && codes.country(code)) {
          return { kind: 'country' as const, code };
        }
        if ((kind === 'state' || !kind) && US_STATE_CODE.test(code) && codes.state(code)) {
          return { kind: 'state' as const, code };
        }
        if (
          (kind === 'region' || !kind) &&
          REGION_CODE.test(code) &&
          codes.country(code.slice(0, 2))
        ) {
          return { kind: 'region' as const, code };
        }
        if (kind !== 'city') return `“${code}” is not a code this app knows`;
      }
      if (region !== '') {
        const upper = region.toUpperCase();
        const regionCountry = country ?? (REGION_CODE.test(upper) ? upper.slice(0, 2) : undefined);
        const code = regionCountry ? codes.region(regionCountry, region) : undefined;
        if (code) return { kind: 'region' as const, code };
        if (country) return `No region of ${countryText} called “${region}”`;
        return regionCountry
          ? `“${region}” is not a region this app knows`
          : `Give the region’s country, or its ISO code (like FR-IDF), not “${region}”`;
      }
      if (state !== '') {
        const code = codes.state(state);
        return code
          ? { kind: 'state' as const, code }
          : `No US state or territory called “${state}”`;
      }
      if (kind === 'city') return null;
      if (name !== '') {
        if (kind === 'state' || (!kind && !country)) {
          const code = codes.state(name);
          // NOTE: a bare name is a country first ("Georgia" the country), a state only when said.
          if (code && (kind === 'state' || !codes.country(name)))
            return { kind: 'state' as const, code };
        }
        if (kind === 'country' || (!kind && !country)) {
          const code = codes.country(name);
          if (code) return { kind: 'country' as const, code };
        }
        if (kind === 'country') return `No country called “${name}”`;
        if (kind === 'state') return `No US state or territory called “${name}”`;
        return null;
      }
      if (country) return { kind: 'country' as const, code: country };
      return 'Nothing names the place';
    })();
    if (typeof coded === 'string') return fail(coded);
    if (kind === 'region' && coded?.kind !== 'region' && coded !== null) {
      return fail('Give the region’s ISO code (like FR-IDF)');
    }

    // The visits.
    const days: Record<string, string | undefined> = {};
    for (const key of ['from', 'to', 'firstVisit', 'lastVisit']) {
      const text = get(key);
      if (text === '') continue;
      const day = parseDay(text, dateOrder);
      if (day === null) return fail(`“${text}” is not a date`);
      days[key] = day;
    }
    const { from: start, to: end, firstVisit, lastVisit } = days;
    if (start && end && end < start) return fail('The visit ends before it starts');
    if (firstVisit && lastVisit && lastVisit < firstVisit) {
      return fail('The last visit is before the first');
    }
    const visits: RowPlace['visits'] = [];
    if (start ?? end)
      visits.push({ from: (start ?? end)!, ...(start && end && end !== start ? { to: end } : {}) });
    for (const day of new Set([firstVisit, lastVisit])) if (day) visits.push({ from: day });

    // The position, for a city.
    const latText = get('latitude');
    const lonText = get('longitude');
    const latitude = latText === '' ? undefined : Number(latText.replace(',', '.'));
    const longitude = lonText === '' ? undefined : Number(lonText.replace(',', '.'));
    const notes = get('notes').slice(0, TRAVEL_LIMITS.description);

    let value: RowPlace;
    if (coded) {
      const id = placeIdOf(coded.kind as CodedKind, coded.code);
      const regionCountry = coded.kind === 'region' ? coded.code.slice(0, 2) : undefined;
      value = {
        id,
        existing: have.has(id),
        place: {
          kind: coded.kind,
          code: coded.code,
          level,
          ...(regionCountry ? { country: regionCountry } : {}),
          ...(coded.kind === 'region' && name ? { name: name.slice(0, TRAVEL_LIMITS.name) } : {}),
          ...(notes ? { description: notes } : {}),
        },
        visits,
      };
      if (value.existing) warnings.push('Already marked: only its visit is added');
    } else {
      if (name === '') return fail('A city needs a name');
      const hasPosition = latitude !== undefined || longitude !== undefined;
      if (
        hasPosition &&
        (latitude === undefined ||
          longitude === undefined ||
          !(Math.abs(latitude) <= 90) ||
          !(Math.abs(longitude) <= 180))
      ) {
        return fail('The position needs a latitude (−90 to 90) and a longitude (−180 to 180)');
      }
      const found = cities.get(cityKey(name, country)) ?? null;
      if (!kind && !country) warnings.push('Not a country or state: added as a city');
      value = {
        id: found,
        existing: found !== null,
        place: {
          kind: 'city',
          name: name.slice(0, TRAVEL_LIMITS.name),
          level,
          ...(country ? { country } : {}),
          ...(hasPosition ? { latitude: latitude!, longitude: longitude! } : {}),
          ...(notes ? { description: notes } : {}),
        },
        visits,
      };
      if (found) warnings.push('Already here: only its visit is added');
    }
    return { line, ok: true, value, warnings };
  });
}

export interface PlaceImportPlan {
  places: [string, Place][];
  visits: [string, Visit][];
  /** Places the file names that are here already. */
  existingPlaces: number;
  /** Visits left out because the place has one on the same days already. */
  repeatedVisits: number;
}

/**
 * The writes that save the readable rows: each new place once (rows naming the same place
 * are one place, at the highest level they give), and each visit not already there.
 */
export function planPlaceImport(
  rows: readonly RowResult[],
  existingVisits: readonly VisitEntryOf[],
  newId: () => string,
  now: string,
): PlaceImportPlan {
  const places = new Map<string, Place>();
  const cityIds = new Map<string, string>();
  const existingIds = new Set<string>();
  const seen = new Map<string, { from: string; to?: string }[]>();
  for (const { visit } of existingVisits) {
    seen.set(visit.placeId, [...(seen.get(visit.placeId) ?? []), visit]);
  }
  // A visit is there already when one has the same days, or a day visit falls in one.
  const repeats = (id: string, visit: { from: string; to?: string }) =>
    (seen.get(id) ?? []).some((other) =>
      visit.to === undefined
        ? other.from <= visit.from && visit.from <= (other.to ?? other.from)
        : other.from === visit.from && other.to === visit.to,
    );
  const visits: [string, Visit][] = [];
  let repeatedVisits = 0;
  for (const row of rows) {
    if (!row.ok) continue;
    const { value } = row;
    let id = value.id;
    if (id === null) {
      const key = cityKey(value.place.name ?? '', value.place.country);
      id = cityIds.get(key) ?? newId();
      cityIds.set(key, id);
    }
    if (value.existing) existingIds.add(id);
    else {
      const before = places.get(id);
      const place = placeSchema.parse({
        ...value.place,
        photos: [],
        createdAt: now,
        updatedAt: now,
      });
      if (!before) places.set(id, place);
      else if (BEEN_LEVELS.indexOf(place.level) < BEEN_LEVELS.indexOf(before.level)) {
        places.set(id, { ...before, level: place.level });
      }
    }
    for (const visit of value.visits) {
      if (repeats(id, visit)) {
        repeatedVisits += 1;
        continue;
      }
      seen.set(id, [...(seen.get(id) ?? []), visit]);
      visits.push([
        newId(),
        visitSchema.parse({ placeId: id, ...visit, createdAt: now, updatedAt: now }),
      ]);
    }
  }
  return { places: [...places], visits, existingPlaces: existingIds.size, repeatedVisits };
}
