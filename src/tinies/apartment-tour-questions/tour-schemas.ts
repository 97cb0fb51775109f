/**
 * The tool's schemas, loaded on first need rather than imported. Every screen reads the
 * collections and most write to them; importing the schemas would load zod and build every
 * schema while the first screen loads, a long task on a phone. A newcomer's empty
 * collections never need them; the first check (a document read, a change written) waits
 * for them once, and every later one finds them here.
 */
export const loadTourSchemas = () =>
  import('@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts');

/** What a change says when the schemas could not be loaded (offline, with a new build's not kept). */
export const SCHEMAS_NOT_LOADED = 'This could not be checked. Check your connection and try again.';
