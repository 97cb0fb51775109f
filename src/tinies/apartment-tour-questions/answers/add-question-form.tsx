import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EditorProblem } from '@/kit/editor/editor-actions.tsx';
import {
  ANSWER_TYPE_LABELS,
  ANSWER_TYPES,
  APARTMENT_LIMITS,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  QUESTION_HOW,
  QUESTION_HOW_LABELS,
  type AnswerType,
  type Question,
  type QuestionCategory,
  type QuestionHow,
} from '@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { fieldControlClass } from '@/ui/field-styles.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';

/**
 * A custom question for one apartment: its text, category, how it is answered (ask or
 * check) and its answer type. `onSubmit` answers the schema's message when it is refused.
 */
export function AddQuestionForm({
  apartmentId,
  onSubmit,
  onCancel,
}: {
  apartmentId: string;
  onSubmit: (question: Question) => string | null;
  onCancel: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  const [text, setText] = useState('');
  const [category, setCategory] = useState<QuestionCategory>('condition');
  const [how, setHow] = useState<QuestionHow>('check');
  const [answerType, setAnswerType] = useState<AnswerType>('yes-no');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const now = new Date().toISOString();
    const refused = onSubmit({
      text: text.trim(),
      category,
      how,
      answerType,
      scope: 'some',
      apartmentIds: [apartmentId],
      createdAt: now,
      updatedAt: now,
    });
    setProblem(refused);
  }

  const select = cn(fieldControlClass, 'h-10');
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="New question"
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-border bg-card p-4 shadow-card"
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-text`}>Question</Label>
        <Input
          id={`${id}-text`}
          value={text}
          maxLength={APARTMENT_LIMITS.text}
          aria-invalid={problem !== null && text.trim() === '' ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <select
            id={`${id}-category`}
            className={select}
            value={category}
            onChange={(event) => setCategory(event.target.value as QuestionCategory)}
          >
            {QUESTION_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {QUESTION_CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-how`}>How</Label>
          <select
            id={`${id}-how`}
            className={select}
            value={how}
            onChange={(event) => setHow(event.target.value as QuestionHow)}
          >
            {QUESTION_HOW.map((value) => (
              <option key={value} value={value}>
                {QUESTION_HOW_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-type`}>Answer type</Label>
          <select
            id={`${id}-type`}
            className={select}
            value={answerType}
            onChange={(event) => setAnswerType(event.target.value as AnswerType)}
          >
            {ANSWER_TYPES.map((value) => (
              <option key={value} value={value}>
                {ANSWER_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <EditorProblem>{problem}</EditorProblem>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Add question</Button>
      </div>
    </form>
  );
}
