import { forgetApartment } from '@/shared/apartment-tour-questions/question-scope.ts';
import {
  answers,
  apartments,
  costs,
  followUps,
  nowStamp,
  questions,
  units,
  type AnswerEntry,
  type CostEntry,
  type FollowUpEntry,
  type QuestionEntry,
  type UnitEntry,
} from '../use-apartment-data.ts';

/** What else goes with an apartment, and where each kind is kept. */
export interface ApartmentBelongings {
  units: { path: string; entries: readonly UnitEntry[] };
  answers: { path: string; entries: readonly AnswerEntry[] };
  costs: { path: string; entries: readonly CostEntry[] };
  followUps: { path: string; entries: readonly FollowUpEntry[] };
  /** Questions that name it in their scope or removals: they forget it. */
  questions: { path: string; entries: readonly QuestionEntry[] };
}

/** The apartment's own units, answers, costs and follow-ups among everyone's. */
export function belongingsOf(apartmentId: string, all: ApartmentBelongings): ApartmentBelongings {
  return {
    units: {
      ...all.units,
      entries: all.units.entries.filter((e) => e.unit.apartmentId === apartmentId),
    },
    answers: {
      ...all.answers,
      entries: all.answers.entries.filter((e) => e.answer.apartmentId === apartmentId),
    },
    costs: {
      ...all.costs,
      entries: all.costs.entries.filter((e) => e.cost.apartmentId === apartmentId),
    },
    followUps: {
      ...all.followUps,
      entries: all.followUps.entries.filter((e) => e.followUp.apartmentId === apartmentId),
    },
    questions: {
      ...all.questions,
      entries: all.questions.entries.filter(
        (e) =>
          e.question.apartmentIds?.includes(apartmentId) ||
          e.question.removedFrom?.includes(apartmentId),
      ),
    },
  };
}

/** Deletes the apartment and everything of it (`mine`: see belongingsOf). */
export function deleteApartment(path: string, id: string, mine: ApartmentBelongings): void {
  for (const { id: unitId } of mine.units.entries) units.remove(mine.units.path, unitId);
  for (const { id: answerId } of mine.answers.entries) answers.remove(mine.answers.path, answerId);
  for (const { id: costId } of mine.costs.entries) costs.remove(mine.costs.path, costId);
  for (const { id: followUpId } of mine.followUps.entries) {
    followUps.remove(mine.followUps.path, followUpId);
  }
  const now = nowStamp();
  for (const { id: questionId, question } of mine.questions.entries) {
    const next = forgetApartment(question, id, now);
    if (next) questions.edit(mine.questions.path, questionId, question, next);
  }
  apartments.remove(path, id);
}
