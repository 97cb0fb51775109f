import { FileClock } from 'lucide-react';
import { Button } from '@/ui/button.tsx';

export interface DraftOfferProps {
  /** When the draft was last written (ISO). */
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Above an editor: the unsaved draft this device kept, to restore or to discard. */
export function DraftOffer({ savedAt, onRestore, onDiscard }: DraftOfferProps) {
  return (
    <section
      aria-label="Unsaved draft"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 sm:flex-row sm:items-center"
    >
      <FileClock aria-hidden="true" className="size-6 shrink-0 text-muted-fg" />
      <p className="flex-1 text-sm">
        You left this unsaved on {WHEN.format(new Date(savedAt))}. Restore the draft to go on where
        you stopped.
      </p>
      <div className="flex gap-2">
        <Button onClick={onRestore}>Restore draft</Button>
        <Button variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
