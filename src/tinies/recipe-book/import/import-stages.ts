import type { RecipeDraft } from '@/shared/recipe-book/recipe-import.ts';
import type { FileCandidate } from './import-sources.ts';

/** Recipes read from one page, pasted text or file, as drafts to correct one at a time. */
export interface FoundRecipes {
  /** At least one. */
  drafts: RecipeDraft[];
  /** Where they came from, for the person: a page's address, "the pasted text", a file name. */
  from: string;
}

/**
 * Where the import screen is: choosing a source, picking one of a page's recipes,
 * correcting one before saving, or ticking the recipes of an export file to add.
 */
export type ImportStage =
  | { kind: 'source' }
  | { kind: 'pick'; found: FoundRecipes }
  | { kind: 'preview'; found: FoundRecipes; index: number }
  | { kind: 'file'; fileName: string; candidates: FileCandidate[] };
