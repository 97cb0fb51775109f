import { RECIPE_IMPORT_API_PATH } from '../../../shared/recipe-book/import-api.ts';
import type { TestServer } from '../../testing/test-server.ts';
import type { VerifiedUser } from '../../testing/verified-user.ts';

export interface ImportAnswer {
  status: number;
  /** How long the answer took, in milliseconds. */
  took: number;
  body: { code?: string; message?: string; url?: string; recipes?: unknown[] };
}

/** An import of `url` asked for from the app's own page, as the browser sends it. */
export async function requestImport(
  server: TestServer,
  user: VerifiedUser,
  url: string,
): Promise<ImportAnswer> {
  const started = performance.now();
  const response = await fetch(`${server.origin}${RECIPE_IMPORT_API_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin, Cookie: user.cookie },
    body: JSON.stringify({ url }),
  });
  const body = (await response.json()) as ImportAnswer['body'];
  return { status: response.status, took: performance.now() - started, body };
}
