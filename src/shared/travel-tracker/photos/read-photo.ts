import exifr from 'exifr';
import { isCalendarDay } from '../../calendar-days.ts';

/**
 * What a photo's metadata says about where and when it was taken, read on the device
 * before uploading strips it (src/data/images.ts). Exif is read by exifr from the first
 * bytes of the file only (`PHOTO_HEAD_BYTES`): JPEG, PNG (`eXIf`), HEIC, WebP and TIFF
 * keep it near the start.
 */

/** Enough of a file for its Exif: JPEG's APP1 is at most 64 KB, and comes first. */
export const PHOTO_HEAD_BYTES = 256 * 1024;

export interface PhotoPosition {
  latitude: number;
  longitude: number;
}

export interface PhotoFacts {
  /** The calendar day it was taken, in the photo's own local time; null when unknown. */
  takenOn: string | null;
  position: PhotoPosition | null;
}

/** Only these tags are read: exifr then skips every block that holds none of them. */
const PICK = [
  'DateTimeOriginal',
  'CreateDate',
  'OffsetTimeOriginal',
  'OffsetTime',
  'GPSLatitude',
  'GPSLatitudeRef',
  'GPSLongitude',
  'GPSLongitudeRef',
  'GPSDateStamp',
  'GPSTimeStamp',
];

interface RawTags {
  DateTimeOriginal?: unknown;
  CreateDate?: unknown;
  OffsetTimeOriginal?: unknown;
  OffsetTime?: unknown;
  GPSDateStamp?: unknown;
  GPSTimeStamp?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

/** The day of an Exif date and time, `YYYY:MM:DD HH:MM:SS`, as written. */
function dayOfExifDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = value.slice(0, 10).replaceAll(':', '-');
  // Cameras with no clock set write zeros, or the year their firmware was made.
  return isCalendarDay(day, 1900) ? day : null;
}

/** Minutes east of UTC of an Exif offset, `+09:00`; null when absent or malformed. */
function offsetMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The day from the GPS fix's UTC date and time, moved to the photo's zone when its offset
 * is known (a fix at 22:30 UTC is the next morning in Tokyo).
 */
function dayOfGpsFix(tags: RawTags): string | null {
  const day = dayOfExifDate(tags.GPSDateStamp);
  if (!day) return null;
  const offset = offsetMinutes(tags.OffsetTimeOriginal) ?? offsetMinutes(tags.OffsetTime);
  const time = Array.isArray(tags.GPSTimeStamp) ? (tags.GPSTimeStamp as unknown[]) : [];
  const [hours, minutes] = time.map(Number);
  if (offset === null || !Number.isFinite(hours) || !Number.isFinite(minutes)) return day;
  const utc = Date.parse(`${day}T00:00:00Z`) + (hours! * 60 + minutes!) * 60_000;
  return new Date(utc + offset * 60_000).toISOString().slice(0, 10);
}

function positionOf(tags: RawTags): PhotoPosition | null {
  const { latitude, longitude } = tags;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  // Some cameras write 0, 0 when they had no fix: a photo from the Gulf of Guinea is rarer.
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

/**
 * The date and position in a photo's first bytes. The date is the day the photo was taken
 * where it was taken: Exif's `DateTimeOriginal` is that local time already (its offset only
 * says how far from UTC it is), so its day is read as written, never moved to this
 * device's zone. Photos with no date of their own fall back on the GPS fix's date.
 * Rejects when the bytes are not an image exifr knows.
 */
export async function readPhotoFacts(head: Uint8Array | ArrayBuffer): Promise<PhotoFacts> {
  const tags = ((await exifr.parse(head, {
    pick: PICK,
    reviveValues: false,
    translateValues: false,
    mergeOutput: true,
  })) ?? {}) as RawTags;
  const takenOn =
    dayOfExifDate(tags.DateTimeOriginal) ?? dayOfExifDate(tags.CreateDate) ?? dayOfGpsFix(tags);
  return { takenOn, position: positionOf(tags) };
}

/** What the person is told about a photo that cannot place a visit by itself; null when it can. */
export function photoFactsProblem(facts: PhotoFacts): string | null {
  if (!facts.takenOn && !facts.position) {
    return 'No date or place saved in this photo, so it cannot suggest a visit.';
  }
  if (!facts.takenOn) return 'No date saved in this photo, so it cannot suggest a visit.';
  if (!facts.position) return 'No place saved in this photo: choose where it was taken.';
  return null;
}
