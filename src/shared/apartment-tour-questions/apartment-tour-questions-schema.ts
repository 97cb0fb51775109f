import { z } from 'zod';
import '../zod-setup.ts';
import { isCalendarDay } from '../calendar-days.ts';
import type { ToolCollections } from '../tools.ts';
import {
  ANSWER_TYPES,
  ANSWERS_COLLECTION,
  APARTMENT_LIMITS,
  APARTMENT_STATUSES,
  APARTMENTS_COLLECTION,
  AREA_UNITS,
  BETTER,
  COST_FREQUENCIES,
  COSTS_COLLECTION,
  FOLLOW_UPS_COLLECTION,
  LAUNDRY,
  PARKING,
  PETS,
  QUESTION_CATEGORIES,
  QUESTION_HOW,
  QUESTIONS_COLLECTION,
  SETTINGS_COLLECTION,
  UNITS_COLLECTION,
} from './apartment-model.ts';

/**
 * Apartment Tour Questions' documents, at `users/{uid}/apartment-tour-questions/{collection}/{id}`,
 * checked by these schemas in the browser (for the message) and on the server (for the
 * truth). Schemas here are checked, never applied: no transforms or defaults. Which
 * documents there are, the limits and the words are in `apartment-model.ts`.
 *
 * NOTE: this module builds every schema with zod when it loads, a long task on a phone:
 * import it only to check a document (an editor's submit, an import, the server), never
 * for a constant or a type's sake (`import type` is erased, and the model has the rest).
 * It does not re-export the model, so a constant imported from here is a type error.
 */

const requiredText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => text.trim().length > 0, `${label} is required`);
const optionalText = (label: string, max: number) =>
  z.string().max(max, `${label} must be at most ${max} characters`).optional();

/** A calendar day, `YYYY-MM-DD`. */
const calendarDay = (label: string) =>
  z.string().refine((text) => isCalendarDay(text), `${label} must be a date (YYYY-MM-DD)`);

/** A local date and time, `YYYY-MM-DDTHH:mm`, no zone. */
const localDateTime = (label: string) =>
  z
    .string()
    .refine(
      (text) =>
        /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(text) &&
        isCalendarDay(text.slice(0, 10)),
      `${label} must be a date and time`,
    );

