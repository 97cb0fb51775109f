import {
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  type QuestionCategory,
} from './apartment-model.ts';
import type { AskedQuestion } from './question-scope.ts';

/**
 * How a tour walks through the questions: by category, or by room — where a person stands
 * when they answer. Questions for the agent are one group (asked wherever the agent is);
 * those a person checks are placed in the room where they are checked.
 */

export const TOUR_ROOMS = ['agent', 'kitchen', 'bathroom', 'rooms', 'building', 'outside'] as const;
export type TourRoom = (typeof TOUR_ROOMS)[number];
export const TOUR_ROOM_LABELS: Readonly<Record<TourRoom, string>> = {
  agent: 'Ask the agent',
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  rooms: 'Every room',
  building: 'Building',
  outside: 'Neighbourhood',
};

/** The built-in questions checked somewhere else than every room. */
const CHECKED_IN: Readonly<Record<string, TourRoom>> = {
  'q-appliances-condition': 'kitchen',
  'q-appliances-run': 'kitchen',
  'q-cabinets': 'kitchen',
  'q-water-pressure': 'bathroom',
  'q-hot-water': 'bathroom',
  'q-mould': 'bathroom',
  'q-building-security': 'building',
  'q-hallways': 'building',
  'q-exterior': 'building',
  'q-common-areas': 'building',
  'q-neighbourhood-safety': 'outside',
  'q-street-noise': 'outside',
  'q-walkability': 'outside',
};

const ROOM_OF_CATEGORY: Partial<Record<QuestionCategory, TourRoom>> = {
  building: 'building',
  amenities: 'building',
  location: 'outside',
};

/**
 * The room where a question is answered: the agent's for one to ask; for one to check, the
 * room the bank places it in, or (a custom question) the room its category suggests, else
 * every room.
 */
export function roomOf(question: Pick<AskedQuestion, 'id' | 'how' | 'category'>): TourRoom {
  if (question.how === 'ask') return 'agent';
  return CHECKED_IN[question.id] ?? ROOM_OF_CATEGORY[question.category] ?? 'rooms';
}

export type TourGrouping = 'room' | 'category';

export interface TourGroup {
  /** A room or a category. */
  key: string;
  label: string;
  questions: AskedQuestion[];
}

/**
 * The questions in groups, in the order a tour shows them (rooms as `TOUR_ROOMS`, categories
 * as `QUESTION_CATEGORIES`); within a group, in the order given. Empty groups are left out.
 */
export function tourGroups(questions: readonly AskedQuestion[], by: TourGrouping): TourGroup[] {
  const keys: readonly string[] = by === 'room' ? TOUR_ROOMS : QUESTION_CATEGORIES;
  const labelOf = (key: string) =>
    by === 'room'
      ? TOUR_ROOM_LABELS[key as TourRoom]
      : QUESTION_CATEGORY_LABELS[key as QuestionCategory];
  const keyOf = (question: AskedQuestion) => (by === 'room' ? roomOf(question) : question.category);
  return keys
    .map((key) => ({
      key,
      label: labelOf(key),
      questions: questions.filter((question) => keyOf(question) === key),
    }))
    .filter((group) => group.questions.length > 0);
}
