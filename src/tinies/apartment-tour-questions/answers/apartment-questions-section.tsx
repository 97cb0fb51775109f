import type { ApartmentEntry } from '../use-apartment-data.ts';

/** Stub: the apartment's questions and answers, with its progress and the tour's link. */
export function ApartmentQuestionsSection(_: { entry: ApartmentEntry }) {
  return null;
}
