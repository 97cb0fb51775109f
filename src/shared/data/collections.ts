import { EXTRA_COLLECTIONS, TOOLS } from '../tools.ts';
import { createSchemaRegistry, registerTool, type SchemaRegistry } from './registry.ts';

/**
 * Every tool's collections (and the gallery's), loaded from the tool manifest into a new
 * registry: what the server validates against.
 */
export async function productionSchemas(): Promise<SchemaRegistry> {
  const registry = createSchemaRegistry();
  for (const tool of [...TOOLS, ...EXTRA_COLLECTIONS]) {
    registerTool(registry, tool.id, await tool.collections());
  }
  return registry;
}
