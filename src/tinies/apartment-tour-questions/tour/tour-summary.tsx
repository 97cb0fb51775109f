import { CheckCircle2, ListPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Progress } from '@/shared/apartment-tour-questions/answers.ts';
import type { AskedQuestion } from '@/shared/apartment-tour-questions/question-scope.ts';
import { followUpsToMake } from '@/shared/apartment-tour-questions/tour-follow-ups.ts';
import type { TourGroup } from '@/shared/apartment-tour-questions/tour-groups.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { CheckboxGroup } from '@/ui/checkbox-group.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { RedFlagList } from '../answers/red-flag-list.tsx';
import { hrefFor } from '../apartment-links.ts';
import { loadTourSchemas, SCHEMAS_NOT_LOADED } from '../tour-schemas.ts';
import { followUps, nowStamp, type FollowUpEntry } from '../use-apartment-data.ts';

/** "Make 3 follow-ups"; with none ticked, what the button would do. */
export function makeLabel(count: number): string {
  if (count === 0) return 'Make follow-ups';
  return `Make ${count} ${count === 1 ? 'follow-up' : 'follow-ups'}`;
}

/**
 * The tour's end: how far it got, its red flags, and what is still open — grouped as the
 * tour groups its questions, each to tick, and the ticked ones made the apartment's
 * follow-ups at a press (once per question, however often it is pressed). None is ticked
 * at first: a tour that skipped most of the bank leaves dozens open, and only the person
 * knows which of them still matter.
 */
export function TourSummary({
  apartmentId,
  progress,
  groups,
  unanswered,
  flagged,
  existing,
  followUpsPath,
  onBack,
}: {
  apartmentId: string;
  progress: Progress;
  /** The tour's groups (by room or by category), in its order. */
  groups: readonly TourGroup[];
  unanswered: readonly AskedQuestion[];
  flagged: readonly AskedQuestion[];
  existing: readonly FollowUpEntry[];
  followUpsPath: string | null;
  onBack: () => void;
}) {
  const [params] = useSearchParams();
  const [made, setMade] = useState<number | null>(null);
  /** The ticked questions, by id. */
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const toMake = followUpsToMake(
    unanswered,
    existing.map((entry) => entry.followUp),
    apartmentId,
    nowStamp(),
  );
  const open = new Set(toMake.map((followUp) => followUp.questionId));
  const chosen = toMake.filter((followUp) => ticked.includes(followUp.questionId!));
  const openGroups = unansweredGroups(groups, unanswered);
  const allTicked = toMake.length > 0 && chosen.length === toMake.length;

  /** Set while the follow-ups wait for their schema: a second press must not make them twice. */
  const making = useRef(false);
  const toast = useToast();
  async function make() {
    if (!followUpsPath || making.current) return;
    making.current = true;
    try {
      const { followUpSchema } = await loadTourSchemas();
      const valid = chosen.filter((followUp) => followUpSchema.safeParse(followUp).success);
      for (const followUp of valid) followUps.save(followUpsPath, followUps.newId(), followUp);
      setMade(valid.length);
      setTicked([]);
    } catch {
      toast({
        type: 'error',
        title: 'The follow-ups were not made.',
        description: SCHEMAS_NOT_LOADED,
      });
    } finally {
      making.current = false;
    }
  }

  function tickGroup(group: TourGroup, next: readonly string[]) {
    const inGroup = new Set(group.questions.map((question) => question.id));
    setTicked((prev) => [...prev.filter((id) => !inGroup.has(id)), ...next]);
    setMade(null);
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
          <h4 id="tour-unanswered-heading" className="font-semibold">
            Unanswered ({unanswered.length})
          </h4>
          <p className="text-sm text-muted-fg">
            Tick the ones to follow up after the tour: each becomes a follow-up of this apartment.
          </p>
          <div
            role="group"
            aria-labelledby="tour-unanswered-heading"
            className="space-y-4 rounded-xl border border-border bg-card p-3 sm:p-4"
          >
            {openGroups.map((group) => (
              <CheckboxGroup
                key={group.key}
                aria-label={group.label}
                options={group.questions.map((question) => ({
                  value: question.id,
                  label: open.has(question.id)
                    ? question.text
                    : `${question.text} (already a follow-up)`,
                  disabled: !open.has(question.id),
                }))}
                value={ticked.filter((id) => group.questions.some((q) => q.id === id))}
                onValueChange={(next) => tickGroup(group, next)}
                selectAll
                selectAllLabel={`${group.label} (${group.questions.length})`}
              />
            ))}
          </div>
          {/* In reach at the screen's foot while the list scrolls by, as an editor's Save is. */}
          <div className="sticky bottom-0 z-20 -mx-2 space-y-1 rounded-xl border border-border bg-bg/95 p-2 shadow-md backdrop-blur">
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="outline"
                size="lg"
                disabled={toMake.length === 0}
                onClick={() => {
                  setTicked(allTicked ? [] : toMake.map((followUp) => followUp.questionId!));
                  setMade(null);
                }}
              >
                {allTicked ? 'Select none' : 'Select all'}
              </Button>
              <Button
                size="lg"
                disabled={!followUpsPath || chosen.length === 0}
                onClick={() => void make()}
              >
                <ListPlus aria-hidden="true" />
                {makeLabel(chosen.length)}
              </Button>
            </div>
            <p role="status" className="px-1 text-sm text-muted-fg">
              {made !== null
                ? `${made} ${made === 1 ? 'follow-up' : 'follow-ups'} made.`
                : toMake.length === 0
                  ? 'Each of these is already a follow-up.'
                  : toMake.length < unanswered.length
                    ? alreadyText(unanswered.length - toMake.length)
                    : ''}
            </p>
          </div>
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

/** The tour's groups with only their unanswered questions; groups left empty are left out. */
function unansweredGroups(
  groups: readonly TourGroup[],
  unanswered: readonly AskedQuestion[],
): TourGroup[] {
  const open = new Set(unanswered.map((question) => question.id));
  return groups
    .map((group) => ({ ...group, questions: group.questions.filter((q) => open.has(q.id)) }))
    .filter((group) => group.questions.length > 0);
}

const alreadyText = (count: number) =>
  count === 1 ? '1 of these is already a follow-up.' : `${count} of these are already follow-ups.`;
