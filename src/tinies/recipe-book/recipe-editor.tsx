import type { Recipe } from '../../shared/recipe-book/recipe-schema.ts';

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
}

/** STUB — the recipe form (to be built). */
export function RecipeEditor({ initial }: RecipeEditorProps) {
  return <p>{initial?.name}</p>;
}
