import {
  newRow,
  rowsFromPaste as pastedRows,
  type EditorRow,
  type RowChecks,
  type RowDraft,
} from '@/kit/editor/rows.ts';
import { parseIngredientLine } from '@/shared/recipe-book/quantities.ts';
import { ingredientLine } from '@/shared/recipe-book/recipe-export.ts';
import {
  ingredientSchema,
  recipeSchema,
  sectionSchema,
  stepSchema,
  type Ingredient,
  type Recipe,
  type RecipeSection,
  type RecipeStep,
} from '@/shared/recipe-book/recipe-schema.ts';

/**
 * The rows of the ingredient and step editors: one line of text each, read into the
 * recipe's items only when it is saved. Blank rows are dropped rather than refused, so a
 * spare row left at the end never stands in anyone's way.
 */

export type RowList = 'ingredients' | 'steps';

/** An ingredient or step row. */
export interface RecipeRow extends EditorRow {
  /**
   * The stored ingredient this row was made from. While the row's text is what that
   * ingredient reads as, the ingredient is kept exactly (a range, a unit as written).
   */
  original?: { ingredient: Ingredient; text: string };
}

export function rowsFromIngredients(items: Recipe['ingredients']): RecipeRow[] {
  return items.map((item) => {
    if (item.kind === 'section') return newRow('section', item.title);
    const text = ingredientLine(item);
    return { ...newRow('item', text), original: { ingredient: item, text } };
  });
}

export function rowsFromSteps(items: Recipe['steps']): RecipeRow[] {
  return items.map((item) =>
    item.kind === 'section' ? newRow('section', item.title) : newRow('item', item.text),
  );
}

const isBlank = (row: RecipeRow) => row.text.trim() === '';

/** What an ingredient row stands for once saved, or null for a blank row. */
export function ingredientOfRow(row: RecipeRow): Ingredient | RecipeSection | null {
  if (isBlank(row)) return null;
  if (row.kind === 'section') return { kind: 'section', title: row.text.trim() };
  if (row.original && row.original.text === row.text) return row.original.ingredient;
  return parseIngredientLine(row.text);
}

/** What a step row stands for once saved, or null for a blank row. */
export function stepOfRow(row: RecipeRow): RecipeStep | RecipeSection | null {
  if (isBlank(row)) return null;
  if (row.kind === 'section') return { kind: 'section', title: row.text.trim() };
  return { kind: 'step', text: row.text.trim() };
}

const itemOfRow = (list: RowList, row: RecipeRow) =>
  list === 'ingredients' ? ingredientOfRow(row) : stepOfRow(row);

export function ingredientsFromRows(rows: readonly RecipeRow[]): Recipe['ingredients'] {
  return rows.map(ingredientOfRow).filter((item) => item !== null);
}

export function stepsFromRows(rows: readonly RecipeRow[]): Recipe['steps'] {
  return rows.map(stepOfRow).filter((item) => item !== null);
}

/** The schema's message for a row ("Ingredient must be at most 200 characters"), or null. */
export function rowError(list: RowList, row: RecipeRow): string | null {
  const item = itemOfRow(list, row);
  if (item === null) return null;
  const schema =
    item.kind === 'section' ? sectionSchema : item.kind === 'step' ? stepSchema : ingredientSchema;
  const result = schema.safeParse(item);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The schema's message about the list as a whole ("At most 200 steps"), or null. */
export function listError(list: RowList, rows: readonly RecipeRow[]): string | null {
  const result =
    list === 'ingredients'
      ? recipeSchema.shape.ingredients.safeParse(ingredientsFromRows(rows))
      : recipeSchema.shape.steps.safeParse(stepsFromRows(rows));
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.length === 0)?.message ?? null;
}

/** True when every row and the list itself would pass the schema. */
export function rowsValid(list: RowList, rows: readonly RecipeRow[]): boolean {
  return listError(list, rows) === null && rows.every((row) => rowError(list, row) === null);
}

/**
 * Pasted text as rows: one ingredient a line; steps one a paragraph when the text has
 * blank lines between paragraphs, else one a line; bullets and step numbers ("1.",
 * "Step 2:") dropped. A short line ending in a colon ("For the sauce:") becomes a section.
 */
export function rowsFromPaste(list: RowList, text: string): RowDraft[] {
  return pastedRows(text, { paragraphs: list === 'steps' });
}

/** The row checks of a list, for the kit's RowList. */
export function rowChecks(list: RowList): RowChecks<RecipeRow> {
  return { row: (row) => rowError(list, row), list: (rows) => listError(list, rows) };
}
