import { defineCollection, type CollectionState, type EntryState } from '@/kit/use-collection.ts';
import {
  ANSWERS_COLLECTION,
  APARTMENT_TOUR_TINY,
  APARTMENTS_COLLECTION,
  COSTS_COLLECTION,
  FOLLOW_UPS_COLLECTION,
  QUESTIONS_COLLECTION,
  SETTINGS_COLLECTION,
  SETTINGS_ID,
  UNITS_COLLECTION,
  type Answer,
  type Apartment,
  type ApartmentSettings,
  type Cost,
  type FollowUp,
  type Question,
  type Unit,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import { loadTourSchemas } from './tour-schemas.ts';

/**
 * The tool's collections, live: on the person's account when signed in, on this device for
 * a visitor. Each screen takes what it needs; a collection is read once however many
 * screens use it. The schemas that check the documents load with the first document to
 * check (tour-schemas.ts).
 */

export interface ApartmentEntry {
  id: string;
  apartment: Apartment;
}
export interface UnitEntry {
  id: string;
  unit: Unit;
}
export interface QuestionEntry {
  id: string;
  question: Question;
}
export interface AnswerEntry {
  id: string;
  answer: Answer;
}
export interface CostEntry {
  id: string;
  cost: Cost;
}
export interface FollowUpEntry {
  id: string;
  followUp: FollowUp;
}
export interface SettingsEntry {
  id: string;
  settings: ApartmentSettings;
}

export const apartments = defineCollection<Apartment, ApartmentEntry>({
  tool: APARTMENT_TOUR_TINY,
  collection: APARTMENTS_COLLECTION,
  schema: () => loadTourSchemas().then((schemas) => schemas.apartmentSchema),
  entry: (id, apartment) => ({ id, apartment }),
});
export const units = defineCollection<Unit, UnitEntry>({
  tool: APARTMENT_TOUR_TINY,
  collection: UNITS_COLLECTION,
  schema: () => loadTourSchemas().then((schemas) => schemas.unitSchema),
  entry: (id, unit) => ({ id, unit }),
});
export const questions = defineCollection<Question, QuestionEntry>({
  tool: APARTMENT_TOUR_TINY,
  collection: QUESTIONS_COLLECTION,
  schema: () => loadTourSchemas().then((schemas) => schemas.questionSchema),
  entry: (id, question) => ({ id, question }),
});
export const answers = defineCollection<Answer, AnswerEntry>({
  tool: APARTMENT_TOUR_TINY,
  collection: ANSWERS_COLLECTION,
  schema: () => loadTourSchemas().then((schemas) => schemas.answerSchema),
  entry: (id, answer) => ({ id, answer }),
});
export const costs = defineCollection<Cost, CostEntry>({
  tool: APARTMENT_TOUR_TINY,
  collection: COSTS_COLLECTION,
  schema: () => loadTourSchemas().then((schemas) => schemas.costSchema),
  entry: (id, cost) => ({ id, cost }),
});
export const followUps = defineCollection<FollowUp, FollowUpEntry>({
  tool: APARTMENT_TOUR_TINY,
  collection: FOLLOW_UPS_COLLECTION,
  schema: () => loadTourSchemas().then((schemas) => schemas.followUpSchema),
  entry: (id, followUp) => ({ id, followUp }),
});
export const settings = defineCollection<ApartmentSettings, SettingsEntry>({
  tool: APARTMENT_TOUR_TINY,
  collection: SETTINGS_COLLECTION,
  schema: () => loadTourSchemas().then((schemas) => schemas.settingsSchema),
  entry: (id, value) => ({ id, settings: value }),
});

/** Every apartment, oldest first. */
export const useApartments = (): CollectionState<ApartmentEntry> => apartments.useAll();
export const useApartment = (id: string | null): EntryState<ApartmentEntry> =>
  apartments.useEntry(id);
/** Every unit of every apartment, oldest first. */
export const useUnits = (): CollectionState<UnitEntry> => units.useAll();
export const useQuestions = (): CollectionState<QuestionEntry> => questions.useAll();
export const useAnswers = (): CollectionState<AnswerEntry> => answers.useAll();
export const useCosts = (): CollectionState<CostEntry> => costs.useAll();
export const useFollowUps = (): CollectionState<FollowUpEntry> => followUps.useAll();
/** The one settings document (`settings/preferences`), undefined until one is written. */
export const useSettingsEntry = (): EntryState<SettingsEntry> => settings.useEntry(SETTINGS_ID);

/** Now, as stored in `createdAt` and `updatedAt`. */
export const nowStamp = (): string => new Date().toISOString();
