import { photoProblem } from '@/kit/editor/photo-field.tsx';
import { uploadPhoto } from '@/kit/editor/upload-photo.ts';
import type {
  SuggestedPlace,
  VisitSuggestion,
} from '@/shared/travel-tracker/photos/suggest-visits.ts';
import {
  placeIdOf,
  TRAVEL_LIMITS,
  type BeenLevel,
  type Photo,
  type Place,
} from '@/shared/travel-tracker/travel-model.ts';
import { newCodedPlace, nowStamp, places, visits, type PlaceEntry } from '../use-travel-data.ts';

export interface AcceptContext {
  placesPath: string;
  visitsPath: string;
  /** The places as they are now (read afresh after each upload: another may have changed them). */
  currentPlaces: () => readonly PlaceEntry[];
  /** Whether photos can be uploaded (an account is needed). */
  upload: boolean;
  onProgress: (uploaded: number, total: number) => void;
}

export interface AcceptedPhoto {
  file: File;
  takenOn: string;
}

export interface AcceptOutcome {
  visitId: string;
  uploaded: number;
  /** One line per photo that could not be kept. */
  problems: string[];
}

function newPlace(
  place: SuggestedPlace | { kind: 'country'; code: string },
  level: BeenLevel,
): Place {
  return newCodedPlace(place.kind, place.code, level);
}

/**
 * Writes what accepting a suggestion means: the place (and a state's country) marked at
 * `level` when not yet there, the visit unless it is known already, then the photos
 * prepared (smaller, no metadata) and uploaded one by one and added to the place's photos
 * with their day and the visit. Places already marked keep their level.
 */
export async function acceptSuggestion(
  suggestion: VisitSuggestion,
  place: SuggestedPlace,
  level: BeenLevel,
  photos: readonly AcceptedPhoto[],
  context: AcceptContext,
): Promise<AcceptOutcome> {
  const { placesPath, visitsPath } = context;
  const marked = (id: string) => context.currentPlaces().some((entry) => entry.id === id);
  if (!marked(place.id)) places.save(placesPath, place.id, newPlace(place, level));
  if (place.country) {
    const countryId = placeIdOf('country', place.country);
    if (!marked(countryId)) {
      places.save(placesPath, countryId, newPlace({ kind: 'country', code: place.country }, level));
    }
  }
  let visitId = suggestion.knownVisitId;
  if (!visitId) {
    visitId = visits.newId();
    const now = nowStamp();
    visits.save(visitsPath, visitId, {
      placeId: place.id,
      from: suggestion.from,
      ...(suggestion.to ? { to: suggestion.to } : {}),
      createdAt: now,
      updatedAt: now,
    });
  }

  const problems: string[] = [];
  if (!context.upload) return { visitId, uploaded: 0, problems };
  const added: Photo[] = [];
  for (const [index, photo] of photos.entries()) {
    context.onProgress(index, photos.length);
    try {
      const { id: fileId } = await uploadPhoto(photo.file);
      const current = context.currentPlaces().find((entry) => entry.id === place.id)?.place;
      // The photos added a moment ago may not show in the places yet: kept either way.
      const shown = current?.photos ?? [];
      const kept = [...shown, ...added.filter((a) => !shown.some((s) => s.fileId === a.fileId))];
      if (kept.length >= TRAVEL_LIMITS.photos) {
        problems.push(
          `${photo.file.name}: this place has ${TRAVEL_LIMITS.photos} photos, the most it can keep.`,
        );
        break;
      }
      const newPhoto: Photo = { fileId, takenOn: photo.takenOn, visitId };
      added.push(newPhoto);
      places.update(placesPath, place.id, { photos: [...kept, newPhoto], updatedAt: nowStamp() });
    } catch (error) {
      problems.push(`${photo.file.name}: ${photoProblem(error)}`);
    }
  }
  context.onProgress(photos.length, photos.length);
  return { visitId, uploaded: added.length, problems };
}
