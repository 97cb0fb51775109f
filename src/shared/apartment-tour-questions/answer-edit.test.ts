import { describe, expect, it } from 'vitest';
import { editedAnswer } from './answer-edit.ts';
import type { Answer } from './apartment-model.ts';
import { answerSchema } from './apartment-tour-questions-schema.ts';

const T0 = '2026-01-01T00:00:00Z';
const NOW = '2026-02-01T10:00:00Z';
const where = { apartmentId: 'a1', questionId: 'q-gym', type: 'yes-no' as const };

describe('editedAnswer', () => {
  it('makes a new answer with its value, stamped', () => {
    const answer = editedAnswer(undefined, where, { yesNo: true }, NOW);
    expect(answer).toEqual({ ...where, yesNo: true, createdAt: NOW, updatedAt: NOW });
    expect(answerSchema.safeParse(answer).success).toBe(true);
  });

  it('keeps the rest of the answer and its creation time', () => {
    const current: Answer = { ...where, yesNo: true, note: 'Small', createdAt: T0, updatedAt: T0 };
    expect(editedAnswer(current, where, { redFlag: true }, NOW)).toEqual({
      ...current,
      redFlag: true,
      updatedAt: NOW,
    });
  });

  it('clears a value given as undefined, and goes when nothing is left', () => {
    const current: Answer = { ...where, yesNo: false, createdAt: T0, updatedAt: T0 };
    expect(editedAnswer(current, where, { yesNo: undefined }, NOW)).toBeNull();
    const flagged: Answer = { ...current, redFlag: true };
    expect(editedAnswer(flagged, where, { yesNo: undefined }, NOW)).toEqual({
      ...where,
      redFlag: true,
      createdAt: T0,
      updatedAt: NOW,
    });
  });

  it('leaves out a red flag of false and empty text or notes', () => {
    const current: Answer = { ...where, redFlag: true, createdAt: T0, updatedAt: T0 };
    expect(editedAnswer(current, where, { redFlag: false }, NOW)).toBeNull();
    const text = { ...where, type: 'text' as const };
    expect(editedAnswer(undefined, text, { text: '  ', note: '' }, NOW)).toBeNull();
  });

  it('drops a value of another type when the question’s type changed', () => {
    const current: Answer = { ...where, yesNo: true, createdAt: T0, updatedAt: T0 };
    const rating = { ...where, type: 'rating' as const };
    const answer = editedAnswer(current, rating, { rating: 4 }, NOW);
    expect(answer).toEqual({ ...rating, rating: 4, createdAt: T0, updatedAt: NOW });
    expect(answerSchema.safeParse(answer).success).toBe(true);
  });
});
