import { Pencil, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { DraftOffer } from '@/kit/editor/draft-offer.tsx';
import type { FollowUp } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { toDay } from '@/ui/calendar-grid.ts';
import { cn } from '@/ui/cn.ts';
import { useToast } from '@/ui/use-toast.ts';
import { formatDay } from '../apartment-facts.ts';
import { NEW_TARGET, useInPlaceDraft, type RawValues } from '../form-drafts.ts';
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
 * place; and the open ones with the unanswered questions copied as an e-mail. A form left
 * half-written (the page left without saving) is kept on this device and offered back here.
 */
export function FollowUpsSection({ entry }: { entry: ApartmentEntry }) {
  const all = useFollowUps();
  // NOTE: the drafts are read once their place is known: a new key reads them again.
  return <FollowUps key={all.path ?? ''} entry={entry} all={all} />;
}

function FollowUps({
  entry,
  all,
}: {
  entry: ApartmentEntry;
  all: ReturnType<typeof useFollowUps>;
}) {
  const toast = useToast();
  const path = all.path;
  /** The follow-up whose form is open, by id; `from`: a restored draft. */
  const [editing, setEditing] = useState<{ id: string; from?: RawValues } | null>(null);
  /** The new follow-up's form: its key (a restored draft starts it again) and draft. */
  const [adding, setAdding] = useState<{ key: number; from?: RawValues }>({ key: 0 });
  // Two drafts: the new follow-up's form is always open, beside the one being edited.
  const editDraft = useInPlaceDraft({
    key: path && `${path}/of-${entry.id}`,
    noun: 'follow-up',
    onRestore: ({ target, raw }) =>
      // A follow-up deleted meanwhile comes back as a new one: nothing typed is lost.
      all.entries.some((item) => item.id === target)
        ? setEditing({ id: target, from: raw })
        : setAdding((prev) => ({ key: prev.key + 1, from: raw })),
  });
  const addDraft = useInPlaceDraft({
    key: path && `${path}/new-of-${entry.id}`,
    noun: 'follow-up',
    onRestore: ({ raw }) => setAdding((prev) => ({ key: prev.key + 1, from: raw })),
  });
  const editingId = editing?.id;
  const { track: trackEdit } = editDraft;
  const { track: trackAdd } = addDraft;
  const trackEditForm = useCallback(
    (raw: RawValues | null) => {
      if (editingId) trackEdit(editingId, raw);
    },
    [trackEdit, editingId],
  );
  const trackAddForm = useCallback(
    (raw: RawValues | null) => trackAdd(NEW_TARGET, raw),
    [trackAdd],
  );
  const closeEdit = () => {
    editDraft.clear();
    setEditing(null);
  };
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
          {editDraft.offer ? <DraftOffer {...editDraft.offer} /> : null}
          {mine.length === 0 ? (
            <p className="text-sm text-muted-fg">
              No follow-ups yet. Note what to send, ask or check after the tour, with the day it is
              due.
            </p>
          ) : (
            <ul aria-label="Follow-ups" className="space-y-2">
              {mine.map((item) =>
                editing?.id === item.id ? (
                  <li key={item.id}>
                    <FollowUpForm
                      apartmentId={entry.id}
                      initial={item.followUp}
                      draft={editing.from}
                      onDraftChange={trackEditForm}
                      onSubmit={(next) => {
                        write(item, next);
                        closeEdit();
                      }}
                      onCancel={closeEdit}
                    />
                  </li>
                ) : (
                  <FollowUpItem
                    key={item.id}
                    followUp={item.followUp}
                    overdue={isOverdue(item.followUp, today)}
                    onDone={(done) => write(item, { ...item.followUp, done })}
                    onEdit={() => setEditing({ id: item.id })}
                    onDelete={() => remove(item)}
                  />
                ),
              )}
            </ul>
          )}
          {addDraft.offer ? <DraftOffer {...addDraft.offer} /> : null}
          <FollowUpForm
            key={adding.key}
            apartmentId={entry.id}
            draft={adding.from}
            onDraftChange={trackAddForm}
            onSubmit={(followUp) => {
              if (!path) return;
              addDraft.clear();
              followUpsCollection.save(path, followUpsCollection.newId(), followUp);
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
