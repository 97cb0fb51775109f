import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { fileNameFor, uploadFile } from '@/data/files.ts';
import { MAX_IMAGE_SIDE, prepareImage } from '@/data/images.ts';
import { isDataError, type DataError } from '@/shared/data/errors.ts';
import { FILE_TYPES, type UploadedFile } from '@/shared/data/files.ts';
import { formatSize } from '@/shared/format-size.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { GallerySection } from './gallery-section.tsx';
import { describePhoto, photoFacts, type PhotoFacts } from './photo-facts.ts';

const IMAGE_ACCEPT = FILE_TYPES.filter((type) => type.startsWith('image/')).join(',');

interface Prepared {
  name: string;
  blob: Blob;
  url: string;
  original: PhotoFacts;
  prepared: PhotoFacts;
}

type Upload = { uploading: true } | { file: UploadedFile } | { error: DataError };

const asDataError = (error: unknown): DataError =>
  isDataError(error) ? error : { code: 'INTERNAL', message: String(error) };

function locationNote({ original, prepared }: Prepared): string {
  if (prepared.location) return 'Location data is still in the prepared photo.';
  return original.location ? 'Location data removed' : 'No location data';
}

export function PhotoSection() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Prepared | null>(null);
  const [error, setError] = useState<DataError | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  // Only the latest choice may show its result.
  const latest = useRef(0);

  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const choice = ++latest.current;
    setResult(null);
    setError(null);
    setUpload(null);
    if (!file) return;
    setBusy(true);
    try {
      const blob = await prepareImage(file);
      const [original, prepared] = await Promise.all([photoFacts(file), photoFacts(blob)]);
      if (choice !== latest.current) return;
      setResult({ name: file.name, blob, url: URL.createObjectURL(blob), original, prepared });
    } catch (caught) {
      if (choice === latest.current) setError(asDataError(caught));
    } finally {
      if (choice === latest.current) setBusy(false);
    }
  }

  async function send(prepared: Prepared) {
    setUpload({ uploading: true });
    try {
      setUpload({ file: await uploadFile(prepared.blob, prepared.name) });
    } catch (caught) {
      setUpload({ error: asDataError(caught) });
    }
  }

  return (
    <GallerySection
      id="photo"
      title="Photo"
      description={`Before upload, a photo is made at most ${MAX_IMAGE_SIDE} px on its long side and loses its metadata, location included, in the browser.`}
    >
      <div className="space-y-2">
        {/* NOTE: the input itself is visually hidden inside a label drawn as our button: it
            keeps the focus and the keyboard, the label shows where focus is. */}
        <label
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
          )}
        >
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby="photo-hint"
            onChange={(event) => void choose(event)}
            className="sr-only"
          />
          Choose a photo
        </label>
        <p id="photo-hint" className="text-sm text-muted-fg">
          JPEG, PNG, WebP, AVIF or GIF. Nothing leaves this device until you press Upload.
        </p>
      </div>
      <div role="status" className="text-sm font-medium">
        {busy ? 'Preparing the photo…' : result ? locationNote(result) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error.code}: {error.message}
        </p>
      ) : null}
      {result ? (
        <div className="space-y-4">
          <div className="max-w-md">
            <img
              src={result.url}
              alt="The prepared photo"
              className="h-auto w-full rounded-lg border border-border"
            />
          </div>
          <dl className="space-y-1 text-sm">
            <div className="flex flex-wrap gap-x-4">
              <dt className="font-medium">Original</dt>
              <dd>{describePhoto(result.original)}</dd>
            </div>
            <div className="flex flex-wrap gap-x-4">
              <dt className="font-medium">Prepared</dt>
              <dd>{describePhoto(result.prepared)}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              loading={upload !== null && 'uploading' in upload}
              onClick={() => void send(result)}
            >
              Upload
            </Button>
            <a
              href={result.url}
              download={fileNameFor(result.blob, result.name)}
              className="text-sm font-medium text-primary underline underline-offset-4"
            >
              Download the prepared photo
            </a>
          </div>
          <p role="status" className="text-sm">
            {upload && 'file' in upload ? (
              <>
                Uploaded as <a href={upload.file.url}>{upload.file.url}</a> (
                {formatSize(upload.file.size)}).
              </>
            ) : null}
          </p>
          {upload && 'error' in upload ? (
            <p role="alert" className="text-sm text-destructive">
              {upload.error.code}: {upload.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </GallerySection>
  );
}
