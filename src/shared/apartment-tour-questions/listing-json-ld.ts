import type { AreaUnit } from './apartment-model.ts';
import { htmlToText } from '../page-import/html-text.ts';
import {
  firstProperty,
  hasType,
  isNode,
  property,
  textsOf,
  type JsonLdNode,
  type NodeIndex,
} from '../page-import/json-ld-nodes.ts';
import { oneLine, unique } from '../page-import/json-ld-values.ts';

/**
 * A listing's facts as schema.org describes a place to rent (`Apartment`,
 * `ApartmentComplex`, `House`, `Accommodation`…), read as they are written: not yet checked
 * against the apartment's schema (see `listing-import.ts`).
 */

/** The types a listing's page describes its place with, the building first. */
export const LISTING_TYPES = [
  'ApartmentComplex',
  'GatedResidenceCommunity',
  'Residence',
  'SingleFamilyResidence',
  'House',
  'Apartment',
  'Accommodation',
  'Suite',
  'Room',
] as const;

/** The types of a place inside a building: its units. */
const UNIT_TYPES = [
  'Apartment',
  'Accommodation',
  'Suite',
  'Room',
  'House',
  'SingleFamilyResidence',
];

export function isListingNode(node: JsonLdNode): boolean {
  return LISTING_TYPES.some((type) => hasType(node, type));
}

/** What one place (the listing, or one of its units) says of itself. */
export interface PlaceFacts {
  name?: string;
  beds?: number;
  baths?: number;
  area?: number;
  areaUnit?: AreaUnit;
  rent?: number;
  currency?: string;
  availableOn?: string;
  floor?: number;
}

/**
 * "1,850.00", "$1850", 1850 → 1850; "78,5" (a decimal comma) → 78.5; undefined when it is
 * no number.
 */
export function numberOf(value: unknown): number | undefined {
  const [text] = textsOf(value);
  if (text === undefined) return undefined;
  const digits = /-?\d[\d,]*(?:\.\d+)?(?:e[+-]?\d+)?/i.exec(text.slice(0, 100))?.[0];
  if (digits === undefined) return undefined;
  const decimalComma = !digits.includes('.') && /^-?\d+,\d{1,2}$/.test(digits);
  const number = Number(decimalComma ? digits.replace(',', '.') : digits.replace(/,/g, ''));
  return Number.isFinite(number) ? number : undefined;
}

/** `FTK` / `MTK` (UN/CEFACT) or a unit as text: "sq ft", "m²". */
function areaUnitOf(node: JsonLdNode): AreaUnit | undefined {
  const code = textsOf(firstProperty(node, 'unitCode', 'unitText'))[0]?.toLowerCase() ?? '';
  if (/^(ftk|sq\.?\s*ft|sqft|ft²|ft2|square\s*f(ee|oo)t)/.test(code)) return 'sqft';
  if (/^(mtk|m²|m2|sq\.?\s*m|sqm|square\s*met)/.test(code)) return 'm2';
  return undefined;
}

/** A `floorSize`: a QuantitativeValue, or a plain number in the page's unit. */
function floorSize(value: unknown, index: NodeIndex): Pick<PlaceFacts, 'area' | 'areaUnit'> {
  const item = index.resolve(Array.isArray(value) ? value[0] : value);
  if (!isNode(item)) return { area: numberOf(item) };
  return { area: numberOf(property(item, 'value')), areaUnit: areaUnitOf(item) };
}

/** A calendar day from an ISO date or date-time; undefined otherwise. */
export function calendarDayOf(value: unknown): string | undefined {
  const text = textsOf(value)[0]?.trim() ?? '';
  return /^\d{4}-\d{2}-\d{2}(?:$|T)/.test(text) ? text.slice(0, 10) : undefined;
}

/** The first offer's price, currency and start: an `Offer`, an `AggregateOffer` or a list. */
function offerFacts(value: unknown, index: NodeIndex): PlaceFacts {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  for (const entry of list.slice(0, 100)) {
    const offer = index.resolve(entry);
    if (!isNode(offer)) continue;
    const specification = index.resolve(property(offer, 'priceSpecification'));
    const priced = isNode(specification) ? specification : offer;
    const rent =
      numberOf(firstProperty(offer, 'price', 'lowPrice')) ??
      numberOf(firstProperty(priced, 'price', 'minPrice'));
    const currency = oneLine(offer, 'priceCurrency') ?? oneLine(priced, 'priceCurrency');
    const availableOn = calendarDayOf(firstProperty(offer, 'availabilityStarts', 'availableFrom'));
    if (rent !== undefined || availableOn !== undefined) {
      return { rent, currency: currency?.toUpperCase(), availableOn };
    }
  }
  return {};
}

/** What a place says of its rooms, size, floor, price and availability. */
export function placeFacts(node: JsonLdNode, index: NodeIndex): PlaceFacts {
  const bedrooms = firstProperty(node, 'numberOfBedrooms', 'numberOfRooms');
  const fullBaths = numberOf(property(node, 'numberOfFullBathrooms'));
  const partialBaths = numberOf(property(node, 'numberOfPartialBathrooms')) ?? 0;
  const offers = offerFacts(firstProperty(node, 'offers', 'makesOffer'), index);
  return {
    name: oneLine(node, 'name'),
    beds: numberOf(bedrooms),
    baths:
      numberOf(property(node, 'numberOfBathroomsTotal')) ??
      (fullBaths === undefined ? undefined : fullBaths + partialBaths / 2),
    ...floorSize(property(node, 'floorSize'), index),
    floor: numberOf(property(node, 'floorLevel')),
    ...offers,
    availableOn: offers.availableOn ?? calendarDayOf(property(node, 'availableFrom')),
  };
}

/** A `PostalAddress` on one line, or an address the page wrote as text. */
export function addressOf(value: unknown, index: NodeIndex): string | undefined {
  const item = index.resolve(Array.isArray(value) ? value[0] : value);
  if (!isNode(item)) return htmlToText(textsOf(item)[0] ?? '') || undefined;
  const part = (name: string) => oneLine(item, name);
  const country = part('addressCountry');
  const text = [
    part('streetAddress'),
    part('addressLocality'),
    [part('addressRegion'), part('postalCode')].filter(Boolean).join(' '),
    // A country code ("US") says less than the rest; a country's name is kept.
    country && country.length > 3 ? country : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  return text === '' ? undefined : text;
}

/** The names of the features a place has (`amenityFeature`), those marked false left out. */
export function amenitiesOf(node: JsonLdNode, index: NodeIndex): string[] {
  const value = property(node, 'amenityFeature');
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const names = list.slice(0, 500).flatMap((entry) => {
    const feature = index.resolve(entry);
    if (!isNode(feature)) return textsOf(feature).map(htmlToText);
    const has = property(feature, 'value');
    if (has === false || has === 'false' || has === 'False') return [];
    return [oneLine(feature, 'name') ?? ''];
  });
  return unique(
    names.filter((name) => name !== ''),
    (name) => name.toLowerCase(),
  );
}

/** The units a building lists (`containsPlace`), as nodes. */
export function unitNodes(node: JsonLdNode, index: NodeIndex): JsonLdNode[] {
  const value = property(node, 'containsPlace');
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list
    .map((entry) => index.resolve(entry))
    .filter((unit): unit is JsonLdNode => isNode(unit) && UNIT_TYPES.some((t) => hasType(unit, t)));
}
