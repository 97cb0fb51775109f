import { HOSTILE_LISTINGS } from '../../../shared/apartment-tour-questions/testing/hostile-listings.ts';
import {
  readFixture,
  startPageSite,
  type FixtureSite,
} from '../../page-import/testing/page-site.ts';

export type { FixtureSite };

/**
 * The import tests' web site (see `page-site.ts`) with the listing fixture pages under
 * `/listings/`, and listing pages built to be slow or huge (`HOSTILE_LISTINGS`) under
 * `/hostile/{kind}?size={characters}`.
 */

const FIXTURES = new URL('../../../shared/apartment-tour-questions/fixtures/', import.meta.url);

export function listingPage(name: string): Buffer {
  return readFixture(FIXTURES, name);
}

export function startListingSite(): Promise<FixtureSite> {
  return startPageSite({
    fixtures: { listings: FIXTURES },
    landing: '/listings/apartment-complex.html',
    hostilePages: HOSTILE_LISTINGS,
  });
}
