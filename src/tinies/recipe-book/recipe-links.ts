/**
 * Where the Recipe Book is: every screen lives at `/recipe-book` and is told apart by the
 * query, so the server and the offline copy answer one route and links survive reloads.
 *
 * - list: `/recipe-book?q=…&type=…` (the filters, see recipe-filters.ts)
 * - detail: `?recipe={id}`, with `&view=edit` or `&view=cook`
 * - new recipe: `?view=new`; import: `?view=import`
 *
 * The list's filter parameters ride along on every link, so "Back to recipes" returns
 * to the same search.
 */
export const RECIPE_BOOK_PATH = '/recipe-book';

export type RecipeView =
  | { kind: 'list' }
  | { kind: 'detail'; id: string }
  | { kind: 'edit'; id: string }
  | { kind: 'cook'; id: string }
  | { kind: 'new' }
  | { kind: 'import' };

const RECIPE_PARAM = 'recipe';
const VIEW_PARAM = 'view';

export function viewOf(params: URLSearchParams): RecipeView {
  const id = params.get(RECIPE_PARAM);
  const view = params.get(VIEW_PARAM);
  if (id) {
    if (view === 'edit') return { kind: 'edit', id };
    if (view === 'cook') return { kind: 'cook', id };
    return { kind: 'detail', id };
  }
  if (view === 'new') return { kind: 'new' };
  if (view === 'import') return { kind: 'import' };
  return { kind: 'list' };
}

/** The list's own parameters: everything but the screen's. */
export function listParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(params);
  kept.delete(RECIPE_PARAM);
  kept.delete(VIEW_PARAM);
  return kept;
}

/** The link to a screen, keeping the list's filters from `current`. */
export function hrefFor(view: RecipeView, current?: URLSearchParams): string {
  const params = listParams(current ?? new URLSearchParams());
  if (view.kind !== 'list' && view.kind !== 'new' && view.kind !== 'import') {
    params.set(RECIPE_PARAM, view.id);
  }
  if (view.kind !== 'list' && view.kind !== 'detail') params.set(VIEW_PARAM, view.kind);
  const query = params.toString();
  return query ? `${RECIPE_BOOK_PATH}?${query}` : RECIPE_BOOK_PATH;
}
