import { describe, expect, it } from 'vitest';
import { BUILT_IN_QUESTIONS } from './question-bank.ts';
import { questionsFor, type AskedQuestion } from './question-scope.ts';
import { roomOf, TOUR_ROOMS, tourGroups } from './tour-groups.ts';

const asked = questionsFor(BUILT_IN_QUESTIONS, [], 'a1');
const custom = (fields: Partial<AskedQuestion>): AskedQuestion => ({
  id: 'c1',
  text: 'Custom?',
  category: 'condition',
  how: 'check',
  answerType: 'yes-no',
  builtIn: false,
  ...fields,
});

describe('roomOf', () => {
  it('puts every question for the agent together', () => {
    for (const question of asked.filter((q) => q.how === 'ask')) {
      expect(roomOf(question)).toBe('agent');
    }
  });

  it('places checks where they are made', () => {
    const byId = (id: string) => asked.find((question) => question.id === id)!;
    expect(roomOf(byId('q-water-pressure'))).toBe('bathroom');
    expect(roomOf(byId('q-appliances-run'))).toBe('kitchen');
    expect(roomOf(byId('q-phone-signal'))).toBe('rooms');
    expect(roomOf(byId('q-hallways'))).toBe('building');
    expect(roomOf(byId('q-street-noise'))).toBe('outside');
  });

  it('places a custom check by its category, else in every room', () => {
    expect(roomOf(custom({ category: 'location' }))).toBe('outside');
    expect(roomOf(custom({ category: 'building' }))).toBe('building');
    expect(roomOf(custom({ category: 'condition' }))).toBe('rooms');
    expect(roomOf(custom({ how: 'ask' }))).toBe('agent');
  });
});

describe('tourGroups', () => {
  it('groups by room in the tour’s order, every question once, none empty', () => {
    const groups = tourGroups(asked, 'room');
    expect(groups.map((group) => group.key)).toEqual([...TOUR_ROOMS]);
    expect(groups.flatMap((group) => group.questions)).toHaveLength(asked.length);
    expect(groups[0]!.label).toBe('Ask the agent');
  });

  it('groups by category, keeping the order within each', () => {
    const groups = tourGroups(asked, 'category');
    expect(groups[0]!.label).toBe('Pricing & Lease Terms');
    expect(groups.flatMap((group) => group.questions)).toEqual(asked);
  });

  it('leaves out empty groups', () => {
    expect(tourGroups([custom({ category: 'location' })], 'room')).toEqual([
      { key: 'outside', label: 'Neighbourhood', questions: [custom({ category: 'location' })] },
    ]);
    expect(tourGroups([], 'category')).toEqual([]);
  });
});
