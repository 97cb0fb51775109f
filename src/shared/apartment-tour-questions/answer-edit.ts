import type { Answer, AnswerType } from './apartment-model.ts';

/** What a person changes in one answer; a field given as undefined is cleared. */
export type AnswerPatch = Partial<
  Pick<Answer, 'yesNo' | 'rating' | 'number' | 'text' | 'redFlag' | 'photoFileId' | 'note'>
>;

const VALUE_FIELDS = ['yesNo', 'rating', 'number', 'text'] as const;
const FIELD_OF: Readonly<Record<AnswerType, (typeof VALUE_FIELDS)[number]>> = {
  'yes-no': 'yesNo',
  rating: 'rating',
  number: 'number',
  text: 'text',
};

/**
 * The answer after a change, for a question answered as `type`: a value of another type
 * (given before the question's type changed) is dropped, a red flag of false, an empty text
 * or note are left out. Null when nothing is left — no value, flag, photo or note — so the
 * document can go.
 */
export function editedAnswer(
  current: Answer | undefined,
  where: { apartmentId: string; questionId: string; type: AnswerType },
  patch: AnswerPatch,
  now: string,
): Answer | null {
  const next: Answer = {
    ...(current ?? { createdAt: now }),
    apartmentId: where.apartmentId,
    questionId: where.questionId,
    type: where.type,
    updatedAt: now,
  } as Answer;
  for (const field of VALUE_FIELDS) {
    if (field !== FIELD_OF[where.type]) delete next[field];
  }
  for (const [key, value] of Object.entries(patch) as [keyof AnswerPatch, unknown][]) {
    if (value === undefined) delete next[key];
    else (next as Record<string, unknown>)[key] = value;
  }
  if (next.redFlag === false) delete next.redFlag;
  if (next.text !== undefined && next.text.trim() === '') delete next.text;
  if (next.note !== undefined && next.note.trim() === '') delete next.note;
  const kept = [...VALUE_FIELDS, 'redFlag', 'photoFileId', 'note'] as const;
  return kept.some((field) => next[field] !== undefined) ? next : null;
}
