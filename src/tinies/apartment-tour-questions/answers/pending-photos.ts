import { useSyncExternalStore } from 'react';
import { data } from '@/data/client.ts';
import { uploadPhoto } from '@/kit/editor/upload-photo.ts';
import { answerIdOf, type Answer } from '@/shared/apartment-tour-questions/apartment-model.ts';
import type { AskedQuestion } from '@/shared/apartment-tour-questions/question-scope.ts';
import { loadTourSchemas } from '../tour-schemas.ts';
import { writeAnswer } from './write-answer.ts';

/**
 * Photos taken on a tour without signal: kept on this page, with a preview, and uploaded as
 * soon as the browser is back online; then the answer gets the photo. NOTE: the data store
 * keeps offline writes, but files go over HTTP only, so a photo waits here; closing the
 * page before the signal comes back loses it (the person is told so).
 */
interface Waiting {
  file: File;
  preview: string;
  path: string;
  apartmentId: string;
  question: Pick<AskedQuestion, 'id' | 'answerType'>;
}

const waiting = new Map<string, Waiting>();
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** Keeps a photo for an answer until it can be uploaded (the last one taken wins). */
export function holdPhoto(entry: Waiting) {
  const key = answerIdOf(entry.apartmentId, entry.question.id);
  const before = waiting.get(key);
  if (before) URL.revokeObjectURL(before.preview);
  waiting.set(key, entry);
  listen();
  changed();
}

/** Forgets a waiting photo (the person removed it). */
export function dropPhoto(apartmentId: string, questionId: string) {
  const key = answerIdOf(apartmentId, questionId);
  const before = waiting.get(key);
  if (!before) return;
  URL.revokeObjectURL(before.preview);
  waiting.delete(key);
  changed();
}

async function uploadWaiting() {
  for (const [key, entry] of [...waiting]) {
    try {
      const { id } = await uploadPhoto(entry.file);
      if (waiting.get(key) !== entry) continue;
      const { answerSchema } = await loadTourSchemas();
      const stored = answerSchema.safeParse(await data.get(`${entry.path}/${key}`));
      const current: Answer | undefined = stored.success ? stored.data : undefined;
      await writeAnswer(entry.path, entry.apartmentId, entry.question, current, {
        photoFileId: id,
      });
      URL.revokeObjectURL(entry.preview);
      waiting.delete(key);
      changed();
    } catch {
      // Still offline or refused: it waits for the next time the signal comes back.
    }
  }
}

let listening = false;
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => void uploadWaiting());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The preview of the photo waiting for this answer, if one is. */
export function useWaitingPhoto(apartmentId: string, questionId: string): string | undefined {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return waiting.get(answerIdOf(apartmentId, questionId))?.preview;
}
