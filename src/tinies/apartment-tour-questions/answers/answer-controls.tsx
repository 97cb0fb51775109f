import { Flag, X } from 'lucide-react';
import { useId, useState } from 'react';
import { EditorProblem } from '@/kit/editor/editor-actions.tsx';
import type { AnswerPatch } from '@/shared/apartment-tour-questions/answer-edit.ts';
import { isAnswered } from '@/shared/apartment-tour-questions/answers.ts';
import {
  APARTMENT_LIMITS,
  type Answer,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import type { AskedQuestion } from '@/shared/apartment-tour-questions/question-scope.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { SCHEMAS_NOT_LOADED } from '../tour-schemas.ts';
import { AnswerPhoto } from './answer-photo.tsx';
import { writeAnswer } from './write-answer.ts';

export interface AnswerControlsProps {
  apartmentId: string;
  question: AskedQuestion;
  /** The stored answer, if any (of any type: one of another type is replaced). */
  answer: Answer | undefined;
  /** The answers collection's path; null until known (the controls are off). */
  path: string | null;
  /** Photos need an account. */
  signedIn: boolean;
  /** The tour's size: large controls, and the camera first for photos. */
  large?: boolean;
}

/**
 * One answer of one question for one apartment, edited by its type — yes or no, a rating
 * from 1 to 5, a number or text — with a red flag, a photo and a note. Each change is
 * written at once (text and numbers when the field is left); clearing the value keeps the
 * flag, photo and note.
 */
export function AnswerControls({
  apartmentId,
  question,
  answer,
  path,
  signedIn,
  large = false,
}: AnswerControlsProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const current = answer?.type === question.answerType ? answer : undefined;
  const answered = isAnswered(current);
  const write = (patch: AnswerPatch) => {
    if (!path) return;
    void writeAnswer(path, apartmentId, question, answer, patch).then(setProblem, () =>
      setProblem(SCHEMAS_NOT_LOADED),
    );
  };
  const clearValue = () => {
    setProblem(null);
    write({ yesNo: undefined, rating: undefined, number: undefined, text: undefined });
  };

  return (
    <div className={cn('space-y-3', large && 'space-y-5')}>
      {question.answerType === 'yes-no' ? (
        <YesNo
          value={current?.yesNo}
          large={large}
          disabled={!path}
          onChange={(yesNo) => write({ yesNo })}
        />
      ) : question.answerType === 'rating' ? (
        <Rating
          value={current?.rating}
          large={large}
          disabled={!path}
          onChange={(rating) => write({ rating })}
        />
      ) : question.answerType === 'number' ? (
        <NumberAnswer
          value={current?.number}
          large={large}
          disabled={!path}
          onChange={(number) => write({ number })}
          onProblem={setProblem}
        />
      ) : (
        <TextAnswer
          value={current?.text}
          large={large}
          disabled={!path}
          onChange={(text) => write({ text })}
        />
      )}
      <EditorProblem>{problem}</EditorProblem>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={answer?.redFlag ? 'destructive' : 'outline'}
          size={large ? 'lg' : 'md'}
          aria-pressed={answer?.redFlag === true}
          disabled={!path}
          onClick={() => write({ redFlag: !answer?.redFlag })}
        >
          <Flag aria-hidden="true" />
          Red flag
        </Button>
        {answered ? (
          <Button
            variant="tertiary"
            size={large ? 'lg' : 'md'}
            disabled={!path}
            onClick={clearValue}
          >
            <X aria-hidden="true" />
            Clear answer
          </Button>
        ) : null}
      </div>
      {path ? (
        <AnswerPhoto
          path={path}
          apartmentId={apartmentId}
          question={question}
          answer={answer}
          signedIn={signedIn}
          camera={large}
          onPhoto={(photoFileId) => write({ photoFileId })}
        />
      ) : null}
      <NoteField value={answer?.note} disabled={!path} onChange={(note) => write({ note })} />
    </div>
  );
}

function YesNo({
  value,
  large,
  disabled,
  onChange,
}: {
  value: boolean | undefined;
  large: boolean;
  disabled: boolean;
  onChange: (value: boolean | undefined) => void;
}) {
  const choice = (answer: boolean, label: string) => (
    <Button
      variant={value === answer ? 'primary' : 'outline'}
      aria-pressed={value === answer}
      disabled={disabled}
      className={cn('flex-1', large ? 'h-16 text-lg' : 'h-12 text-base')}
      onClick={() => onChange(value === answer ? undefined : answer)}
    >
      {label}
    </Button>
  );
  return (
    <div role="group" aria-label="Answer" className="flex max-w-md gap-3">
      {choice(true, 'Yes')}
      {choice(false, 'No')}
    </div>
  );
}

function Rating({
  value,
  large,
  disabled,
  onChange,
}: {
  value: number | undefined;
  large: boolean;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">Rating, from 1 (poor) to 5 (great)</legend>
      <div className="flex max-w-md gap-2">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label
            key={rating}
            className={cn(
              'flex flex-1 cursor-pointer items-center justify-center rounded-lg border border-border bg-card font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-primary-fg has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              large ? 'h-16 text-xl' : 'h-12 text-base',
            )}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              disabled={disabled}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            {rating}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A field written when left (or on Enter), showing the stored value while not being typed in. */
function useDraft(stored: string) {
  const [draft, setDraft] = useState<string | null>(null);
  // NOTE: while the person types, their draft wins; once it is written (or left unchanged)
  // the stored value shows again, with any change from another device.
  return { text: draft ?? stored, setDraft, typing: draft !== null, done: () => setDraft(null) };
}

/** A text draft written once it is left (blur, or Enter where given), and only if it changed. */
function useTextDraft(value: string | undefined, onChange: (value: string | undefined) => void) {
  const draft = useDraft(value ?? '');
  const commit = () => {
    if (!draft.typing) return;
    draft.done();
    if (draft.text !== (value ?? '')) onChange(draft.text);
  };
  return { text: draft.text, setDraft: draft.setDraft, commit };
}

function NumberAnswer({
  value,
  large,
  disabled,
  onChange,
  onProblem,
}: {
  value: number | undefined;
  large: boolean;
  disabled: boolean;
  onChange: (value: number | undefined) => void;
  onProblem: (problem: string | null) => void;
}) {
  const id = useId();
  const stored = value === undefined ? '' : String(value);
  const draft = useDraft(stored);
  const commit = () => {
    if (!draft.typing) return;
    const text = draft.text.trim();
    const number = text === '' ? undefined : Number(text);
    if (number !== undefined && !Number.isFinite(number)) {
      onProblem('Answer must be a number');
      return;
    }
    draft.done();
    if (number !== value) onChange(number);
  };
  return (
    <div className="max-w-xs space-y-1">
      <Label htmlFor={id}>Answer (a number)</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        value={draft.text}
        disabled={disabled}
        className={large ? 'h-14 text-xl' : undefined}
        onChange={(event) => draft.setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

function TextAnswer({
  value,
  large,
  disabled,
  onChange,
}: {
  value: string | undefined;
  large: boolean;
  disabled: boolean;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  const draft = useTextDraft(value, onChange);
  return (
    <div className="max-w-prose space-y-1">
      <Label htmlFor={id}>Answer</Label>
      <Textarea
        id={id}
        value={draft.text}
        maxLength={APARTMENT_LIMITS.answer}
        disabled={disabled}
        className={large ? 'min-h-32 text-lg' : undefined}
        onChange={(event) => draft.setDraft(event.target.value)}
        onBlur={draft.commit}
      />
    </div>
  );
}

function NoteField({
  value,
  disabled,
  onChange,
}: {
  value: string | undefined;
  disabled: boolean;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  const draft = useTextDraft(value, onChange);
  return (
    <div className="max-w-prose space-y-1">
      <Label htmlFor={id}>Note</Label>
      <Input
        id={id}
        value={draft.text}
        maxLength={APARTMENT_LIMITS.answer}
        disabled={disabled}
        onChange={(event) => draft.setDraft(event.target.value)}
        onBlur={draft.commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') draft.commit();
        }}
      />
    </div>
  );
}
