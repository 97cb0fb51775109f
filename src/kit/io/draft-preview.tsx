import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImportNotice } from './import-notice.tsx';
import { StageHeading } from './stage-heading.tsx';

/** An entry already in the collection that the draft may repeat. */
export interface DuplicateOf {
  /** The notice's title: "Already in your book". */
  title: string;
  name: string;
  /** The entry's screen; it opens in a new tab, so the draft being corrected is not lost. */
  href: string;
  /** Said after the name when not the name is the same: ", from the same page". */
  why?: string;
}

export interface DraftPreviewProps {
  /** The draft's name, as its heading. */
  name: string;
  /** "Imported from … Correct anything below, then save it to your book." */
  intro: string;
  duplicate?: DuplicateOf;
  /** What the import had to guess, for the person to check. */
  warnings: readonly string[];
  /** The form to correct the draft in, and anything shown above it. */
  children: ReactNode;
}

/**
 * An imported draft, to correct before it is saved: its heading (which takes the focus),
 * a warning when the collection seems to have it already, and what the import guessed.
 */
export function DraftPreview({ name, intro, duplicate, warnings, children }: DraftPreviewProps) {
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <StageHeading eyebrow="Check before saving">{name}</StageHeading>
        <p className="text-sm break-words text-muted-fg">{intro}</p>
      </div>
      {duplicate ? <DuplicateNotice {...duplicate} /> : null}
      {warnings.length > 0 ? (
        <ImportNotice tone="warning" title="Check these">
          <ul className="list-disc space-y-0.5 pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </ImportNotice>
      ) : null}
      {children}
    </div>
  );
}

function DuplicateNotice({ title, name, href, why }: DuplicateOf) {
  return (
    <ImportNotice tone="warning" title={title} data-testid="duplicate-warning">
      <p>
        You already have{' '}
        <Link
          to={href}
          target="_blank"
          rel="noopener"
          className="font-semibold underline underline-offset-2"
        >
          {name}
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>
        {why ?? ''}. Saving adds a second copy.
      </p>
    </ImportNotice>
  );
}
