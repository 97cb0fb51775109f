import { ArrowLeft, ArrowRight, ClipboardList } from 'lucide-react';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '@/kit/load-failed.tsx';
import {
  answerProgress,
  answersOf,
  answersQuestion,
  redFlagged,
  unansweredQuestions,
} from '@/shared/apartment-tour-questions/answers.ts';
import { QUESTION_HOW_LABELS } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { BUILT_IN_QUESTIONS } from '@/shared/apartment-tour-questions/question-bank.ts';
import { questionsFor } from '@/shared/apartment-tour-questions/question-scope.ts';
import { tourGroups, type TourGrouping } from '@/shared/apartment-tour-questions/tour-groups.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { fieldControlClass } from '@/ui/field-styles.ts';
import { Label } from '@/ui/label.tsx';
import { Loading } from '@/ui/loading.tsx';
import { Meter } from '@/ui/meter.tsx';
import { AnswerControls } from '../answers/answer-controls.tsx';
import { ApartmentGate, BackTo, GATE_WORDS } from '../apartment-gate.tsx';
import { hrefFor } from '../apartment-links.ts';
import {
  useAnswers,
  useApartment,
  useFollowUps,
  useQuestions,
  type ApartmentEntry,
} from '../use-apartment-data.ts';
import { TourSummary } from './tour-summary.tsx';
import { useTourMoves } from './use-tour-moves.ts';

/**
 * An apartment's tour, on a phone in hand: one question at a time, by room or by category,
 * with large controls, a quick photo and a red flag; moved through by buttons, swipes and
 * arrow keys. At the end, the open questions the person ticks become follow-ups. Works
 * offline: answers are kept on the device and sent once the signal is back.
 */
export default function TourScreen({ id }: { id: string }) {
  const state = useApartment(id);
  return (
    <ApartmentGate
      state={state}
      words={GATE_WORDS.apartment}
      back={{ view: { kind: 'detail', id }, label: 'Back to the apartment' }}
    >
      {(entry) => <Tour entry={entry} />}
    </ApartmentGate>
  );
}

