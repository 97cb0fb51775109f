import { ChevronDown, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { DraftOffer } from '@/kit/editor/draft-offer.tsx';
import { searchWords, wordMatcher } from '@/kit/list/word-match.ts';
import { LoadFailed } from '@/kit/load-failed.tsx';
import {
  ANSWER_TYPE_LABELS,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  QUESTION_HOW_LABELS,
  type Question,
  type QuestionCategory,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import { BUILT_IN_QUESTIONS } from '@/shared/apartment-tour-questions/question-bank.ts';
import {
  allQuestions,
  removedQuestions,
  removeEverywhere,
  restoreEverywhere,
  type QuestionWithDoc,
} from '@/shared/apartment-tour-questions/question-scope.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Loading } from '@/ui/loading.tsx';
import { SearchField } from '@/ui/search-field.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { NEW_TARGET, useInPlaceDraft, type RawValues } from '../form-drafts.ts';
import {
  nowStamp,
  questions,
  useApartments,
  useQuestions,
  type ApartmentEntry,
} from '../use-apartment-data.ts';
import type { ApartmentChoice } from './question-form-model.ts';
import { QuestionForm } from './question-form.tsx';

const matchesText = wordMatcher((item: QuestionWithDoc) => [item.asked.text]);

/** Which form is open: a new question, or the question with this id; `from`: a restored draft. */
type Editing =
  { kind: 'new'; from?: RawValues } | { kind: 'edit'; id: string; from?: RawValues } | null;

/**
 * The question bank: every question a tour asks, by category, each marked "ask the agent"
 * or "check it yourself". The person adds their own (for every apartment or some), changes
 * how any is answered, removes the ones they never ask, and asks them again.
 */
export default function QuestionsScreen() {
  const state = useQuestions();
  const apartmentState = useApartments();
  if (state.status === 'error' || apartmentState.status === 'error') {
    return (
      <LoadFailed
        title="Your questions could not be loaded"
        message={(state.error ?? apartmentState.error)?.message}
      />
    );
  }
  if (state.status !== 'ready' || apartmentState.status !== 'ready') return <Loading />;
  return (
    <QuestionBank
      // NOTE: a new place (another account) reads its own draft.
      key={state.path ?? ''}
      docs={state.entries}
      path={state.path}
      apartmentEntries={apartmentState.entries}
    />
  );
}

function QuestionBank({
  docs,
  path,
  apartmentEntries,
}: {
  docs: readonly { id: string; question: Question }[];
  path: string | null;
  apartmentEntries: readonly ApartmentEntry[];
}) {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [editing, setEditing] = useState<Editing>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const asked = useMemo(() => allQuestions(BUILT_IN_QUESTIONS, docs), [docs]);
  const draft = useInPlaceDraft({
    key: path && `${path}/bank`,
    noun: 'question',
    onRestore: ({ target, raw }) => {
      // Shown whatever the search; a question gone meanwhile comes back as a new one.
      setSearch('');
      setEditing(
        asked.some((item) => item.asked.id === target)
          ? { kind: 'edit', id: target, from: raw }
          : { kind: 'new', from: raw },
      );
    },
  });
  const { track } = draft;
  const target = editing?.kind === 'edit' ? editing.id : NEW_TARGET;
  const trackForm = useCallback((raw: RawValues | null) => track(target, raw), [track, target]);
  const removed = useMemo(() => removedQuestions(BUILT_IN_QUESTIONS, docs), [docs]);
  const choices: ApartmentChoice[] = useMemo(
    () => apartmentEntries.map(({ id, apartment }) => ({ id, name: apartment.name })),
    [apartmentEntries],
  );
  const nameOf = useMemo(() => new Map(choices.map(({ id, name }) => [id, name])), [choices]);
  const shown = useMemo(() => {
    const words = searchWords(deferredSearch);
    return asked.filter((item) => matchesText(item, words));
  }, [asked, deferredSearch]);
  const byCategory = useMemo(() => {
    const groups = new Map<QuestionCategory, QuestionWithDoc[]>();
    for (const item of shown) {
      const list = groups.get(item.asked.category) ?? [];
      list.push(item);
      groups.set(item.asked.category, list);
    }
    return QUESTION_CATEGORIES.filter((category) => groups.has(category)).map(
      (category) => [category, groups.get(category)!] as const,
    );
  }, [shown]);

  /** Closes the form; the focus goes back to the question it was about, or to "Add". */
  const close = (focusId?: string) => {
    draft.clear();
    setEditing(null);
    requestAnimationFrame(() => {
      const root = rootRef.current;
      const target =
        (focusId
          ? root?.querySelector<HTMLElement>(`[data-edit="${CSS.escape(focusId)}"]`)
          : null) ?? root?.querySelector<HTMLElement>('[data-add-question]');
      target?.focus();
    });
  };

  const write = (id: string, next: Question, before: Question | undefined) => {
    if (!path) return;
    if (before) questions.edit(path, id, before, next);
    else questions.save(path, id, next);
  };

  const remove = ({ asked: question, doc }: QuestionWithDoc) => {
    const before = doc;
    const after = removeEverywhere(before, nowStamp());
    write(question.id, after, before);
    toast({
      title: 'Question removed',
      description: `“${question.text}” is no longer asked. Its answers are kept.`,
      action: {
        label: 'Undo',
        onClick: () => {
          // Back to what it was: the fields as before, or no change document at all.
          if (!path) return;
          if (before) write(question.id, { ...before, updatedAt: nowStamp() }, after);
          else questions.remove(path, question.id);
        },
      },
    });
  };

  const restore = ({ asked: question, doc }: QuestionWithDoc) => {
    if (!doc) return;
    write(question.id, restoreEverywhere(doc, nowStamp()), doc);
    toast({ title: 'Question asked again', description: `“${question.text}”` });
  };

  const customCount = asked.filter(({ asked: question }) => !question.builtIn).length;

  return (
    <div ref={rootRef} className="space-y-6">
      <header className="space-y-2">
        <h2 className="text-3xl font-semibold tracking-tight">Questions</h2>
        <p className="max-w-prose text-muted-fg">
          What every tour asks, by category: some to ask the agent, some to check yourself. Add your
          own, change how one is answered, or remove the ones you never ask.
        </p>
        <p className="text-sm text-muted-fg">
          {asked.length.toLocaleString()} questions asked
          {customCount > 0 ? `, ${customCount.toLocaleString()} of them yours` : ''}
          {removed.length > 0 ? ` · ${removed.length.toLocaleString()} removed` : ''}
        </p>
      </header>

      <div className="flex flex-wrap items-center gap-3">
        <SearchField
          label="Search questions"
          placeholder="Search questions"
          value={search}
          onValueChange={setSearch}
          className="min-w-0 flex-1 basis-64"
        />
        {editing?.kind !== 'new' ? (
          <Button data-add-question disabled={!path} onClick={() => setEditing({ kind: 'new' })}>
            <Plus aria-hidden="true" />
            Add a question
          </Button>
        ) : null}
      </div>

      {draft.offer ? <DraftOffer {...draft.offer} /> : null}

      {editing?.kind === 'new' ? (
        <QuestionForm
          apartments={choices}
          draft={editing.from}
          onDraftChange={trackForm}
          onSubmit={(question) => {
            const id = questions.newId();
            write(id, question, undefined);
            close(id);
          }}
          onCancel={() => close()}
        />
      ) : null}

      {byCategory.length === 0 ? (
        <p role="status" className="rounded-xl border border-border bg-card p-4 text-muted-fg">
          No question matches “{search}”.
        </p>
      ) : (
        byCategory.map(([category, items]) => (
          <section key={category} aria-labelledby={`category-${category}`} className="space-y-3">
            <h3
              id={`category-${category}`}
              className="flex items-baseline gap-2 text-xl font-semibold tracking-tight"
            >
              {QUESTION_CATEGORY_LABELS[category]}
              <span className="text-sm font-normal text-muted-fg">{items.length}</span>
            </h3>
            <ul className="divide-y divide-border rounded-2xl border border-border bg-card shadow-card">
              {items.map((item) => (
                <li key={item.asked.id} className="p-3 sm:p-4">
                  {editing?.kind === 'edit' && editing.id === item.asked.id ? (
                    <QuestionForm
                      apartments={choices}
                      defaults={{ answerType: item.asked.answerType, better: item.asked.better }}
                      {...(item.asked.builtIn
                        ? { builtIn: { text: item.asked.text, before: item.doc } }
                        : { initial: item.doc })}
                      draft={editing.from}
                      onDraftChange={trackForm}
                      onSubmit={(question) => {
                        write(item.asked.id, question, item.doc);
                        close(item.asked.id);
                      }}
                      onCancel={() => close(item.asked.id)}
                    />
                  ) : (
                    <QuestionRow
                      item={item}
                      nameOf={nameOf}
                      disabled={!path}
                      onEdit={() => setEditing({ kind: 'edit', id: item.asked.id })}
                      onRemove={() => remove(item)}
                    />
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      {removed.length > 0 ? (
        <details className="group rounded-2xl border border-border bg-card p-4 shadow-card">
          <summary className="flex cursor-pointer items-center gap-2 rounded-md font-medium">
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-open:rotate-180"
            />
            Removed questions ({removed.length.toLocaleString()})
          </summary>
          <ul className="mt-3 divide-y divide-border">
            {removed.map((item) => (
              <li
                key={item.asked.id}
                className="flex flex-wrap items-center justify-between gap-3 py-2"
              >
                <span className="min-w-0 break-words text-muted-fg">{item.asked.text}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!path}
                  aria-label={`Ask again: ${item.asked.text}`}
                  onClick={() => restore(item)}
                >
                  <RotateCcw aria-hidden="true" />
                  Ask again
                </Button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** One question: its words, how it is found out and answered, whose it is, and for where. */
function QuestionRow({
  item: { asked: question, doc },
  nameOf,
  disabled,
  onEdit,
  onRemove,
}: {
  item: QuestionWithDoc;
  nameOf: ReadonlyMap<string, string>;
  disabled: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const forSome =
    !question.builtIn && doc?.scope === 'some'
      ? (doc.apartmentIds ?? []).map((id) => nameOf.get(id)).filter((name) => name !== undefined)
      : null;
  const notAt = (doc?.removedFrom ?? []).filter((id) => nameOf.has(id)).length;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 flex-1 basis-64 space-y-1.5">
        <p className="break-words">{question.text}</p>
        <p className="flex flex-wrap gap-1.5 text-xs">
          <Badge tone={question.how === 'check' ? 'accent' : 'muted'}>
            {QUESTION_HOW_LABELS[question.how]}
          </Badge>
          <Badge>{ANSWER_TYPE_LABELS[question.answerType]}</Badge>
          {question.builtIn ? null : <Badge tone="success">Yours</Badge>}
          {forSome ? (
            <Badge>
              {forSome.length > 0 ? `For ${forSome.join(', ')}` : 'For no apartment now'}
            </Badge>
          ) : null}
          {notAt > 0 ? (
            <Badge tone="warning">
              {`Not asked at ${notAt.toLocaleString()} ${notAt === 1 ? 'apartment' : 'apartments'}`}
            </Badge>
          ) : null}
        </p>
      </div>
      <div className="flex gap-1">
        <Button
          variant="tertiary"
          size="sm"
          data-edit={question.id}
          disabled={disabled}
          aria-label={`Edit: ${question.text}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
          <span className="hidden sm:inline">Edit</span>
        </Button>
        <Button
          variant="tertiary"
          size="sm"
          disabled={disabled}
          aria-label={`Remove: ${question.text}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          <span className="hidden sm:inline">Remove</span>
        </Button>
      </div>
    </div>
  );
}
