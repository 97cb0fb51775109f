import type { DateOrder } from './csv-values.ts';

/**
 * Which column of a CSV file fills which field of a record: the fields a record type
 * offers, a guess from the file's headers, and presets for files other apps write (known
 * by their headers). Any tool importing CSV describes its fields with these.
 */

export type FieldKind = 'text' | 'date' | 'number' | 'yes-no';

export interface CsvField {
  key: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Header names that mean this field, compared without case, spaces or punctuation. */
  aliases: readonly string[];
}

/** Which column (by index) fills each field; a field with no column is left out. */
export type ColumnMapping = Record<string, number | null>;

/** A header as compared: lower case, letters and digits only. */
export const normalHeader = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The columns that seem to fill each field, from the headers: an exact name first, each
 * column used once, in the order the fields are listed.
 */
export function guessColumns(
  fields: readonly CsvField[],
  headers: readonly string[],
): ColumnMapping {
  const names = headers.map(normalHeader);
  const used = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of fields) {
    let column: number | null = null;
    for (const alias of [field.label, ...field.aliases].map(normalHeader)) {
      const index = names.findIndex((name, at) => name === alias && !used.has(at));
      if (index >= 0) {
        column = index;
        break;
      }
    }
    if (column !== null) used.add(column);
    mapping[field.key] = column;
  }
  return mapping;
}

/** A file another app exports, known by its headers, with the mapping that reads it. */
export interface CsvPreset<Type extends string = string> {
  id: string;
  label: string;
  /** The record type its rows are. */
  type: Type;
  /** Each field's header in the file (the first one present is used). */
  columns: Readonly<Record<string, readonly string[]>>;
  /** Headers all present in the app's export (how the preset is recognised). */
  signature: readonly string[];
  /** How the app writes dates that are not ISO. */
  dateOrder: DateOrder;
}

const has = (headers: readonly string[], name: string) =>
  headers.some((header) => header.trim().toLowerCase() === name.toLowerCase());

/** Whether `headers` hold a column named `name` (without regard to case). */
export const hasHeader = has;

/**
 * The preset whose app wrote a file with these headers, if any: the one with the most
 * signature headers, so a more particular export wins over a general one.
 */
export function detectPreset<P extends CsvPreset>(
  presets: readonly P[],
  headers: readonly string[],
): P | undefined {
  let best: P | undefined;
  for (const preset of presets) {
    if (!preset.signature.every((name) => has(headers, name))) continue;
    if (!best || preset.signature.length > best.signature.length) best = preset;
  }
  return best;
}

/** The mapping a preset gives a file's headers (fields whose column is absent are left out). */
export function presetMapping(preset: CsvPreset, headers: readonly string[]): ColumnMapping {
  const lower = headers.map((header) => header.trim().toLowerCase());
  const mapping: ColumnMapping = {};
  for (const [field, names] of Object.entries(preset.columns)) {
    const column = names
      .map((name) => lower.indexOf(name.toLowerCase()))
      .find((index) => index >= 0);
    mapping[field] = column ?? null;
  }
  return mapping;
}
