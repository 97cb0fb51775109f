import { Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { FollowUp } from '@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { toDay } from '@/ui/calendar-grid.ts';
import { cn } from '@/ui/cn.ts';
import { useToast } from '@/ui/use-toast.ts';
import { formatDay } from '../apartment-facts.ts';
import {
  followUps as followUpsCollection,
  nowStamp,
  useFollowUps,
  type ApartmentEntry,
  type FollowUpEntry,
} from '../use-apartment-data.ts';
import { CopyAsEmail } from './copy-as-email.tsx';
import { FollowUpForm } from './follow-up-form.tsx';
import { isOverdue, orderFollowUps } from './follow-up-order.ts';

/** How long "Undo" stays after a follow-up is deleted. */
const UNDO_MS = 8000;

/**
 * The apartment's follow-ups: what is still to settle with it, with due days; the open
 * ones first and the overdue marked; added, ticked off, edited and deleted (with undo) in
 * place; and the open ones with the unanswered questions copied as an e-mail.
 */
export function FollowUpsSection({ entry }: { entry: ApartmentEntry }) {
  const toast = useToast();
  const all = useFollowUps();
  const path = all.path;
  const [editing, setEditing] = useState<string | null>(null);
  const mine = useMemo(
    () => orderFollowUps(all.entries.filter((item) => item.followUp.apartmentId === entry.id)),
    [all.entries, entry.id],
  );
  const values = useMemo(() => mine.map((item) => item.followUp), [mine]);
  // Read at render: the page is only rendered in the browser.
  const today = toDay(new Date());

  const write = (before: FollowUpEntry, next: FollowUp) => {
    if (!path) return;
    followUpsCollection.edit(path, before.id, before.followUp, { ...next, updatedAt: nowStamp() });
  };
  const remove = (item: FollowUpEntry) => {
    if (!path) return;
    followUpsCollection.remove(path, item.id);
    toast({
      title: 'Follow-up deleted',
      description: item.followUp.text,
      action: {
        label: 'Undo',
        onClick: () => followUpsCollection.save(path, item.id, item.followUp),
      },
      duration: UNDO_MS,
    });
  };

  return (
    <section aria-labelledby="follow-ups-heading" className="space-y-4">
      <h3 id="follow-ups-heading" className="text-xl font-semibold tracking-tight">
        Follow-ups
      </h3>
      {all.status === 'error' ? (
        <p className="text-sm text-muted-fg">The follow-ups could not be loaded.</p>
      ) : all.status === 'loading' ? (
        <p className="text-sm text-muted-fg">Loading the follow-ups…</p>
      ) : (
        <>
          {mine.length === 0 ? (
            <p className="text-sm text-muted-fg">
              No follow-ups yet. Note what to send, ask or check after the tour, with the day it is
              due.
            </p>
          ) : (
            <ul aria-label="Follow-ups" className="space-y-2">
              {mine.map((item) =>
                editing === item.id ? (
                  <li key={item.id}>
                    <FollowUpForm
                      apartmentId={entry.id}
                      initial={item.followUp}
                      onSubmit={(next) => {
                        write(item, next);
                        setEditing(null);
                      }}
                      onCancel={() => setEditing(null)}
                    />
                  </li>
                ) : (
                  <FollowUpItem
                    key={item.id}
                    followUp={item.followUp}
                    overdue={isOverdue(item.followUp, today)}
                    onDone={(done) => write(item, { ...item.followUp, done })}
                    onEdit={() => setEditing(item.id)}
                    onDelete={() => remove(item)}
                  />
                ),
              )}
            </ul>
          )}
          <FollowUpForm
            apartmentId={entry.id}
            onSubmit={(followUp) => {
              if (path) followUpsCollection.save(path, followUpsCollection.newId(), followUp);
            }}
          />
          <CopyAsEmail entry={entry} followUps={values} />
        </>
      )}
    </section>
  );
}

function FollowUpItem({
  followUp,
  overdue,
  onDone,
  onEdit,
  onDelete,
}: {
  followUp: FollowUp;
  overdue: boolean;
  onDone: (done: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3 shadow-card',
        overdue ? 'border-destructive' : 'border-border',
      )}
    >
      <label className="flex min-w-0 flex-[1_1_14rem] items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          checked={followUp.done}
          onChange={(event) => onDone(event.target.checked)}
        />
        <span className="min-w-0">
          <span className={cn('break-words', followUp.done && 'text-muted-fg line-through')}>
            {followUp.text}
          </span>
          {followUp.dueOn ? (
            <span className="block text-sm text-muted-fg">Due {formatDay(followUp.dueOn)}</span>
          ) : null}
        </span>
      </label>
      {overdue ? <Badge tone="warning">Overdue</Badge> : null}
      {followUp.done ? <Badge tone="muted">Done</Badge> : null}
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Edit follow-up: ${followUp.text}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Delete follow-up: ${followUp.text}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}
