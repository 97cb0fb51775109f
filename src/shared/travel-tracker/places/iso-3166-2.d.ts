/** The part of the `iso-3166-2` package (which ships no types) that the catalogue reads. */
declare module 'iso-3166-2' {
  interface Subdivision {
    type: string;
    name: string;
  }
  const iso3166: {
    /** By alpha-2 country code: its English name and its subdivisions by ISO 3166-2 code. */
    data: Record<string, { name: string; sub: Record<string, Subdivision> }>;
  };
  export default iso3166;
}
