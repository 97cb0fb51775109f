import { tourExportText } from '../../shared/apartment-tour-questions/tool-export.ts';
import { toolExportText } from '../../shared/car-maintenance/tool-export.ts';
import { exportRecipes } from '../../shared/recipe-book/recipe-export.ts';
import { RECIPES_COLLECTION, type Recipe } from '../../shared/recipe-book/recipe-model.ts';
import { travelExportText } from '../../shared/travel-tracker/move/tool-export.ts';

/** A tool's documents by collection and id, as its export functions take them. */
export type ToolDocuments = Record<string, Record<string, unknown>>;

/**
 * Each tool's own export file, made from its documents: the file its Export button gives,
 * so what is downloaded can be imported again. Tools without one get only the JSON.
 */
export const TOOL_EXPORTS: Readonly<
  Record<string, { name: string; text: (documents: ToolDocuments, now: Date) => string }>
> = {
  'apartment-tour-questions': {
    name: 'apartment-tour-questions.json',
    text: (documents, now) => tourExportText(documents as never, now),
  },
  'car-maintenance': {
    name: 'car-maintenance.json',
    text: (documents, now) => toolExportText(documents as never, now),
  },
  'travel-tracker': {
    name: 'travel-tracker.json',
    text: (documents, now) => travelExportText(documents as never, now),
  },
  'recipe-book': {
    name: 'recipes.json',
    text: (documents) =>
      exportRecipes(
        Object.entries(documents[RECIPES_COLLECTION] ?? {}).map(([id, recipe]) => ({
          id,
          recipe: recipe as Recipe,
        })),
      ),
  },
};
