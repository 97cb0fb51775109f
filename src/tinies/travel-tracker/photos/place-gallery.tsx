import { Star, Trash2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { deleteFile } from '@/data/files.ts';
import { EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { photoProblem } from '@/kit/editor/photo-field.tsx';
import { PhotoPickButton } from '@/kit/editor/photo-pick-button.tsx';
import { uploadPhoto } from '@/kit/editor/upload-photo.ts';
import { fileUrl } from '@/kit/file-url.ts';
import { TRAVEL_LIMITS, type Photo, type Place } from '@/shared/travel-tracker/travel-model.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { fieldControlClass } from '@/ui/field-styles.ts';
import { Input } from '@/ui/input.tsx';
import { nowStamp, places, type PlaceEntry, type VisitEntry } from '../use-travel-data.ts';
import { visitDates } from '../visits/visit-format.ts';

/**
 * A place's photos: uploaded through the app's one photo path (made smaller and stripped
 * of metadata on the device), each with a caption, one of them the cover, each on a
 * visit's gallery when the person says which visit. Every control is always shown (no
 * hover-only buttons), so it all works on a touch screen; deleting asks first.
 */
export function PlaceGallery({
  entry,
  path,
  name,
  visits,
  canUpload,
}: {
  entry: PlaceEntry;
  path: string;
  /** The place's name, for the photos' text alternatives. */
  name: string;
  visits: readonly VisitEntry[];
  canUpload: boolean;
}) {
  const id = useId();
  const { confirm } = useDialogs();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Uploads finish one after another: each adds to the photos as they are by then.
  const latest = useRef(entry.place);
  useLayoutEffect(() => {
    latest.current = entry.place;
  }, [entry.place]);
  const { photos, coverFileId } = entry.place;

  function write(fields: Partial<Pick<Place, 'photos' | 'coverFileId'>>) {
    places.update(path, entry.id, {
      ...fields,
      ...('coverFileId' in fields ? { coverFileId: fields.coverFileId ?? null } : {}),
      updatedAt: nowStamp(),
    } as Parameters<typeof places.update>[2]);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setProblem(null);
    setBusy(true);
    let added = 0;
    try {
      for (const [index, file] of files.entries()) {
        if (latest.current.photos.length >= TRAVEL_LIMITS.photos) {
          setProblem(`A place can have at most ${TRAVEL_LIMITS.photos} photos.`);
          break;
        }
        setStatus(
          files.length === 1
            ? 'Uploading the photo…'
            : `Uploading photo ${index + 1} of ${files.length}…`,
        );
        try {
          const uploaded = await uploadPhoto(file);
          const current = latest.current;
          const photo: Photo = { fileId: uploaded.id };
          const next = [...current.photos, photo];
          // The first photo of a place is its cover until the person picks another.
          write(
            current.coverFileId ? { photos: next } : { photos: next, coverFileId: uploaded.id },
          );
          latest.current = {
            ...current,
            photos: next,
            coverFileId: current.coverFileId ?? uploaded.id,
          };
          added += 1;
        } catch (error) {
          setProblem(photoProblem(error));
          break;
        }
      }
    } finally {
      setBusy(false);
      setStatus(added === 0 ? '' : added === 1 ? 'Photo added.' : `${added} photos added.`);
    }
  }

  function changePhoto(fileId: string, change: Partial<Photo>) {
    write({
      photos: latest.current.photos.map((photo) => {
        if (photo.fileId !== fileId) return photo;
        const next: Photo = { ...photo, ...change };
        if (!next.caption) delete next.caption;
        if (!next.visitId) delete next.visitId;
        return next;
      }),
    });
  }

  async function remove(photo: Photo, label: string) {
    const confirmed = await confirm({
      title: 'Delete photo?',
      message: `${label} will be removed from ${name} on all your devices.`,
      confirmText: 'Delete photo',
      destructive: true,
    });
    if (!confirmed) return;
    const rest = latest.current.photos.filter((other) => other.fileId !== photo.fileId);
    const cover = latest.current.coverFileId;
    write(
      cover === photo.fileId ? { photos: rest, coverFileId: rest[0]?.fileId } : { photos: rest },
    );
    // A file left behind (offline, say) is collected by the server once unreferenced.
    void deleteFile(photo.fileId).catch(() => {});
    setStatus('Photo deleted.');
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
          Photos
        </h2>
        {canUpload ? (
          <PhotoPickButton
            multiple
            busy={busy}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void choose(event)}
          >
            Add photos
          </PhotoPickButton>
        ) : null}
      </div>
      {canUpload ? (
        <p id={`${id}-hint`} className="text-sm text-muted-fg">
          Choose one or many. Large photos are made smaller on this device, and their location data
          is removed before upload.
        </p>
      ) : (
        <p className="text-sm text-muted-fg">
          Log in to add photos: they are kept on your account.
        </p>
      )}
      <p role="status" className="text-sm font-medium empty:hidden">
        {status}
      </p>
      <EditorProblem>{problem}</EditorProblem>
      {photos.length === 0 ? (
        <p className="text-muted-fg">No photos yet.</p>
      ) : (
        <ul
          aria-label={`Photos of ${name}`}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.fileId}
              photo={photo}
              label={`Photo ${index + 1}`}
              name={name}
              cover={photo.fileId === coverFileId}
              visits={visits}
              onChange={(change) => changePhoto(photo.fileId, change)}
              onCover={() => write({ coverFileId: photo.fileId })}
              onDelete={() => void remove(photo, `Photo ${index + 1}`)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PhotoCard({
  photo,
  label,
  name,
  cover,
  visits,
  onChange,
  onCover,
  onDelete,
}: {
  photo: Photo;
  label: string;
  name: string;
  cover: boolean;
  visits: readonly VisitEntry[];
  onChange: (change: Partial<Photo>) => void;
  onCover: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [seen, setSeen] = useState(photo.caption);
  // A caption changed elsewhere (another device) shows here unless one is being typed.
  if (seen !== photo.caption) {
    setSeen(photo.caption);
    setCaption(photo.caption ?? '');
  }
  const saveCaption = () => {
    const trimmed = caption.trim();
    if (trimmed !== (photo.caption ?? '')) onChange({ caption: trimmed || undefined });
  };

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-card">
      <div className="relative">
        <img
          src={fileUrl(photo.fileId)}
          alt={photo.caption ? photo.caption : `${label} of ${name}`}
          loading="lazy"
          className="aspect-[4/3] w-full bg-muted object-cover"
        />
        {cover ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-card px-2 py-0.5 text-xs font-semibold text-fg shadow-card">
            <Star aria-hidden="true" className="size-3" />
            Cover
          </span>
        ) : null}
      </div>
      <div className="space-y-3 p-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-caption`} className="text-sm font-medium">
            Caption of {label.toLowerCase()}
          </label>
          <Input
            id={`${id}-caption`}
            value={caption}
            maxLength={TRAVEL_LIMITS.caption}
            placeholder="Say what it shows"
            onChange={(event) => setCaption(event.target.value)}
            onBlur={saveCaption}
            onKeyDown={(event) => {
              if (event.key === 'Enter') saveCaption();
            }}
          />
        </div>
        {visits.length > 0 ? (
          <div className="space-y-1">
            <label htmlFor={`${id}-visit`} className="text-sm font-medium">
              Visit of {label.toLowerCase()}
            </label>
            <select
              id={`${id}-visit`}
              value={photo.visitId ?? ''}
              onChange={(event) => onChange({ visitId: event.target.value || undefined })}
              className={cn(fieldControlClass, 'h-10')}
            >
              <option value="">No visit</option>
              {visits.map(({ id: visitId, visit }) => (
                <option key={visitId} value={visitId}>
                  {visitDates(visit)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {cover ? null : (
            <Button variant="outline" size="sm" onClick={onCover}>
              <Star aria-hidden="true" />
              Make cover
              <span className="sr-only"> ({label.toLowerCase()})</span>
            </Button>
          )}
          <Button variant="outline" size="sm" className="text-destructive" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete
            <span className="sr-only"> {label.toLowerCase()}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
