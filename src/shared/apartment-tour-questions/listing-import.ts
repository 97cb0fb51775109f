import { APARTMENT_LIMITS, type Apartment, type AreaUnit, type Unit } from './apartment-model.ts';
import { apartmentSchema, unitSchema } from './apartment-tour-questions-schema.ts';
import {
  addressOf,
  amenitiesOf,
  isListingNode,
  numberOf,
  placeFacts,
  unitNodes,
  type PlaceFacts,
} from './listing-json-ld.ts';
import { hasType, NodeIndex, property, type JsonLdNode } from '../page-import/json-ld-nodes.ts';
import {
  absoluteUrl,
  findNodes,
  imageUrls,
  jsonLdDocuments,
  oneLine,
} from '../page-import/json-ld-values.ts';
import { metaTags, pageTitle } from '../page-import/meta-tags.ts';

/**
 * A rental listing's page read into a draft apartment: its schema.org data (JSON-LD) first,
 * then its OpenGraph and meta tags, then its title. Every field the draft holds passes the
 * apartment's (or the unit's) own schema rule; what does not is left out, so the person
 * reviews only values the app can keep. Browser-safe: no DOM, no network.
 */

/** The apartment's fields a listing can tell. */
export const DRAFT_FIELDS = [
  'name',
  'address',
  'website',
  'phone',
  'email',
  'beds',
  'baths',
  'area',
  'rent',
  'availableOn',
  'amenities',
  'laundry',
  'parking',
  'pets',
] as const satisfies readonly (keyof Apartment)[];

export type DraftApartment = Partial<Pick<Apartment, (typeof DRAFT_FIELDS)[number]>>;
/** A unit the listing names; the apartment it belongs to is the one being drafted. */
export type DraftUnit = Pick<Unit, 'name'> &
  Partial<Pick<Unit, 'rent' | 'area' | 'beds' | 'baths' | 'floor' | 'availableOn'>>;

export interface ListingDraft {
  apartment: DraftApartment;
  units: DraftUnit[];
  /** The listing's first photo, an absolute http(s) address. */
  photoUrl?: string;
  /** The currency its prices are in (`USD`), when the page says. */
  currency?: string;
  /** The unit its areas are in, when the page says (a number alone says nothing). */
  areaUnit?: AreaUnit;
  /** The page, after redirects: the apartment's `sourceUrl`. */
  sourceUrl: string;
}

/** More units than any building page lists; the rest are left out. */
export const MAX_DRAFT_UNITS = 200;

const AMENITY_LENGTH = 80;

/** Text cut to `max` characters, on a word where one is near. */
function clamp(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}

function clampOptional(text: string | undefined, max: number): string | undefined {
  return text === undefined ? undefined : clamp(text, max);
}

/**
 * Only the fields that pass their schema rule, absent ones left out. NOTE: texts are
 * clamped before (names, addresses, features), but a phone number or an e-mail address
 * cut short would be wrong rather than short: one too long is dropped here.
 */
function valid<T extends object>(
  fields: T,
  rules: Record<string, { safeParse(value: unknown): { success: boolean } }>,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => value !== undefined && rules[key]!.safeParse(value).success,
    ),
  ) as Partial<T>;
}

const LAUNDRY_WORDS: [RegExp, Apartment['laundry']][] = [
  [/(in[- ]unit|in[- ]home|washer.*dryer.*(unit|included)|\bw\/d\b)/i, 'in-unit'],
  [/(laundry (facilit|room|on[- ]site)|on[- ]site laundry|shared laundry)/i, 'in-building'],
];
const PARKING_WORDS: [RegExp, Apartment['parking']][] = [
  [/garage/i, 'garage'],
  [/(assigned|reserved|covered) (parking|spot|space)/i, 'assigned'],
  [/street parking/i, 'street'],
];

function matchWords<T>(names: string[], words: [RegExp, T][]): T | undefined {
  for (const [pattern, value] of words) {
    if (names.some((name) => pattern.test(name))) return value;
  }
  return undefined;
}

/** `petsAllowed` (true, false or words), else an amenity that names pets. */
function petsOf(node: JsonLdNode | undefined, amenities: string[]): Apartment['pets'] {
  const stated = node && property(node, 'petsAllowed');
  const words = [typeof stated === 'string' ? stated : '', ...amenities].join('\n');
  if (stated === false || /\bno pets\b/i.test(words)) return 'none';
  const cats = /\bcats?\b/i.test(words);
  const dogs = /\bdogs?\b/i.test(words);
  if (cats && !dogs) return 'cats';
  if (dogs && !cats) return 'dogs';
  if (stated === true || (cats && dogs) || /pets? (allowed|friendly|welcome)/i.test(words)) {
    return 'allowed';
  }
  return undefined;
}

