import { describe, expect, it } from 'vitest';
import type { FollowUp } from './apartment-model.ts';
import { followUpMail, mailtoUrl } from './follow-up-mail.ts';
import type { AskedQuestion } from './question-scope.ts';

const followUp = (text: string, fields: Partial<FollowUp> = {}): FollowUp => ({
  apartmentId: 'a',
  text,
  done: false,
  createdAt: '2026-02-01T09:00:00Z',
  updatedAt: '2026-02-01T09:00:00Z',
  ...fields,
});

const question = (id: string, text: string, how: AskedQuestion['how']): AskedQuestion => ({
  id,
  text,
  category: 'pricing',
  how,
  answerType: 'yes-no',
  builtIn: true,
});

describe('the follow-ups mail', () => {
  const followUps = [
    followUp('Confirm the move-in date '),
    followUp('Send the pet policy in writing', { dueOn: '2026-03-03' }),
    followUp('Ask about the parking waitlist', { done: true }),
    followUp('Share the lease draft', { dueOn: '2026-02-20' }),
  ];
  const unanswered = [
    question('q-deposit', 'How much is the security deposit?', 'ask'),
    question('q-mould', 'Any mould, stains or water damage?', 'check'),
    question('q-emergency', 'Is there a 24-hour emergency line?', 'ask'),
  ];

  it('lists the open follow-ups by due date and the questions for the agent', () => {
    const mail = followUpMail({ name: ' Elm Court ', address: '12 Elm St' }, followUps, unanswered);
    expect(mail).toEqual({
      subject: 'Questions about Elm Court',
      body: [
        'Hello,',
        '',
        'I am following up on Elm Court at 12 Elm St.',
        '',
        'Still to settle:',
        '- Share the lease draft (by February 20, 2026)',
        '- Send the pet policy in writing (by March 3, 2026)',
        '- Confirm the move-in date',
        '',
        'Could you also tell me:',
        '- How much is the security deposit?',
        '- Is there a 24-hour emergency line?',
        '',
        'Thank you for your help.',
        '',
        'Kind regards,',
      ].join('\n'),
    });
  });

  it('leaves out a section with nothing in it, and the address when there is none', () => {
    const mail = followUpMail({ name: 'Oak' }, [], unanswered.slice(0, 1));
    expect(mail?.body).toBe(
      'Hello,\n\nI am following up on Oak.\n\nCould you also tell me:\n' +
        '- How much is the security deposit?\n\nThank you for your help.\n\nKind regards,',
    );
  });

  it('writes due dates in the locale', () => {
    const mail = followUpMail({ name: 'Oak' }, [followUps[1]!], [], { locale: 'en-GB' });
    expect(mail?.body).toContain('- Send the pet policy in writing (by 3 March 2026)');
  });

  it('gives no mail when nothing is open', () => {
    const checks = unanswered.filter((q) => q.how === 'check');
    expect(followUpMail({ name: 'Oak' }, [followUps[2]!], checks)).toBeUndefined();
  });

  it('makes a mailto link with CRLF line breaks', () => {
    const url = mailtoUrl(
      { subject: 'Questions about A&B', body: 'Hello,\n\nThanks' },
      'agent@example.com',
    );
    expect(url).toBe(
      'mailto:agent@example.com?subject=Questions%20about%20A%26B&body=Hello%2C%0D%0A%0D%0AThanks',
    );
    expect(mailtoUrl({ subject: 'S', body: 'B' })).toBe('mailto:?subject=S&body=B');
  });
});
