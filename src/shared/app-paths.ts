/**
 * Every path the single-page app renders. The server answers these with the app
 * and HTTP 200; any other non-file path gets the app's not-found page and HTTP 404.
 */
export const TOOL_PATHS = [
  '/apartment-tour-questions',
  '/car-maintenance',
  '/recipe-book',
  '/travel-tracker',
] as const;

export type ToolPath = (typeof TOOL_PATHS)[number];

export const APP_PATHS: readonly string[] = ['/', ...TOOL_PATHS, '/verify-email'];

/** Normalises a request path for matching: no trailing slash except for the root. */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_PATHS.includes(trimmed);
}
