import { LISTING_IMPORT_API_PATH } from '../../shared/apartment-tour-questions/import-api.ts';
import { RECIPE_IMPORT_API_PATH } from '../../shared/recipe-book/import-api.ts';
import { bodyLimitOf } from '../body-limits.ts';

/** One route of each family in the body limits' table, as a request a test can send. */
export interface LimitedRoute {
  family: string;
  method: string;
  path: string;
  /** The family's body limit in bytes. */
  limit: number;
  /** How the refusal's message names the limit. */
  named: string;
  /** Headers a real client of the route sends (its content type). */
  headers: Record<string, string>;
  /** The opening of a body the route reads (the rest of a test body is spaces). */
  prefix: string;
  /** Whether the route reads a body from anyone; else only from a signed-in person. */
  readsAnonymous: boolean;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const BOUNDARY = 'limit-test-boundary';

/** The multipart opening of a PDF upload; spaces after it are the file's bytes. */
export const UPLOAD_PREFIX =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
  'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n';

/** The multipart closing of an upload. */
export const UPLOAD_SUFFIX = `\r\n--${BOUNDARY}--\r\n`;

/** Of `UPLOAD_PREFIX`, the bytes before the file's. */
export const UPLOAD_HEAD_BYTES = UPLOAD_PREFIX.indexOf('%PDF');

/** Every family of the body limits' table; `uid` is the person whose data path is used. */
export function limitedRoutes(uid: string): LimitedRoute[] {
  const route = (
    family: string,
    method: string,
    path: string,
    named: string,
    rest: Partial<LimitedRoute> = {},
  ): LimitedRoute => ({
    family,
    method,
    path,
    named,
    limit: bodyLimitOf(path).bytes,
    headers: JSON_TYPE,
    prefix: '',
    readsAnonymous: false,
    ...rest,
  });
  return [
    route('accounts', 'POST', '/api/auth/sign-up/email', '64 KB', {
      prefix: '{"email":"someone@example.test","password":"correct horse","name":""}',
      readsAnonymous: true,
    }),
    route('data', 'PUT', `/api/data/users/${uid}/test-notes/free/f`, '256 KB', { prefix: '"' }),
    route('files', 'POST', '/api/files', '10 MB', {
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      prefix: UPLOAD_PREFIX,
    }),
    route('recipe import', 'POST', RECIPE_IMPORT_API_PATH, '8 KB', { prefix: '{"url":"' }),
    route('listing import', 'POST', LISTING_IMPORT_API_PATH, '8 KB', { prefix: '{"url":"' }),
    route('every other route', 'POST', '/api/health', '16 KB'),
  ];
}
