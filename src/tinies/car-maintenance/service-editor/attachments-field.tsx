import { FileText, Paperclip, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { uploadFile } from '@/data/files.ts';
import { prepareImage } from '@/data/images.ts';
import { fileUrl } from '@/kit/file-url.ts';
import { CAR_LIMITS, type Attachment } from '@/shared/car-maintenance/car-model.ts';
import { dataError, isDataError } from '@/shared/data/errors.ts';
import { FILE_INPUT_ACCEPT, MAX_FILE_BYTES } from '@/shared/data/files.ts';
import { formatSize } from '@/shared/format-size.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';

const LIMIT_MB = Math.round(MAX_FILE_BYTES / 1024 / 1024);

/** What went wrong with one file, in words that say what to do next. */
export function attachmentProblem(name: string, error: unknown): string {
  if (!isDataError(error)) return `${name} could not be added. Please try again.`;
  switch (error.code) {
    case 'PAYLOAD_TOO_LARGE':
      return `${name} is too large: the limit is ${LIMIT_MB} MB.`;
    case 'UNAVAILABLE':
      return `${name} could not be uploaded: you seem to be offline. Try again once you are back online.`;
    case 'INVALID_DATA':
      return `${name} is not a photo or a PDF. Choose a JPEG, PNG, WebP, AVIF, GIF or PDF file.`;
    case 'QUOTA_EXCEEDED':
      return `${name} does not fit: your account's files are full.`;
    case 'UNAUTHENTICATED':
      return 'You are no longer logged in. Log in again to attach files.';
    default:
      return `${name} could not be uploaded: ${error.message}`;
  }
}

export interface AttachmentsFieldProps {
  value: Attachment[];
  onChange: (next: (current: Attachment[]) => Attachment[]) => void;
  canUpload: boolean;
  onBusyChange: (busy: boolean) => void;
}

/** Receipts, photos and PDFs: uploaded as chosen, listed with name and size, removable. */
export function AttachmentsField({
  value,
  onChange,
  canUpload,
  onBusyChange,
}: AttachmentsFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const room = CAR_LIMITS.attachments - value.length;
    const taken = files.slice(0, Math.max(0, room));
    const found: string[] =
      files.length > taken.length ? [`At most ${CAR_LIMITS.attachments} attachments`] : [];
    setProblems([]);
    setUploading((count) => count + taken.length);
    onBusyChange(true);
    await Promise.all(
      taken.map(async (file) => {
        try {
          const blob = file.type.startsWith('image/') ? await prepareImage(file) : file;
          if (blob.size > MAX_FILE_BYTES) throw dataError('PAYLOAD_TOO_LARGE');
          if (!navigator.onLine) throw dataError('UNAVAILABLE');
          const uploaded = await uploadFile(blob, file.name);
          onChange((current) => [
            ...current,
            {
              fileId: uploaded.id,
              name: file.name.slice(0, 200) || 'File',
              type: uploaded.type,
              size: uploaded.size,
            },
          ]);
        } catch (error) {
          found.push(attachmentProblem(file.name, error));
        } finally {
          setUploading((count) => count - 1);
        }
      }),
    );
    setProblems(found);
    onBusyChange(false);
  }

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">Attachments</legend>
      {value.length > 0 ? (
        <ul className="space-y-2">
          {value.map((file) => (
            <li
              key={file.fileId}
              className="flex items-center gap-3 rounded-lg border border-border bg-card p-2"
            >
              {file.type.startsWith('image/') ? (
                <img
                  src={fileUrl(file.fileId)}
                  alt=""
                  className="size-10 shrink-0 rounded object-cover"
                />
              ) : (
                <FileText aria-hidden="true" className="size-6 shrink-0 text-muted-fg" />
              )}
              <span className="min-w-0 flex-1 truncate text-sm">{file.name}</span>
              <span className="text-xs text-muted-fg tabular-nums">{formatSize(file.size)}</span>
              <Button
                variant="tertiary"
                size="icon"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  onChange((current) => current.filter((other) => other.fileId !== file.fileId));
                  input.current?.focus();
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {canUpload ? (
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={FILE_INPUT_ACCEPT}
            className="peer sr-only"
            onChange={(event) => void choose(event)}
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            )}
          >
            <Paperclip aria-hidden="true" />
            Attach receipts or photos
          </label>
          <span role="status" className="text-sm text-muted-fg">
            {uploading > 0 ? `Uploading ${uploading} ${uploading === 1 ? 'file' : 'files'}…` : ''}
          </span>
        </div>
      ) : (
        <p className="text-sm text-muted-fg">
          Log in to attach receipts, photos and PDFs: files are kept on your account.
        </p>
      )}
      {problems.length > 0 ? (
        <ul role="alert" className="space-y-1 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
