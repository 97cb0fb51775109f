import { describe, expect, it } from 'vitest';
import type { Answer } from './apartment-model.ts';
import type { AskedQuestion } from './question-scope.ts';
import {
  bestAndWorst,
  categoryWeight,
  dealbreakers,
  formatAmount,
  rankByMonthlyCost,
  rankByScore,
  rowBestAndWorst,
  scoreApartments,
} from './scoring.ts';

const T0 = '2026-01-01T00:00:00Z';

const q = (
  id: string,
  category: AskedQuestion['category'],
  answerType: AskedQuestion['answerType'],
  better?: AskedQuestion['better'],
  text = `${id}?`,
): AskedQuestion => ({
  id,
  text,
  category,
  how: 'ask',
  answerType,
  builtIn: true,
  ...(better ? { better } : {}),
});

const yes = (
  apartmentId: string,
  questionId: string,
  yesNo: boolean,
  redFlag?: boolean,
): Answer => ({
  apartmentId,
  questionId,
  type: 'yes-no',
  yesNo,
  ...(redFlag ? { redFlag } : {}),
  createdAt: T0,
  updatedAt: T0,
});
const rated = (apartmentId: string, questionId: string, rating: number): Answer => ({
  apartmentId,
  questionId,
  type: 'rating',
  rating,
  createdAt: T0,
  updatedAt: T0,
});
const num = (apartmentId: string, questionId: string, number: number): Answer => ({
  apartmentId,
  questionId,
  type: 'number',
  number,
  createdAt: T0,
  updatedAt: T0,
});
const text = (apartmentId: string, questionId: string): Answer => ({
  apartmentId,
  questionId,
  type: 'text',
  text: 'Anything',
  createdAt: T0,
  updatedAt: T0,
});

const pets = q('pets', 'policies', 'yes-no', 'yes', 'Are pets allowed?');
const light = q('light', 'condition', 'rating', undefined, 'How much daylight?');
const clean = q('clean', 'condition', 'rating');
const rent = q('rent', 'pricing', 'number', 'lower', 'Rent?');
const heat = q('heat', 'utilities', 'text');
const asked = [rent, light, clean, heat, pets];

const answers = [
  yes('a', 'pets', true),
  rated('a', 'light', 5),
  rated('a', 'clean', 2),
  num('a', 'rent', 1000),
  text('a', 'heat'),
  yes('b', 'pets', false),
  rated('b', 'light', 3),
  num('b', 'rent', 2000),
];

describe('scores', () => {
  const entries = [
    { apartmentId: 'a', asked },
    { apartmentId: 'b', asked },
  ];

  it('averages the scored answers per category, leaving text and the unanswered out', () => {
    const scores = scoreApartments(entries, answers);
    expect(scores.get('a')).toEqual({
      categories: { pricing: 1, condition: (1 + 0.25) / 2, policies: 1 },
      overall: (100 * (1 + 0.625 + 1)) / 3,
    });
    expect(scores.get('b')).toEqual({
      categories: { pricing: 0, condition: 0.5, policies: 0 },
      overall: (100 * 0.5) / 3,
    });
  });

  it('weights the categories, 1 when not given and 0 leaving one out', () => {
    expect(categoryWeight(undefined, 'pricing')).toBe(1);
    expect(categoryWeight({ pricing: 0 }, 'pricing')).toBe(0);
    const scores = scoreApartments(entries, answers, { pricing: 0, condition: 2 });
    expect(scores.get('a')?.overall).toBeCloseTo((100 * (2 * 0.625 + 1)) / 3, 10);
    expect(scores.get('b')?.overall).toBeCloseTo((100 * (2 * 0.5 + 0)) / 3, 10);
    // The category still has its own score.
    expect(scores.get('a')?.categories.pricing).toBe(1);
  });

  it('has no overall score when nothing counted is scored', () => {
    const scores = scoreApartments(entries, answers, { pricing: 0, condition: 0, policies: 0 });
    expect(scores.get('a')?.overall).toBeUndefined();
    expect(scoreApartments([{ apartmentId: 'c', asked }], answers).get('c')).toEqual({
      categories: {},
    });
  });

  it('scores numbers only against the apartments that are asked them', () => {
    const scores = scoreApartments(
      [
        { apartmentId: 'a', asked },
        { apartmentId: 'b', asked: asked.filter((question) => question !== rent) },
      ],
      answers,
    );
    // Alone in its row, a's rent is the best there is; b's answer to a question it is no
    // longer asked does not count.
    expect(scores.get('a')?.categories.pricing).toBe(1);
    expect(scores.get('b')?.categories.pricing).toBeUndefined();
  });
});

