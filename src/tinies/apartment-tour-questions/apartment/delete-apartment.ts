import {
  answers,
  apartments,
  costs,
  followUps,
  units,
  type AnswerEntry,
  type CostEntry,
  type FollowUpEntry,
  type UnitEntry,
} from '../use-apartment-data.ts';

/** What else goes with an apartment, and where each kind is kept. */
export interface ApartmentBelongings {
  units: { path: string; entries: readonly UnitEntry[] };
  answers: { path: string; entries: readonly AnswerEntry[] };
  costs: { path: string; entries: readonly CostEntry[] };
  followUps: { path: string; entries: readonly FollowUpEntry[] };
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
  apartments.remove(path, id);
}
