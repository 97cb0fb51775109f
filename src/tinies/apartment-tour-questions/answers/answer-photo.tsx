import { Trash2 } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { photoProblem } from '@/kit/editor/photo-field.tsx';
import { PhotoPickButton } from '@/kit/editor/photo-pick-button.tsx';
import { uploadPhoto } from '@/kit/editor/upload-photo.ts';
import { fileUrl } from '@/kit/file-url.ts';
import type { Answer } from '@/shared/apartment-tour-questions/apartment-model.ts';
import type { AskedQuestion } from '@/shared/apartment-tour-questions/question-scope.ts';
import { isDataError } from '@/shared/data/errors.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { dropPhoto, holdPhoto, useWaitingPhoto } from './pending-photos.ts';

/**
 * An answer's one photo: taken or chosen on the device (the camera first on a phone when
 * `camera`), made smaller, uploaded; without signal it waits on the page and goes up once
 * the signal is back.
 */
export function AnswerPhoto({
  path,
  apartmentId,
  question,
  answer,
  signedIn,
  camera,
  onPhoto,
}: {
  path: string;
  apartmentId: string;
  question: AskedQuestion;
  answer: Answer | undefined;
  signedIn: boolean;
  camera?: boolean;
  onPhoto: (photoFileId: string | undefined) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const waiting = useWaitingPhoto(apartmentId, question.id);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      const { id } = await uploadPhoto(file);
      dropPhoto(apartmentId, question.id);
      onPhoto(id);
    } catch (error) {
      if (isDataError(error) && error.code === 'UNAVAILABLE') {
        holdPhoto({ file, preview: URL.createObjectURL(file), path, apartmentId, question });
      } else {
        setProblem(photoProblem(error));
      }
    } finally {
      setBusy(false);
    }
  }

  function remove() {
    dropPhoto(apartmentId, question.id);
    if (answer?.photoFileId) onPhoto(undefined);
  }

  const shown = waiting ?? (answer?.photoFileId ? fileUrl(answer.photoFileId) : undefined);
  return (
    <div className="space-y-2">
      {shown ? (
        <img
          src={shown}
          alt={`Photo for: ${question.text}`}
          className={cn(
            'aspect-[4/3] w-full max-w-xs rounded-lg border border-border object-cover',
            waiting && 'opacity-80',
          )}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {signedIn ? (
          <PhotoPickButton
            busy={busy}
            capture={camera ? 'environment' : undefined}
            aria-label={shown ? 'Replace photo' : camera ? 'Take a photo' : 'Add a photo'}
            onChange={(event) => void choose(event)}
          >
            {shown ? 'Replace photo' : camera ? 'Take a photo' : 'Add a photo'}
          </PhotoPickButton>
        ) : (
          <p className="text-sm text-muted-fg">Log in to add photos.</p>
        )}
        {shown ? (
          <Button variant="tertiary" onClick={remove}>
            <Trash2 aria-hidden="true" />
            Remove photo
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted-fg">
        {busy
          ? 'Adding the photo…'
          : waiting
            ? 'You are offline: the photo uploads once you are back online. Keep this page open until then.'
            : ''}
      </p>
      <EditorProblem>{problem}</EditorProblem>
    </div>
  );
}
