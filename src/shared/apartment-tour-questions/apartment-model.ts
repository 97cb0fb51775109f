/**
 * Apartment Tour Questions' words, limits and ids, without the schemas: what a screen needs
 * to show apartments, questions and answers. The schemas that check documents are in
 * `apartment-tour-questions-schema.ts`, which builds them with zod when it loads.
 *
 * NOTE: nothing here may import zod or a module that does, even one constant's worth: the
 * screens a person opens first import this module, and zod's set-up with every schema's
 * construction is a long task on a phone. The documents' types come from the schemas and
 * are re-exported type-only, which the build erases.
 *
 * Each thing a person changes on its own is its own document, so two devices touring at
 * once never overwrite each other: an apartment, each of its units, each cost, each answer
 * (id `{apartmentId}~{questionId}`, see `answerIdOf`), each follow-up, each custom question
 * (or a change to a built-in one, same id as the built-in), and the person's settings.
 *
 * Money is in the person's one currency (the settings), in major units (1250.5 is
 * 1,250.50). Areas are in the settings' area unit. Days are calendar days (`YYYY-MM-DD`);
 * a tour's time is local wall-clock time (`YYYY-MM-DDTHH:mm`, no zone); instants are ISO
 * 8601 with an offset.
 */
export type {
  Answer,
  Apartment,
  ApartmentSettings,
  Cost,
  Dealbreaker,
  FollowUp,
  Link,
  Question,
  Unit,
} from './apartment-tour-questions-schema.ts';

export const APARTMENT_TOUR_TINY = 'apartment-tour-questions';

export const APARTMENTS_COLLECTION = 'apartments';
export const UNITS_COLLECTION = 'units';
export const QUESTIONS_COLLECTION = 'questions';
export const ANSWERS_COLLECTION = 'answers';
export const COSTS_COLLECTION = 'costs';
export const FOLLOW_UPS_COLLECTION = 'followUps';
export const SETTINGS_COLLECTION = 'settings';
/** The settings collection holds one document, with this id. */
export const SETTINGS_ID = 'preferences';

export const APARTMENT_LIMITS = {
  name: 200,
  text: 500,
  answer: 2_000,
  notes: 20_000,
  url: 2_000,
  links: 20,
  amenities: 60,
  /** Money in major units. */
  money: 1_000_000_000,
  area: 1_000_000,
  rooms: 50,
  leaseMonths: 60,
  /** Apartments a custom question is limited to. */
  scope: 500,
  dealbreakers: 100,
} as const;

/** Where a person is with an apartment, in order, then the way out. */
export const APARTMENT_STATUSES = ['to-tour', 'toured', 'applied', 'signed', 'passed'] as const;
export type ApartmentStatus = (typeof APARTMENT_STATUSES)[number];
export const APARTMENT_STATUS_LABELS: Readonly<Record<ApartmentStatus, string>> = {
  'to-tour': 'To tour',
  toured: 'Toured',
  applied: 'Applied',
  signed: 'Signed',
  passed: 'Passed',
};

export const LAUNDRY = ['in-unit', 'in-building', 'none'] as const;
export const LAUNDRY_LABELS: Readonly<Record<(typeof LAUNDRY)[number], string>> = {
  'in-unit': 'In the unit',
  'in-building': 'In the building',
  none: 'None',
};
export const PARKING = ['garage', 'assigned', 'street', 'none'] as const;
export const PARKING_LABELS: Readonly<Record<(typeof PARKING)[number], string>> = {
  garage: 'Garage',
  assigned: 'Assigned spot',
  street: 'Street',
  none: 'None',
};
export const PETS = ['allowed', 'cats', 'dogs', 'none'] as const;
export const PETS_LABELS: Readonly<Record<(typeof PETS)[number], string>> = {
  allowed: 'Cats and dogs',
  cats: 'Cats only',
  dogs: 'Dogs only',
  none: 'No pets',
};

/** The question bank's categories, in the order a tour shows them. The original's 8 first. */
export const QUESTION_CATEGORIES = [
  'pricing',
  'building',
  'amenities',
  'condition',
  'utilities',
  'management',
  'policies',
  'location',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
export const QUESTION_CATEGORY_LABELS: Readonly<Record<QuestionCategory, string>> = {
  pricing: 'Pricing & Lease Terms',
  building: 'Building & Security',
  amenities: 'Amenities & Services',
  condition: 'Apartment Condition',
  utilities: 'Utilities & Services',
  management: 'Management & Maintenance',
  policies: 'Policies & Rules',
  location: 'Location & Transportation',
};

/** How a question is answered: by asking the agent, or by checking it yourself on the tour. */
export const QUESTION_HOW = ['ask', 'check'] as const;
export type QuestionHow = (typeof QUESTION_HOW)[number];
export const QUESTION_HOW_LABELS: Readonly<Record<QuestionHow, string>> = {
  ask: 'Ask the agent',
  check: 'Check it yourself',
};

export const ANSWER_TYPES = ['yes-no', 'rating', 'number', 'text'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];
export const ANSWER_TYPE_LABELS: Readonly<Record<AnswerType, string>> = {
  'yes-no': 'Yes or no',
  rating: 'Rating 1–5',
  number: 'Number',
  text: 'Text',
};

/**
 * Which answer is the better one, for scoring and for marking best and worst: for a yes/no
 * question `yes` or `no`, for a number `higher` or `lower`. A rating is always better
 * higher; text is not scored.
 */
export const BETTER = ['yes', 'no', 'higher', 'lower'] as const;
export type Better = (typeof BETTER)[number];

export const COST_FREQUENCIES = ['monthly', 'one-time'] as const;
export type CostFrequency = (typeof COST_FREQUENCIES)[number];

export const AREA_UNITS = ['sqft', 'm2'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const AREA_UNIT_LABELS: Readonly<Record<AreaUnit, string>> = { sqft: 'sq ft', m2: 'm²' };

/** The id of an answer's document: one per apartment and question. */
export function answerIdOf(apartmentId: string, questionId: string): string {
  return `${apartmentId}~${questionId}`;
}
