import { describe, expect, it } from 'vitest';
import type { Question } from './apartment-model.ts';
import { questionSchema } from './apartment-tour-questions-schema.ts';
import { BUILT_IN_QUESTIONS, type BuiltInQuestion } from './question-bank.ts';
import {
  allQuestions,
  askAgain,
  changeAnswerType,
  fittingBetter,
  forgetApartment,
  isAskedOf,
  questionsFor,
  questionsForEach,
  removedQuestions,
  removeEverywhere,
  removeFromApartment,
  restoreEverywhere,
  type QuestionDoc,
} from './question-scope.ts';

const T0 = '2026-01-01T00:00:00Z';
const NOW = '2026-02-01T10:00:00Z';

const bank: BuiltInQuestion[] = [
  {
    id: 'q-rent',
    text: 'Rent?',
    category: 'pricing',
    how: 'ask',
    answerType: 'number',
    better: 'lower',
  },
  {
    id: 'q-pets',
    text: 'Pets?',
    category: 'policies',
    how: 'ask',
    answerType: 'yes-no',
    better: 'yes',
  },
  {
    id: 'q-gym',
    text: 'Gym?',
    category: 'amenities',
    how: 'ask',
    answerType: 'yes-no',
    better: 'yes',
  },
  { id: 'q-light', text: 'Light?', category: 'condition', how: 'check', answerType: 'rating' },
];

const custom = (fields: Partial<Question>): Question => ({
  text: 'Custom?',
  category: 'pricing',
  answerType: 'yes-no',
  scope: 'all',
  createdAt: T0,
  updatedAt: T0,
  ...fields,
});

const ids = (docs: QuestionDoc[], apartmentId: string) =>
  questionsFor(bank, docs, apartmentId).map((question) => question.id);

/** Applies a write the way the data client would: the document at the question's id. */
function write(docs: QuestionDoc[], id: string, question: Question): QuestionDoc[] {
  expect(questionSchema.safeParse(question).success).toBe(true);
  return [...docs.filter((doc) => doc.id !== id), { id, question }];
}
const docOf = (docs: QuestionDoc[], id: string) => docs.find((doc) => doc.id === id)?.question;

