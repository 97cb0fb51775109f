import { useEffect } from 'react';
import { data, type DataClient, type OverriddenEdit, type WriteError } from '@/data/client.ts';
import type { ToastOptions } from '@/ui/toast-store.ts';

/**
 * What the person is told when an edit of theirs met another device's: a field they
 * changed that a newer edit from elsewhere had changed too (that edit wins, by the
 * server's order: see src/data/README.md), with their value kept to restore; and an edit
 * of a document deleted elsewhere, which stays deleted, offered as a copy.
 */

/** The title of both notices of a document deleted on another device (toast and editor). */
export const DELETED_ELSEWHERE = 'Deleted on another device';
/** The action that saves the person's version of a deleted document as a new one. */
export const KEEP_AS_COPY = 'Keep as a copy';

/** "description" → "Description", "prepMinutes" → "Prep minutes": when a tool gave no label. */
export function fieldWords(field: string): string {
  const last = field.split('/').at(-1)!;
  const words = last.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One notice per field whose change was replaced; Restore writes this device's value again. */
export function overriddenNotices(edit: OverriddenEdit, client: DataClient = data): ToastOptions[] {
  return Object.entries(edit.values).map(([field, value]) => ({
    type: 'info',
    duration: 10_000,
    title: `Your change to ${edit.labels?.[field] ?? fieldWords(field)} was replaced by a newer edit from another device`,
    action: {
      label: 'Restore',
      // An edit on no base: it writes the value whatever is there now, unless deleted.
      onClick: () =>
        void client.update(edit.path, { [field]: value }, { base: {} }).catch(() => {}),
    },
  }));
}

/**
 * The notice for an edit refused because its document was deleted elsewhere, offering the
 * edited document as a new one when the edit kept it whole (an editor's save; a single
 * field such as a status has nothing to copy); undefined for any other refusal.
 */
export function goneNotice(error: WriteError, client: DataClient = data): ToastOptions | undefined {
  if (error.code !== 'GONE') return undefined;
  const whole = error.write?.note?.whole;
  const notice: ToastOptions = {
    type: 'warning',
    title: DELETED_ELSEWHERE,
    description: 'Your change was not saved, because this was deleted on another device.',
  };
  if (whole === undefined || whole === null) return notice;
  const collection = error.path.split('/').slice(0, -1).join('/');
  return {
    ...notice,
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: KEEP_AS_COPY,
      onClick: () => void client.set(`${collection}/${client.newId()}`, whole).catch(() => {}),
    },
  };
}

/** Shows both notices as toasts while mounted (once, in the app's data runtime). */
export function useEditNotices(toast: (options: ToastOptions) => void): void {
  useEffect(() => {
    const offOverridden = data.onOverridden((edit) => overriddenNotices(edit).forEach(toast));
    const offGone = data.onWriteError((error) => {
      const notice = goneNotice(error);
      if (notice) toast(notice);
    });
    return () => {
      offOverridden();
      offGone();
    };
  }, [toast]);
}
