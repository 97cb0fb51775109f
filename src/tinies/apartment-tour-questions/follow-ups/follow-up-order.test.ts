import { describe, expect, it } from 'vitest';
import type { FollowUp } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { isOverdue, mailText, orderFollowUps } from './follow-up-order.ts';

const item = (id: string, change: Partial<FollowUp>) => ({
  id,
  followUp: {
    apartmentId: 'a1',
    text: id,
    done: false,
    createdAt: `2026-03-0${id.length}T00:00:00.000Z`,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...change,
  },
});

describe('follow-ups', () => {
  it('lists the open first by due day (none last), then the done, last done first', () => {
    const ordered = orderFollowUps([
      item('a', { done: true, updatedAt: '2026-03-02T00:00:00.000Z' }),
      item('bb', {}),
      item('c', { dueOn: '2026-04-01' }),
      item('dd', { dueOn: '2026-03-15' }),
      item('e', { done: true, updatedAt: '2026-03-05T00:00:00.000Z' }),
      item('f', {}),
    ]);
    expect(ordered.map((entry) => entry.id)).toEqual(['dd', 'c', 'f', 'bb', 'e', 'a']);
  });

  it('marks an open follow-up overdue the day after it was due', () => {
    const due = item('a', { dueOn: '2026-03-10' }).followUp;
    expect(isOverdue(due, '2026-03-10')).toBe(false);
    expect(isOverdue(due, '2026-03-11')).toBe(true);
    expect(isOverdue({ ...due, done: true }, '2026-03-11')).toBe(false);
    expect(isOverdue(item('b', {}).followUp, '2030-01-01')).toBe(false);
  });

  it('puts the subject above the body', () => {
    expect(mailText({ subject: 'Questions', body: 'Hello,' })).toBe('Subject: Questions\n\nHello,');
  });
});
