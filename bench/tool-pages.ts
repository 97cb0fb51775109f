import { TOOL_PAGE_MODULES, TOOL_PATHS, type ToolPath } from '../src/shared/app-paths.ts';

/** Maps each tool route to the source of its lazily loaded page (the manifest key of its chunk). */
export function toolPageModules(): Map<ToolPath, string> {
  return new Map(TOOL_PATHS.map((path) => [path, TOOL_PAGE_MODULES[path]]));
}
