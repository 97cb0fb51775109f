import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StageHeading } from '@/kit/io/stage-heading.tsx';
import { Button, buttonVariants } from '@/ui/button.tsx';

/** The pieces every tool's imports share: counts, problems, progress, the summary. */

/** Problems listed one by one; the rest are counted. */
const LISTED_PROBLEMS = 50;

export const plural = (count: number, [one, many]: readonly [string, string]) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

export interface Done {
  title: string;
  text: string;
  link: { href: string; label: string };
}

/**
 * The summary of a finished import: how many records came in, what else to say (empty
 * notes are left out) and how many could not come in, or that all of the file did.
 */
export function importedDone(
  written: number,
  {
    notes = [],
    problems = 0,
    link,
  }: { notes?: readonly string[]; problems?: number; link: Done['link'] },
): Done {
  const said = [
    ...notes,
    problems > 0 ? `${plural(problems, ['record', 'records'])} could not be imported.` : '',
  ].filter(Boolean);
  return {
    title: `Imported ${plural(written, ['record', 'records'])}`,
    text: said.join(' ') || 'Everything in the file is here now.',
    link,
  };
}

/** What an export file is: "A Travel Tracker export from 24/11/2026, 10:30:00." */
export function exportMadeText(what: string, exportedAt: string | undefined): string {
  return exportedAt ? `${what} from ${new Date(exportedAt).toLocaleString()}.` : `${what}.`;
}

export function Summary({ done, onReset }: { done: Done; onReset: () => void }) {
  return (
    <div className="space-y-3" data-testid="import-summary">
      <StageHeading eyebrow="Done">{done.title}</StageHeading>
      <p className="text-sm text-muted-fg">{done.text}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={done.link.href} className={buttonVariants()}>
          {done.link.label}
        </Link>
        <Button variant="outline" onClick={onReset}>
          Import another file
        </Button>
      </div>
    </div>
  );
}

export function ProblemList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-0.5 pl-5 break-words">
      {items.slice(0, LISTED_PROBLEMS).map((item, index) => (
        <li key={index}>{item}</li>
      ))}
      {items.length > LISTED_PROBLEMS ? (
        <li>{`and ${items.length - LISTED_PROBLEMS} more`}</li>
      ) : null}
    </ul>
  );
}

/** How far the saving got: the page stays usable meanwhile. */
export function SavingProgress({ saved, total }: { saved: number; total: number }) {
  const label = `Saving ${saved.toLocaleString('en')} of ${plural(total, ['record', 'records'])}`;
  return (
    <div className="space-y-1" data-testid="import-progress">
      <p className="text-sm" aria-live="polite">
        {label}
      </p>
      <progress
        className="h-2 w-full accent-primary"
        max={total}
        value={saved}
        aria-label={label}
      />
    </div>
  );
}

export function Choice({
  label,
  id,
  hint,
  children,
}: {
  label: string;
  id: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <span id={id} className="block text-sm font-medium">
        {label}
      </span>
      {children}
      {hint ? <p className="text-xs text-muted-fg">{hint}</p> : null}
    </div>
  );
}
