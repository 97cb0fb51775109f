import { z } from 'zod';
import { createSchemaRegistry, type SchemaRegistry } from '../../../shared/data/registry.ts';

/**
 * Collections for tests, registered through the same API the tools use: `test-notes/notes`
 * (a strict object), `test-notes/free` (any JSON, for value semantics and limits) and
 * `test-cars/vehicles`.
 */
export function testSchemas(): SchemaRegistry {
  const registry = createSchemaRegistry();
  registry.register(
    'test-notes',
    'notes',
    z.strictObject({
      title: z.string().min(1).max(200),
      body: z.string().max(10_000).optional(),
      done: z.boolean().optional(),
      tags: z.array(z.string()).optional(),
      meta: z
        .strictObject({ color: z.string().optional(), rank: z.number().optional() })
        .optional(),
    }),
  );
  registry.register('test-notes', 'free', z.unknown());
  registry.register(
    'test-cars',
    'vehicles',
    z.strictObject({ name: z.string(), year: z.number().int() }),
  );
  return registry;
}

/** A user id nobody else uses in this run. */
export function newUid(label = 'u'): string {
  return `${label}_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}
