import {
  ANSWER_TYPE_LABELS,
  ANSWER_TYPES,
  APARTMENT_LIMITS,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  QUESTION_HOW,
  QUESTION_HOW_LABELS,
  type AnswerType,
  type Better,
  type Question,
  type QuestionCategory,
  type QuestionHow,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import {
  changeAnswerType,
  fittingBetter,
} from '@/shared/apartment-tour-questions/question-scope.ts';
import type { FieldConfig, RawValue } from '@/ui/form-rules.ts';
import { loadTourSchemas } from '../tour-schemas.ts';

/**
 * A question's form: a custom question's words, category, how it is found out, how it is
 * answered, which answer is better and which apartments it is for; a built-in question's
 * answer type and better answer only (its words are the bank's).
 */

export type QuestionRaw = Record<string, RawValue>;

/** An apartment a custom question may be asked of. */
export interface ApartmentChoice {
  id: string;
  name: string;
}

const BETTER_CHOICES: Readonly<Record<AnswerType, readonly { value: Better; label: string }[]>> = {
  'yes-no': [
    { value: 'yes', label: 'Yes is better' },
    { value: 'no', label: 'No is better' },
  ],
  number: [
    { value: 'higher', label: 'Higher is better' },
    { value: 'lower', label: 'Lower is better' },
  ],
  rating: [],
  text: [],
};

const NEITHER = 'neither';

const str = (value: RawValue | undefined) => (typeof value === 'string' ? value.trim() : '');
const isAnswerType = (value: string): value is AnswerType =>
  (ANSWER_TYPES as readonly string[]).includes(value);

/**
 * The form's fields for what is typed so far: "better" only for an answer type where one
 * answer is better, the apartments only for a question for some of them.
 */
export function questionFields(
  raw: QuestionRaw,
  builtIn: boolean,
  apartments: readonly ApartmentChoice[],
): FieldConfig[] {
  const answerType = str(raw.answerType);
  const betterChoices = isAnswerType(answerType) ? BETTER_CHOICES[answerType] : [];
  const fields: FieldConfig[] = [];
  if (!builtIn) {
    fields.push(
      {
        type: 'textarea',
        name: 'text',
        label: 'Question',
        required: true,
        rows: 2,
        maxLength: APARTMENT_LIMITS.text,
        placeholder: 'e.g. Is there space for a piano?',
        fullWidth: true,
      },
      {
        type: 'select',
        name: 'category',
        label: 'Category',
        required: true,
        options: QUESTION_CATEGORIES.map((value) => ({
          value,
          label: QUESTION_CATEGORY_LABELS[value],
        })),
      },
      {
        type: 'select',
        name: 'how',
        label: 'How you find out',
        required: true,
        options: QUESTION_HOW.map((value) => ({ value, label: QUESTION_HOW_LABELS[value] })),
      },
    );
  }
  fields.push({
    type: 'select',
    name: 'answerType',
    label: 'Answered with',
    required: true,
    options: ANSWER_TYPES.map((value) => ({ value, label: ANSWER_TYPE_LABELS[value] })),
  });
  if (betterChoices.length > 0) {
    fields.push({
      type: 'select',
      name: 'better',
      label: 'Which answer is better',
      description: 'For the score and the comparison’s best and worst.',
      options: [...betterChoices, { value: NEITHER, label: 'Neither' }],
    });
  }
  if (!builtIn) {
    fields.push({
      type: 'select',
      name: 'scope',
      label: 'Ask it of',
      required: true,
      options: [
        { value: 'all', label: 'Every apartment' },
        { value: 'some', label: 'Some apartments' },
      ],
    });
    if (str(raw.scope) === 'some') {
      fields.push({
        type: 'checkbox-group',
        name: 'apartmentIds',
        label: 'Apartments',
        required: true,
        fullWidth: true,
        options: apartments.map(({ id, name }) => ({ value: id, label: name })),
        validate: (ids) => ids.length > 0 || 'Choose at least one apartment',
      });
    }
  }
  return fields;
}

/** What a new question starts with (a built-in's own answer type and better answer). */
export interface QuestionDefaults {
  answerType: AnswerType;
  better?: Better;
  category?: QuestionCategory;
  how?: QuestionHow;
  /** The apartments it is for; none: every apartment. */
  apartmentIds?: readonly string[];
}

/** The form's values for a question being edited, or for a new one. */
export function questionRaw(
  question: Question | undefined,
  defaults: QuestionDefaults,
): QuestionRaw {
  const answerType = question?.answerType ?? defaults.answerType;
  const better = fittingBetter(answerType, question?.better ?? defaults.better);
  const apartmentIds = question?.apartmentIds ?? defaults.apartmentIds ?? [];
  return {
    text: question?.text ?? '',
    category: question?.category ?? defaults.category ?? '',
    how: question?.how ?? defaults.how ?? 'ask',
    answerType,
    better: better ?? NEITHER,
    scope: question?.scope ?? (apartmentIds.length > 0 ? 'some' : 'all'),
    apartmentIds: [...apartmentIds],
  };
}

/**
 * The question document the form describes: a custom question, or a built-in's change
 * document (`before` its current one, if any). Checked with the shared schema, loaded on
 * the first Save (the form itself shows without it).
 */
export async function questionFrom(
  raw: QuestionRaw,
  kind: { builtIn: true; before: Question | undefined } | { builtIn: false; before?: Question },
  now: string,
): Promise<{ question: Question } | { problem: string }> {
  const answerType = str(raw.answerType);
  if (!isAnswerType(answerType)) return { problem: 'Choose how it is answered' };
  const chosen = str(raw.better);
  const better = fittingBetter(answerType, chosen === NEITHER ? undefined : (chosen as Better));
  let question: Question;
  if (kind.builtIn) {
    question = changeAnswerType(kind.before, answerType, now);
    delete question.better;
  } else {
    const scope = str(raw.scope) === 'some' ? 'some' : 'all';
    question = {
      ...kind.before,
      text: str(raw.text),
      category: str(raw.category) as Question['category'],
      how: str(raw.how) as Question['how'],
      answerType,
      scope,
      createdAt: kind.before?.createdAt ?? now,
      updatedAt: now,
    };
    delete question.better;
    if (scope === 'some') {
      question.apartmentIds = Array.isArray(raw.apartmentIds) ? [...raw.apartmentIds] : [];
    } else delete question.apartmentIds;
  }
  if (better !== undefined) question.better = better;
  const { questionSchema } = await loadTourSchemas();
  const checked = questionSchema.safeParse(question);
  if (checked.success) return { question: checked.data };
  return { problem: checked.error.issues[0]?.message ?? 'This question could not be saved.' };
}
