import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { isDataError } from '@/shared/data/errors.ts';
import { MAX_FILE_BYTES } from '@/shared/data/files.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { fileUrl } from '../file-url.ts';
import { EditorProblem } from './editor-actions.tsx';
import { PhotoPickButton } from './photo-pick-button.tsx';
import { uploadPhoto } from './upload-photo.ts';

export interface PhotoFieldProps {
  photoId: string | undefined;
  onPhotoChange: (photoId: string | undefined) => void;
  /** Uploads need an account; visitors are told so. */
  canUpload: boolean;
  /** True while a photo is being prepared or uploaded: the entry cannot be saved yet. */
  onBusyChange: (busy: boolean) => void;
  /** The photo's text alternative: "The recipe's photo". */
  alt: string;
}

const LIMIT_MB = Math.round(MAX_FILE_BYTES / 1024 / 1024);

/** What went wrong, in words that say what to do next. */
export function photoProblem(error: unknown): string {
  if (!isDataError(error)) return 'The photo could not be added. Please try again.';
  switch (error.code) {
    case 'PAYLOAD_TOO_LARGE':
      return `This photo is too large: the limit is ${LIMIT_MB} MB. Try a smaller one.`;
    case 'UNAVAILABLE':
      return 'The photo could not be uploaded: you seem to be offline. Try again once you are back online.';
    case 'INVALID_DATA':
      return 'This file could not be read as a photo. Choose a JPEG, PNG, WebP, AVIF or GIF image.';
    case 'UNAUTHENTICATED':
      return 'You are no longer logged in. Log in again to add a photo.';
    case 'RATE_LIMITED':
      return 'Too many uploads just now; try again in a moment.';
    default:
      return `The photo could not be uploaded: ${error.message}`;
  }
}

type Stage = 'preparing' | 'uploading' | null;

/**
 * An entry's one photo: chosen on the device, made smaller and stripped of its metadata
 * in the browser, then uploaded; the entry keeps the uploaded file's id.
 */
export function PhotoField({
  photoId,
  onPhotoChange,
  canUpload,
  onBusyChange,
  alt,
}: PhotoFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Only the latest choice may change the photo.
  const latest = useRef(0);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    const choice = ++latest.current;
    setProblem(null);
    setDone(false);
    setStage('preparing');
    onBusyChange(true);
    try {
      const uploaded = await uploadPhoto(file, (blob) => {
        if (choice !== latest.current) return;
        setPreview(URL.createObjectURL(blob));
        setStage('uploading');
      });
      if (choice !== latest.current) return;
      onPhotoChange(uploaded.id);
      setDone(true);
    } catch (error) {
      if (choice !== latest.current) return;
      setPreview(null);
      setProblem(photoProblem(error));
    } finally {
      if (choice === latest.current) {
        setStage(null);
        onBusyChange(false);
      }
    }
  }

  function remove() {
    latest.current += 1;
    setPreview(null);
    setProblem(null);
    setDone(false);
    if (stage) onBusyChange(false);
    setStage(null);
    onPhotoChange(undefined);
    input.current?.focus();
  }

  const shown = preview ?? (photoId ? fileUrl(photoId) : null);
  const status =
    stage === 'preparing'
      ? 'Preparing the photo…'
      : stage === 'uploading'
        ? 'Uploading the photo…'
        : done
          ? 'Photo added.'
          : '';

  return (
    <fieldset className="min-w-0 space-y-3 border-t border-border pt-6">
      <legend className="float-left w-full text-lg font-semibold tracking-tight">Photo</legend>
      {shown ? (
        <div className="clear-both relative w-full max-w-sm overflow-hidden rounded-lg border border-border bg-muted">
          <img
            src={shown}
            alt={alt}
            className={cn('aspect-[4/3] w-full object-cover', stage && 'opacity-60')}
          />
        </div>
      ) : null}
      <div className="clear-both flex flex-wrap items-center gap-2">
        {canUpload ? (
          <PhotoPickButton
            ref={input}
            size="sm"
            aria-describedby={`${id}-hint`}
            onChange={(event) => void choose(event)}
          >
            {shown ? 'Replace photo' : 'Choose a photo'}
          </PhotoPickButton>
        ) : (
          <p className="text-sm text-muted-fg">Log in to add a photo.</p>
        )}
        {shown ? (
          <Button variant="tertiary" size="sm" onClick={remove}>
            <Trash2 aria-hidden="true" />
            Remove photo
          </Button>
        ) : null}
      </div>
      {canUpload ? (
        <p id={`${id}-hint`} className="text-sm text-muted-fg">
          JPEG, PNG, WebP, AVIF or GIF. Large photos are made smaller on this device first.
        </p>
      ) : null}
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        {stage ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-border border-t-primary"
          />
        ) : null}
        {status}
      </p>
      <EditorProblem>{problem}</EditorProblem>
    </fieldset>
  );
}
