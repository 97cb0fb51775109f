import { Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ImportNotice } from '@/kit/io/import-notice.tsx';
import type { WebImportError } from '@/kit/io/web-import.ts';
import type { ListingDraft } from '@/shared/apartment-tour-questions/listing-import.ts';
import { Button } from '@/ui/button.tsx';
import { describedBy } from '@/ui/field-styles.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { importListing, LISTING_IMPORT_MESSAGES } from './listing-client.ts';

export interface ListingUrlFormProps {
  /** False for a visitor: the server fetches pages only for people with an account. */
  signedIn: boolean;
  onFound: (draft: ListingDraft) => void;
}

/**
 * "Fill from a listing's web address": the server fetches the page and reads the listing;
 * the form below is filled with it for the person to check before saving. While it works
 * the button says so; a refusal is shown under the field, which keeps what was typed.
 */
export function ListingUrlForm({ signedIn, onFound }: ListingUrlFormProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useRef<AbortController | null>(null);
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<WebImportError | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    setError(null);
    const outcome = await importListing(url, controller.signal);
    if (controller.signal.aborted) return;
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.error);
      // NOTE: the busy button lost focus when it was disabled; the field is where to fix it.
      inputRef.current?.focus();
      return;
    }
    onFound(outcome.result.draft);
  }

  return (
    <section
      aria-labelledby={inputId}
      className="max-w-3xl space-y-3 rounded-xl border border-border p-4"
    >
      {signedIn ? (
        <form noValidate onSubmit={submit} className="space-y-3" aria-busy={busy || undefined}>
          <Label htmlFor={inputId}>Fill from a listing&apos;s web address</Label>
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
              {busy ? 'Reading…' : 'Fill'}
            </Button>
          </div>
          <p id={hintId} className="text-sm text-muted-fg">
            Tinies reads the listing&apos;s details from its page and fills the form below. Nothing
            is saved until you have checked it.
          </p>
          {error ? (
            <ImportNotice tone="error" id={errorId} role="alert">
              <p>{error.message}</p>
            </ImportNotice>
          ) : null}
        </form>
      ) : (
        <>
          <p id={inputId} className="text-sm font-medium">
            Fill from a listing&apos;s web address
          </p>
          <ImportNotice tone="info">
            <p>{`${LISTING_IMPORT_MESSAGES.UNAUTHENTICATED} Or enter the details yourself below.`}</p>
          </ImportNotice>
        </>
      )}
    </section>
  );
}
