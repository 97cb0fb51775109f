import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import type { Apartment } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { BUILT_IN_QUESTIONS } from '@/shared/apartment-tour-questions/question-bank.ts';
import { FollowUpsSection } from './follow-ups-section.tsx';
import {
  cleanUp,
  put,
  renderAt,
  STAMP,
  startVisitor,
  stored,
} from '../testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const apartment: Apartment = {
  name: 'Maple Court',
  address: '12 Maple Street',
  email: 'lease@maple.example.com',
  status: 'toured',
  createdAt: STAMP,
  updatedAt: STAMP,
};

const items = () =>
  within(screen.getByRole('list', { name: 'Follow-ups' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('FollowUpsSection', () => {
  it('lists open follow-ups first by due day, marks the overdue and ticks one off', async () => {
    const user = userEvent.setup();
    await put('apartments', 'a1', apartment);
    await put('followUps', 'f1', { apartmentId: 'a1', text: 'Ask about parking', done: false });
    await put('followUps', 'f2', {
      apartmentId: 'a1',
      text: 'Send pay slips',
      dueOn: '2020-01-10',
      done: false,
    });
    await put('followUps', 'f3', { apartmentId: 'a1', text: 'Call back', done: true });
    await put('followUps', 'f4', { apartmentId: 'other', text: 'Not this one', done: false });
    renderAt('apartment=a1', <FollowUpsSection entry={{ id: 'a1', apartment }} />);
    await screen.findByRole('list', { name: 'Follow-ups' });
    expect(items()).toHaveLength(3);
    expect(items()[0]).toMatch(/^Send pay slipsDue Jan 10, 2020Overdue/);
    expect(items()[1]).toMatch(/^Ask about parking/);
    expect(items()[2]).toMatch(/^Call backDone/);

    await user.click(screen.getByRole('checkbox', { name: /Send pay slips/ }));
    await waitFor(() => expect(items()[0]).toMatch(/^Ask about parking/));
    expect(items()[1]).toMatch(/^Send pay slips.*Done/);
    expect(items()[1]).not.toMatch(/Overdue/);
    const written = (await stored('followUps')).f2 as Record<string, unknown>;
    expect(written.done).toBe(true);
  });

  it('adds, edits and deletes a follow-up with undo', async () => {
    const user = userEvent.setup();
    await put('apartments', 'a1', apartment);
    renderAt('apartment=a1', <FollowUpsSection entry={{ id: 'a1', apartment }} />);
    const form = await screen.findByRole('form', { name: 'New follow-up' });
    await user.click(within(form).getByRole('button', { name: 'Add follow-up' }));
    expect(within(form).getByText('Follow-up is required')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: 'Follow-up' }), 'Send pay slips');
    await user.type(within(form).getByLabelText('Due'), '2030-03-03');
    await user.click(within(form).getByRole('button', { name: 'Add follow-up' }));
    expect(await screen.findByText('Due Mar 3, 2030')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit follow-up: Send pay slips' }));
    const edit = screen.getByRole('form', { name: 'Edit follow-up: Send pay slips' });
    const text = within(edit).getByRole('textbox', { name: 'Follow-up' });
    await user.clear(text);
    await user.type(text, 'Send three pay slips');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('checkbox', { name: /Send three pay slips/ })).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Delete follow-up: Send three pay slips' }),
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Follow-ups' })).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('checkbox', { name: /Send three pay slips/ })).toBeVisible();
  });

  it('copies the open follow-ups and the unanswered questions for the agent as an e-mail', async () => {
    const user = userEvent.setup();
    await put('apartments', 'a1', apartment);
    await put('followUps', 'f1', {
      apartmentId: 'a1',
      text: 'Send pay slips',
      dueOn: '2030-03-03',
      done: false,
    });
    await put('followUps', 'f2', { apartmentId: 'a1', text: 'Done already', done: true });
    renderAt('apartment=a1', <FollowUpsSection entry={{ id: 'a1', apartment }} />);
    await user.click(await screen.findByRole('button', { name: 'Copy as e-mail' }));
    expect(await screen.findByText('E-mail copied')).toBeVisible();
    const text = await navigator.clipboard.readText();
    expect(text).toMatch(/^Subject: Questions about Maple Court\n\nHello,\n/);
    expect(text).toContain('- Send pay slips (by March 3, 2030)');
    expect(text).not.toContain('Done already');
    const firstAsk = BUILT_IN_QUESTIONS.find((question) => question.how === 'ask');
    expect(text).toContain(`- ${firstAsk?.text}`);
    const mailto = screen.getByRole('link', { name: 'Write to lease@maple.example.com' });
    expect(mailto.getAttribute('href')).toMatch(
      /^mailto:lease@maple\.example\.com\?subject=Questions%20about%20Maple%20Court&body=/,
    );
  });
});
