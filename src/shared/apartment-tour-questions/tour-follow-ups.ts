import type { FollowUp } from './apartment-model.ts';
import type { AskedQuestion } from './question-scope.ts';

/**
 * The follow-ups to make of a tour's unanswered questions: one per question, with the
 * question's text, except for questions the apartment already has a follow-up for (done or
 * not), so making them twice adds nothing.
 */
export function followUpsToMake(
  unanswered: readonly Pick<AskedQuestion, 'id' | 'text'>[],
  existing: readonly FollowUp[],
  apartmentId: string,
  now: string,
): FollowUp[] {
  const have = new Set(
    existing
      .filter((followUp) => followUp.apartmentId === apartmentId && followUp.questionId)
      .map((followUp) => followUp.questionId),
  );
  return unanswered
    .filter((question) => !have.has(question.id))
    .map((question) => ({
      apartmentId,
      text: question.text,
      questionId: question.id,
      done: false,
      createdAt: now,
      updatedAt: now,
    }));
}
