/**
 * Listing pages built to make a careless reader slow or its answer huge: JSON-LD nested
 * past any real page, thousands of units and features, texts of megabytes. Each has about
 * `size` characters.
 */

const jsonLd = (content: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(content)}</script>`;

export const HOSTILE_LISTINGS = {
  /** A listing whose name, address and every feature's name are enormous. */
  'huge-texts': (size: number) => {
    const text = 'Loft '.repeat(Math.ceil(size / 20));
    return jsonLd({
      '@type': 'Apartment',
      name: text,
      address: text,
      telephone: text,
      amenityFeature: [{ name: text }, { name: 'Elevator' }],
    });
  },
  /** A building with a unit for every 200 characters, each with its own offer. */
  'many-units': (size: number) =>
    jsonLd({
      '@type': 'ApartmentComplex',
      name: 'Many Units',
      amenityFeature: Array.from({ length: Math.ceil(size / 400) }, (_, i) => ({
        name: `Feature ${i}`,
      })),
      containsPlace: Array.from({ length: Math.ceil(size / 200) }, (_, i) => ({
        '@type': 'Apartment',
        name: `Unit ${i}`,
        offers: { '@type': 'Offer', price: 1000 + i, priceCurrency: 'USD' },
      })),
    }),
  /** Lists within lists within a listing, far past the nesting any page needs. */
  'deep-nesting': (size: number) => {
    const depth = Math.ceil(size / 2);
    return `<script type="application/ld+json">{"@type":"Apartment","name":"Deep","containsPlace":${'['.repeat(depth)}{"@type":"Apartment","name":"Buried"}${']'.repeat(depth)}}</script>`;
  },
  /** Meta tags that never close, one after the other. */
  'open-meta-tags': (size: number) => '<meta property="og:title" content="x"'.repeat(size / 38),
} satisfies Record<string, (size: number) => string>;

export type HostileListingKind = keyof typeof HOSTILE_LISTINGS;
