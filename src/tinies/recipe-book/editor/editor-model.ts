import type { z } from 'zod';
import { schemaCheck } from '@/kit/editor/schema-check.ts';
import { formatMinutes } from '@/shared/recipe-book/durations.ts';
import {
  RECIPE_LIMITS,
  RECIPE_TYPE_LABELS,
  RECIPE_TYPES,
  type Recipe,
} from '@/shared/recipe-book/recipe-model.ts';
import { recipeSchema } from '@/shared/recipe-book/recipe-schema.ts';
import { initialRaw, toFormValue, type FieldConfig, type FormValues } from '@/ui/form-rules.ts';
import { ingredientsFromRows, stepsFromRows } from './editor-rows.ts';
import type { RecipeRow } from './editor-rows.ts';

/**
 * The recipe form's plain parts: its fields (checked with the shared schema's messages),
 * the values a recipe starts them with, and the recipe that the values and rows make.
 */

const shape = recipeSchema.shape;
const FAVOURITE = 'favourite';

/** "pasta, quick , Pasta" → ["pasta", "quick"]: trimmed, blanks and repeats dropped. */
export function tagsFromText(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim().replace(/\s+/g, ' ');
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

const TYPE_OPTIONS = RECIPE_TYPES.map((type) => ({ value: type, label: RECIPE_TYPE_LABELS[type] }));

/** Prep and cook time left empty count as none. */
const minutesOf = (value: FormValues[string] | undefined) =>
  typeof value === 'number' ? value : value === null || value === undefined ? 0 : NaN;

/** "Total time: 1 h 15 min" while both times make sense; otherwise a hint to fix them. */
export function totalTimeText(values: FormValues): string {
  const prep = minutesOf(values.prepMinutes);
  const cook = minutesOf(values.cookMinutes);
  const valid =
    shape.prepMinutes.safeParse(prep).success && shape.cookMinutes.safeParse(cook).success;
  return valid ? `Total time: ${formatMinutes(prep + cook)}` : 'Total time: —';
}

/** The form's fields; `values` are the current ones, for the live total time. */
export function recipeFields(values: FormValues): FieldConfig[] {
  return [
    {
      type: 'text',
      name: 'name',
      label: 'Name',
      required: true,
      fullWidth: true,
      placeholder: 'e.g. Weeknight tomato pasta',
      validate: schemaCheck(shape.name),
    },
    {
      type: 'select',
      name: 'type',
      label: 'Type',
      required: true,
      placeholder: 'Choose a type',
      options: TYPE_OPTIONS,
    },
    {
      type: 'number',
      name: 'servings',
      label: 'Servings',
      required: true,
      step: 1,
      validate: schemaCheck(shape.servings),
    },
    {
      type: 'number',
      name: 'prepMinutes',
      label: 'Prep time (min)',
      step: 1,
      placeholder: '0',
      validate: schemaCheck(shape.prepMinutes),
    },
    {
      type: 'number',
      name: 'cookMinutes',
      label: 'Cook time (min)',
      step: 1,
      placeholder: '0',
      description: totalTimeText(values),
      validate: schemaCheck(shape.cookMinutes),
    },
    {
      type: 'textarea',
      name: 'description',
      label: 'Description',
      fullWidth: true,
      rows: 3,
      maxLength: RECIPE_LIMITS.description,
      validate: schemaCheck(shape.description),
    },
    {
      type: 'text',
      name: 'tags',
      label: 'Tags',
      description: 'Separate tags with commas.',
      placeholder: 'e.g. pasta, quick',
      validate: schemaCheck(shape.tags, tagsFromText),
    },
    {
      type: 'text',
      name: 'cuisine',
      label: 'Cuisine',
      placeholder: 'e.g. Italian',
      validate: schemaCheck(shape.cuisine, (text: string) => text.trim()),
    },
    {
      type: 'text',
      name: 'sourceUrl',
      label: 'Source URL',
      fullWidth: true,
      placeholder: 'https://',
      autoComplete: 'url',
      validate: schemaCheck(shape.sourceUrl, (text: string) => text.trim()),
    },
    {
      type: 'textarea',
      name: 'notes',
      label: 'Notes',
      fullWidth: true,
      rows: 3,
      maxLength: RECIPE_LIMITS.notes,
      validate: schemaCheck(shape.notes),
    },
    {
      type: 'checkbox-group',
      name: FAVOURITE,
      label: 'Favourite',
      fullWidth: true,
      options: [{ value: FAVOURITE, label: 'Mark as a favourite' }],
    },
  ];
}

/** The values the form starts with: the recipe's, or a new recipe's (four servings). */
export function startValues(initial: Recipe | undefined): FormValues {
  const given: FormValues = initial
    ? {
        name: initial.name,
        type: initial.type,
        servings: initial.servings,
        prepMinutes: initial.prepMinutes,
        cookMinutes: initial.cookMinutes,
        description: initial.description ?? '',
        tags: initial.tags.join(', '),
        cuisine: initial.cuisine ?? '',
        sourceUrl: initial.sourceUrl ?? '',
        notes: initial.notes ?? '',
        [FAVOURITE]: initial.favourite ? [FAVOURITE] : [],
      }
    : { servings: 4 };
  // As the form itself hands them over, so that "changed" compares like with like.
  return Object.fromEntries(
    recipeFields({}).map((field) => [
      field.name,
      toFormValue(field, initialRaw(field, given[field.name])),
    ]),
  );
}

const textOf = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value : '');

