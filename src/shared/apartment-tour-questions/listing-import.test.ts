import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APARTMENT_LIMITS } from './apartment-model.ts';
import { extractListing, MAX_DRAFT_UNITS, type ListingDraft } from './listing-import.ts';
import { HOSTILE_LISTINGS, type HostileListingKind } from './testing/hostile-listings.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const PAGE = 'https://rentwise.example/seattle/the-linden';
const read = (name: string) => extractListing(fixture(name), PAGE);

describe('extractListing from schema.org JSON-LD', () => {
  it('reads a building with its units, offers, address, contact and features', () => {
    expect(read('apartment-complex.html')).toEqual({
      apartment: {
        name: 'The Linden at Fremont & Annex',
        address: '3601 Fremont Ave N, Seattle, WA 98103',
        website: PAGE,
        phone: '+1 206-555-0142',
        email: 'leasing@thelinden.example',
        // The pool is marked false; spaces in a name are collapsed.
        amenities: ['In-unit washer & dryer', 'Garage parking', 'Rooftop deck', 'Fitness center'],
        laundry: 'in-unit',
        parking: 'garage',
        pets: 'allowed',
      },
      units: [
        // Referred to by its @id, priced by a price specification.
        {
          name: 'Unit 204 – 1 Bed',
          rent: 2295,
          area: 720,
          beds: 1,
          baths: 1.5,
          floor: 2,
          availableOn: '2025-12-01',
        },
        {
          name: 'Unit 310 — 2 Bed',
          rent: 3150,
          area: 1040,
          beds: 2,
          baths: 2,
          floor: 3,
          availableOn: '2026-01-15',
        },
        // An AggregateOffer's lowest price; a studio has no bedroom.
        { name: 'Studio 102', rent: 1725, area: 455, beds: 0, baths: 1, floor: 1 },
      ],
      photoUrl: 'https://rentwise.example/media/linden/front.jpg',
      currency: 'USD',
      areaUnit: 'sqft',
      sourceUrl: PAGE,
    } satisfies ListingDraft);
  });

  it('reads a single apartment in square metres, with a decimal comma and its own offer', () => {
    const draft = read('single-apartment-metric.html');
    expect(draft).toEqual({
      apartment: {
        name: 'Helle 3-Zimmer-Wohnung mit Balkon, Kastanienallee',
        address: 'Kastanienallee 12, Berlin, 10435, Deutschland',
        website: PAGE,
        phone: '030 1234567',
        // Bedrooms win over rooms.
        beds: 2,
        baths: 1,
        area: 78.5,
        rent: 1480,
        availableOn: '2026-03-01',
        amenities: ['Balkon', 'Gemeinschaftswaschküche / shared laundry'],
        laundry: 'in-building',
        pets: 'cats',
      },
      units: [],
      photoUrl: 'https://cdn.wohnportal.example/k12/wohnzimmer.jpg',
      currency: 'EUR',
      areaUnit: 'm2',
      sourceUrl: PAGE,
    } satisfies ListingDraft);
  });

  it('finds the listing offered by an Offer, or wrapped in a list, with prefixed names', () => {
    const page = `<script type="application/ld+json">[{"@type":"WebSite"},
      {"@type":"schema:House","schema:name":"Cottage","schema:numberOfBathroomsTotal":"2",
       "numberOfFullBathrooms":1,"offers":[{"@type":"Offer"},{"@type":"Offer","price":"$2,400"}]}]
      </script>`;
    expect(extractListing(page, PAGE)?.apartment).toEqual({
      name: 'Cottage',
      website: PAGE,
      baths: 2,
      rent: 2400,
    });
  });

  it('counts half baths from full and partial ones', () => {
    const page = `<script type="application/ld+json">{"@type":"SingleFamilyResidence","name":"A",
      "numberOfFullBathrooms":2,"numberOfPartialBathrooms":1,"petsAllowed":false}</script>`;
    expect(extractListing(page, PAGE)?.apartment).toMatchObject({ baths: 2.5, pets: 'none' });
  });
});

