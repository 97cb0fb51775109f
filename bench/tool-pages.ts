import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { TOOL_PATHS, type ToolPath } from '../src/shared/app-paths.ts';
import { ROOT } from './project.ts';

const ROUTES_FILE = 'src/app/routes.tsx';
/** `'/recipe-book': lazy(() => import('../tinies/recipe-book/recipe-book-page.tsx'))` */
const LAZY_PAGE = /'(\/[\w-]+)'\s*:\s*lazy\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*,?\s*\)/g;

/**
 * Maps each tool route to the source of its lazily loaded page (the manifest key of its
 * chunk), read from TOOL_PAGES in src/app/routes.tsx so the bench follows the app.
 */
export function toolPageModules(): Map<ToolPath, string> {
  const source = readFileSync(join(ROOT, ROUTES_FILE), 'utf8');
  const found = new Map<string, string>();
  for (const [, route, specifier] of source.matchAll(LAZY_PAGE)) {
    found.set(route!, posix.join(posix.dirname(ROUTES_FILE), specifier!));
  }
  const pages = new Map<ToolPath, string>();
  for (const path of TOOL_PATHS) {
    const module = found.get(path);
    if (!module) {
      throw new Error(
        `Cannot find the page module of ${path} in ${ROUTES_FILE} (expected \`'${path}': lazy(() => import('…'))\`); update bench/tool-pages.ts.`,
      );
    }
    pages.set(path, module);
  }
  return pages;
}