describe('the questions asked of an apartment', () => {
  it('asks every built-in question, in category order, when nothing is changed', () => {
    expect(ids([], 'a')).toEqual(['q-rent', 'q-gym', 'q-light', 'q-pets']);
    expect(questionsFor(bank, [], 'a')[0]).toEqual({
      id: 'q-rent',
      text: 'Rent?',
      category: 'pricing',
      how: 'ask',
      answerType: 'number',
      better: 'lower',
      builtIn: true,
    });
  });

  it('puts custom questions after the built-ins of their category, oldest first', () => {
    const docs = [
      { id: 'c2', question: custom({ text: 'Later?', createdAt: '2026-01-03T00:00:00Z' }) },
      { id: 'c1', question: custom({ text: 'Earlier?', createdAt: '2026-01-02T00:00:00Z' }) },
      { id: 'c3', question: custom({ category: 'location', how: 'check' }) },
    ];
    expect(ids(docs, 'a')).toEqual(['q-rent', 'c1', 'c2', 'q-gym', 'q-light', 'q-pets', 'c3']);
    const c3 = questionsFor(bank, docs, 'a').at(-1);
    expect(c3).toMatchObject({ how: 'check', builtIn: false });
    expect(questionsFor(bank, docs.slice(0, 1), 'a')[1]?.how).toBe('ask');
  });

  it('uses a changed answer type, keeping `better` only when it still fits', () => {
    const docs = [
      {
        id: 'q-pets',
        question: {
          builtIn: true as const,
          answerType: 'text' as const,
          createdAt: T0,
          updatedAt: T0,
        },
      },
      {
        id: 'q-gym',
        question: {
          builtIn: true as const,
          answerType: 'number' as const,
          better: 'higher' as const,
          createdAt: T0,
          updatedAt: T0,
        },
      },
      {
        id: 'q-rent',
        question: {
          builtIn: true as const,
          answerType: 'number' as const,
          createdAt: T0,
          updatedAt: T0,
        },
      },
    ];
    const asked = questionsFor(bank, docs, 'a');
    const byId = new Map(asked.map((question) => [question.id, question]));
    expect(byId.get('q-pets')).toMatchObject({ answerType: 'text' });
    expect(byId.get('q-pets')?.better).toBeUndefined();
    expect(byId.get('q-gym')).toMatchObject({ answerType: 'number', better: 'higher' });
    expect(byId.get('q-rent')).toMatchObject({ answerType: 'number', better: 'lower' });
  });

  it('leaves a built-in out where it is removed, and everywhere once removed', () => {
    const docs = [
      {
        id: 'q-gym',
        question: { builtIn: true as const, removedFrom: ['a'], createdAt: T0, updatedAt: T0 },
      },
      {
        id: 'q-pets',
        question: { builtIn: true as const, removed: true, createdAt: T0, updatedAt: T0 },
      },
    ];
    expect(ids(docs, 'a')).toEqual(['q-rent', 'q-light']);
    expect(ids(docs, 'b')).toEqual(['q-rent', 'q-gym', 'q-light']);
    expect(allQuestions(bank, docs).map(({ asked }) => asked.id)).toEqual([
      'q-rent',
      'q-gym',
      'q-light',
    ]);
  });

  it('asks a custom question for some apartments only of those, less its removals', () => {
    const docs = [
      {
        id: 'c1',
        question: custom({ scope: 'some', apartmentIds: ['a', 'b'], removedFrom: ['b'] }),
      },
      { id: 'c2', question: custom({ removedFrom: ['a'] }) },
      { id: 'c3', question: custom({ removed: true }) },
    ];
    expect(ids(docs, 'a')).toContain('c1');
    expect(ids(docs, 'a')).not.toContain('c2');
    expect(ids(docs, 'b')).not.toContain('c1');
    expect(ids(docs, 'b')).toContain('c2');
    expect(ids(docs, 'c')).toContain('c2');
    expect(ids(docs, 'c')).not.toContain('c1');
    for (const apartment of ['a', 'b', 'c']) expect(ids(docs, apartment)).not.toContain('c3');
    // Several apartments at once ask each what it asks alone, sharing the questions.
    const each = questionsForEach(bank, docs, ['a', 'b', 'c']);
    expect(each.map((list) => list.map((question) => question.id))).toEqual([
      ids(docs, 'a'),
      ids(docs, 'b'),
      ids(docs, 'c'),
    ]);
    expect(each[0]![0]).toBe(each[2]![0]);
  });

  it('ignores a change to a built-in question that no longer exists', () => {
    const docs = [
      { id: 'q-gone', question: { builtIn: true as const, createdAt: T0, updatedAt: T0 } },
    ];
    expect(ids(docs, 'a')).toEqual(['q-rent', 'q-gym', 'q-light', 'q-pets']);
  });

  it('treats a question with no document as asked', () => {
    expect(isAskedOf(undefined, 'a')).toBe(true);
  });

  it('fits `better` to the answer type', () => {
    expect(fittingBetter('yes-no', 'no')).toBe('no');
    expect(fittingBetter('yes-no', 'higher')).toBeUndefined();
    expect(fittingBetter('number', 'lower')).toBe('lower');
    expect(fittingBetter('rating', 'higher')).toBeUndefined();
    expect(fittingBetter('text', undefined)).toBeUndefined();
  });

  it('asks the whole real bank when nothing is changed', () => {
    expect(questionsFor(BUILT_IN_QUESTIONS, [], 'a')).toHaveLength(BUILT_IN_QUESTIONS.length);
  });
});

