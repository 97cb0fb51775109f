import { describe, expect, it } from 'vitest';
import type { FollowUp } from './apartment-model.ts';
import { followUpSchema } from './apartment-tour-questions-schema.ts';
import { followUpsToMake } from './tour-follow-ups.ts';

const NOW = '2026-02-01T10:00:00Z';
const open = [
  { id: 'q-gym', text: 'Is there a gym?' },
  { id: 'q-pool', text: 'Is there a pool?' },
];

describe('followUpsToMake', () => {
  it('makes one open follow-up per unanswered question, valid', () => {
    const made = followUpsToMake(open, [], 'a1', NOW);
    expect(made).toEqual([
      {
        apartmentId: 'a1',
        text: 'Is there a gym?',
        questionId: 'q-gym',
        done: false,
        createdAt: NOW,
        updatedAt: NOW,
      },
      expect.objectContaining({ questionId: 'q-pool', text: 'Is there a pool?' }),
    ]);
    for (const followUp of made) expect(followUpSchema.safeParse(followUp).success).toBe(true);
  });

  it('skips questions that already have a follow-up for this apartment, done or not', () => {
    const existing: FollowUp[] = [
      {
        apartmentId: 'a1',
        text: 'Gym?',
        questionId: 'q-gym',
        done: true,
        createdAt: NOW,
        updatedAt: NOW,
      },
      {
        apartmentId: 'a2',
        text: 'Pool?',
        questionId: 'q-pool',
        done: false,
        createdAt: NOW,
        updatedAt: NOW,
      },
    ];
    expect(followUpsToMake(open, existing, 'a1', NOW).map((f) => f.questionId)).toEqual(['q-pool']);
  });
});