/** "2 bd · 1.5 ba · 950 sq ft" in a description: the facts of a page without structured data. */
function factsInText(text: string): PlaceFacts {
  const head = text.slice(0, 2_000);
  const beds = /(\d+(?:\.5)?)\s*(?:bd|beds?|bedrooms?|br)\b/i.exec(head)?.[1];
  const baths = /(\d+(?:\.5)?)\s*(?:ba|baths?|bathrooms?)\b/i.exec(head)?.[1];
  const feet = /(\d[\d,]*)\s*(?:sq\.?\s*ft|sqft|square feet|ft²)/i.exec(head)?.[1];
  const meters = /(\d[\d,]*(?:\.\d+)?)\s*(?:m²|m2|sq\.?\s*m\b|sqm)/i.exec(head)?.[1];
  return {
    beds: beds ? Number(beds) : /\bstudio\b/i.test(head) ? 0 : undefined,
    baths: baths ? Number(baths) : undefined,
    ...(feet
      ? { area: numberOf(feet), areaUnit: 'sqft' as const }
      : meters
        ? { area: numberOf(meters), areaUnit: 'm2' as const }
        : {}),
  };
}

/** The main listing node: a building before a unit, the first one the page gives. */
function mainNode(nodes: JsonLdNode[], index: NodeIndex): JsonLdNode | undefined {
  // NOTE: a set of every building's units, not a search of each node in each building: a
  // page may list thousands, and a search per pair would take their square.
  const contained = new Set(nodes.flatMap((node) => unitNodes(node, index)));
  const top = nodes.filter((node) => !contained.has(node));
  return top.find((node) => hasType(node, 'ApartmentComplex')) ?? top[0] ?? nodes[0];
}

function draftUnit(facts: PlaceFacts, position: number): DraftUnit {
  const unit = valid(
    {
      name: clamp(facts.name ?? `Unit ${position + 1}`, 100),
      rent: facts.rent,
      area: facts.area,
      beds: facts.beds,
      baths: facts.baths,
      floor: facts.floor,
      availableOn: facts.availableOn,
    },
    unitSchema.shape,
  );
  return { name: `Unit ${position + 1}`, ...unit };
}

/**
 * The listing on a web page as a draft apartment with its units, or null when the page
 * describes no place (no schema.org listing, no OpenGraph title or description).
 * `pageUrl` is the page's address (after redirects): the draft's website and source, and
 * the base of its links.
 */
export function extractListing(html: string, pageUrl: string): ListingDraft | null {
  const documents = jsonLdDocuments(html);
  const index = new NodeIndex(documents);
  const nodes = findNodes(documents, isListingNode);
  const node = mainNode(nodes, index);
  const meta = metaTags(html);
  const ogTitle = meta.get('og:title') ?? meta.get('twitter:title');
  const description = meta.get('og:description') ?? meta.get('description') ?? '';
  if (!node && ogTitle === undefined && !meta.has('og:description')) return null;

  const facts: PlaceFacts = node ? placeFacts(node, index) : {};
  const fromText = factsInText(description);
  const amenities = node ? amenitiesOf(node, index) : [];
  const units = (node ? unitNodes(node, index).slice(0, MAX_DRAFT_UNITS) : []).map((unit) =>
    placeFacts(unit, index),
  );
  // NOTE: a building often prices only its units; their currency and area unit are the page's.
  const places = [facts, ...units];
  const metaPrice = numberOf(meta.get('product:price:amount') ?? meta.get('og:price:amount'));
  const title = pageTitle(html)?.split(/\s[|·–—]\s/)[0];
  const areaUnit =
    places.find((place) => place.area !== undefined)?.areaUnit ??
    (facts.area === undefined ? fromText.areaUnit : undefined);

  const apartment = valid<DraftApartment>(
    {
      name: clampOptional(facts.name ?? ogTitle ?? title, APARTMENT_LIMITS.name),
      address: clampOptional(
        node && addressOf(property(node, 'address'), index),
        APARTMENT_LIMITS.text,
      ),
      website: pageUrl,
      phone: node && oneLine(node, 'telephone'),
      email: node && oneLine(node, 'email')?.replace(/^mailto:/i, ''),
      beds: facts.beds ?? fromText.beds,
      baths: facts.baths ?? fromText.baths,
      area: facts.area ?? fromText.area,
      rent: facts.rent ?? metaPrice,
      availableOn: facts.availableOn,
      amenities:
        amenities.length > 0
          ? amenities
              .map((name) => clamp(name, AMENITY_LENGTH))
              .slice(0, APARTMENT_LIMITS.amenities)
          : undefined,
      laundry: matchWords(amenities, LAUNDRY_WORDS),
      parking: matchWords(amenities, PARKING_WORDS),
      pets: petsOf(node, amenities),
    },
    apartmentSchema.shape,
  );
  const photo =
    node && imageUrls(property(node, 'image') ?? property(node, 'photo'), index, pageUrl)[0];
  const ogImage = meta.get('og:image');
  const currency =
    places.find((place) => place.currency !== undefined)?.currency ??
    meta.get('product:price:currency');
  const draft: ListingDraft = {
    apartment,
    units: units.map(draftUnit),
    photoUrl: photo ?? (ogImage ? absoluteUrl(ogImage, pageUrl) : undefined),
    currency: currency && /^[A-Z]{3}$/i.test(currency) ? currency.toUpperCase() : undefined,
    areaUnit,
    sourceUrl: pageUrl,
  };
  return Object.fromEntries(
    Object.entries(draft).filter(([, value]) => value !== undefined),
  ) as unknown as ListingDraft;
}