describe('removing a question', () => {
  it('from one apartment never removes it from another (built-in, no document yet)', () => {
    const next = removeFromApartment(undefined, 'a', NOW);
    expect(next).toEqual({ builtIn: true, removedFrom: ['a'], createdAt: NOW, updatedAt: NOW });
    const docs = write([], 'q-gym', next);
    expect(ids(docs, 'a')).not.toContain('q-gym');
    expect(ids(docs, 'b')).toContain('q-gym');
  });

  it('from a second apartment adds to the list once, keeping the first', () => {
    let docs = write([], 'q-gym', removeFromApartment(undefined, 'a', T0));
    docs = write(docs, 'q-gym', removeFromApartment(docOf(docs, 'q-gym'), 'b', NOW));
    docs = write(docs, 'q-gym', removeFromApartment(docOf(docs, 'q-gym'), 'b', NOW));
    expect(docOf(docs, 'q-gym')).toEqual({
      builtIn: true,
      removedFrom: ['a', 'b'],
      createdAt: T0,
      updatedAt: NOW,
    });
    expect(ids(docs, 'c')).toContain('q-gym');
  });

  it('keeps a changed answer type when removing from an apartment', () => {
    const changed = changeAnswerType(undefined, 'rating', T0);
    expect(removeFromApartment(changed, 'a', NOW)).toMatchObject({
      answerType: 'rating',
      removedFrom: ['a'],
    });
  });

  it('from one apartment, for a custom question asked of all, lists it in removedFrom', () => {
    const docs = write([], 'c1', removeFromApartment(custom({}), 'a', NOW));
    expect(docOf(docs, 'c1')).toMatchObject({ scope: 'all', removedFrom: ['a'], updatedAt: NOW });
    expect(ids(docs, 'a')).not.toContain('c1');
    expect(ids(docs, 'b')).toContain('c1');
  });

  it('from one apartment, for a custom question of some, drops it from the list', () => {
    const before = custom({ scope: 'some', apartmentIds: ['a', 'b'] });
    const docs = write([], 'c1', removeFromApartment(before, 'a', NOW));
    expect(docOf(docs, 'c1')).toMatchObject({ apartmentIds: ['b'] });
    expect(docOf(docs, 'c1')?.removed).toBeUndefined();
    expect(ids(docs, 'a')).not.toContain('c1');
    expect(ids(docs, 'b')).toContain('c1');
  });

  it('from its last apartment, for a custom question of some, removes it everywhere', () => {
    const before = custom({ scope: 'some', apartmentIds: ['a'] });
    const docs = write([], 'c1', removeFromApartment(before, 'a', NOW));
    expect(docOf(docs, 'c1')).toMatchObject({ removed: true, apartmentIds: ['a'] });
    expect(allQuestions(bank, docs).map(({ asked }) => asked.id)).not.toContain('c1');
  });

  it('everywhere: a new change document for a built-in, or the custom one marked', () => {
    expect(removeEverywhere(undefined, NOW)).toEqual({
      builtIn: true,
      removed: true,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const docs = write([], 'c1', removeEverywhere(custom({ removedFrom: ['a'] }), NOW));
    for (const apartment of ['a', 'b']) expect(ids(docs, apartment)).not.toContain('c1');
  });

  it('everywhere lists it among the removed, to ask again', () => {
    let docs = write([], 'c1', removeEverywhere(custom({}), NOW));
    docs = write(docs, 'q-pets', removeEverywhere(undefined, NOW));
    docs = write(docs, 'q-gym', removeFromApartment(undefined, 'a', NOW));
    const removed = removedQuestions(bank, docs);
    expect(removed.map(({ asked }) => asked.id)).toEqual(['c1', 'q-pets']);
    expect(removed[1]?.asked).toMatchObject({ text: 'Pets?', builtIn: true });
    docs = write(docs, 'q-pets', restoreEverywhere(docOf(docs, 'q-pets')!, NOW));
    expect(removedQuestions(bank, docs).map(({ asked }) => asked.id)).toEqual(['c1']);
    expect(ids(docs, 'a')).toContain('q-pets');
  });
});

describe('asking a question again', () => {
  it('at one apartment takes it off removedFrom, for that apartment alone', () => {
    const before: Question = {
      builtIn: true,
      removedFrom: ['a', 'b'],
      createdAt: T0,
      updatedAt: T0,
    };
    const docs = write([], 'q-gym', askAgain(before, 'a', NOW));
    expect(docOf(docs, 'q-gym')).toEqual({
      builtIn: true,
      removedFrom: ['b'],
      createdAt: T0,
      updatedAt: NOW,
    });
    expect(ids(docs, 'a')).toContain('q-gym');
    expect(ids(docs, 'b')).not.toContain('q-gym');
    expect(askAgain({ ...before, removedFrom: ['a'] }, 'a', NOW).removedFrom).toBeUndefined();
  });

  it('at one apartment, for a custom question of some, adds it to the list', () => {
    const before = custom({ scope: 'some', apartmentIds: ['b'] });
    expect(askAgain(before, 'a', NOW).apartmentIds).toEqual(['b', 'a']);
    const gone = custom({ scope: 'some', apartmentIds: ['b'], removed: true });
    const docs = write([], 'c1', askAgain(gone, 'a', NOW));
    expect(ids(docs, 'a')).toContain('c1');
    expect(ids(docs, 'b')).not.toContain('c1');
  });

  it('everywhere clears removed and removedFrom', () => {
    const before: Question = {
      builtIn: true,
      removed: true,
      removedFrom: ['a'],
      createdAt: T0,
      updatedAt: T0,
    };
    expect(restoreEverywhere(before, NOW)).toEqual({
      builtIn: true,
      createdAt: T0,
      updatedAt: NOW,
    });
  });
});

describe('changing a built-in question’s answer type', () => {
  it('makes a change document, and drops a `better` that no longer fits', () => {
    expect(changeAnswerType(undefined, 'rating', NOW)).toEqual({
      builtIn: true,
      answerType: 'rating',
      createdAt: NOW,
      updatedAt: NOW,
    });
    const before: Question = {
      builtIn: true,
      answerType: 'number',
      better: 'higher',
      createdAt: T0,
      updatedAt: T0,
    };
    expect(changeAnswerType(before, 'yes-no', NOW).better).toBeUndefined();
    expect(changeAnswerType(before, 'number', NOW).better).toBe('higher');
  });
});

describe('forgetting a deleted apartment', () => {
  it('drops it from a question’s lists, and a question for it alone goes everywhere', () => {
    const some = custom({ scope: 'some', apartmentIds: ['a1', 'a2'], removedFrom: ['a3'] });
    const kept = forgetApartment(some, 'a1', NOW)!;
    expect(kept.apartmentIds).toEqual(['a2']);
    expect(kept.removedFrom).toEqual(['a3']);
    expect(kept.updatedAt).toBe(NOW);
    let docs = write([], 'c1', kept);
    expect(ids(docs, 'a2')).toContain('c1');

    const onlyOne = forgetApartment(custom({ scope: 'some', apartmentIds: ['a1'] }), 'a1', NOW)!;
    expect(onlyOne.removed).toBe(true);
    docs = write(docs, 'c2', onlyOne);
    // A new apartment given the deleted one's id is not asked it.
    expect(ids(docs, 'a1')).not.toContain('c2');

    const builtIn = forgetApartment(
      { builtIn: true, removedFrom: ['a1'], createdAt: T0, updatedAt: T0 },
      'a1',
      NOW,
    )!;
    expect(builtIn).not.toHaveProperty('removedFrom');
    docs = write(docs, 'q-pets', builtIn);
    expect(ids(docs, 'a1')).toContain('q-pets');
  });

  it('leaves a question that never named it alone', () => {
    expect(forgetApartment(custom({ removedFrom: ['a2'] }), 'a1', NOW)).toBeUndefined();
    expect(forgetApartment(custom({}), 'a1', NOW)).toBeUndefined();
  });
});
