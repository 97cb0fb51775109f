import { describe, expect, it } from 'vitest';
import {
  answerProgress,
  answerScore,
  answerValueText,
  isAnswered,
  redFlagged,
  relativeScores,
  rowScores,
  unansweredQuestions,
} from './answers.ts';
import type { Answer } from './apartment-model.ts';
import type { AskedQuestion } from './question-scope.ts';

const T0 = '2026-01-01T00:00:00Z';

const answer = (
  apartmentId: string,
  questionId: string,
  fields: Omit<Partial<Answer>, 'type'> & Pick<Answer, 'type'>,
): Answer => ({ apartmentId, questionId, createdAt: T0, updatedAt: T0, ...fields });

const question = (
  id: string,
  answerType: AskedQuestion['answerType'],
  better?: AskedQuestion['better'],
): AskedQuestion => ({
  id,
  text: `${id}?`,
  category: 'pricing',
  how: 'ask',
  answerType,
  builtIn: true,
  ...(better ? { better } : {}),
});

describe('whether a question is answered', () => {
  it('needs a value of the answer’s own type', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered(answer('a', 'q', { type: 'yes-no', yesNo: false }))).toBe(true);
    expect(isAnswered(answer('a', 'q', { type: 'yes-no' }))).toBe(false);
    expect(isAnswered(answer('a', 'q', { type: 'rating', rating: 1 }))).toBe(true);
    expect(isAnswered(answer('a', 'q', { type: 'number', number: 0 }))).toBe(true);
    expect(isAnswered(answer('a', 'q', { type: 'text', text: '  ' }))).toBe(false);
    expect(isAnswered(answer('a', 'q', { type: 'text', text: 'Gas' }))).toBe(true);
  });

  it('does not count a red flag or a note on its own', () => {
    expect(isAnswered(answer('a', 'q', { type: 'rating', redFlag: true, note: 'Hm' }))).toBe(false);
  });
});

describe('a tour’s progress', () => {
  const asked = [question('q1', 'yes-no', 'yes'), question('q2', 'rating'), question('q3', 'text')];
  const list = [
    answer('a', 'q1', { type: 'yes-no', yesNo: true }),
    // Answered before the question became a rating: asked again.
    answer('a', 'q2', { type: 'number', number: 3 }),
    answer('b', 'q3', { type: 'text', text: 'For b' }),
    // Answered, but not asked of this apartment: not counted.
    answer('a', 'q-removed', { type: 'yes-no', yesNo: true }),
  ];

  it('counts only the questions asked of the apartment, answered as they are asked now', () => {
    expect(answerProgress(asked, list, 'a')).toEqual({ answered: 1, total: 3 });
    expect(answerProgress(asked, list, 'b')).toEqual({ answered: 1, total: 3 });
    expect(answerProgress([], list, 'a')).toEqual({ answered: 0, total: 0 });
  });

  it('lists the open questions in the order asked', () => {
    expect(unansweredQuestions(asked, list, 'a').map((q) => q.id)).toEqual(['q2', 'q3']);
    expect(unansweredQuestions(asked, list, 'b').map((q) => q.id)).toEqual(['q1', 'q2']);
  });

  it('lists the red-flagged ones, answered or not', () => {
    const flagged = [...list, answer('a', 'q3', { type: 'text', redFlag: true })];
    expect(redFlagged(asked, flagged, 'a').map((q) => q.id)).toEqual(['q3']);
  });
});

describe('an answer as words', () => {
  it('reads each type', () => {
    expect(answerValueText(answer('a', 'q', { type: 'yes-no', yesNo: true }))).toBe('Yes');
    expect(answerValueText(answer('a', 'q', { type: 'yes-no', yesNo: false }))).toBe('No');
    expect(answerValueText(answer('a', 'q', { type: 'rating', rating: 4 }))).toBe('4 / 5');
    expect(answerValueText(answer('a', 'q', { type: 'number', number: 12 }))).toBe('12');
    expect(answerValueText(answer('a', 'q', { type: 'number', number: 1250.5 }))).toBe('1,250.5');
    expect(answerValueText(answer('a', 'q', { type: 'number', number: 1250.5 }), 'de-DE')).toBe(
      '1.250,5',
    );
    expect(answerValueText(answer('a', 'q', { type: 'text', text: ' Gas heat ' }))).toBe(
      'Gas heat',
    );
    expect(answerValueText(undefined)).toBe('');
    expect(answerValueText(answer('a', 'q', { type: 'rating', redFlag: true }))).toBe('');
  });
});