const money = (label: string) =>
  z
    .number(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(APARTMENT_LIMITS.money, `${label} is too large`);
const area = (label: string) =>
  z
    .number(`${label} must be a number`)
    .positive(`${label} must be more than 0`)
    .max(APARTMENT_LIMITS.area, `${label} is too large`);
/** Bedrooms or bathrooms, in halves (1.5 baths). */
const rooms = (label: string) =>
  z
    .number(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(APARTMENT_LIMITS.rooms, `${label} is too large`)
    .refine((value) => Number.isInteger(value * 2), `${label} must be a whole or half number`);
const webAddress = (label: string) =>
  z
    .string()
    .max(APARTMENT_LIMITS.url, `${label} must be at most ${APARTMENT_LIMITS.url} characters`)
    .refine((text) => /^https?:\/\/[^\s]+$/i.test(text), `${label} must start with http(s)://`);

const fileId = z.string().regex(/^[0-9a-f]{32}$/, 'Photo must be an uploaded file');
/** A document id made by the data client, or a built-in question's id. */
const reference = z.string().min(1).max(128);

const stamps = {
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
};

export const linkSchema = z.strictObject({
  label: optionalText('Label', APARTMENT_LIMITS.text),
  url: webAddress('Link'),
});

export const apartmentSchema = z.strictObject({
  name: requiredText('Name', APARTMENT_LIMITS.name),
  address: optionalText('Address', APARTMENT_LIMITS.text),
  website: webAddress('Website').optional(),
  phone: optionalText('Phone', 50),
  email: z.email('E-mail must be an e-mail address').max(254).optional(),
  links: z
    .array(linkSchema)
    .max(APARTMENT_LIMITS.links, `At most ${APARTMENT_LIMITS.links} links`)
    .optional(),
  beds: rooms('Bedrooms').optional(),
  baths: rooms('Bathrooms').optional(),
  area: area('Area').optional(),
  /** The listing's rent, a month; a chosen unit's rent wins over it. */
  rent: money('Rent').optional(),
  availableOn: calendarDay('Available').optional(),
  laundry: z.enum(LAUNDRY).optional(),
  parking: z.enum(PARKING).optional(),
  pets: z.enum(PETS).optional(),
  airConditioning: z.boolean().optional(),
  /** Utilities the rent includes, by name (`Water`, `Trash`). */
  utilitiesIncluded: z.array(requiredText('Utility', 80)).max(20).optional(),
  amenities: z
    .array(requiredText('Amenity', 80))
    .max(APARTMENT_LIMITS.amenities, `At most ${APARTMENT_LIMITS.amenities} amenities`)
    .optional(),
  status: z.enum(APARTMENT_STATUSES, 'Choose a status'),
  tourAt: localDateTime('Tour').optional(),
  /** The unit that prices this apartment everywhere; one of its units. */
  chosenUnitId: reference.optional(),
  /** The lease's length, for concessions and the lease total (12 when not given). */
  leaseMonths: z
    .number()
    .int('Lease must be whole months')
    .min(1, 'Lease must be at least a month')
    .max(
      APARTMENT_LIMITS.leaseMonths,
      `Lease must be at most ${APARTMENT_LIMITS.leaseMonths} months`,
    )
    .optional(),
  /** Weeks of free rent over the lease ("6 weeks free"). */
  freeWeeks: z
    .number('Free weeks must be a number')
    .min(0, 'Free weeks cannot be negative')
    .max(260, 'Free weeks are too many')
    .optional(),
  /** Money off the lease as a whole (a move-in special). */
  concessionAmount: money('Concession').optional(),
  notes: optionalText('Notes', APARTMENT_LIMITS.notes),
  photoFileId: fileId.optional(),
  /** The listing's page it was imported from. */
  sourceUrl: webAddress('Listing address').optional(),
  ...stamps,
});

export const unitSchema = z.strictObject({
  apartmentId: reference,
  name: requiredText('Unit name', 100),
  rent: money('Rent').optional(),
  area: area('Area').optional(),
  floor: z.number().int('Floor must be a whole number').min(-10).max(300).optional(),
  beds: rooms('Bedrooms').optional(),
  baths: rooms('Bathrooms').optional(),
  availableOn: calendarDay('Available').optional(),
  ...stamps,
});

/**
 * A custom question, or (with `builtIn`, at the built-in question's own id) the person's
 * changes to a built-in one: its answer type, and where it is removed. A custom question
 * is asked of every apartment (`scope: 'all'`) or of those listed (`'some'`); either kind
 * is not asked of the apartments in `removedFrom`, nor anywhere once `removed`.
 */
export const questionSchema = z
  .strictObject({
    builtIn: z.literal(true).optional(),
    text: optionalText('Question', APARTMENT_LIMITS.text),
    category: z.enum(QUESTION_CATEGORIES, 'Choose a category').optional(),
    how: z.enum(QUESTION_HOW).optional(),
    answerType: z.enum(ANSWER_TYPES, 'Choose how it is answered').optional(),
    better: z.enum(BETTER).optional(),
    scope: z.enum(['all', 'some']).optional(),
    apartmentIds: z.array(reference).max(APARTMENT_LIMITS.scope).optional(),
    removedFrom: z.array(reference).max(APARTMENT_LIMITS.scope).optional(),
    removed: z.boolean().optional(),
    ...stamps,
  })
  .superRefine((question, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (question.builtIn) {
      for (const field of ['text', 'category', 'how', 'scope', 'apartmentIds'] as const) {
        if (question[field] !== undefined) issue(field, 'A built-in question keeps its own');
      }
      return;
    }
    if (!question.text || question.text.trim() === '') issue('text', 'Question is required');
    if (!question.category) issue('category', 'Choose a category');
    if (!question.answerType) issue('answerType', 'Choose how it is answered');
    if (!question.scope) issue('scope', 'Choose which apartments it is for');
    if (question.scope === 'some' && !question.apartmentIds?.length) {
      issue('apartmentIds', 'Choose at least one apartment');
    }
  });

/**
 * One answer to one question for one apartment (id `answerIdOf`). Its value is in the field
 * of its type; a red flag, a photo and a note may come with it, or alone.
 */
export const answerSchema = z
  .strictObject({
    apartmentId: reference,
    questionId: reference,
    type: z.enum(ANSWER_TYPES),
    yesNo: z.boolean().optional(),
    rating: z.number().int().min(1, 'Rate from 1 to 5').max(5, 'Rate from 1 to 5').optional(),
    number: z
      .number('Answer must be a number')
      .min(-APARTMENT_LIMITS.money)
      .max(APARTMENT_LIMITS.money)
      .optional(),
    text: optionalText('Answer', APARTMENT_LIMITS.answer),
    redFlag: z.boolean().optional(),
    photoFileId: fileId.optional(),
    note: optionalText('Note', APARTMENT_LIMITS.answer),
    ...stamps,
  })
  .superRefine((answer, context) => {
    const fields = { 'yes-no': 'yesNo', rating: 'rating', number: 'number', text: 'text' } as const;
    for (const [type, field] of Object.entries(fields)) {
      if (type !== answer.type && answer[field] !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'An answer holds the value of its own type only',
        });
      }
    }
  });

