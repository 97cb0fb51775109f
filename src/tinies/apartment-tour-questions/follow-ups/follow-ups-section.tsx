import type { ApartmentEntry } from '../use-apartment-data.ts';

/** Stub: the apartment's follow-ups, and "copy as e-mail". */
export function FollowUpsSection(_: { entry: ApartmentEntry }) {
  return null;
}
