import {
  placeIdOf,
  type BeenLevel,
  type CodedKind,
  type Place,
  type Visit,
} from '../travel-model.ts';
import type { PlaceItem, VisitItem } from './visits.ts';

/** Places and visits for the stats tests, checked against the real schemas there. */

const stamp = '2026-01-01T00:00:00.000Z';

export function coded(kind: CodedKind, code: string, level: BeenLevel = 'visited'): PlaceItem {
  const place: Place = { kind, code, level, photos: [], createdAt: stamp, updatedAt: stamp };
  return { id: placeIdOf(kind, code), place };
}

export function city(id: string, name: string, country?: string, level: BeenLevel = 'visited') {
  const place: Place = {
    kind: 'city',
    name,
    ...(country ? { country } : {}),
    level,
    photos: [],
    createdAt: stamp,
    updatedAt: stamp,
  };
  return { id, place } satisfies PlaceItem;
}

let visitCount = 0;

export function visit(placeId: string, from: string, to?: string): VisitItem {
  visitCount += 1;
  const value: Visit = {
    placeId,
    from,
    ...(to ? { to } : {}),
    createdAt: stamp,
    updatedAt: stamp,
  };
  return { id: `visit-${visitCount}`, visit: value };
}
