import { toolSchemas, type SchemaRegistry } from './registry.ts';

/**
 * Every tool's collections, as the server validates them. A tool's schema file registers
 * its collections with `registerCollection` when it loads: import it here, e.g.
 * `import '../recipe-book/recipe-schemas.ts';`. No tool stores data yet.
 */

/** The production registry with every tool's schema file loaded. */
export function productionSchemas(): SchemaRegistry {
  return toolSchemas;
}
