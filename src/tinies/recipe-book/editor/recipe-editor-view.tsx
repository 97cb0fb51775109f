import { useNavigate, useSearchParams } from 'react-router';
import { deletedSaveLabel, EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { useEditorDraft } from '@/kit/editor/use-editor-draft.ts';
import { useHeldEntry } from '@/kit/editor/use-held-entry.ts';
import { isJsonObject } from '@/shared/data/values.ts';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { Loading } from '@/ui/loading.tsx';
import { RecipeGate } from '../recipe-gate.tsx';
import { hrefFor } from '../recipe-links.ts';
import { recipes, type RecipeState } from '../use-recipe-book.ts';
import { RecipeEditor } from './recipe-editor.tsx';

/**
 * The new-recipe (`id` absent) and edit screens. Saving writes at once (the store is
 * optimistic and keeps the write offline) and opens the recipe; Cancel goes back where
 * the person came from: the recipe, or the list.
 */
export default function RecipeEditorView({ state, id }: { state: RecipeState; id?: string }) {
  const path = state.path;
  // The draft belongs to the collection (so to the account) and the recipe, or "new".
  const draftKey = path === null ? null : `${path}/${id ?? 'new'}`;
  return <RecipeEditorScreen key={draftKey} state={state} id={id} draftKey={draftKey} />;
}

/** A draft is a recipe as far as it was written: only its shape is checked here. */
const parseDraft = (value: unknown): Recipe | null =>
  isJsonObject(value) && typeof value.name === 'string' ? (value as unknown as Recipe) : null;

function RecipeEditorScreen({
  state,
  id,
  draftKey,
}: {
  state: RecipeState;
  id?: string;
  draftKey: string | null;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const found = state.entry;
  const { entry, held, deleted } = useHeldEntry(found, id);
  const draft = useEditorDraft({
    key: draftKey,
    start: entry?.recipe,
    parse: parseDraft,
    noun: 'recipe',
  });

  const path = state.path;
  // Loading, a recipe that cannot be loaded or is not there: the detail screen's states.
  if (id !== undefined && !entry) return <RecipeGate state={state}>{() => null}</RecipeGate>;
  if (path === null) return <Loading />;

  const back =
    id === undefined ? hrefFor({ kind: 'list' }, params) : hrefFor({ kind: 'detail', id }, params);

  const save = (recipe: Recipe) => {
    // Only the fields changed here since editing began, so edits made meanwhile on another
    // device stay; a recipe deleted meanwhile stays deleted and this one is a new copy.
    const target = recipes.saveEditor(path, id, held?.recipe, recipe, deleted);
    draft.clear();
    void navigate(hrefFor({ kind: 'detail', id: target }, params), { replace: true });
  };

  return (
    <EditorFrame
      title={entry ? 'Edit recipe' : 'New recipe'}
      subtitle={entry?.recipe.name}
      draft={draft.offer}
      deleted={deleted}
    >
      <RecipeEditor
        key={draft.formKey}
        initial={draft.initial}
        canUploadPhoto={state.signedIn}
        submitLabel={deleted ? deletedSaveLabel : entry ? 'Save changes' : 'Save recipe'}
        onSubmit={save}
        onCancel={() => {
          draft.clear();
          void navigate(back, { replace: true });
        }}
        onDraftChange={draft.track}
      />
    </EditorFrame>
  );
}