/** Optional text: trimmed, and left out when empty. */
function optional<K extends string>(key: K, value: FormValues[string] | undefined, trim = true) {
  const text = trim ? textOf(value).trim() : textOf(value);
  return (text.trim() === '' ? {} : { [key]: text }) as Partial<Record<K, string>>;
}

export interface RecipeParts {
  ingredients: readonly RecipeRow[];
  steps: readonly RecipeRow[];
  photoId: string | undefined;
}

/**
 * The recipe the form's values and rows make, not yet checked: `createdAt` kept from
 * `initial` (or `now`), `updatedAt` now.
 */
export function draftRecipe(
  values: FormValues,
  parts: RecipeParts,
  initial: Recipe | undefined,
  now: string,
): Recipe {
  return {
    name: textOf(values.name).trim(),
    type: textOf(values.type) as Recipe['type'],
    ...optional('description', values.description, false),
    prepMinutes: minutesOf(values.prepMinutes),
    cookMinutes: minutesOf(values.cookMinutes),
    servings: typeof values.servings === 'number' ? values.servings : NaN,
    ingredients: ingredientsFromRows(parts.ingredients),
    steps: stepsFromRows(parts.steps),
    tags: tagsFromText(textOf(values.tags)),
    ...(parts.photoId !== undefined && { photoId: parts.photoId }),
    ...optional('sourceUrl', values.sourceUrl),
    ...optional('cuisine', values.cuisine),
    ...optional('notes', values.notes, false),
    favourite: Array.isArray(values[FAVOURITE]) && values[FAVOURITE].includes(FAVOURITE),
    createdAt: initial?.createdAt ?? now,
    updatedAt: now,
  };
}

const LIST_NAMES: Readonly<Record<string, string>> = {
  ingredients: 'Ingredients',
  steps: 'Steps',
};

/** The first thing the schema refuses, said with where it is ("Steps, line 2: …"). */
export function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The recipe is not valid.';
  const [list, line] = issue.path;
  if (typeof list === 'string' && typeof line === 'number' && LIST_NAMES[list]) {
    return `${LIST_NAMES[list]}, line ${line + 1}: ${issue.message}`;
  }
  return issue.message;
}

/** The recipe checked by the shared schema: the recipe, or the first problem's message. */
export function checkRecipe(draft: Recipe): { recipe: Recipe } | { problem: string } {
  const result = recipeSchema.safeParse(draft);
  return result.success ? { recipe: result.data } : { problem: firstProblem(result.error) };
}