describe('dealbreakers', () => {
  it('rules an apartment out on an answer, with readable reasons', () => {
    const result = dealbreakers(
      asked,
      answers,
      'b',
      {
        dealbreakers: [
          { questionId: 'pets', when: 'no' },
          { questionId: 'light', when: 'below', value: 4 },
          { questionId: 'rent', when: 'above', value: 1500 },
        ],
      },
      undefined,
    );
    expect(result).toEqual({
      ruledOut: true,
      reasons: [
        'Are pets allowed? answered No',
        'How much daylight? answered 3 / 5, below 4',
        'Rent? answered 2,000, above 1,500',
      ],
    });
  });

  it('keeps an apartment whose answers pass, or are missing', () => {
    const rules = {
      dealbreakers: [
        { questionId: 'pets', when: 'no' as const },
        { questionId: 'light', when: 'below' as const, value: 4 },
        { questionId: 'clean', when: 'below' as const, value: 3 },
        { questionId: 'gone', when: 'yes' as const },
      ],
    };
    expect(dealbreakers(asked, answers, 'c', rules, undefined)).toEqual({
      ruledOut: false,
      reasons: [],
    });
    expect(dealbreakers(asked, answers, 'a', rules, undefined).reasons).toEqual([
      'clean? answered 2 / 5, below 3',
    ]);
  });

  it('rules out on a yes, and on a red flag', () => {
    const flagged = [yes('a', 'pets', true, true)];
    const rules = (when: 'yes' | 'red-flag') => ({ dealbreakers: [{ questionId: 'pets', when }] });
    expect(dealbreakers(asked, flagged, 'a', rules('yes'), undefined).reasons).toEqual([
      'Are pets allowed? answered Yes',
    ]);
    expect(dealbreakers(asked, flagged, 'a', rules('red-flag'), undefined).reasons).toEqual([
      'Are pets allowed? has a red flag',
    ]);
  });

  it('ignores a rule on a question not asked of the apartment', () => {
    const rules = { dealbreakers: [{ questionId: 'pets', when: 'no' as const }] };
    expect(dealbreakers([rent], answers, 'b', rules, undefined).ruledOut).toBe(false);
  });

  it('rules out an apartment over the monthly budget, and not at or under it', () => {
    expect(dealbreakers([], [], 'a', { maxMonthly: 2000 }, 2310)).toEqual({
      ruledOut: true,
      reasons: ['Costs 2,310 a month, over your 2,000'],
    });
    expect(dealbreakers([], [], 'a', { maxMonthly: 2000 }, 2000).ruledOut).toBe(false);
    expect(dealbreakers([], [], 'a', { maxMonthly: 2000 }, undefined).ruledOut).toBe(false);
  });

  it('writes amounts with cents only when they have some', () => {
    expect(formatAmount(2310)).toBe('2,310');
    expect(formatAmount(2310.5)).toBe('2,310.50');
    expect(formatAmount(2310.5, 'de-DE')).toBe('2.310,50');
  });
});

describe('ranking', () => {
  it('puts the best score first, ties sharing a rank, unscored ones unranked, ruled-out ones last', () => {
    const ranked = rankByScore([
      { id: 'low', score: 40 },
      { id: 'out', score: 99, ruledOut: true },
      { id: 'b', name: 'Birch', score: 80 },
      { id: 'a', name: 'Aspen', score: 80 },
      { id: 'none' },
    ]);
    expect(ranked).toEqual([
      { id: 'a', rank: 1 },
      { id: 'b', rank: 1 },
      { id: 'low', rank: 3 },
      { id: 'none' },
      { id: 'out', rank: 4 },
    ]);
  });

  it('can rank by true monthly cost, cheapest first', () => {
    const ranked = rankByMonthlyCost([
      { id: 'dear', monthlyTotal: 2500 },
      { id: 'unknown' },
      { id: 'cheap', monthlyTotal: 1500 },
      { id: 'out', monthlyTotal: 900, ruledOut: true },
      { id: 'cheap2', monthlyTotal: 1500 },
    ]);
    expect(ranked.map(({ id, rank }) => `${rank}:${id}`)).toEqual([
      '1:cheap',
      '1:cheap2',
      '3:dear',
      'undefined:unknown',
      '4:out',
    ]);
  });

  it('ranks nothing while nothing has a score', () => {
    expect(
      rankByScore([
        { id: 'a', name: 'Aspen' },
        { id: 'b', name: 'Birch' },
      ]),
    ).toEqual([{ id: 'a' }, { id: 'b' }]);
  });
});

describe('best and worst of a row', () => {
  it('marks numbers by which way is better', () => {
    expect(bestAndWorst([1200, 900, undefined, 1500], 'lower')).toEqual({ best: [1], worst: [3] });
    expect(bestAndWorst([3, 5, 5, 3], 'higher')).toEqual({ best: [1, 2], worst: [0, 3] });
  });

  it('marks yes/no by the better answer', () => {
    expect(bestAndWorst([true, false, true], 'no')).toEqual({ best: [1], worst: [0, 2] });
  });

  it('marks nothing when all are equal, only one is known, or nothing says which is better', () => {
    const none = { best: [], worst: [] };
    expect(bestAndWorst([4, 4], 'higher')).toEqual(none);
    expect(bestAndWorst([4, undefined], 'higher')).toEqual(none);
    expect(bestAndWorst([1, 2], undefined)).toEqual(none);
  });

  it('marks a row of answers by their scores', () => {
    expect(rowBestAndWorst(rent, [answers[3], answers[7], undefined])).toEqual({
      best: [0],
      worst: [1],
    });
    expect(rowBestAndWorst(heat, [text('a', 'heat'), text('b', 'heat')])).toEqual({
      best: [],
      worst: [],
    });
  });
});
