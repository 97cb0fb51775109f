import { Mail } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { unansweredQuestions } from '@/shared/apartment-tour-questions/answers.ts';
import type { FollowUp } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { followUpMail, mailtoUrl } from '@/shared/apartment-tour-questions/follow-up-mail.ts';
import { BUILT_IN_QUESTIONS } from '@/shared/apartment-tour-questions/question-bank.ts';
import { questionsFor } from '@/shared/apartment-tour-questions/question-scope.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { useAnswers, useQuestions, type ApartmentEntry } from '../use-apartment-data.ts';
import { mailText } from './follow-up-order.ts';

/**
 * "Copy as e-mail": the open follow-ups and the questions for the agent still unanswered,
 * as a mail to paste anywhere; with the apartment's e-mail, also a link that opens it
 * addressed. When the browser refuses the clipboard, the text is shown to copy by hand.
 */
export function CopyAsEmail({
  entry,
  followUps,
}: {
  entry: ApartmentEntry;
  followUps: readonly FollowUp[];
}) {
  const id = useId();
  const toast = useToast();
  const questions = useQuestions();
  const answers = useAnswers();
  const [manual, setManual] = useState<string | null>(null);
  const known = questions.status === 'ready' && answers.status === 'ready';
  const mail = useMemo(() => {
    const asked = questionsFor(BUILT_IN_QUESTIONS, questions.entries, entry.id);
    const open = unansweredQuestions(
      asked,
      answers.entries.map((answer) => answer.answer),
      entry.id,
    );
    return followUpMail(entry.apartment, followUps, open, { locale: navigator.language });
  }, [questions.entries, answers.entries, entry, followUps]);

  async function copy() {
    if (!mail) return;
    const text = mailText(mail);
    try {
      await navigator.clipboard.writeText(text);
      setManual(null);
      toast({ title: 'E-mail copied', description: 'Paste it into your mail.', type: 'success' });
    } catch {
      setManual(text);
      toast({
        title: 'Could not copy',
        description: 'Select the e-mail below and copy it yourself.',
        type: 'warning',
      });
    }
  }

  if (!known) return null;
  if (!mail) {
    return (
      <p className="text-sm text-muted-fg">
        Nothing to ask: every follow-up is done and every question for the agent answered.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Mail aria-hidden="true" />
          Copy as e-mail
        </Button>
        {entry.apartment.email ? (
          <a
            href={mailtoUrl(mail, entry.apartment.email)}
            className={buttonVariants({ variant: 'link' })}
          >
            Write to {entry.apartment.email}
          </a>
        ) : null}
      </div>
      {manual ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-manual`} className="text-sm font-medium">
            The e-mail, to copy
          </label>
          <textarea
            id={`${id}-manual`}
            readOnly
            value={manual}
            rows={10}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-border bg-card p-3 font-mono text-sm"
          />
        </div>
      ) : null}
    </div>
  );
}
