import { useEffect, useState } from 'react';
import { CancelButton, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { PhotoField } from '@/kit/editor/photo-field.tsx';
import { newRow } from '@/kit/editor/rows.ts';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { Form, type FormValues } from '@/ui/form.tsx';
import { checkRecipe, draftRecipe, recipeFields, startValues } from './editor-model.ts';
import {
  ingredientsFromRows,
  rowsFromIngredients,
  rowsFromSteps,
  rowsValid,
  stepsFromRows,
  type RecipeRow,
} from './editor-rows.ts';
import { IngredientRowsEditor } from './ingredient-rows-editor.tsx';
import { StepRowsEditor } from './step-rows-editor.tsx';

export interface RecipeEditorProps {
  /** Where to start: an existing recipe, an imported draft to correct, or none for a new one. */
  initial?: Recipe;
  /** Photo upload needs an account; visitors are told so. */
  canUploadPhoto: boolean;
  submitLabel: string;
  /**
   * The finished recipe, valid by the shared schema, with `createdAt` kept from `initial`
   * (or now) and `updatedAt` now.
   */
  onSubmit: (recipe: Recipe) => void;
  onCancel: () => void;
  /** Told of the unfinished recipe as it changes (null while nothing has), to keep as a draft. */
  onDraftChange?: (draft: Recipe | null) => void;
}

/** What can wait until the name, type, times, ingredients and steps are written. */
const MORE_DETAILS = ['description', 'tags', 'cuisine', 'sourceUrl', 'notes', 'favourite'];

/** Rows to start with; an empty list gets one empty row, ready to type into. */
function startRows(rows: RecipeRow[]): RecipeRow[] {
  return rows.length > 0 ? rows : [newRow()];
}

/** What the person can change, compared to tell whether anything was. */
function contentOf(
  values: FormValues,
  ingredients: RecipeRow[],
  steps: RecipeRow[],
  photoId: string | undefined,
) {
  return JSON.stringify([
    values,
    ingredientsFromRows(ingredients),
    stepsFromRows(steps),
    photoId ?? null,
  ]);
}

/**
 * The recipe form: the design system's Form for the single fields, with the ingredients
 * and the steps right after the essentials (name, type, servings, times), then "More
 * details" (description, tags… and the photo), and Save in a bar that stays on screen. Submit stays disabled until every part is valid;
 * the finished recipe is checked with the shared schema once more before it is handed on.
 */
export function RecipeEditor({
  initial,
  canUploadPhoto,
  submitLabel,
  onSubmit,
  onCancel,
  onDraftChange,
}: RecipeEditorProps) {
  const [start] = useState(() => {
    const values = startValues(initial);
    const ingredients = startRows(rowsFromIngredients(initial?.ingredients ?? []));
    const steps = startRows(rowsFromSteps(initial?.steps ?? []));
    return {
      values,
      ingredients,
      steps,
      content: contentOf(values, ingredients, steps, initial?.photoId),
    };
  });
  const [values, setValues] = useState(start.values);
  const [ingredients, setIngredients] = useState(start.ingredients);
  const [steps, setSteps] = useState(start.steps);
  const [photoId, setPhotoId] = useState(initial?.photoId);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const blocked = photoBusy || !rowsValid('ingredients', ingredients) || !rowsValid('steps', steps);
  const content = contentOf(values, ingredients, steps, photoId);
  const changed = content !== start.content;

  useEffect(() => {
    if (!onDraftChange) return;
    onDraftChange(
      changed
        ? draftRecipe(values, { ingredients, steps, photoId }, initial, new Date().toISOString())
        : null,
    );
    // NOTE: `content` stands for values, rows and photo: a new draft only when one changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content, changed, onDraftChange]);

  function submit(submitted: FormValues) {
    const draft = draftRecipe(
      submitted,
      { ingredients, steps, photoId },
      initial,
      new Date().toISOString(),
    );
    const checked = checkRecipe(draft);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    onSubmit(checked.recipe);
  }

  return (
    <Form
      aria-label={initial?.name ? `Recipe: ${initial.name}` : 'Recipe'}
      fields={recipeFields(values)}
      defaultValues={start.values}
      columns={2}
      submitLabel={submitLabel}
      onSubmit={submit}
      onValuesChange={setValues}
      blocked={blocked}
      stickyActions
      more={{
        names: MORE_DETAILS,
        children: (
          <PhotoField
            photoId={photoId}
            onPhotoChange={setPhotoId}
            canUpload={canUploadPhoto}
            onBusyChange={setPhotoBusy}
            alt="The recipe's photo"
          />
        ),
      }}
      actions={
        <CancelButton
          changed={changed}
          discardMessage="The changes you made to this recipe have not been saved."
          onLeave={onCancel}
        />
      }
    >
      <IngredientRowsEditor rows={ingredients} onRowsChange={setIngredients} />
      <StepRowsEditor rows={steps} onRowsChange={setSteps} />
      <EditorProblem>{problem}</EditorProblem>
    </Form>
  );
}
