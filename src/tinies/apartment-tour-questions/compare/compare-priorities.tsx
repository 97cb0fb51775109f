import { Plus, Trash2 } from 'lucide-react';
import { memo, useId, useMemo, useRef, useState } from 'react';
import {
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  type AnswerType,
  type Dealbreaker,
  type QuestionCategory,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import type { AskedQuestion } from '@/shared/apartment-tour-questions/question-scope.ts';
import { categoryWeight } from '@/shared/apartment-tour-questions/scoring.ts';
import { Button } from '@/ui/button.tsx';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { Select } from '@/ui/select.tsx';
import { loadTourSchemas, SCHEMAS_NOT_LOADED } from '../tour-schemas.ts';
import type { TourSettings } from '../tour-settings.ts';
import type { CompareColumn } from './compare-model.ts';

type Rule = Dealbreaker['when'];
export const RULE_LABELS: Readonly<Record<Rule, string>> = {
  no: 'Answered no',
  yes: 'Answered yes',
  'red-flag': 'Has a red flag',
  below: 'Below a value',
  above: 'Above a value',
};
/** The rules that fit a question's answer type. */
const RULES_FOR: Readonly<Record<AnswerType, readonly Rule[]>> = {
  'yes-no': ['no', 'yes', 'red-flag'],
  rating: ['below', 'above', 'red-flag'],
  number: ['below', 'above', 'red-flag'],
  text: ['red-flag'],
};

/**
 * What matters to the person: how much each category counts (0 to 5), a monthly budget,
 * and dealbreakers that rule an apartment out. Saved in the tool's settings, only what
 * changed.
 */
export const ComparePriorities = memo(function ComparePriorities({
  settings,
  columns,
  disabled,
}: {
  settings: TourSettings;
  columns: readonly CompareColumn[];
  disabled: boolean;
}) {
  const { stored, save } = settings;
  // NOTE: the fields (a select of every question among them) are made when the panel opens,
  // not with the comparison: most visits never open it, and the comparison opens faster.
  const [open, setOpen] = useState(false);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-2xl border border-border bg-card p-4 shadow-card print:hidden"
    >
      <summary className="cursor-pointer text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        Your priorities
      </summary>
      {open ? (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <fieldset className="space-y-3">
            <legend className="mb-2 font-medium">How much each category counts (0 to 5)</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {QUESTION_CATEGORIES.map((category) => (
                <WeightField
                  key={`${category}:${categoryWeight(stored?.weights, category)}`}
                  category={category}
                  value={categoryWeight(stored?.weights, category)}
                  disabled={disabled}
                  onSave={(weight) =>
                    save?.({ weights: { ...stored?.weights, [category]: weight } })
                  }
                />
              ))}
            </div>
          </fieldset>
          <div className="space-y-6">
            <BudgetField
              key={String(stored?.maxMonthly)}
              value={stored?.maxMonthly}
              disabled={disabled}
              onSave={(maxMonthly) => save?.({ maxMonthly })}
            />
            <Dealbreakers
              rules={stored?.dealbreakers ?? []}
              columns={columns}
              disabled={disabled}
              onSave={(dealbreakers) => save?.({ dealbreakers })}
            />
          </div>
        </div>
      ) : null}
    </details>
  );
});

function WeightField({
  category,
  value,
  disabled,
  onSave,
}: {
  category: QuestionCategory;
  value: number;
  disabled: boolean;
  onSave: (weight: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const parsed = Number(draft);
  const valid = draft.trim() !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= 5;
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{QUESTION_CATEGORY_LABELS[category]}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={5}
        step={1}
        value={draft}
        disabled={disabled}
        aria-invalid={!valid || undefined}
        aria-describedby={valid ? undefined : `${id}-error`}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const next = Number(text);
          if (text.trim() !== '' && Number.isInteger(next) && next >= 0 && next <= 5) {
            if (next !== value) onSave(next);
          }
        }}
      />
      {valid ? null : (
        <p id={`${id}-error`} className="text-xs text-destructive">
          A whole number from 0 to 5
        </p>
      )}
    </div>
  );
}

