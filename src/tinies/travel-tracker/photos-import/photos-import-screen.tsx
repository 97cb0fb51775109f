import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { LoadFailed } from '@/kit/load-failed.tsx';
import { photoFactsProblem, type PhotoFacts } from '@/shared/travel-tracker/photos/read-photo.ts';
import {
  suggestVisits,
  type DatedPhoto,
  type SuggestedPlace,
  type VisitSuggestion,
} from '@/shared/travel-tracker/photos/suggest-visits.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { Loading } from '@/ui/loading.tsx';
import { Meter } from '@/ui/meter.tsx';
import { usePlaces, useVisits } from '../use-travel-data.ts';
import { acceptSuggestion, type AcceptedPhoto } from './accept-suggestion.ts';
import { readPhotos, type PhotoReading } from './read-photos.ts';
import { SuggestionCard, type Decision } from './suggestion-card.tsx';

interface ChosenPhoto {
  key: string;
  file: File;
  reading: PhotoReading | null;
}

/** Files a photo may be in: the browser's image types, and HEIC it may not name. */
const isPhotoFile = (file: File) =>
  file.type.startsWith('image/') || /\.(heic|heif|jpe?g|png|webp|avif|tiff?)$/i.test(file.name);

/** Why a photo adds nothing to the suggestions, for the list of what was left out. */
function leftOutReason(reading: PhotoReading): string | null {
  if (reading.status === 'timed-out') return 'It took too long to read, so it was left out.';
  if (reading.status === 'unreadable') return 'This file could not be read as a photo.';
  return reading.facts.takenOn ? null : photoFactsProblem(reading.facts);
}

async function locateOffline(point: { latitude: number; longitude: number }) {
  // The shapes load with this screen's first lookup, never with the app's first paint.
  const { locate } = await import('@/shared/travel-tracker/geo/locate.ts');
  return locate(point);
}

/**
 * From photos to visits: the person drops or picks photos; each one's date and position
 * are read on this device (in a worker, before anything is uploaded or stripped), the
 * places are found offline, and the visits they suggest are listed to accept or skip.
 */