function Tour({ entry }: { entry: ApartmentEntry }) {
  const [params] = useSearchParams();
  const { id, apartment } = entry;
  const questionState = useQuestions();
  const answerState = useAnswers();
  const followUpState = useFollowUps();
  const [grouping, setGrouping] = useState<TourGrouping>('room');
  /** The question shown, by id, so a change of grouping keeps it; null: the first. */
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const jumpId = useId();
  // On a phone the tour starts at its own heading, the question in view, not under the
  // app's and the tool's headers (clear of the app's bar that stays at the top): once, when
  // the heading first shows, after the page's own move to the top of a new screen.
  const scrolled = useRef(false);
  const headerRef = useCallback((header: HTMLElement | null) => {
    if (!header || scrolled.current) return;
    scrolled.current = true;
    requestAnimationFrame(() => header.scrollIntoView({ block: 'start' }));
  }, []);

  const asked = useMemo(
    () => questionsFor(BUILT_IN_QUESTIONS, questionState.entries, id),
    [questionState.entries, id],
  );
  const groups = useMemo(() => tourGroups(asked, grouping), [asked, grouping]);
  const order = useMemo(() => groups.flatMap((group) => group.questions), [groups]);
  const answerList = useMemo(() => answerState.entries.map((e) => e.answer), [answerState.entries]);
  const mine = useMemo(() => answersOf(answerList, id), [answerList, id]);

  const found = order.findIndex((question) => question.id === currentId);
  const index = found === -1 ? 0 : found;
  const question = order[index];
  const group = groups.find((candidate) => candidate.questions.includes(question!));

  const goTo = (at: number) => {
    if (at >= order.length) {
      setEnded(true);
      return;
    }
    setEnded(false);
    setCurrentId(order[Math.max(at, 0)]?.id ?? null);
  };
  const previous = () => (ended ? goTo(order.length - 1) : goTo(index - 1));
  const next = () => {
    if (!ended) goTo(index + 1);
  };
  const swipe = useTourMoves(previous, next);

  const header = (
    <header ref={headerRef} className="scroll-mt-20 space-y-1">
      <BackTo view={{ kind: 'detail', id }}>Back to the apartment</BackTo>
      <h2 className="text-2xl font-semibold tracking-tight break-words">Tour: {apartment.name}</h2>
    </header>
  );
  const failed =
    questionState.status === 'error'
      ? questionState
      : answerState.status === 'error'
        ? answerState
        : null;
  if (failed) {
    return (
      <div className="space-y-6">
        {header}
        <LoadFailed title="The tour could not be loaded" message={failed.error?.message} />
      </div>
    );
  }
  if (questionState.status === 'loading' || answerState.status === 'loading') {
    return (
      <div className="space-y-6">
        {header}
        <Loading label="Loading the tour" />
      </div>
    );
  }
  if (order.length === 0 || !question) {
    return (
      <div className="space-y-6">
        {header}
        <EmptyState
          icon={<ClipboardList />}
          title="No questions to ask"
          actions={
            <Link
              to={hrefFor({ kind: 'detail', id }, params)}
              className={buttonVariants({ variant: 'outline' })}
            >
              Back to the apartment
            </Link>
          }
        >
          Every question was removed from this apartment. Add one, or ask a removed one again, on
          the apartment’s page.
        </EmptyState>
      </div>
    );
  }

  const progress = answerProgress(asked, answerList, id);
  const answer = mine.get(question.id);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      {header}
      <Meter
        label="Answered"
        value={progress.answered}
        max={progress.total}
        valueText={`${progress.answered} / ${progress.total} answered`}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Group the questions" className="flex gap-1">
          {(['room', 'category'] as const).map((by) => (
            <Button
              key={by}
              variant={grouping === by ? 'secondary' : 'tertiary'}
              aria-pressed={grouping === by}
              onClick={() => setGrouping(by)}
            >
              {by === 'room' ? 'By room' : 'By category'}
            </Button>
          ))}
        </div>
        <div className="min-w-48 flex-1 space-y-1">
          <Label htmlFor={jumpId}>Jump to</Label>
          <select
            id={jumpId}
            className={cn(fieldControlClass, 'h-10')}
            value={ended ? '' : (group?.key ?? '')}
            onChange={(event) => {
              const target = groups.find((candidate) => candidate.key === event.target.value);
              if (target) goTo(order.indexOf(target.questions[0]!));
            }}
          >
            {ended ? <option value="">End of the tour</option> : null}
            {groups.map((candidate) => {
              const done = candidate.questions.filter((q) =>
                answersQuestion(q, mine.get(q.id)),
              ).length;
              return (
                <option key={candidate.key} value={candidate.key}>
                  {`${candidate.label} (${done} / ${candidate.questions.length})`}
                </option>
              );
            })}
          </select>
        </div>
      </div>

      {ended ? (
        <TourSummary
          apartmentId={id}
          progress={progress}
          groups={groups}
          unanswered={unansweredQuestions(order, answerList, id)}
          flagged={redFlagged(order, answerList, id)}
          existing={followUpState.entries}
          followUpsPath={followUpState.status === 'ready' ? followUpState.path : null}
          onBack={() => goTo(order.length - 1)}
        />
      ) : (
        <section
          aria-labelledby="tour-question"
          className="touch-pan-y space-y-5 rounded-2xl border border-border bg-card p-4 shadow-card sm:p-6"
          {...swipe}
        >
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-fg">
            <span>{group?.label}</span>
            <span aria-live="polite" className="tabular-nums">
              Question {index + 1} of {order.length}
            </span>
          </div>
          <div className="space-y-2">
            <h3 id="tour-question" className="text-xl font-semibold break-words sm:text-2xl">
              {question.text}
            </h3>
            <Badge tone="muted">{QUESTION_HOW_LABELS[question.how]}</Badge>
          </div>
          <AnswerControls
            key={question.id}
            apartmentId={id}
            question={question}
            answer={answer}
            path={answerState.path}
            signedIn={answerState.signedIn}
            large
          />
        </section>
      )}

      <nav aria-label="Tour" className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          size="lg"
          className="flex-1 sm:flex-none"
          disabled={!ended && index === 0}
          onClick={previous}
        >
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        {ended ? null : (
          <Button size="lg" className="flex-1 sm:flex-none" onClick={next}>
            {index === order.length - 1 ? 'Finish' : 'Next'}
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </nav>
      <p className="hidden text-center text-sm text-muted-fg md:block">
        Press <kbd className="rounded border border-border px-1.5 font-mono">←</kbd> and{' '}
        <kbd className="rounded border border-border px-1.5 font-mono">→</kbd> to move between
        questions (when not typing). On a phone, swipe.
      </p>
    </div>
  );
}
