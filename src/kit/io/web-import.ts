import type { z } from 'zod';
import { isDataError, type DataErrorCode } from '@/shared/data/errors.ts';

/**
 * Asking the server to fetch a web page and read something from it (a recipe, a listing):
 * the browser cannot read other sites. Each tool names its route, its request schema, how
 * to recognise a good answer, and the words for each refusal.
 */

/** Why an import from a web page gave nothing: a data refusal (never GONE: it writes nothing), or offline. */
export type WebImportErrorCode = Exclude<DataErrorCode, 'GONE'> | 'OFFLINE';

export interface WebImportError {
  code: WebImportErrorCode;
  /** A sentence for the person: the server's own when it sent one. */
  message: string;
}

export type WebImportOutcome<T> = { ok: true; result: T } | { ok: false; error: WebImportError };

/** What each refusal says when the server gave no sentence of its own (a proxy's page, say). */
export type WebImportMessages = Readonly<Record<WebImportErrorCode, string>>;

const STATUS_CODES: Readonly<Record<number, WebImportErrorCode>> = {
  400: 'INVALID_DATA',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** "example.com/pie" is meant as a web address: it is sent as "https://example.com/pie". */
export function webAddressOf(typed: string): string {
  const text = typed.trim();
  return text === '' || /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
}

export interface WebImportOptions<T> {
  /** The server route, answering `T` or `{ code, message }`. */
  path: string;
  request: z.ZodType<{ url: string }>;
  isResult: (body: unknown) => body is T;
  messages: WebImportMessages;
  signal?: AbortSignal;
}

/**
 * Sends the address the person typed to `path` (signed in only). Never throws: a refusal,
 * an unreachable server or an abort comes back as an error with a sentence to show.
 */
export async function importFromWeb<T>(
  typed: string,
  { path, request, isResult, messages, signal }: WebImportOptions<T>,
): Promise<WebImportOutcome<T>> {
  const failure = (code: WebImportErrorCode, message = messages[code]): WebImportOutcome<T> => ({
    ok: false,
    error: { code, message },
  });
  const parsed = request.safeParse({ url: webAddressOf(typed) });
  if (!parsed.success) return failure('INVALID_DATA', parsed.error.issues[0]!.message);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(parsed.data),
      signal,
    });
  } catch {
    // NOTE: the browser says "offline" only loosely (navigator.onLine is true on a LAN
    // without internet); a failed request to our own server is the reliable sign.
    return failure('OFFLINE');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isResult(body)) return { ok: true, result: body };
  if (isDataError(body) && body.code !== 'GONE') {
    return failure(body.code, body.message || undefined);
  }
  const code =
    STATUS_CODES[response.status] ?? (response.status >= 500 ? 'UNAVAILABLE' : 'INTERNAL');
  return failure(code);
}
