import { CheckCircle2, ListPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Progress } from '@/shared/apartment-tour-questions/answers.ts';
import { followUpSchema } from '@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts';
import type { AskedQuestion } from '@/shared/apartment-tour-questions/question-scope.ts';
import { followUpsToMake } from '@/shared/apartment-tour-questions/tour-follow-ups.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { RedFlagList } from '../answers/red-flag-list.tsx';
import { hrefFor } from '../apartment-links.ts';
import { followUps, nowStamp, type FollowUpEntry } from '../use-apartment-data.ts';

/**
 * The tour's end: how far it got, its red flags, and what is still open — which becomes
 * the apartment's follow-ups at a press (once per question, however often it is pressed).
 */
export function TourSummary({
  apartmentId,
  progress,
  unanswered,
  flagged,
  existing,
  followUpsPath,
  onBack,
}: {
  apartmentId: string;
  progress: Progress;
  unanswered: readonly AskedQuestion[];
  flagged: readonly AskedQuestion[];
  existing: readonly FollowUpEntry[];
  followUpsPath: string | null;
  onBack: () => void;
}) {
  const [params] = useSearchParams();
  const [made, setMade] = useState<number | null>(null);
  const toMake = followUpsToMake(
    unanswered,
    existing.map((entry) => entry.followUp),
    apartmentId,
    nowStamp(),
  );

  function make() {
    if (!followUpsPath) return;
    const valid = toMake.filter((followUp) => followUpSchema.safeParse(followUp).success);
    for (const followUp of valid) followUps.save(followUpsPath, followUps.newId(), followUp);
    setMade(valid.length);
  }

  return (
    <section aria-labelledby="tour-end-heading" className="space-y-6">
      <div className="space-y-1">
        <h3 id="tour-end-heading" className="text-2xl font-semibold tracking-tight">
          End of the tour
        </h3>
        <p className="text-lg">
          {progress.answered} / {progress.total} answered
        </p>
      </div>

      <RedFlagList flagged={flagged} className="space-y-2" listClassName="space-y-1" />

      {unanswered.length === 0 ? (
        <p className="flex items-center gap-2 text-lg">
          <CheckCircle2 aria-hidden="true" className="size-5 text-primary" />
          Every question is answered.
        </p>
      ) : (
        <div className="space-y-3">
          <h4 className="font-semibold">Unanswered ({unanswered.length})</h4>
          <Button size="lg" disabled={!followUpsPath || toMake.length === 0} onClick={make}>
            <ListPlus aria-hidden="true" />
            Make these follow-ups
          </Button>
          <p role="status" className="text-sm text-muted-fg">
            {made !== null
              ? `${made} ${made === 1 ? 'follow-up' : 'follow-ups'} made.`
              : toMake.length === 0
                ? 'Each of these is already a follow-up.'
                : toMake.length < unanswered.length
                  ? alreadyText(unanswered.length - toMake.length)
                  : ''}
          </p>
          <ul aria-label="Unanswered" className="list-disc space-y-1 pl-6">
            {unanswered.map((question) => (
              <li key={question.id}>{question.text}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap gap-3">
        <Button variant="outline" size="lg" onClick={onBack}>
          Back to the questions
        </Button>
        <Link
          to={hrefFor({ kind: 'detail', id: apartmentId }, params)}
          className={buttonVariants({ size: 'lg' })}
        >
          Back to the apartment
        </Link>
      </div>
    </section>
  );
}

const alreadyText = (count: number) =>
  count === 1
    ? '1 of these is already a follow-up; the others will be added.'
    : `${count} of these are already follow-ups; the others will be added.`;
