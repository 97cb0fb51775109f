import { Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { describedBy } from '@/ui/field-styles.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { ImportNotice } from './import-notice.tsx';
import type { WebImportError, WebImportOutcome } from './web-import.ts';

export interface WebAddressFormProps<T> {
  /** The field's label ("Web address of the recipe"). */
  label: string;
  /** The line under the field: what happens with the page. */
  hint: string;
  /** The button, and what it says while the page is read ("Import", "Importing…"). */
  submitLabel: string;
  busyLabel: string;
  /** Asks the server for the page (see `web-import.ts`). */
  read: (typed: string, signal: AbortSignal) => Promise<WebImportOutcome<T>>;
  onFound: (result: T) => void;
  /** More under a refusal's sentence (a way round it), if any. */
  errorExtra?: (error: WebImportError) => ReactNode;
}

/**
 * A web address for the server to read: while it works the button says so; a refusal is
 * shown under the field, which keeps what was typed and takes the focus back. Leaving the
 * screen stops the request.
 */
export function WebAddressForm<T>({
  label,
  hint,
  submitLabel,
  busyLabel,
  read,
  onFound,
  errorExtra,
}: WebAddressFormProps<T>) {
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
    const outcome = await read(url, controller.signal);
    if (controller.signal.aborted) return;
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.error);
      // NOTE: the busy button lost focus when it was disabled; the field is where to fix it.
      inputRef.current?.focus();
      return;
    }
    onFound(outcome.result);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-busy={busy || undefined}>
      <Label htmlFor={inputId}>{label}</Label>
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
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-fg">
        {hint}
      </p>
      {error ? (
        <ImportNotice tone="error" id={errorId} role="alert">
          <p>{error.message}</p>
          {errorExtra?.(error)}
        </ImportNotice>
      ) : null}
    </form>
  );
}