describe('an answer’s score', () => {
  it('scores yes/no by the better answer', () => {
    const pets = question('q', 'yes-no', 'yes');
    const smoking = question('q', 'yes-no', 'no');
    const yes = answer('a', 'q', { type: 'yes-no', yesNo: true });
    const no = answer('a', 'q', { type: 'yes-no', yesNo: false });
    expect(answerScore(pets, yes)).toBe(1);
    expect(answerScore(pets, no)).toBe(0);
    expect(answerScore(smoking, yes)).toBe(0);
    expect(answerScore(smoking, no)).toBe(1);
    expect(answerScore(question('q', 'yes-no'), yes)).toBeUndefined();
  });

  it('scores a rating r as (r − 1) / 4', () => {
    const rated = (rating: number) => answer('a', 'q', { type: 'rating', rating });
    expect([1, 2, 3, 4, 5].map((r) => answerScore(question('q', 'rating'), rated(r)))).toEqual([
      0, 0.25, 0.5, 0.75, 1,
    ]);
  });

  it('leaves text, numbers alone and the unanswered unscored', () => {
    expect(answerScore(question('q', 'text'), answer('a', 'q', { type: 'text', text: 'x' }))).toBe(
      undefined,
    );
    const number = answer('a', 'q', { type: 'number', number: 3 });
    expect(answerScore(question('q', 'number', 'lower'), number)).toBeUndefined();
    expect(answerScore(question('q', 'rating'), undefined)).toBeUndefined();
  });

  it('scores a red flag 0, even on a good answer or none', () => {
    const flagged = answer('a', 'q', { type: 'rating', rating: 5, redFlag: true });
    expect(answerScore(question('q', 'rating'), flagged)).toBe(0);
    expect(
      answerScore(question('q', 'text'), answer('a', 'q', { type: 'text', redFlag: true })),
    ).toBe(0);
  });
});

describe('numbers scored against each other', () => {
  it('puts the best at 1 and the worst at 0, in proportion between', () => {
    expect(relativeScores([1000, 1500, 2000], 'lower')).toEqual([1, 0.5, 0]);
    expect(relativeScores([10, undefined, 30, 15], 'higher')).toEqual([0, undefined, 1, 0.25]);
  });

  it('scores equal numbers 1, and nothing without a better direction', () => {
    expect(relativeScores([5, 5], 'lower')).toEqual([1, 1]);
    expect(relativeScores([7], 'higher')).toEqual([1]);
    expect(relativeScores([1, 2], undefined)).toEqual([undefined, undefined]);
    expect(relativeScores([undefined], 'lower')).toEqual([undefined]);
  });

  it('scores a row of answers, red flags at 0 and left out of the range', () => {
    const rent = question('q-rent', 'number', 'lower');
    const row = [
      answer('a', 'q-rent', { type: 'number', number: 1000 }),
      answer('b', 'q-rent', { type: 'number', number: 2000 }),
      undefined,
      answer('d', 'q-rent', { type: 'number', number: 500, redFlag: true }),
      answer('e', 'q-rent', { type: 'number', number: 1500 }),
    ];
    expect(rowScores(rent, row)).toEqual([1, 0, undefined, 0, 0.5]);
    const pets = question('q-pets', 'yes-no', 'yes');
    expect(
      rowScores(pets, [answer('a', 'q-pets', { type: 'yes-no', yesNo: false }), undefined]),
    ).toEqual([0, undefined]);
  });
});
