import { ClipboardPaste, Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ImportNotice } from '@/kit/io/import-notice.tsx';
import { Button } from '@/ui/button.tsx';
import { describedBy } from '@/ui/field-styles.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import {
  importFromWebPage,
  WEB_IMPORT_MESSAGES,
  type WebImportError,
  type WebImportErrorCode,
} from './import-client.ts';
import { draftsFromExtracted } from './import-sources.ts';
import type { FoundRecipes } from './import-stages.ts';

/** Refusals that pasting the page's source gets round (the site blocks us, we are offline). */
const PASTE_HELPS = new Set<WebImportErrorCode>([
  'OFFLINE',
  'UNAUTHENTICATED',
  'UNAVAILABLE',
  'PERMISSION_DENIED',
]);

export interface ImportUrlFormProps {
  /** False for a visitor: the server fetches pages only for people with an account. */
  signedIn: boolean;
  onFound: (found: FoundRecipes) => void;
  /** Switches to pasting, which works for everyone, offline too. */
  onPasteInstead: () => void;
}

/**
 * "From a web page": the server fetches the address and reads its recipes. While it works
 * the button says so; a refusal is shown under the field, which keeps what was typed.
 */
export function ImportUrlForm({ signedIn, onFound, onPasteInstead }: ImportUrlFormProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useRef<AbortController | null>(null);
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<WebImportError | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  if (!signedIn) {
    return (
      <ImportNotice tone="info">
        <p>{WEB_IMPORT_MESSAGES.UNAUTHENTICATED}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onPasteInstead}>
          <ClipboardPaste aria-hidden="true" />
          Paste HTML or JSON
        </Button>
      </ImportNotice>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    setError(null);
    const outcome = await importFromWebPage(url, controller.signal);
    if (controller.signal.aborted) return;
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.error);
      // NOTE: the busy button lost focus when it was disabled; the field is where to fix it.
      inputRef.current?.focus();
      return;
    }
    const { url: page, recipes } = outcome.result;
    const now = new Date().toISOString();
    onFound({ drafts: draftsFromExtracted(recipes, { now, sourceUrl: page }), from: page });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-busy={busy || undefined}>
      <Label htmlFor={inputId}>Web address of the recipe</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://…"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
        />
        <Button type="submit" loading={busy} className="sm:w-36">
          {busy ? null : <Globe aria-hidden="true" />}
          {busy ? 'Importing…' : 'Import'}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-fg">
        Tinies reads the recipe from the page&apos;s structured data. Nothing is saved until you
        have checked it.
      </p>
      {error ? (
        <ImportNotice tone="error" id={errorId} role="alert">
          <p>{error.message}</p>
          {PASTE_HELPS.has(error.code) ? (
            <Button variant="outline" size="sm" className="mt-2" onClick={onPasteInstead}>
              <ClipboardPaste aria-hidden="true" />
              Paste HTML or JSON
            </Button>
          ) : null}
        </ImportNotice>
      ) : null}
    </form>
  );
}
