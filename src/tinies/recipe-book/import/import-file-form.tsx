import { useId, useState, type ChangeEvent } from 'react';
import { ImportError } from '@/kit/io/import-notice.tsx';
import { megabytes, readTextFile } from '@/kit/io/read-text.ts';
import { cn } from '@/ui/cn.ts';
import { describedBy, fieldControlClass } from '@/ui/field-styles.ts';
import { Label } from '@/ui/label.tsx';
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
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // Cleared so that choosing the same file again (after going back) reads it again.
    input.value = '';
    setReading(true);
    const result = await readTextFile(file, MAX_IMPORT_BYTES);
    setReading(false);
    if ('problem' in result) {
      setError(
        result.problem === 'too-large'
          ? `${file.name} is larger than ${megabytes(MAX_IMPORT_BYTES)}.`
          : `${file.name} could not be read. Choose it again.`,
      );
      return;
    }
    const candidates = candidatesFromFile(result.text, entries, new Date().toISOString());
    if (candidates.length === 0) {
      setError(
        `No recipes found in ${file.name}. Choose a Tinies export or another JSON file of schema.org recipes.`,
      );
      return;
    }
    setError(null);
    onRead(file.name, candidates);
  }

  return (
    <div className="space-y-3">
      <Label htmlFor={inputId}>Recipe file (.json)</Label>
      <input
        id={inputId}
        type="file"
        accept=".json,application/json"
        onChange={(event) => void read(event)}
        aria-busy={reading || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        className={cn(
          fieldControlClass,
          'h-auto cursor-pointer py-2 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-fg',
        )}
      />
      <p id={hintId} className="text-sm text-muted-fg">
        A file made with Export recipes brings every recipe back as it was. Files of schema.org
        recipes from other apps work too.
      </p>
      {error ? <ImportError id={errorId} message={error} /> : null}
    </div>
  );
}
