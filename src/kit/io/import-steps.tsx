import type { ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { ImportNotice } from './import-notice.tsx';
import { plural, ProblemList } from './import-parts.tsx';
import { StageHeading } from './stage-heading.tsx';

/** The frame of an import's check step: its heading, problems and buttons. */

/** A file the import cannot read at all, and the way back to choosing another. */
export function CannotImport({
  fileName,
  message,
  onReset,
}: {
  fileName: string;
  message: string;
  onReset: () => void;
}) {
  return (
    <div className="space-y-3">
      <ImportNotice tone="error" role="alert" title={`${fileName} cannot be imported`}>
        <p>{message}</p>
      </ImportNotice>
      <Button variant="outline" onClick={onReset}>
        Choose another file
      </Button>
    </div>
  );
}

/** The step's heading (the file's name, which takes the focus) and what the file is. */
export function ImportIntro({
  eyebrow = 'Check before importing',
  fileName,
  children,
}: {
  eyebrow?: string;
  fileName: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <StageHeading eyebrow={eyebrow}>{fileName}</StageHeading>
      <p className="text-sm text-muted-fg">{children}</p>
    </div>
  );
}

/** How many of each kind of record the file holds: "3 places", "1 visit". */
export function RecordCounts({
  counts,
  className,
}: {
  counts: readonly string[];
  /** The grid's columns on a wider screen. */
  className?: string;
}) {
  return (
    <ul
      className={cn('grid grid-cols-2 gap-2 text-sm', className)}
      aria-label="Records in the file"
    >
      {counts.map((count) => (
        <li key={count} className="rounded-lg bg-muted px-3 py-2">
          {count}
        </li>
      ))}
    </ul>
  );
}

/** A record of an export that cannot be imported, and why. */
export interface RecordProblem {
  collection: string;
  id?: string;
  message: string;
}

/** The records of an export left out, listed; the others can still be imported. */
export function RecordProblems({ problems }: { problems: readonly RecordProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ImportNotice
      tone="warning"
      title={`${plural(problems.length, ['record', 'records'])} cannot be imported`}
    >
      <p>The others can: these are left out.</p>
      <ProblemList
        items={problems.map(
          (problem) =>
            `${problem.collection}${problem.id ? ` ${problem.id}` : ''}: ${problem.message}`,
        )}
      />
    </ImportNotice>
  );
}

/** The import's button, and Cancel back to choosing a file. */
export function ImportActions({
  label,
  disabled,
  onImport,
  onCancel,
  cancelDisabled,
}: {
  label: string;
  disabled: boolean;
  onImport: () => void;
  onCancel: () => void;
  /** Cancel is off while saving, where leaving would hide how far it got. */
  cancelDisabled?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={disabled} onClick={onImport}>
        {label}
      </Button>
      <Button variant="outline" disabled={cancelDisabled} onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
