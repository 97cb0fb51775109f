import { isJsonObject } from '@/shared/data/values.ts';
import type { FormValues } from '@/ui/form-rules.ts';

/**
 * What the tool's editors keep of a half-written record on this device (`useEditorDraft`):
 * a stored draft is checked only for its shape here; the schema checks it on Save.
 */

/** A stored draft whose fields are all text (`keys`), or null when it no longer fits. */
export function textDraft<K extends string>(
  value: unknown,
  keys: readonly K[],
): Record<K, string> | null {
  if (!isJsonObject(value)) return null;
  return keys.every((key) => typeof value[key] === 'string')
    ? (Object.fromEntries(keys.map((key) => [key, value[key]])) as Record<K, string>)
    : null;
}

/** A list of text, or null. */
export const textList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

/** A Form's values as kept: field names to text, numbers, lists of text or nothing. */
export function formValuesDraft(value: unknown): FormValues | null {
  if (!isJsonObject(value)) return null;
  const fits = Object.values(value).every(
    (field) =>
      field === null ||
      typeof field === 'string' ||
      typeof field === 'number' ||
      textList(field) !== null,
  );
  return fits ? (value as FormValues) : null;
}