function BudgetField({
  value,
  disabled,
  onSave,
}: {
  value: number | undefined;
  disabled: boolean;
  onSave: (budget: number | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  const [error, setError] = useState<string | null>(null);
  async function commit() {
    const text = draft.trim();
    if (text === '') {
      setError(null);
      if (value !== undefined) onSave(undefined);
      return;
    }
    const schemas = await loadTourSchemas().catch(() => null);
    if (!schemas) {
      setError(SCHEMAS_NOT_LOADED);
      return;
    }
    const checked = schemas.settingsSchema.shape.maxMonthly.safeParse(Number(text));
    if (!checked.success || Number.isNaN(Number(text))) {
      setError(checked.error?.issues[0]?.message ?? 'Budget must be a number');
      return;
    }
    setError(null);
    if (checked.data !== value) onSave(checked.data);
  }
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Most a month may truly cost</Label>
      <p id={`${id}-hint`} className="text-xs text-muted-fg">
        Apartments over it are ruled out. Leave it empty for no budget.
      </p>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        value={draft}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void commit();
        }}
        className="max-w-48"
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Dealbreakers({
  rules,
  columns,
  disabled,
  onSave,
}: {
  rules: readonly Dealbreaker[];
  columns: readonly CompareColumn[];
  disabled: boolean;
  onSave: (rules: Dealbreaker[]) => void;
}) {
  const questions = useMemo(() => {
    const byId = new Map<string, AskedQuestion>();
    for (const column of columns) {
      for (const question of column.asked) byId.set(question.id, question);
    }
    return byId;
  }, [columns]);
  return (
    <section aria-labelledby="dealbreakers-heading" className="space-y-3">
      <h4 id="dealbreakers-heading" className="font-medium">
        Dealbreakers
      </h4>
      {rules.length === 0 ? (
        <p className="text-sm text-muted-fg">
          None yet. A dealbreaker rules out any apartment whose answer breaks it.
        </p>
      ) : (
        <ul className="space-y-2">
          {rules.map((rule, index) => {
            const text = questions.get(rule.questionId)?.text ?? 'A question no longer asked';
            const said = `${text} — ${RULE_LABELS[rule.when]}${rule.value === undefined ? '' : ` ${rule.value}`}`;
            return (
              <li
                key={`${rule.questionId}:${rule.when}:${index}`}
                className="flex items-start justify-between gap-2 rounded-lg border border-border p-2 text-sm"
              >
                <span className="min-w-0 break-words">{said}</span>
                <Button
                  variant="tertiary"
                  size="sm"
                  disabled={disabled}
                  aria-label={`Remove dealbreaker: ${said}`}
                  onClick={() => onSave(rules.filter((_, other) => other !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <AddDealbreaker
        questions={questions}
        disabled={disabled}
        onAdd={(rule) => onSave([...rules, rule])}
      />
    </section>
  );
}

function AddDealbreaker({
  questions,
  disabled,
  onAdd,
}: {
  questions: ReadonlyMap<string, AskedQuestion>;
  disabled: boolean;
  onAdd: (rule: Dealbreaker) => void;
}) {
  const id = useId();
  const [questionId, setQuestionId] = useState<string | null>(null);
  const [when, setWhen] = useState<Rule | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const question = questionId ? questions.get(questionId) : undefined;
  const rules = question ? RULES_FOR[question.answerType] : [];
  const needsValue = when === 'below' || when === 'above';
  const questionOptions = useMemo(
    () => [...questions.values()].map((q) => ({ value: q.id, label: q.text })),
    [questions],
  );

  /** Set while the rule waits for its schema: a second press must not add it twice. */
  const adding = useRef(false);
  async function add() {
    if (!questionId || !when) {
      setError('Choose a question and a rule');
      return;
    }
    if (adding.current) return;
    adding.current = true;
    const schemas = await loadTourSchemas()
      .catch(() => null)
      .finally(() => (adding.current = false));
    if (!schemas) {
      setError(SCHEMAS_NOT_LOADED);
      return;
    }
    const checked = schemas.dealbreakerSchema.safeParse({
      questionId,
      when,
      ...(needsValue && value.trim() !== '' ? { value: Number(value) } : {}),
    });
    if (!checked.success || (needsValue && Number.isNaN(Number(value)))) {
      setError(needsValue ? 'Give the value to compare with' : 'Choose a question and a rule');
      return;
    }
    setError(null);
    onAdd(checked.data);
    setQuestionId(null);
    setWhen(null);
    setValue('');
  }

  return (
    <div className="space-y-3 rounded-lg border border-dashed border-border p-3">
      <div className="space-y-1">
        <Label id={`${id}-question`}>Question</Label>
        <Select
          searchable
          aria-labelledby={`${id}-question`}
          options={questionOptions}
          value={questionId}
          disabled={disabled}
          placeholder="Choose a question"
          searchPlaceholder="Search questions"
          onValueChange={(next) => {
            setQuestionId(next);
            setWhen(null);
          }}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1 space-y-1">
          <Label id={`${id}-rule`}>Rules it out when</Label>
          <Select
            aria-labelledby={`${id}-rule`}
            options={rules.map((rule) => ({ value: rule, label: RULE_LABELS[rule] }))}
            value={when}
            disabled={disabled || !question}
            placeholder={question ? 'Choose a rule' : 'Choose a question first'}
            onValueChange={(next) => setWhen(next as Rule | null)}
          />
        </div>
        {needsValue ? (
          <div className="w-32 space-y-1">
            <Label htmlFor={`${id}-value`}>Value</Label>
            <Input
              id={`${id}-value`}
              type="number"
              inputMode="decimal"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </div>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button variant="outline" disabled={disabled} onClick={() => void add()}>
        <Plus aria-hidden="true" />
        Add dealbreaker
      </Button>
    </div>
  );
}
