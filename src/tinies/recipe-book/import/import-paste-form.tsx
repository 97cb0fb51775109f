import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ImportError } from '@/kit/io/import-notice.tsx';
import { megabytes, readPastedText } from '@/kit/io/read-text.ts';
import { Button } from '@/ui/button.tsx';
import { describedBy } from '@/ui/field-styles.ts';
import { Label } from '@/ui/label.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { draftsFromText, MAX_IMPORT_BYTES } from './import-sources.ts';
import type { FoundRecipes } from './import-stages.ts';
import type { RecipeEntry } from '../use-recipe-book.ts';

export const PASTE_EMPTY = "Paste a page's HTML or a recipe's JSON first.";
export const PASTE_NO_RECIPE =
  'No recipe found in that text. Paste the whole page source, or JSON with a schema.org Recipe.';
const PASTE_TOO_LONG = `That is more than ${megabytes(MAX_IMPORT_BYTES)} of text; paste only the page's source.`;

/**
 * "Paste HTML or JSON": read here in the browser, so it works for visitors and offline,
 * and for pages the server cannot fetch. The text stays in the field whatever happens.
 */
export function ImportPasteForm({
  entries,
  onFound,
}: {
  entries: readonly RecipeEntry[];
  onFound: (found: FoundRecipes) => void;
}) {
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readPastedText(text, MAX_IMPORT_BYTES);
    const problem =
      'problem' in read ? (read.problem === 'empty' ? PASTE_EMPTY : PASTE_TOO_LONG) : null;
    const drafts =
      'text' in read ? draftsFromText(read.text, { now: new Date().toISOString(), entries }) : [];
    if (drafts.length === 0) {
      setError(problem ?? PASTE_NO_RECIPE);
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    onFound({ drafts, from: 'the pasted text' });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Label htmlFor={fieldId}>Page HTML or recipe JSON</Label>
      <Textarea
        ref={fieldRef}
        id={fieldId}
        rows={8}
        spellCheck={false}
        autoComplete="off"
        className="font-mono text-xs"
        placeholder={'<html>… or {"@type": "Recipe", …}'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
      />
      <p id={hintId} className="text-sm text-muted-fg">
        Open the recipe page&apos;s source in your browser (Ctrl+U, or ⌥⌘U on a Mac), select all and
        paste it here. JSON-LD and Tinies export files work too. It is read on this device, so it
        works offline.
      </p>
      {error ? <ImportError id={errorId} message={error} /> : null}
      <Button type="submit">
        <Search aria-hidden="true" />
        Find recipes
      </Button>
    </form>
  );
}
