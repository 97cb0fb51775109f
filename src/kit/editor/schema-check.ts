import type { z } from 'zod';
import type { FieldCheck } from '@/ui/form-rules.ts';

/**
 * The bridge from a zod schema to a Form field: a check that answers the schema's own
 * message, so the form and the stored document refuse the same things in the same words.
 * `read` turns the field's value into what the schema checks ("a, b" → ["a", "b"]).
 */
export function schemaCheck<V>(
  schema: z.ZodType,
  read: (value: V) => unknown = (value) => value,
): FieldCheck<V> {
  return (value) => {
    const result = schema.safeParse(read(value));
    return result.success || (result.error.issues[0]?.message ?? false);
  };
}
