import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';
import { describedBy, fieldControlClass } from '@/ui/field-styles.ts';
import { Label } from '@/ui/label.tsx';
import { ImportError } from './import-notice.tsx';
import { megabytes, readTextFile } from './read-text.ts';

export interface TextFileFieldProps {
  label: string;
  /** The input's `accept`: the endings and types offered. */
  accept: string;
  /** What the file may be, under the field. */
  hint: ReactNode;
  /** The largest file read. */
  maxBytes: number;
  /** Said after "… is larger than 5 MB.", if anything. */
  tooLargeAdvice?: string;
  /**
   * The file's text: answers why the file cannot be taken, or null once it is (at once, or
   * when what it waits for is there; the field is busy meanwhile).
   */
  onRead: (name: string, text: string) => string | null | Promise<string | null>;
  /** A file was refused: what came of an earlier one is out of date. */
  onRefused?: () => void;
}

/**
 * A file field read as text as soon as a file is chosen, in the browser: a file too large,
 * unreadable or refused by `onRead` is said under it, linked to the field.
 */
export function TextFileField({
  label,
  accept,
  hint,
  maxBytes,
  tooLargeAdvice,
  onRead,
  onRefused,
}: TextFileFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // Cleared so that choosing the same file again reads it again.
    input.value = '';
    setReading(true);
    const result = await readTextFile(file, maxBytes);
    const refusal =
      'problem' in result
        ? result.problem === 'too-large'
          ? `${file.name} is larger than ${megabytes(maxBytes)}.${tooLargeAdvice ? ` ${tooLargeAdvice}` : ''}`
          : `${file.name} could not be read. Choose it again.`
        : await onRead(file.name, result.text);
    setReading(false);
    setError(refusal);
    if (refusal !== null) onRefused?.();
  }

  return (
    <div className="space-y-3">
      <Label htmlFor={inputId}>{label}</Label>
      <input
        id={inputId}
        type="file"
        accept={accept}
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
        {hint}
      </p>
      {error ? <ImportError id={errorId} message={error} /> : null}
    </div>
  );
}
