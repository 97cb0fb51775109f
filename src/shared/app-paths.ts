import { ACCOUNT_PATH, RESET_PASSWORD_PATH } from './auth-rules.ts';
import { TOOLS, type ToolPath } from './tools.ts';

export type { ToolPath } from './tools.ts';

/**
 * Every path the single-page app renders. The server answers these with the app
 * and HTTP 200; any other non-file path gets the app's not-found page and HTTP 404.
 */
export const TOOL_PATHS: readonly ToolPath[] = TOOLS.map((tool) => tool.path).sort();

/**
 * The source module of each tool's page, named as the client build's manifest names
 * it. The client's route table loads these; the server preloads their chunks.
 */
export const TOOL_PAGE_MODULES = Object.fromEntries(
  TOOLS.map((tool) => [tool.path, tool.page]),
) as Record<ToolPath, string>;

/** The design system's gallery: every component of `src/ui` in its states. Not in the catalogue. */
export const UI_GALLERY_PATH = '/ui';

export const APP_PATHS: readonly string[] = [
  '/',
  ...TOOL_PATHS,
  '/verify-email',
  RESET_PASSWORD_PATH,
  ACCOUNT_PATH,
  UI_GALLERY_PATH,
];

/**
 * The bare app shell (`index.html`, nothing prerendered): the server answers any app path
 * with a query this way, since the query changes what the page shows. The service worker
 * keeps it for offline visits to a page it holds no copy of.
 */
export const APP_SHELL_URL = '/?app-shell';

/** A request path without trailing slashes, except for the root. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function isAppPath(pathname: string): boolean {
  return APP_PATHS.includes(normalisePath(pathname));
}

/** Where the build leaves the prerendered documents, relative to the client build. */
export const PRERENDERED_FILE = '.vite/prerendered.json';

/** Complete HTML documents rendered at build time: one per app path, and the 404 page. */
export interface PrerenderedDocuments {
  routes: Record<string, string>;
  notFound: string;
}
