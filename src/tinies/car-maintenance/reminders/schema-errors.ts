import { useState } from 'react';
import type { z } from 'zod';

/** Each top-level field's first message from `schema` for `value` (none when valid). */
export function schemaErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Which fields show their message: those touched, or all once the person tried to save,
 * so nobody is scolded before typing.
 */
export function useShownErrors(errors: Record<string, string>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [tried, setTried] = useState(false);
  return {
    errorOf: (field: string) => (tried || touched.has(field) ? (errors[field] ?? null) : null),
    touch: (field: string) =>
      setTouched((before) => (before.has(field) ? before : new Set(before).add(field))),
    /** Marks every field as shown; answers whether the value is valid. */
    tryToSave: () => {
      setTried(true);
      return Object.keys(errors).length === 0;
    },
  };
}
