import { ingredientLine } from '../../../shared/recipe-book/recipe-export.ts';
import { parseIngredientLine } from '../../../shared/recipe-book/quantities.ts';
import {
  ingredientSchema,
  recipeSchema,
  sectionSchema,
  stepSchema,
  type Ingredient,
  type Recipe,
  type RecipeSection,
  type RecipeStep,
} from '../../../shared/recipe-book/recipe-schema.ts';

/**
 * The rows of the ingredient and step editors: one line of text each, read into the
 * recipe's items only when it is saved. Blank rows are dropped rather than refused, so a
 * spare row left at the end never stands in anyone's way.
 */

export type RowList = 'ingredients' | 'steps';
export type RowKind = 'item' | 'section';

export interface EditorRow {
  /** Stable identity, for React keys and for moving focus with the row. */
  key: string;
  kind: RowKind;
  text: string;
  /**
   * The stored ingredient this row was made from. While the row's text is what that
   * ingredient reads as, the ingredient is kept exactly (a range, a unit as written).
   */
  original?: { ingredient: Ingredient; text: string };
}

/** A row's content without its identity: what a paste or an import adds. */
export type RowDraft = Pick<EditorRow, 'kind' | 'text'>;

let lastKey = 0;

export function newRow(kind: RowKind = 'item', text = ''): EditorRow {
  lastKey += 1;
  return { key: `row-${lastKey}`, kind, text };
}

export function rowsFromIngredients(items: Recipe['ingredients']): EditorRow[] {
  return items.map((item) => {
    if (item.kind === 'section') return newRow('section', item.title);
    const text = ingredientLine(item);
    return { ...newRow('item', text), original: { ingredient: item, text } };
  });
}

export function rowsFromSteps(items: Recipe['steps']): EditorRow[] {
  return items.map((item) =>
    item.kind === 'section' ? newRow('section', item.title) : newRow('item', item.text),
  );
}

const isBlank = (row: EditorRow) => row.text.trim() === '';

/** What an ingredient row stands for once saved, or null for a blank row. */
export function ingredientOfRow(row: EditorRow): Ingredient | RecipeSection | null {
  if (isBlank(row)) return null;
  if (row.kind === 'section') return { kind: 'section', title: row.text.trim() };
  if (row.original && row.original.text === row.text) return row.original.ingredient;
  return parseIngredientLine(row.text);
}

/** What a step row stands for once saved, or null for a blank row. */
export function stepOfRow(row: EditorRow): RecipeStep | RecipeSection | null {
  if (isBlank(row)) return null;
  if (row.kind === 'section') return { kind: 'section', title: row.text.trim() };
  return { kind: 'step', text: row.text.trim() };
}

const itemOfRow = (list: RowList, row: EditorRow) =>
  list === 'ingredients' ? ingredientOfRow(row) : stepOfRow(row);

export function ingredientsFromRows(rows: readonly EditorRow[]): Recipe['ingredients'] {
  return rows.map(ingredientOfRow).filter((item) => item !== null);
}

export function stepsFromRows(rows: readonly EditorRow[]): Recipe['steps'] {
  return rows.map(stepOfRow).filter((item) => item !== null);
}

/** The schema's message for a row ("Ingredient must be at most 200 characters"), or null. */
export function rowError(list: RowList, row: EditorRow): string | null {
  const item = itemOfRow(list, row);
  if (item === null) return null;
  const schema =
    item.kind === 'section' ? sectionSchema : item.kind === 'step' ? stepSchema : ingredientSchema;
  const result = schema.safeParse(item);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The schema's message about the list as a whole ("At most 200 steps"), or null. */
export function listError(list: RowList, rows: readonly EditorRow[]): string | null {
  const result =
    list === 'ingredients'
      ? recipeSchema.shape.ingredients.safeParse(ingredientsFromRows(rows))
      : recipeSchema.shape.steps.safeParse(stepsFromRows(rows));
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.length === 0)?.message ?? null;
}

/** True when every row and the list itself would pass the schema. */
export function rowsValid(list: RowList, rows: readonly EditorRow[]): boolean {
  return listError(list, rows) === null && rows.every((row) => rowError(list, row) === null);
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

/** A short heading on a line of its own, ending in a colon: "For the sauce:". */
const SECTION_LINE = /^([^:\d][^:]{0,60}):$/;
const SECTION_WORDS = 6;
/** "1.", "2)", "Step 3:" before a pasted step. */
const STEP_NUMBER = /^(?:step\s*)?\d{1,3}\s*[.):]\s+/i;
/** A list bullet before a pasted line. */
const BULLET = /^[-–•*▪▢□]\s*/;

function draftOfLine(list: RowList, pasted: string): RowDraft {
  const line = pasted.replace(BULLET, '');
  const heading = SECTION_LINE.exec(line);
  if (heading && heading[1]!.trim().split(/\s+/).length <= SECTION_WORDS) {
    return { kind: 'section', text: heading[1]!.trim() };
  }
  return { kind: 'item', text: list === 'steps' ? line.replace(STEP_NUMBER, '') : line };
}

/**
 * Pasted text as rows: one ingredient a line; steps one a paragraph when the text has
 * blank lines between paragraphs, else one a line; bullets and step numbers ("1.",
 * "Step 2:") dropped. A short line ending in a colon ("For the sauce:") becomes a section.
 */
export function rowsFromPaste(list: RowList, text: string): RowDraft[] {
  const normalized = text.replace(/\r\n?/g, '\n');
  const chunks =
    list === 'steps' && /\n[ \t]*\n/.test(normalized.trim())
      ? normalized.split(/\n[ \t]*\n/).map((chunk) => chunk.replace(/\s*\n\s*/g, ' '))
      : normalized.split('\n');
  return chunks
    .map((chunk) => chunk.replace(/\s+/g, ' ').trim())
    .filter((chunk) => chunk !== '')
    .map((line) => draftOfLine(list, line));
}
