import { useEffect, useRef } from 'react';
import { TextFileField } from '@/kit/io/text-file-field.tsx';
import { Loading } from '@/ui/loading.tsx';
import { candidatesFromFile, MAX_IMPORT_BYTES, type FileCandidate } from './import-sources.ts';
import type { RecipeEntry } from '../use-recipe-book.ts';

export interface ImportFileFormProps {
  entries: readonly RecipeEntry[];
  /** The book is (re)loading: a file chosen meanwhile waits for it. */
  loading: boolean;
  onRead: (fileName: string, candidates: FileCandidate[]) => void;
}

/**
 * "From a file": a Tinies export (or another app's schema.org JSON). The file is read as
 * soon as it is chosen; a file without recipes says so and nothing changes. Repeats are
 * marked against the whole book, so a file chosen while the book loads (the account's, once
 * the server has said who is signed in) waits for it, the field staying where it is.
 */
export function ImportFileForm({ entries, loading, onRead }: ImportFileFormProps) {
  const book = useRef({ entries, loading, waiting: new Set<() => void>() });
  useEffect(() => {
    const current = book.current;
    current.entries = entries;
    current.loading = loading;
    if (loading) return;
    for (const resolve of current.waiting) resolve();
    current.waiting.clear();
  }, [entries, loading]);

  const whenLoaded = () =>
    book.current.loading
      ? new Promise<void>((resolve) => book.current.waiting.add(resolve))
      : Promise.resolve();

  return (
    <div className="space-y-3">
      <TextFileField
        label="Recipe file (.json)"
        accept=".json,application/json"
        hint="A file made with Export recipes brings every recipe back as it was. Files of schema.org recipes from other apps work too."
        maxBytes={MAX_IMPORT_BYTES}
        onRead={async (name, text) => {
          await whenLoaded();
          const candidates = candidatesFromFile(
            text,
            book.current.entries,
            new Date().toISOString(),
          );
          if (candidates.length === 0) {
            return `No recipes found in ${name}. Choose a Tinies export or another JSON file of schema.org recipes.`;
          }
          onRead(name, candidates);
          return null;
        }}
      />
      {loading ? <Loading label="Loading your recipes" /> : null}
    </div>
  );
}
