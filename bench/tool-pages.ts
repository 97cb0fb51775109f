import { TOOL_PAGE_MODULES, TOOL_PATHS, type ToolPath } from '../src/shared/app-paths.ts';

/**
 * What a tool route (src/app/routes.tsx, `lazyToolPage`) waits for before its page renders,
 * besides the page itself. Nothing today: the tool's collections and the data client load
 * alongside the page, not before it (src/app/routes.test.tsx holds the collections back and
 * sees the page paint). Name here any module the route comes to await, so the bench counts it.
 */
const WAITED_FOR: readonly string[] = [];

/**
 * Maps each tool route to the modules it loads before its first paint (manifest keys or
 * source paths): its lazily loaded page and what the route waits for.
 */
export function toolRouteModules(): Map<ToolPath, readonly string[]> {
  return new Map(TOOL_PATHS.map((path) => [path, [TOOL_PAGE_MODULES[path], ...WAITED_FOR]]));
}
