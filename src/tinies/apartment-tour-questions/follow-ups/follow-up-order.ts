import type { FollowUp } from '@/shared/apartment-tour-questions/apartment-model.ts';

/** How the follow-ups are listed and marked, free of React. */

/** Open first, by due day (none last), then by when made; the done ones after, newest done first. */
export function orderFollowUps<E extends { followUp: FollowUp }>(entries: readonly E[]): E[] {
  const byDue = (a: E, b: E) =>
    (a.followUp.dueOn ?? '9999').localeCompare(b.followUp.dueOn ?? '9999') ||
    a.followUp.createdAt.localeCompare(b.followUp.createdAt);
  const open = entries.filter((entry) => !entry.followUp.done).sort(byDue);
  const done = entries
    .filter((entry) => entry.followUp.done)
    .sort((a, b) => b.followUp.updatedAt.localeCompare(a.followUp.updatedAt));
  return [...open, ...done];
}

/** Whether an open follow-up's due day has passed (`today` is the local `YYYY-MM-DD`). */
export function isOverdue(followUp: FollowUp, today: string): boolean {
  return !followUp.done && followUp.dueOn !== undefined && followUp.dueOn < today;
}

/** The text a "Copy as e-mail" puts on the clipboard: the subject line, then the body. */
export function mailText(mail: { subject: string; body: string }): string {
  return `Subject: ${mail.subject}\n\n${mail.body}`;
}
