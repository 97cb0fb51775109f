import type { z } from 'zod';
import { keyProblem } from './paths.ts';
import type { ToolCollections } from '../tools.ts';

/**
 * Which collections exist and what their documents look like: one zod schema per
 * `{tiny}/{collection}`. The server validates every document against it after a write
 * is applied and before it is committed; writes to anything not registered are refused.
 */
export interface SchemaRegistry {
  /**
   * Adds a collection. The schema sees the whole document after each write; it is
   * checked, not applied (stored data is what was written), so refuse unknown fields
   * with `z.strictObject` rather than relying on them being stripped.
   */
  register(tiny: string, collection: string, schema: z.ZodType): void;
  /** The schema of `{tiny}/{collection}`, or undefined when it is not registered. */
  schemaFor(tiny: string, collection: string): z.ZodType | undefined;
  /** Whether any collection of `tiny` is registered. */
  hasTiny(tiny: string): boolean;
}

export function createSchemaRegistry(): SchemaRegistry {
  const schemas = new Map<string, Map<string, z.ZodType>>();
  return {
    register(tiny, collection, schema) {
      for (const key of [tiny, collection]) {
        const problem = keyProblem(key);
        if (problem) throw new Error(`Cannot register ${tiny}/${collection}: ${problem}.`);
      }
      const collections = schemas.get(tiny) ?? new Map<string, z.ZodType>();
      if (collections.has(collection)) {
        throw new Error(`${tiny}/${collection} is registered twice.`);
      }
      collections.set(collection, schema);
      schemas.set(tiny, collections);
    },
    schemaFor(tiny, collection) {
      return schemas.get(tiny)?.get(collection);
    },
    hasTiny(tiny) {
      return schemas.has(tiny);
    },
  };
}

/** Adds one tool's collections (as the tool manifest loads them) to `registry`. */
export function registerTool(
  registry: SchemaRegistry,
  tool: string,
  collections: ToolCollections,
): void {
  for (const [name, schema] of Object.entries(collections)) registry.register(tool, name, schema);
}
