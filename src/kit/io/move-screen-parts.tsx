import { Download } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { Loading } from '@/ui/loading.tsx';
import { TextFileField } from './text-file-field.tsx';

/** The pieces of a tool's "Import & export" screen. */

/** The screen's heading and what it is for. */
export function MoveIntro({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h2 className="text-2xl font-semibold tracking-tight">Import & export</h2>
      <p className="max-w-prose text-muted-fg">{children}</p>
    </div>
  );
}

/** A boxed part of the screen, named by its heading. */
export function MoveSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border border-border p-4 sm:p-6">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A line of the screen: what it is about, and its action beside it. */
export function MoveRow({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <p className="text-sm text-muted-fg">{children}</p>
      {action}
    </div>
  );
}

export interface ExportRowProps {
  /** The button says "Export {label}". */
  label: string;
  /** What the file holds (or that there is nothing yet); it describes the button. */
  hint: string;
  /** Nothing to export: the button stays focusable, so its hint can be read, but does nothing. */
  empty: boolean;
  /** An export of this row is being made. */
  busy?: boolean;
  onExport: () => void;
}

/** One way out, as an item of a list: its hint, and a button that downloads the file. */
export function ExportRow({ label, hint, empty, busy = false, onExport }: ExportRowProps) {
  const hintId = useId();
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <p id={hintId} className="text-sm text-muted-fg">
        {hint}
      </p>
      <Button
        variant="outline"
        // NOTE: aria-disabled keeps the button focusable, so its hint can be read.
        aria-disabled={empty || busy || undefined}
        aria-describedby={hintId}
        className={cn('shrink-0 sm:w-auto', empty && 'cursor-not-allowed opacity-50 hover:bg-card')}
        onClick={() => {
          if (!empty && !busy) onExport();
        }}
      >
        <Download aria-hidden="true" />
        {`Export ${label}`}
      </Button>
    </li>
  );
}

export interface ChosenFile {
  name: string;
  text: string;
}

export interface ImportSectionProps {
  /** What the tool reads, under the file field. */
  hint: ReactNode;
  /** The largest file read. */
  maxBytes: number;
  /** The file field's label, for a tool that reads one kind of file. */
  label?: string;
  /** The file types offered, as the file input's `accept`. */
  accept?: string;
  /** The import of the file chosen (loaded lazily), and the way back to choosing one. */
  children: (file: ChosenFile, reset: () => void) => ReactNode;
}

/**
 * The "Import" section: a CSV or JSON file, read in the browser; an empty one is refused.
 * Each file chosen starts its import afresh.
 */
export function ImportSection({
  hint,
  maxBytes,
  label = 'File to import (.csv or .json)',
  accept = '.csv,.json,.txt,text/csv,application/json',
  children,
}: ImportSectionProps) {
  const [file, setFile] = useState<(ChosenFile & { key: number }) | null>(null);
  return (
    <MoveSection title="Import">
      <TextFileField
        label={label}
        accept={accept}
        hint={hint}
        maxBytes={maxBytes}
        tooLargeAdvice="Split it into smaller files."
        onRead={(name, text) => {
          if (text.trim() === '') return `${name} is empty.`;
          setFile({ name, text, key: Date.now() });
          return null;
        }}
        onRefused={() => setFile(null)}
      />
      {file ? (
        <Suspense key={file.key} fallback={<Loading label="Reading the file" />}>
          {children(file, () => setFile(null))}
        </Suspense>
      ) : null}
    </MoveSection>
  );
}