export default function PhotosImportScreen() {
  const placesState = usePlaces();
  const visitsState = useVisits();
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [suggestions, setSuggestions] = useState<VisitSuggestion[] | null>(null);
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const reading = useRef<{ cancel: () => void } | null>(null);
  // What is recorded now, for the work that goes on after a choice (reading, uploading).
  const latestPlaces = useRef(placesState.entries);
  const latestVisits = useRef(visitsState.entries);
  useEffect(() => {
    latestPlaces.current = placesState.entries;
    latestVisits.current = visitsState.entries;
  });
  const inputId = useId();

  useEffect(() => () => reading.current?.cancel(), []);

  const read = photos.filter((photo) => photo.reading).length;
  const readingDone = photos.length > 0 && read === photos.length;
  const byKey = useMemo(() => new Map(photos.map((photo) => [photo.key, photo])), [photos]);

  function choose(files: readonly File[]) {
    const chosen = files.filter(isPhotoFile);
    if (chosen.length === 0) return;
    reading.current?.cancel();
    const batch = Date.now().toString(36);
    const next = chosen.map((file, index) => ({ key: `${batch}-${index}`, file, reading: null }));
    setPhotos(next);
    setSuggestions(null);
    setDecisions({});
    const readings: (PhotoReading | null)[] = next.map(() => null);
    const run = readPhotos(
      next.map((photo) => photo.file),
      (index, result) => {
        readings[index] = result;
        setPhotos((current) =>
          current.map((photo, at) => (at === index ? { ...photo, reading: result } : photo)),
        );
      },
    );
    reading.current = run;
    void run.done.then(async () => {
      if (reading.current !== run) return;
      const dated: DatedPhoto[] = [];
      next.forEach((photo, index) => {
        const result = readings[index];
        const facts: PhotoFacts | null = result?.status === 'read' ? result.facts : null;
        if (facts?.takenOn) {
          dated.push({ key: photo.key, takenOn: facts.takenOn, position: facts.position });
        }
      });
      try {
        const found = await suggestVisits(dated, locateOffline, latestVisits.current);
        if (reading.current === run) setSuggestions(found);
      } catch {
        // The shapes could not load (offline before the first visit): every photo is placed by hand.
        const found = await suggestVisits(dated, () => Promise.resolve({}), latestVisits.current);
        if (reading.current === run) setSuggestions(found);
      }
    });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose([...event.dataTransfer.files]);
  }

  async function accept(suggestion: VisitSuggestion, decision: Decision) {
    const place: SuggestedPlace | null =
      suggestion.place ??
      (decision.country
        ? { kind: 'country', code: decision.country, id: `country-${decision.country}` }
        : null);
    if (!place || !placesState.path || !visitsState.path) return;
    setDecisions((all) => ({ ...all, [suggestion.key]: { ...decision, state: 'saving' } }));
    const chosen: AcceptedPhoto[] = decision.withPhotos
      ? suggestion.photoKeys.flatMap((key) => {
          const photo = byKey.get(key);
          return photo ? [{ file: photo.file, takenOn: dayOf(photo) ?? suggestion.from }] : [];
        })
      : [];
    const outcome = await acceptSuggestion(suggestion, place, decision.level, chosen, {
      placesPath: placesState.path,
      visitsPath: visitsState.path,
      currentPlaces: () => latestPlaces.current,
      upload: placesState.signedIn,
      onProgress: (done, total) =>
        setBusy(total > 0 && done < total ? `Uploading photo ${done + 1} of ${total}…` : null),
    });
    setBusy(null);
    setDecisions((all) => ({
      ...all,
      [suggestion.key]: {
        ...decision,
        state: 'accepted',
        uploaded: outcome.uploaded,
        problems: outcome.problems,
      },
    }));
  }

  async function acceptAll() {
    for (const suggestion of suggestions ?? []) {
      const decision = decisions[suggestion.key] ?? defaultDecision(placesState.signedIn);
      if (decision.state !== 'open') continue;
      if (!suggestion.place && !decision.country) continue;
      await accept(suggestion, decision);
    }
  }

  if (placesState.status === 'error' || visitsState.status === 'error') {
    return (
      <LoadFailed
        title="Your places could not be loaded"
        message={(placesState.error ?? visitsState.error)?.message}
      />
    );
  }
  if (placesState.status === 'loading' || visitsState.status === 'loading') {
    return <Loading label="Loading your places" />;
  }

  const leftOut = photos.flatMap((photo) => {
    const reason = photo.reading ? leftOutReason(photo.reading) : null;
    return reason ? [{ photo, reason }] : [];
  });
  const open = (suggestions ?? []).filter(
    (s) => (decisions[s.key]?.state ?? 'open') === 'open' && (s.place || decisions[s.key]?.country),
  );

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h2 className="text-2xl font-semibold tracking-tight">From photos to visits</h2>
        <p className="max-w-prose text-muted-fg">
          Choose photos from your trips: the day and place each was taken are read on this device,
          and the visits they show are suggested for you to add. Where a photo was taken is never
          uploaded.
        </p>
      </div>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-border px-6 py-10 text-center',
          dragging && 'border-primary bg-muted',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-muted-fg" />
        <p className="text-muted-fg">Drop photos here, or</p>
        {/* NOTE: the input is visually hidden inside a label drawn as a button: it keeps
            the focus and the keyboard, the label shows where the focus is. */}
        <label
          className={cn(
            buttonVariants({ variant: 'primary' }),
            'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
          )}
        >
          <input
            id={inputId}
            type="file"
            multiple
            accept="image/*,.heic,.heif"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              choose([...(event.target.files ?? [])]);
              // Cleared so that choosing the same photos again is a change too.
              event.target.value = '';
            }}
            className="sr-only"
          />
          Choose photos
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-muted-fg">
          JPEG, HEIC, PNG, WebP or AVIF, as many as you like.
          {placesState.signedIn
            ? ''
            : ' Log in to keep the photos too; visits are added either way.'}
        </p>
      </div>

      {photos.length > 0 ? (
        <Meter
          label="Reading your photos"
          value={read}
          max={photos.length}
          valueText={`${read} of ${photos.length} read`}
        />
      ) : null}
      <p role="status" className="text-sm font-medium">
        {busy ??
          (readingDone && suggestions
            ? suggestions.length === 0
              ? 'None of these photos has a date, so no visits are suggested.'
              : `${suggestions.length} ${suggestions.length === 1 ? 'visit' : 'visits'} found in ${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}.`
            : '')}
      </p>

      {suggestions && suggestions.length > 0 ? (
        <section aria-labelledby={`${inputId}-suggested`} className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id={`${inputId}-suggested`} className="text-lg font-semibold">
              Suggested visits
            </h3>
            <Button
              variant="outline"
              disabled={open.length === 0 || busy !== null}
              onClick={() => void acceptAll()}
            >
              Add all {open.length > 0 ? open.length : ''}
            </Button>
          </div>
          <ul className="space-y-3">
            {suggestions.map((suggestion) => (
              <li key={suggestion.key}>
                <SuggestionCard
                  suggestion={suggestion}
                  photos={suggestion.photoKeys.flatMap((key) => {
                    const photo = byKey.get(key);
                    return photo ? [photo.file] : [];
                  })}
                  marked={placesState.entries.some((entry) => entry.id === suggestion.place?.id)}
                  decision={decisions[suggestion.key] ?? defaultDecision(placesState.signedIn)}
                  canUpload={placesState.signedIn}
                  busy={busy !== null}
                  onChange={(decision) =>
                    setDecisions((all) => ({ ...all, [suggestion.key]: decision }))
                  }
                  onAccept={(decision) => void accept(suggestion, decision)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {readingDone && leftOut.length > 0 ? (
        <section aria-labelledby={`${inputId}-left-out`} className="space-y-2">
          <h3 id={`${inputId}-left-out`} className="text-lg font-semibold">
            Photos left out
          </h3>
          <ul className="space-y-1 text-sm">
            {leftOut.map(({ photo, reason }) => (
              <li key={photo.key}>
                <span className="font-medium break-all">{photo.file.name}</span>:{' '}
                <span className="text-muted-fg">{reason}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

const dayOf = (photo: ChosenPhoto) =>
  photo.reading?.status === 'read' ? photo.reading.facts.takenOn : null;

export function defaultDecision(signedIn: boolean): Decision {
  return { state: 'open', level: 'visited', withPhotos: signedIn, country: null };
}
