import { TextFileField } from '@/kit/io/text-file-field.tsx';
import { candidatesFromFile, MAX_IMPORT_BYTES, type FileCandidate } from './import-sources.ts';
import type { RecipeEntry } from '../use-recipe-book.ts';

export interface ImportFileFormProps {
  entries: readonly RecipeEntry[];
  onRead: (fileName: string, candidates: FileCandidate[]) => void;
}

/**
 * "From a file": a Tinies export (or another app's schema.org JSON). The file is read as
 * soon as it is chosen; a file without recipes says so and nothing changes.
 */
export function ImportFileForm({ entries, onRead }: ImportFileFormProps) {
  return (
    <TextFileField
      label="Recipe file (.json)"
      accept=".json,application/json"
      hint="A file made with Export recipes brings every recipe back as it was. Files of schema.org recipes from other apps work too."
      maxBytes={MAX_IMPORT_BYTES}
      onRead={(name, text) => {
        const candidates = candidatesFromFile(text, entries, new Date().toISOString());
        if (candidates.length === 0) {
          return `No recipes found in ${name}. Choose a Tinies export or another JSON file of schema.org recipes.`;
        }
        onRead(name, candidates);
        return null;
      }}
    />
  );
}
