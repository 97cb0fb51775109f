import { isDataError, type DataErrorCode } from '@/shared/data/errors.ts';
import {
  RECIPE_IMPORT_API_PATH,
  recipeImportRequestSchema,
  type RecipeImportResult,
} from '@/shared/recipe-book/import-api.ts';

/** Why an import from a web page did not give recipes. */
export type WebImportErrorCode = DataErrorCode | 'OFFLINE';

export interface WebImportError {
  code: WebImportErrorCode;
  /** A sentence for the person: the server's own when it sent one. */
  message: string;
}

export type WebImportOutcome =
  { ok: true; result: RecipeImportResult } | { ok: false; error: WebImportError };

/**
 * What each refusal says when the server gave no sentence of its own (a proxy's error page,
 * say). The server's messages are precise ("No recipe found on that page."), so they win.
 */
export const WEB_IMPORT_MESSAGES: Readonly<Record<WebImportErrorCode, string>> = {
  OFFLINE:
    "You're offline. Importing from a web page needs a connection; you can still paste the page's HTML or JSON.",
  UNAUTHENTICATED: "Log in to import from a web page; you can still paste the page's HTML or JSON.",
  INVALID_DATA: 'That web address cannot be imported.',
  PERMISSION_DENIED: 'That page cannot be imported.',
  NOT_FOUND: 'No recipe found on that page.',
  RATE_LIMITED: 'Too many imports; try again in a moment.',
  UNAVAILABLE: 'The page could not be fetched; try again in a moment.',
  PAYLOAD_TOO_LARGE: 'That web address is too long.',
  // Import stores nothing; the code is here because every refusal has words.
  QUOTA_EXCEEDED: 'Your storage is full.',
  INTERNAL: 'Something went wrong on the server; try again in a moment.',
};

const STATUS_CODES: Readonly<Record<number, DataErrorCode>> = {
  400: 'INVALID_DATA',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

function failure(code: WebImportErrorCode, message = WEB_IMPORT_MESSAGES[code]): WebImportOutcome {
  return { ok: false, error: { code, message } };
}

/** "example.com/pie" is meant as a web address: it is sent as "https://example.com/pie". */
export function webAddressOf(typed: string): string {
  const text = typed.trim();
  return text === '' || /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
}

function isImportResult(value: unknown): value is RecipeImportResult {
  if (typeof value !== 'object' || value === null) return false;
  const { url, recipes } = value as Partial<RecipeImportResult>;
  return typeof url === 'string' && Array.isArray(recipes) && recipes.length > 0;
}

/**
 * Asks the server to fetch the page at `typed` and read its recipes (`POST
 * /api/recipe-book/import`, signed in only). Never throws: a refusal, an unreachable
 * server or an abort comes back as an error with a sentence to show.
 */
export async function importFromWebPage(
  typed: string,
  signal?: AbortSignal,
): Promise<WebImportOutcome> {
  const request = recipeImportRequestSchema.safeParse({ url: webAddressOf(typed) });
  if (!request.success) return failure('INVALID_DATA', request.error.issues[0]!.message);
  let response: Response;
  try {
    response = await fetch(RECIPE_IMPORT_API_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request.data),
      signal,
    });
  } catch {
    // NOTE: the browser says "offline" only loosely (navigator.onLine is true on a LAN
    // without internet); a failed request to our own server is the reliable sign.
    return failure('OFFLINE');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isImportResult(body)) return { ok: true, result: body };
  if (isDataError(body)) return failure(body.code, body.message || undefined);
  const code =
    STATUS_CODES[response.status] ?? (response.status >= 500 ? 'UNAVAILABLE' : 'INTERNAL');
  return failure(code);
}
