import {
  importFromWeb,
  type WebImportMessages,
  type WebImportOutcome,
} from '@/kit/io/web-import.ts';
import {
  LISTING_IMPORT_API_PATH,
  listingImportRequestSchema,
  type ListingImportResult,
} from '@/shared/apartment-tour-questions/import-api.ts';

/**
 * What each refusal says when the server gave no sentence of its own; the server's own
 * ("No listing found on that page…") win.
 */
export const LISTING_IMPORT_MESSAGES: WebImportMessages = {
  OFFLINE:
    "You're offline. Filling from a listing needs a connection; you can still enter the details yourself.",
  UNAUTHENTICATED: 'Sign in to import listings.',
  INVALID_DATA: 'That web address cannot be imported.',
  PERMISSION_DENIED: 'That page cannot be imported.',
  NOT_FOUND:
    'No listing found on that page: it has no apartment details Tinies can read. Enter them yourself.',
  RATE_LIMITED: 'Too many imports; try again in a moment.',
  UNAVAILABLE: 'The page could not be fetched; try again in a moment.',
  PAYLOAD_TOO_LARGE: 'That web address is too long.',
  // Import stores nothing; the code is here because every refusal has words.
  QUOTA_EXCEEDED: 'Your storage is full.',
  INTERNAL: 'Something went wrong on the server; try again in a moment.',
};

function isListingResult(body: unknown): body is ListingImportResult {
  if (typeof body !== 'object' || body === null) return false;
  const { draft } = body as Partial<ListingImportResult>;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.sourceUrl === 'string' &&
    typeof draft.apartment === 'object' &&
    draft.apartment !== null
  );
}

/** Asks the server to read the listing at `typed` (`POST /api/apartment-tour-questions/import`). */
export function importListing(
  typed: string,
  signal?: AbortSignal,
): Promise<WebImportOutcome<ListingImportResult>> {
  return importFromWeb(typed, {
    path: LISTING_IMPORT_API_PATH,
    request: listingImportRequestSchema,
    isResult: isListingResult,
    messages: LISTING_IMPORT_MESSAGES,
    signal,
  });
}
