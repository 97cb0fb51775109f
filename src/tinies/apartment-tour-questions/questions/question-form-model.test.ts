import { describe, expect, it } from 'vitest';
import type { Question } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { questionFields, questionFrom, questionRaw } from './question-form-model.ts';

const NOW = '2026-03-02T10:00:00.000Z';
const names = (fields: { name: string }[]) => fields.map((field) => field.name);

describe('questionFields', () => {
  it('asks a built-in question only how it is answered, and which answer is better', () => {
    expect(
      names(questionFields(questionRaw(undefined, { answerType: 'yes-no' }), true, [])),
    ).toEqual(['answerType', 'better']);
    expect(names(questionFields(questionRaw(undefined, { answerType: 'text' }), true, []))).toEqual(
      ['answerType'],
    );
  });

  it('lists the apartments only for a question for some of them', () => {
    const raw = questionRaw(undefined, { answerType: 'rating' });
    expect(names(questionFields(raw, false, []))).toEqual([
      'text',
      'category',
      'how',
      'answerType',
      'scope',
    ]);
    const some = questionFields({ ...raw, scope: 'some' }, false, [{ id: 'a1', name: 'Maple' }]);
    expect(names(some).at(-1)).toBe('apartmentIds');
  });
});

describe('questionFrom', () => {
  it('makes a custom question for some apartments, checked by the schema', async () => {
    const raw = {
      ...questionRaw(undefined, { answerType: 'number', apartmentIds: ['a1'] }),
      text: '  How many outlets in the kitchen? ',
      category: 'condition',
      how: 'check',
      better: 'higher',
    };
    expect(await questionFrom(raw, { builtIn: false }, NOW)).toEqual({
      question: {
        text: 'How many outlets in the kitchen?',
        category: 'condition',
        how: 'check',
        answerType: 'number',
        better: 'higher',
        scope: 'some',
        apartmentIds: ['a1'],
        createdAt: NOW,
        updatedAt: NOW,
      },
    });
  });

  it('says what is missing', async () => {
    const raw = { ...questionRaw(undefined, { answerType: 'yes-no' }), category: 'condition' };
    expect(await questionFrom(raw, { builtIn: false }, NOW)).toEqual({
      problem: 'Question is required',
    });
    const none = { ...raw, text: 'Quiet?', scope: 'some', apartmentIds: [] };
    expect(await questionFrom(none, { builtIn: false }, NOW)).toEqual({
      problem: 'Choose at least one apartment',
    });
  });

  it('drops a better answer that no longer fits, and the apartments of a question for all', async () => {
    const before: Question = {
      text: 'Lots of light?',
      category: 'condition',
      how: 'check',
      answerType: 'yes-no',
      better: 'yes',
      scope: 'some',
      apartmentIds: ['a1'],
      removedFrom: ['a2'],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const raw = {
      ...questionRaw(before, { answerType: 'yes-no' }),
      answerType: 'rating',
      scope: 'all',
    };
    expect(await questionFrom(raw, { builtIn: false, before }, NOW)).toEqual({
      question: {
        text: 'Lots of light?',
        category: 'condition',
        how: 'check',
        answerType: 'rating',
        scope: 'all',
        removedFrom: ['a2'],
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: NOW,
      },
    });
  });

  it('changes a built-in question by its change document, keeping where it is removed', async () => {
    const before: Question = {
      builtIn: true,
      removedFrom: ['a1'],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const raw = {
      ...questionRaw(before, { answerType: 'yes-no' }),
      answerType: 'number',
      better: 'lower',
    };
    expect(await questionFrom(raw, { builtIn: true, before }, NOW)).toEqual({
      question: { ...before, answerType: 'number', better: 'lower', updatedAt: NOW },
    });
    const fresh = await questionFrom(
      { answerType: 'text', better: 'neither' },
      { builtIn: true, before: undefined },
      NOW,
    );
    expect(fresh).toEqual({
      question: { builtIn: true, answerType: 'text', createdAt: NOW, updatedAt: NOW },
    });
  });
});
