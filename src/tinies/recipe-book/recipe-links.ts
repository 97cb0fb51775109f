import { defineToolLinks, type ToolScreen } from '@/kit/tool-links.ts';
import { toolById } from '@/shared/tools.ts';

/**
 * Where the Recipe Book is (see kit/tool-links.ts): the list at `/recipe-book?q=…&type=…`
 * (the filters, see browse/recipe-filters.ts); a recipe at `?recipe={id}`, with
 * `&view=edit` or `&view=cook`; a new recipe at `?view=new`; import at `?view=import`.
 */
export const RECIPE_BOOK_PATH = toolById('recipe-book').path;

export type RecipeView = ToolScreen<'edit' | 'cook', 'new' | 'import'>;

const links = defineToolLinks({
  path: RECIPE_BOOK_PATH,
  entryParam: 'recipe',
  entryScreens: ['edit', 'cook'],
  toolScreens: ['new', 'import'],
});

export const viewOf: (params: URLSearchParams) => RecipeView = links.screenOf;
export const listParams = links.listParams;
export const hrefFor: (view: RecipeView, current?: URLSearchParams) => string = links.hrefFor;
