import { X } from 'lucide-react';
import { Link } from 'react-router';
import {
  BEEN_LEVEL_LABELS,
  BEEN_LEVELS,
  type BeenLevel,
  type Place,
} from '@/shared/travel-tracker/travel-model.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { hrefFor } from '../travel-links.ts';
import { levelFill } from './level-colours.ts';

export interface MapPanelProps {
  id: string;
  name: string;
  /** The place as marked; undefined once unmarked. */
  place: Place | undefined;
  /** Marked by the tap that opened the panel: its undo takes the mark away. */
  justMarked: boolean;
  /** What was unmarked, to put back. */
  removed: Place | undefined;
  onLevel(level: BeenLevel): void;
  onUnmark(): void;
  onRestore(): void;
  onClose(): void;
}

/**
 * Under the map, about the place just tapped: its level to change, undo or unmark, and a
 * link to its page.
 */
export function MapPanel({
  id,
  name,
  place,
  justMarked,
  removed,
  onLevel,
  onUnmark,
  onRestore,
  onClose,
}: MapPanelProps) {
  return (
    <section
      aria-label={name}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-(--shadow-card) print:hidden"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-base font-semibold">{name}</h2>
        <Button
          variant="tertiary"
          size="icon"
          className="-m-2"
          onClick={onClose}
          aria-label="Close"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {place ? (
        <>
          <div
            role="group"
            aria-label={`How much have you been to ${name}?`}
            className="flex flex-wrap gap-2"
          >
            {BEEN_LEVELS.map((level) => (
              <Button
                key={level}
                size="sm"
                variant={place.level === level ? 'primary' : 'outline'}
                aria-pressed={place.level === level}
                onClick={() => onLevel(level)}
              >
                <span
                  aria-hidden="true"
                  className="inline-block size-3 rounded-full border border-fg/30"
                  style={{ background: levelFill(level) }}
                />
                {BEEN_LEVEL_LABELS[level]}
              </Button>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={hrefFor({ kind: 'detail', id })}
              className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }))}
            >
              Open {name}
            </Link>
            <Button variant="outline" size="sm" onClick={onUnmark}>
              {justMarked ? 'Undo' : 'Unmark'}
            </Button>
          </div>
        </>
      ) : removed ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted-fg">Not marked any more.</p>
          <Button variant="outline" size="sm" onClick={onRestore}>
            Undo
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-fg">Not marked.</p>
      )}
    </section>
  );
}
