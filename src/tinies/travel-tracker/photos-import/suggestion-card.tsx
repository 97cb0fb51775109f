import { useId, useMemo } from 'react';
import { utcDate } from '@/shared/calendar-days.ts';
import type { VisitSuggestion } from '@/shared/travel-tracker/photos/suggest-visits.ts';
import { COUNTRIES, placeName } from '@/shared/travel-tracker/places/catalogue.ts';
import {
  BEEN_LEVEL_LABELS,
  BEEN_LEVELS,
  type BeenLevel,
} from '@/shared/travel-tracker/travel-model.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Label } from '@/ui/label.tsx';
import { PlainSelect } from '@/ui/select-plain.tsx';
import { SearchableSelect } from '@/ui/select-searchable.tsx';

export interface Decision {
  state: 'open' | 'saving' | 'accepted' | 'skipped';
  /** The level a place not marked yet is given. */
  level: BeenLevel;
  withPhotos: boolean;
  /** The country chosen for photos that did not say where they were taken. */
  country: string | null;
  uploaded?: number;
  problems?: string[];
}

/** Photos say the person has been there: every level but "want to go". */
const LEVEL_OPTIONS = BEEN_LEVELS.filter((level) => level !== 'want').map((level) => ({
  value: level,
  label: BEEN_LEVEL_LABELS[level],
}));

const DAY_FORMAT = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3 May 2024", or "1 – 3 May 2024" for a trip of several days. */
export function formatDays(from: string, to?: string): string {
  return to ? DAY_FORMAT.formatRange(utcDate(from), utcDate(to)) : DAY_FORMAT.format(utcDate(from));
}

const THUMBNAILS = 4;

/** A few of the photos, shown from the files on the device: nothing is uploaded yet. */
function Thumbnails({ files }: { files: readonly File[] }) {
  return (
    <div className="flex gap-2" aria-hidden="true">
      {files.slice(0, THUMBNAILS).map((file, index) => (
        <img
          key={index}
          alt=""
          className="size-14 rounded-md border border-border bg-muted object-cover"
          // Each preview's address lives as long as its image.
          ref={(image) => {
            if (!image) return;
            const url = URL.createObjectURL(file);
            image.src = url;
            return () => URL.revokeObjectURL(url);
          }}
        />
      ))}
    </div>
  );
}

export interface SuggestionCardProps {
  suggestion: VisitSuggestion;
  photos: readonly File[];
  /** Whether the place is marked already (its level is kept). */
  marked: boolean;
  decision: Decision;
  canUpload: boolean;
  busy: boolean;
  onChange: (decision: Decision) => void;
  onAccept: (decision: Decision) => void;
}

/** One suggested visit: where and when, its photos, and what adding it will do. */
export function SuggestionCard({
  suggestion,
  photos,
  marked,
  decision,
  canUpload,
  busy,
  onChange,
  onAccept,
}: SuggestionCardProps) {
  const id = useId();
  const countryOptions = useMemo(
    () =>
      suggestion.place
        ? []
        : COUNTRIES.map((country) => ({
            value: country.code,
            label: placeName({ kind: 'country', code: country.code }),
          })).sort((a, b) => a.label.localeCompare(b.label)),
    [suggestion.place],
  );
  const title = suggestion.place ? placeName(suggestion.place) : 'Place unknown';
  const days = formatDays(suggestion.from, suggestion.to);
  const count = photos.length;
  const photosText = `${count} ${count === 1 ? 'photo' : 'photos'}`;
  const known = suggestion.knownVisitId !== null;
  const needsPlace = !suggestion.place && !decision.country;

  return (
    <article
      aria-labelledby={`${id}-title ${id}-days`}
      className="space-y-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h4 id={`${id}-title`} className="font-semibold">
            {title}
          </h4>
          <p id={`${id}-days`} className="text-sm text-muted-fg">
            {days} · {photosText}
          </p>
        </div>
        {decision.state === 'accepted' ? (
          <Badge tone="success">Added</Badge>
        ) : decision.state === 'skipped' ? (
          <Badge tone="muted">Skipped</Badge>
        ) : known ? (
          <Badge tone="accent">Already recorded</Badge>
        ) : null}
      </div>
      <Thumbnails files={photos} />

      {decision.state === 'open' || decision.state === 'saving' ? (
        <div className="space-y-3">
          {!suggestion.place ? (
            <div className="grid max-w-sm gap-1.5">
              <Label htmlFor={`${id}-country`}>Where were these taken?</Label>
              <SearchableSelect
                id={`${id}-country`}
                options={countryOptions}
                value={decision.country}
                placeholder="Choose a country"
                onValueChange={(country) => onChange({ ...decision, country })}
              />
            </div>
          ) : null}
          {!marked && !known ? (
            <div className="grid max-w-sm gap-1.5">
              <Label htmlFor={`${id}-level`}>How much have you been there?</Label>
              <PlainSelect
                id={`${id}-level`}
                options={LEVEL_OPTIONS}
                value={decision.level}
                onValueChange={(level) =>
                  onChange({ ...decision, level: (level as BeenLevel | null) ?? 'visited' })
                }
              />
            </div>
          ) : null}
          {canUpload && count > 0 ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={decision.withPhotos}
                onChange={(event) => onChange({ ...decision, withPhotos: event.target.checked })}
                className="size-4 accent-primary"
              />
              Upload its {photosText} to the place
            </label>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              loading={decision.state === 'saving'}
              disabled={needsPlace || busy}
              onClick={() => onAccept(decision)}
              aria-label={`${known ? 'Add photos to that visit' : 'Add visit'}: ${title}, ${days}`}
            >
              {known ? 'Add photos to that visit' : 'Add visit'}
            </Button>
            <Button
              size="sm"
              variant="tertiary"
              disabled={decision.state === 'saving'}
              onClick={() => onChange({ ...decision, state: 'skipped' })}
              aria-label={`Skip: ${title}, ${days}`}
            >
              Skip
            </Button>
          </div>
        </div>
      ) : null}
      {decision.state === 'accepted' && decision.uploaded ? (
        <p className="text-sm text-muted-fg">
          {decision.uploaded} {decision.uploaded === 1 ? 'photo' : 'photos'} uploaded.
        </p>
      ) : null}
      {decision.problems && decision.problems.length > 0 ? (
        <ul role="alert" className="space-y-1 text-sm font-medium text-destructive">
          {decision.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
