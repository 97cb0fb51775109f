import {
  importFromWeb,
  webAddressOf,
  type WebImportError,
  type WebImportErrorCode,
  type WebImportOutcome as Outcome,
} from '@/kit/io/web-import.ts';
import {
  RECIPE_IMPORT_API_PATH,
  recipeImportRequestSchema,
  type RecipeImportResult,
} from '@/shared/recipe-book/import-api.ts';

export type { WebImportError, WebImportErrorCode };

export type WebImportOutcome = Outcome<RecipeImportResult>;

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

export { webAddressOf };

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
export function importFromWebPage(typed: string, signal?: AbortSignal): Promise<WebImportOutcome> {
  return importFromWeb(typed, {
    path: RECIPE_IMPORT_API_PATH,
    request: recipeImportRequestSchema,
    isResult: isImportResult,
    messages: WEB_IMPORT_MESSAGES,
    signal,
  });
}
