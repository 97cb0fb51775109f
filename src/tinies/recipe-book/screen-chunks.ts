import { lazy } from 'react';
import type { RecipeView } from './recipe-links.ts';

/** The Recipe Book's screens that load on first use, each its own chunk. */
const LOADERS = {
  detail: () =>
    import('./detail/recipe-detail-view.tsx').then((module) => ({
      default: module.RecipeDetailView,
    })),
  edit: () => import('./editor/recipe-editor-view.tsx'),
  import: () => import('./import/recipe-import-view.tsx'),
  cook: () => import('./cook/cook-mode-view.tsx'),
};

export const RecipeDetailView = lazy(LOADERS.detail);
export const RecipeEditorView = lazy(LOADERS.edit);
export const RecipeImportView = lazy(LOADERS.import);
export const CookModeView = lazy(LOADERS.cook);

/**
 * Starts fetching the chunk of the screen `kind` shows, so a page opened on it loads that
 * chunk alongside the book's, not after it. Repeated calls cost nothing.
 */
export function preloadScreen(kind: RecipeView['kind']): void {
  const load = kind === 'list' ? null : LOADERS[kind === 'new' ? 'edit' : kind];
  // Failing here changes nothing: the screen asks again and shows its own error.
  load?.().catch(() => {});
}
