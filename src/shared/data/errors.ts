/**
 * The data store's errors, as both sides see them: `{ code, message }` with an UPPERCASE
 * code (spec §8 "Database write fails: reported as an uppercased error code with an
 * optional message"). Free of zod, so the browser can import it.
 */

export const DATA_ERROR_CODES = [
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'INVALID_DATA',
  'PAYLOAD_TOO_LARGE',
  /** The account's stored documents would pass their quota (bytes or count). */
  'QUOTA_EXCEEDED',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
  /** No such API route (never a missing value: reading an absent path gives `null`). */
  'NOT_FOUND',
  /**
   * The write edits fields of a document that no longer exists (deleted, on this device or
   * another): it is refused rather than bringing back part of the document.
   */
  'GONE',
] as const;

export type DataErrorCode = (typeof DATA_ERROR_CODES)[number];

export interface DataError {
  code: DataErrorCode;
  message: string;
}

/** The HTTP status that carries each code. */
export const DATA_ERROR_STATUS: Readonly<Record<DataErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  INVALID_DATA: 400,
  PAYLOAD_TOO_LARGE: 413,
  // NOTE: 403, not 413: the request is fine and a smaller one would not help while the
  // account is full; and not 507, a server fault that proxies and clients would retry.
  QUOTA_EXCEEDED: 403,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
  NOT_FOUND: 404,
  GONE: 410,
};

/** What each code says when nothing more precise is known. */
export const DATA_ERROR_MESSAGES: Readonly<Record<DataErrorCode, string>> = {
  UNAUTHENTICATED: 'Sign in to reach your data.',
  PERMISSION_DENIED: 'You can only reach your own data.',
  INVALID_DATA: 'The data is not valid.',
  PAYLOAD_TOO_LARGE: 'The data is too large.',
  QUOTA_EXCEEDED: 'Your storage is full.',
  RATE_LIMITED: 'Too many writes; try again in a moment.',
  UNAVAILABLE: 'The data store is unavailable; try again in a moment.',
  INTERNAL: 'Something went wrong on the server.',
  NOT_FOUND: 'No such route.',
  GONE: 'This was deleted, so the change to it was not saved.',
};

export function dataError(code: DataErrorCode, message = DATA_ERROR_MESSAGES[code]): DataError {
  return { code, message };
}

const CODES = new Set<string>(DATA_ERROR_CODES);

/** Whether `value` has the `{ code, message }` shape with one of the known codes. */
export function isDataError(value: unknown): value is DataError {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as { code?: unknown; message?: unknown };
  return typeof code === 'string' && CODES.has(code) && typeof message === 'string';
}

/**
 * A data failure as an exception, thrown by the helpers both sides share (and by the
 * server's store): it carries the code the caller sees, and `toJSON` gives the wire shape.
 */
export class DataStoreError extends Error implements DataError {
  override name = 'DataStoreError';
  readonly code: DataErrorCode;

  constructor(code: DataErrorCode, message: string = DATA_ERROR_MESSAGES[code]) {
    super(message);
    this.code = code;
  }

  static from(error: DataError): DataStoreError {
    return new DataStoreError(error.code, error.message);
  }

  toJSON(): DataError {
    return { code: this.code, message: this.message };
  }
}
