import { ChevronDown, Footprints, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DraftOffer } from '@/kit/editor/draft-offer.tsx';
import { LoadFailed } from '@/kit/load-failed.tsx';
import {
  answerProgress,
  answersOf,
  answersQuestion,
  redFlagged,
} from '@/shared/apartment-tour-questions/answers.ts';
import {
  QUESTION_HOW_LABELS,
  type Answer,
  type Question,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import { BUILT_IN_QUESTIONS } from '@/shared/apartment-tour-questions/question-bank.ts';
import {
  allQuestions,
  askAgain,
  questionsFor,
  removeEverywhere,
  removeFromApartment,
  type AskedQuestion,
} from '@/shared/apartment-tour-questions/question-scope.ts';
import { tourGroups, type TourGroup } from '@/shared/apartment-tour-questions/tour-groups.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { Loading } from '@/ui/loading.tsx';
import { Meter } from '@/ui/meter.tsx';
import { hrefFor } from '../apartment-links.ts';
import { AnswerControls } from './answer-controls.tsx';
import { RedFlagList } from './red-flag-list.tsx';
import { RemoveQuestionDialog, type RemoveChoice } from './remove-question-dialog.tsx';
import { NEW_TARGET, useInPlaceDraft, type RawValues } from '../form-drafts.ts';
import type { ApartmentChoice } from '../questions/question-form-model.ts';
import { QuestionForm } from '../questions/question-form.tsx';
import { SCHEMAS_NOT_LOADED } from '../tour-schemas.ts';
import {
  nowStamp,
  questions,
  useAnswers,
  useApartments,
  useQuestions,
  type ApartmentEntry,
} from '../use-apartment-data.ts';
import { writeQuestion } from './write-question.ts';

/**
 * The apartment's questions by category, each answered in place; its progress, its red
 * flags and the way into the tour. Questions are added for this apartment, removed from it
 * (a custom one asked elsewhere too: here only or everywhere, as the person chooses) and
 * asked again.
 */
export function ApartmentQuestionsSection({ entry }: { entry: ApartmentEntry }) {
  const [params] = useSearchParams();
  const { confirm } = useDialogs();
  const questionState = useQuestions();
  const answerState = useAnswers();
  const apartmentState = useApartments();
  const { id, apartment } = entry;
  const choices = useMemo(
    () => apartmentState.entries.map((other) => ({ id: other.id, name: other.apartment.name })),
    [apartmentState.entries],
  );
  const [removing, setRemoving] = useState<AskedQuestion | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const docs = questionState.entries;
  const asked = useMemo(() => questionsFor(BUILT_IN_QUESTIONS, docs, id), [docs, id]);
  const answerList = useMemo(() => answerState.entries.map((e) => e.answer), [answerState.entries]);
  const mine = useMemo(() => answersOf(answerList, id), [answerList, id]);
  const groups = useMemo(() => tourGroups(asked, 'category'), [asked]);
  const removedHere = useMemo(
    () =>
      allQuestions(BUILT_IN_QUESTIONS, docs).filter(({ doc }) => doc && removedFromHere(doc, id)),
    [docs, id],
  );
  const docOf = (questionId: string) => docs.find((doc) => doc.id === questionId)?.question;

  const loading = questionState.status === 'loading' || answerState.status === 'loading';
  const failed =
    questionState.status === 'error'
      ? questionState
      : answerState.status === 'error'
        ? answerState
        : null;
  const progress = answerProgress(asked, answerList, id);
  const flags = redFlagged(asked, answerList, id);

  const write = (questionId: string, next: Question) => {
    if (!questionState.path) return;
    void writeQuestion(questionState.path, questionId, docOf(questionId), next).then(
      setProblem,
      () => setProblem(SCHEMAS_NOT_LOADED),
    );
  };

  async function remove(question: AskedQuestion) {
    const doc = docOf(question.id);
    const elsewhere =
      !question.builtIn && (doc?.scope === 'all' || (doc?.apartmentIds?.length ?? 0) > 1);
    if (elsewhere) {
      setRemoving(question);
      return;
    }
    const ok = await confirm({
      title: 'Remove this question?',
      message: `“${question.text}” will no longer be asked of ${apartment.name}. You can ask it here again later; answers already given are kept.`,
      confirmText: 'Remove',
      cancelText: 'Keep it',
      destructive: true,
    });
    if (ok) write(question.id, removeFromApartment(doc, id, nowStamp()));
  }

  function chosen(choice: RemoveChoice | null) {
    const question = removing;
    setRemoving(null);
    if (!question || !choice) return;
    const doc = docOf(question.id);
    write(
      question.id,
      choice === 'here'
        ? removeFromApartment(doc, id, nowStamp())
        : removeEverywhere(doc, nowStamp()),
    );
  }

  return (
    <section aria-labelledby="questions-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="questions-heading" className="text-xl font-semibold tracking-tight">
          Questions
        </h3>
        <Link to={hrefFor({ kind: 'tour', id }, params)} className={buttonVariants({ size: 'lg' })}>
          <Footprints aria-hidden="true" />
          Start tour
        </Link>
      </div>
      {failed ? (
        <LoadFailed title="Your questions could not be loaded" message={failed.error?.message} />
      ) : loading ? (
        <Loading label="Loading the questions" />
      ) : (
        <>
          <Meter
            label="Answered"
            value={progress.answered}
            max={Math.max(progress.total, 1)}
            valueText={`${progress.answered} / ${progress.total} answered`}
          />
          <RedFlagList
            flagged={flags}
            className="space-y-1 rounded-xl border border-destructive p-3"
            listClassName="text-sm"
          />
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          {groups.length === 0 ? (
            <p className="text-muted-fg">
              No questions are asked of this apartment. Add one below, or ask a removed one again.
            </p>
          ) : (
            <div className="space-y-3">
              {groups.map((group) => (
                <CategoryGroup
                  key={group.key}
                  group={group}
                  apartmentId={id}
                  answers={mine}
                  path={answerState.path}
                  signedIn={answerState.signedIn}
                  onRemove={(question) => void remove(question)}
                />
              ))}
            </div>
          )}
          <AddQuestionHere
            // NOTE: a new place (another account) reads its own draft.
            key={questionState.path ?? ''}
            apartmentId={id}
            choices={choices}
            path={questionState.path}
            onProblem={setProblem}
          />
          {removedHere.length > 0 ? (
            <div className="space-y-2">
              <h4 className="font-semibold">Removed from this apartment</h4>
              <ul aria-label="Removed from this apartment" className="space-y-2">
                {removedHere.map(({ asked: question, doc }) => (
                  <li key={question.id} className="flex flex-wrap items-center gap-3">
                    <span className="min-w-0 flex-1 break-words">{question.text}</span>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Ask again: ${question.text}`}
                      onClick={() => write(question.id, askAgain(doc!, id, nowStamp()))}
                    >
                      <RotateCcw aria-hidden="true" />
                      Ask again
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      <RemoveQuestionDialog
        open={removing !== null}
        question={removing?.text ?? ''}
        apartmentName={apartment.name}
        onChoose={chosen}
      />
    </section>
  );
}

/**
 * "Add a question for this apartment" and its form, in place. A form left half-written (the
 * page left without Save or Cancel) is kept on this device and offered back here.
 */
function AddQuestionHere({
  apartmentId,
  choices,
  path,
  onProblem,
}: {
  apartmentId: string;
  choices: readonly ApartmentChoice[];
  path: string | null;
  onProblem: (problem: string | null) => void;
}) {
  const [adding, setAdding] = useState<{ from?: RawValues } | null>(null);
  const draft = useInPlaceDraft({
    key: path && `${path}/for-${apartmentId}`,
    noun: 'question',
    onRestore: ({ raw }) => setAdding({ from: raw }),
  });
  const { track } = draft;
  const trackForm = useCallback((raw: RawValues | null) => track(NEW_TARGET, raw), [track]);
  const close = () => {
    draft.clear();
    setAdding(null);
  };

  return (
    <>
      {draft.offer ? <DraftOffer {...draft.offer} /> : null}
      {adding ? (
        <QuestionForm
          apartments={choices}
          defaults={{
            answerType: 'yes-no',
            category: 'condition',
            how: 'check',
            apartmentIds: [apartmentId],
          }}
          draft={adding.from}
          onDraftChange={trackForm}
          onCancel={close}
          onSubmit={(question) => {
            if (!path) return;
            void writeQuestion(path, questions.newId(), undefined, question).then(
              (refused) => (refused === null ? close() : onProblem(refused)),
              () => onProblem(SCHEMAS_NOT_LOADED),
            );
          }}
        />
      ) : (
        <Button variant="outline" disabled={!path} onClick={() => setAdding({})}>
          <Plus aria-hidden="true" />
          Add a question for this apartment
        </Button>
      )}
    </>
  );
}

/** Whether the question was taken off this apartment (and can be asked here again). */
function removedFromHere(doc: Question, apartmentId: string): boolean {
  if (doc.removedFrom?.includes(apartmentId)) return true;
  // A custom question for this apartment alone, removed here: removed everywhere, naming it.
  return (
    !doc.builtIn &&
    doc.scope === 'some' &&
    doc.removed === true &&
    (doc.apartmentIds ?? []).length === 1 &&
    doc.apartmentIds![0] === apartmentId
  );
}

function CategoryGroup({
  group,
  apartmentId,
  answers,
  path,
  signedIn,
  onRemove,
}: {
  group: TourGroup;
  apartmentId: string;
  answers: ReadonlyMap<string, Answer>;
  path: string | null;
  signedIn: boolean;
  onRemove: (question: AskedQuestion) => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const answered = group.questions.filter((q) => answersQuestion(q, answers.get(q.id))).length;
  const flagged = group.questions.filter((q) => answers.get(q.id)?.redFlag).length;
  return (
    <div className="rounded-xl border border-border bg-card">
      <h4>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span className="min-w-0 break-words">{group.label}</span>
          <span className="flex shrink-0 items-center gap-2 text-sm font-normal text-muted-fg">
            {flagged > 0 ? (
              <Badge tone="warning">
                {flagged} {flagged === 1 ? 'red flag' : 'red flags'}
              </Badge>
            ) : null}
            <span className="tabular-nums">
              {answered} / {group.questions.length}
            </span>
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
          </span>
        </button>
      </h4>
      {open ? (
        <ul
          id={listId}
          aria-label={group.label}
          className="divide-y divide-border border-t border-border"
        >
          {group.questions.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              apartmentId={apartmentId}
              answer={answers.get(question.id)}
              path={path}
              signedIn={signedIn}
              onRemove={() => onRemove(question)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function QuestionItem({
  question,
  apartmentId,
  answer,
  path,
  signedIn,
  onRemove,
}: {
  question: AskedQuestion;
  apartmentId: string;
  answer: Answer | undefined;
  path: string | null;
  signedIn: boolean;
  onRemove: () => void;
}) {
  const textId = useId();
  return (
    <li className="p-4">
      <div role="group" aria-labelledby={textId} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p id={textId} className="min-w-0 flex-1 font-medium break-words">
            {question.text}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="muted">{QUESTION_HOW_LABELS[question.how]}</Badge>
            {question.builtIn ? null : <Badge tone="muted">Custom</Badge>}
          </div>
        </div>
        <AnswerControls
          apartmentId={apartmentId}
          question={question}
          answer={answer}
          path={path}
          signedIn={signedIn}
        />
        <Button variant="tertiary" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove from this apartment
        </Button>
      </div>
    </li>
  );
}
