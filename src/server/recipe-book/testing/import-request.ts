import { RECIPE_IMPORT_API_PATH } from '../../../shared/recipe-book/import-api.ts';
import { postImport, type ImportAnswer } from '../../page-import/testing/import-request.ts';
import type { TestServer } from '../../testing/test-server.ts';
import type { VerifiedUser } from '../../testing/verified-user.ts';

/** A recipe import of `url` asked for from the app's own page, as the browser sends it. */
export function requestImport(
  server: TestServer,
  user: VerifiedUser,
  url: string,
): Promise<ImportAnswer<{ url?: string; recipes?: unknown[] }>> {
  return postImport(server, RECIPE_IMPORT_API_PATH, user, url);
}
