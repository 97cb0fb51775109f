/**
 * The rows of a reorderable list editor (ingredients, steps, checklist items): one line of
 * text each, items or section headings, read into the tool's own items only when saved.
 */

export type RowKind = 'item' | 'section';

export interface EditorRow {
  /** Stable identity, for React keys and for moving focus with the row. */
  key: string;
  kind: RowKind;
  text: string;
}

/** A row's content without its identity: what a paste or an import adds. */
export type RowDraft = Pick<EditorRow, 'kind' | 'text'>;

let lastKey = 0;

export function newRow(kind: RowKind = 'item', text = ''): EditorRow {
  lastKey += 1;
  return { key: `row-${lastKey}`, kind, text };
}

/** `rows` with the row at `index` moved by `offset` places; out of range changes nothing. */
export function moveRow<T>(rows: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** The position of `row` among the rows of its own kind, counting from 1. */
export function numberOf(row: EditorRow, rows: readonly EditorRow[]): number {
  return rows.filter((other) => other.kind === row.kind).indexOf(row) + 1;
}

/** A short heading on a line of its own, ending in a colon: "For the sauce:". */
const SECTION_LINE = /^([^:\d][^:]{0,60}):$/;
const SECTION_WORDS = 6;
/** "1.", "2)", "Step 3:" before a pasted step. */
const STEP_NUMBER = /^(?:step\s*)?\d{1,3}\s*[.):]\s+/i;
/** A list bullet before a pasted line. */
const BULLET = /^[-–•*▪▢□]\s*/;

export interface PasteOptions {
  /**
   * Rows of several sentences (steps): one a paragraph when the text has blank lines
   * between paragraphs, and numbers before them ("1.", "Step 2:") dropped.
   */
  paragraphs?: boolean;
}

function draftOfLine(pasted: string, { paragraphs = false }: PasteOptions): RowDraft {
  const line = pasted.replace(BULLET, '');
  const heading = SECTION_LINE.exec(line);
  if (heading && heading[1]!.trim().split(/\s+/).length <= SECTION_WORDS) {
    return { kind: 'section', text: heading[1]!.trim() };
  }
  return { kind: 'item', text: paragraphs ? line.replace(STEP_NUMBER, '') : line };
}

/**
 * Pasted text as rows: one a line (or a paragraph, see `paragraphs`), bullets dropped. A
 * short line ending in a colon ("For the sauce:") becomes a section.
 */
export function rowsFromPaste(text: string, options: PasteOptions = {}): RowDraft[] {
  const normalized = text.replace(/\r\n?/g, '\n');
  const chunks =
    options.paragraphs && /\n[ \t]*\n/.test(normalized.trim())
      ? normalized.split(/\n[ \t]*\n/).map((chunk) => chunk.replace(/\s*\n\s*/g, ' '))
      : normalized.split('\n');
  return chunks
    .map((chunk) => chunk.replace(/\s+/g, ' ').trim())
    .filter((chunk) => chunk !== '')
    .map((line) => draftOfLine(line, options));
}

/** Checks of the rows, in the tool's schema's words: a message, or null when fine. */
export interface RowChecks<R extends EditorRow> {
  row: (row: R) => string | null;
  list: (rows: readonly R[]) => string | null;
}

/** What a row is called where it is: in its field's label and in its buttons' labels. */
export interface RowNames {
  /** The field's accessible name: "Ingredient 2", "Step 3", "Section 1". */
  label: string;
  /** The row in a button's name: "'flour'", "step 3", "section 'For the sauce'". */
  subject: string;
}

/** A RowList's `names`: sections named alike everywhere, items as `item` says (`n` from 1). */
export function rowNames<R extends EditorRow>(
  item: (row: R, n: number) => RowNames,
): (row: R, rows: readonly R[]) => RowNames {
  return (row, rows) => {
    const n = numberOf(row, rows);
    if (row.kind !== 'section') return item(row, n);
    const title = row.text.trim();
    return { label: `Section ${n}`, subject: title ? `section '${title}'` : `section ${n}` };
  };
}
