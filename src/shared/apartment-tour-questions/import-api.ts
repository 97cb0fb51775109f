import type { z } from 'zod';
import { APARTMENT_LIMITS } from './apartment-model.ts';
import type { ListingDraft } from './listing-import.ts';
import { importRequestSchema } from '../page-import/import-request.ts';

/**
 * Importing a listing from its web address: the server fetches the page (the browser
 * cannot read other sites) and answers a draft apartment read from it, which the person
 * reviews before saving. Nothing is stored by the import.
 */

/**
 * `POST` with a `ListingImportRequest`; answers a `ListingImportResult`, or
 * `{ code, message }`: INVALID_DATA (not a web address, not a web page, too heavy to read),
 * PERMISSION_DENIED (a private or local address, a request from another site),
 * UNAUTHENTICATED, NOT_FOUND (no listing on the page), RATE_LIMITED, PAYLOAD_TOO_LARGE,
 * UNAVAILABLE (the site is unreachable, slow, too large or answers an error).
 */
export const LISTING_IMPORT_API_PATH = '/api/apartment-tour-questions/import';

export const listingImportRequestSchema = importRequestSchema(APARTMENT_LIMITS.url);

export type ListingImportRequest = z.infer<typeof listingImportRequestSchema>;

export interface ListingImportResult {
  /** Its `sourceUrl` is the page the listing came from, after redirects. */
  draft: ListingDraft;
}
