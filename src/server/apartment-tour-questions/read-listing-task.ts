import type { ListingImportResult } from '../../shared/apartment-tour-questions/import-api.ts';
import { extractListing } from '../../shared/apartment-tour-questions/listing-import.ts';
import type { PageToRead } from '../page-import/page-import-routes.ts';
import { decodePage } from '../page-import/page-text.ts';

/**
 * Reading a fetched page's listing, run by the worker pool (never on the event loop): a
 * page is untrusted input of up to 5 MB. It answers the route's JSON already written; null
 * when the page holds no listing.
 */
export function readListing({ url, contentType, bytes }: PageToRead): string | null {
  const draft = extractListing(decodePage(bytes, contentType), url);
  if (draft === null) return null;
  return JSON.stringify({ draft } satisfies ListingImportResult);
}
