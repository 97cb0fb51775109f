import { toolSchemas, type SchemaRegistry } from './registry.ts';
import '../gallery-notes.ts';
import '../recipe-book/recipe-schema.ts';

/**
 * Every tool's collections, as the server validates them. A tool's schema file registers
 * its collections with `registerCollection` when it loads: import it here, e.g.
 * `import '../recipe-book/recipe-schema.ts';`.
 * The design-system gallery's demo notes are registered the same way.
 */

/** The production registry with every tool's schema file loaded. */
export function productionSchemas(): SchemaRegistry {
  return toolSchemas;
}
