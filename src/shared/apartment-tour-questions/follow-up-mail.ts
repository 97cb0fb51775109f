import type { Apartment, FollowUp } from './apartment-model.ts';
import type { AskedQuestion } from './question-scope.ts';

/**
 * "Copy as e-mail" for one apartment: a short, polite note to the agent with what is still
 * open — follow-ups not done, with their due dates, and the "ask the agent" questions left
 * unanswered. Plain text, so it pastes into any mail program.
 */

export interface FollowUpMail {
  subject: string;
  body: string;
}

export interface FollowUpMailOptions {
  /** For the due dates' words; `en-US` when not given. */
  locale?: string;
}

/** A calendar day in words ("March 3, 2026"), whatever the device's time zone. */
function dayInWords(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Open follow-ups first by due day (those without one last), then by when they were made. */
function openFollowUps(followUps: readonly FollowUp[]): FollowUp[] {
  return followUps
    .filter((followUp) => !followUp.done)
    .sort(
      (a, b) =>
        (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999') ||
        a.createdAt.localeCompare(b.createdAt),
    );
}

/**
 * The mail for one apartment, or undefined when nothing is open. `followUps` are the
 * apartment's (done ones are left out); `unanswered` its open questions (`unansweredQuestions`),
 * of which only those to ask the agent go in.
 */
export function followUpMail(
  apartment: Pick<Apartment, 'name' | 'address'>,
  followUps: readonly FollowUp[],
  unanswered: readonly AskedQuestion[],
  { locale = 'en-US' }: FollowUpMailOptions = {},
): FollowUpMail | undefined {
  const open = openFollowUps(followUps);
  const questions = unanswered.filter((question) => question.how === 'ask');
  if (open.length === 0 && questions.length === 0) return undefined;

  const name = apartment.name.trim();
  const address = apartment.address?.trim();
  const lines = ['Hello,', '', `I am following up on ${name}${address ? ` at ${address}` : ''}.`];
  if (open.length > 0) {
    lines.push('', 'Still to settle:');
    for (const followUp of open) {
      const due = followUp.dueOn ? ` (by ${dayInWords(followUp.dueOn, locale)})` : '';
      lines.push(`- ${followUp.text.trim()}${due}`);
    }
  }
  if (questions.length > 0) {
    lines.push('', 'Could you also tell me:');
    for (const question of questions) lines.push(`- ${question.text}`);
  }
  lines.push('', 'Thank you for your help.', '', 'Kind regards,');
  return { subject: `Questions about ${name}`, body: lines.join('\n') };
}

/** A `mailto:` link that opens the mail, addressed to `to` when given (RFC 6068). */
export function mailtoUrl(mail: FollowUpMail, to?: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  const address = to ? encodeURIComponent(to).replace(/%40/g, '@') : '';
  return `mailto:${address}?subject=${encode(mail.subject)}&body=${encode(mail.body)}`;
}
