import type { readListing } from './read-listing-task.ts';
import {
  LISTING_IMPORT_API_PATH,
  listingImportRequestSchema,
} from '../../shared/apartment-tour-questions/import-api.ts';
import {
  pageImportRoutes,
  type PageImportDependencies,
} from '../page-import/page-import-routes.ts';
import { workerTask } from '../workers/worker-pool.ts';

/** A page's listing, read in the worker pool. */
const READ_LISTING = workerTask<typeof readListing>(
  new URL('./read-listing-task.ts', import.meta.url),
  'readListing',
);

/**
 * `POST /api/apartment-tour-questions/import` with `{ url }`: answers `{ draft }`, or
 * `{ code, message }` — NOT_FOUND when the page holds no listing (see `pageImportRoutes`).
 */
export function listingImportRoutes(deps: PageImportDependencies) {
  return pageImportRoutes(
    {
      path: LISTING_IMPORT_API_PATH,
      request: listingImportRequestSchema,
      task: READ_LISTING,
      userAgent: 'Mozilla/5.0 (compatible; Tinies listing import)',
      messages: {
        signIn: 'Sign in to import listings.',
        notFound:
          'No listing found on that page: it has no apartment details Tinies can read. Enter them yourself.',
      },
    },
    deps,
  );
}
