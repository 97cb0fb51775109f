import { describe, expect, it } from 'vitest';
import { QUESTION_CATEGORIES } from './apartment-model.ts';
import { questionSchema } from './apartment-tour-questions-schema.ts';
import { BUILT_IN_QUESTIONS, builtInQuestion } from './question-bank.ts';

describe('the built-in question bank', () => {
  it('holds at least 70 questions with unique, slug-like ids', () => {
    expect(BUILT_IN_QUESTIONS.length).toBeGreaterThanOrEqual(70);
    const ids = BUILT_IN_QUESTIONS.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^q-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has questions in every category, and only in known ones', () => {
    for (const category of QUESTION_CATEGORIES) {
      const count = BUILT_IN_QUESTIONS.filter((question) => question.category === category);
      expect(count.length, category).toBeGreaterThanOrEqual(5);
    }
    for (const question of BUILT_IN_QUESTIONS) {
      expect(QUESTION_CATEGORIES).toContain(question.category);
    }
  });

  it('asks the agent some things and leaves others to check on the tour', () => {
    const hows = new Set(BUILT_IN_QUESTIONS.map((question) => question.how));
    expect([...hows].sort()).toEqual(['ask', 'check']);
    const checks = BUILT_IN_QUESTIONS.filter((question) => question.how === 'check');
    expect(checks.length).toBeGreaterThanOrEqual(15);
  });

  it('says which answer is better for every yes/no question, and fits it to the type', () => {
    for (const question of BUILT_IN_QUESTIONS) {
      if (question.answerType === 'yes-no') {
        expect(['yes', 'no'], question.id).toContain(question.better);
      } else if (question.answerType === 'number') {
        expect([undefined, 'higher', 'lower'], question.id).toContain(question.better);
      } else {
        expect(question.better, question.id).toBeUndefined();
      }
    }
  });

  it('keeps every text short enough to be a custom question, and ends it with "?"', () => {
    for (const question of BUILT_IN_QUESTIONS) {
      expect(question.text.trim()).toBe(question.text);
      expect(question.text.endsWith('?'), question.id).toBe(true);
      const asCustom = questionSchema.safeParse({
        text: question.text,
        category: question.category,
        how: question.how,
        answerType: question.answerType,
        better: question.better,
        scope: 'all',
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
      });
      expect(asCustom.success, question.id).toBe(true);
    }
  });

  it('covers the essentials of a tour', () => {
    for (const id of [
      'q-rent',
      'q-lease-length',
      'q-deposit',
      'q-pets',
      'q-water-pressure',
      'q-hot-water',
      'q-mould',
      'q-detectors',
      'q-phone-signal',
      'q-transit',
    ]) {
      expect(builtInQuestion(id), id).toBeDefined();
    }
  });

  it('finds a question by id, and nothing for an unknown id', () => {
    expect(builtInQuestion('q-lease-length')).toEqual({
      id: 'q-lease-length',
      text: 'How long is the lease, in months?',
      category: 'pricing',
      how: 'ask',
      answerType: 'number',
    });
    expect(builtInQuestion('q-pets')?.better).toBe('yes');
    expect(builtInQuestion('q-nope')).toBeUndefined();
  });
});