export const costSchema = z
  .strictObject({
    apartmentId: reference,
    name: requiredText('Name', 100),
    amount: money('Amount'),
    frequency: z.enum(COST_FREQUENCIES, 'Choose monthly or one-time'),
    /** A one-time cost that comes back at the end (a deposit). */
    refundable: z.boolean().optional(),
    ...stamps,
  })
  .refine((cost) => !(cost.refundable && cost.frequency === 'monthly'), {
    path: ['refundable'],
    message: 'Only a one-time cost comes back',
  });

export const followUpSchema = z.strictObject({
  apartmentId: reference,
  text: requiredText('Follow-up', APARTMENT_LIMITS.text),
  dueOn: calendarDay('Due').optional(),
  done: z.boolean(),
  /** The question it came from, when an unanswered one became a follow-up. */
  questionId: reference.optional(),
  ...stamps,
});

/**
 * A rule that rules an apartment out: an answer of `no` or `yes`, a red flag, or a rating or
 * number `below` or `above` a value.
 */
export const dealbreakerSchema = z
  .strictObject({
    questionId: reference,
    when: z.enum(['no', 'yes', 'red-flag', 'below', 'above']),
    value: z.number().optional(),
  })
  .refine(
    (rule) => (rule.when === 'below' || rule.when === 'above') === (rule.value !== undefined),
    {
      path: ['value'],
      message: 'Below and above need a value; the others none',
    },
  );

/** The person's choices for the tool: one document, `settings/preferences`. */
export const settingsSchema = z.strictObject({
  /** An ISO 4217 code, such as `EUR`. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Choose a currency')
    .optional(),
  areaUnit: z.enum(AREA_UNITS).optional(),
  /** How much each category counts in the score, 0 (not at all) to 5; 1 when not given. */
  weights: z.partialRecord(z.enum(QUESTION_CATEGORIES), z.number().int().min(0).max(5)).optional(),
  dealbreakers: z
    .array(dealbreakerSchema)
    .max(APARTMENT_LIMITS.dealbreakers, `At most ${APARTMENT_LIMITS.dealbreakers} dealbreakers`)
    .optional(),
  /** The most a month may truly cost before an apartment is ruled out. */
  maxMonthly: money('Budget').optional(),
  updatedAt: z.iso.datetime({ offset: true }),
});

export type Link = z.infer<typeof linkSchema>;
export type Apartment = z.infer<typeof apartmentSchema>;
export type Unit = z.infer<typeof unitSchema>;
export type Question = z.infer<typeof questionSchema>;
export type Answer = z.infer<typeof answerSchema>;
export type Cost = z.infer<typeof costSchema>;
export type FollowUp = z.infer<typeof followUpSchema>;
export type Dealbreaker = z.infer<typeof dealbreakerSchema>;
export type ApartmentSettings = z.infer<typeof settingsSchema>;

/** Apartment Tour Questions' collections, as the tool manifest loads them. */
export const collections: ToolCollections = {
  [APARTMENTS_COLLECTION]: apartmentSchema,
  [UNITS_COLLECTION]: unitSchema,
  [QUESTIONS_COLLECTION]: questionSchema,
  [ANSWERS_COLLECTION]: answerSchema,
  [COSTS_COLLECTION]: costSchema,
  [FOLLOW_UPS_COLLECTION]: followUpSchema,
  [SETTINGS_COLLECTION]: settingsSchema,
};