describe('extractListing from OpenGraph and meta tags', () => {
  it('takes the title, price, photo and the rooms and size written in the description', () => {
    expect(read('opengraph-only.html')).toEqual({
      apartment: {
        name: 'Sunny 2BR near Dolores Park – $2,950/mo',
        website: PAGE,
        beds: 2,
        baths: 1.5,
        area: 870,
        rent: 2950,
      },
      units: [],
      photoUrl: 'https://rentwise.example/img/listing/88213/1.jpg',
      currency: 'USD',
      areaUnit: 'sqft',
      sourceUrl: PAGE,
    } satisfies ListingDraft);
  });

  it('names a listing after the page title, before its " | Site" part, when JSON-LD has no name', () => {
    const page = `<title>Maple Court &amp; Gardens | Homes.example</title>
      <script type="application/ld+json">{"@type":"Apartment","numberOfBedrooms":3}</script>`;
    expect(extractListing(page, PAGE)?.apartment).toEqual({
      name: 'Maple Court & Gardens',
      website: PAGE,
      beds: 3,
    });
  });
});

describe('extractListing of pages that hold no listing or bad values', () => {
  it('answers null for a page without a listing, whatever its title and other data', () => {
    expect(read('no-listing.html')).toBeNull();
    expect(extractListing('', PAGE)).toBeNull();
    expect(extractListing('<html><title>Home</title></html>', PAGE)).toBeNull();
  });

  it('leaves out every value its schema rule refuses and what nests too deep', () => {
    expect(read('hostile-nested.html')).toEqual({
      apartment: { name: 'Deep', website: PAGE, amenities: ['alert(1)Gym', 'Pool'] },
      units: [],
      sourceUrl: PAGE,
    } satisfies ListingDraft);
  });

  it('drops half-valid units values, keeps the unit, and names a nameless one', () => {
    const page = `<script type="application/ld+json">{"@type":"ApartmentComplex","name":"B",
      "containsPlace":[{"@type":"Apartment","floorLevel":"999","numberOfBedrooms":1.25,
      "floorSize":{"value":-4}},{"@type":"Apartment","name":"  ","numberOfBedrooms":1}]}</script>`;
    expect(extractListing(page, PAGE)?.units).toEqual([
      { name: 'Unit 1' },
      { name: 'Unit 2', beds: 1 },
    ]);
  });
});

describe('extractListing of pages built to be slow or huge', () => {
  const SIZE = 2 * 1024 * 1024;
  const KINDS = Object.keys(HOSTILE_LISTINGS) as HostileListingKind[];

  it.each(KINDS)('%s: 2 MB in under two seconds, within the schema limits', (kind) => {
    const page = HOSTILE_LISTINGS[kind](SIZE);
    const started = performance.now();
    const draft = extractListing(page, PAGE);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(draft?.units.length ?? 0).toBeLessThanOrEqual(MAX_DRAFT_UNITS);
    expect(draft?.apartment.amenities?.length ?? 0).toBeLessThanOrEqual(APARTMENT_LIMITS.amenities);
    expect(JSON.stringify(draft).length).toBeLessThan(100_000);
  });

  it('clamps long texts to the schema limits, on a word, and drops what cannot be clamped', () => {
    const draft = extractListing(HOSTILE_LISTINGS['huge-texts'](100_000), PAGE);
    expect(draft?.apartment.name).toBe('Loft '.repeat(40).trim());
    expect(draft?.apartment.address).toHaveLength(APARTMENT_LIMITS.text - 1);
    expect(draft?.apartment.phone).toBeUndefined();
    expect(draft?.apartment.amenities).toEqual(['Loft '.repeat(16).trim(), 'Elevator']);
  });

  it('keeps the first units and features of a building that lists thousands', () => {
    const draft = extractListing(HOSTILE_LISTINGS['many-units'](SIZE), PAGE)!;
    expect(draft.units).toHaveLength(MAX_DRAFT_UNITS);
    expect(draft.units[0]).toEqual({ name: 'Unit 0', rent: 1000 });
    expect(draft.apartment.amenities).toHaveLength(APARTMENT_LIMITS.amenities);
    expect(draft.currency).toBe('USD');
  });
});
