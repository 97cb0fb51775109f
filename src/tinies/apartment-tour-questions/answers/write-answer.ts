import { editedAnswer, type AnswerPatch } from '@/shared/apartment-tour-questions/answer-edit.ts';
import { answerIdOf, type Answer } from '@/shared/apartment-tour-questions/apartment-model.ts';
import type { AskedQuestion } from '@/shared/apartment-tour-questions/question-scope.ts';
import { loadTourSchemas } from '../tour-schemas.ts';
import { answers, nowStamp } from '../use-apartment-data.ts';

/**
 * Writes a change to one answer: a new answer whole, then only the fields that changed; an
 * answer left with nothing in it is deleted. Resolves the schema's message when the change
 * is refused, else null. The schemas load with the first answer a visit writes (or reads),
 * so only that first write waits for them.
 */
export async function writeAnswer(
  path: string,
  apartmentId: string,
  question: Pick<AskedQuestion, 'id' | 'answerType'>,
  current: Answer | undefined,
  patch: AnswerPatch,
): Promise<string | null> {
  const id = answerIdOf(apartmentId, question.id);
  const where = { apartmentId, questionId: question.id, type: question.answerType };
  const next = editedAnswer(current, where, patch, nowStamp());
  if (next === null) {
    if (current) answers.remove(path, id);
    return null;
  }
  const { answerSchema } = await loadTourSchemas();
  const checked = answerSchema.safeParse(next);
  if (!checked.success) return checked.error.issues[0]?.message ?? 'The answer is not valid';
  if (current) {
    answers.edit(path, id, current, next);
  } else {
    answers.save(path, id, next);
  }
  return null;
}
