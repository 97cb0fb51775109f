import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exifBlock, FIXTURES, jpeg } from './fixtures/photo-fixtures.ts';
import { PHOTO_HEAD_BYTES, photoFactsProblem, readPhotoFacts } from './read-photo.ts';

const fixture = (file: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${file}`, import.meta.url)));

describe('the photo fixtures', () => {
  it.each(FIXTURES.map((item) => [item.file, item] as const))(
    '%s is what scripts/make-photo-fixtures.ts makes',
    (file, item) => {
      expect(fixture(file)).toEqual(item.bytes());
    },
  );
});

describe('readPhotoFacts', () => {
  it.each(FIXTURES.map((item) => [item.file, item.truth] as const))(
    'reads the day and position of %s',
    async (file, truth) => {
      const facts = await readPhotoFacts(fixture(file));
      expect(facts.takenOn).toBe(truth.takenOn);
      if (truth.position) {
        expect(facts.position?.latitude).toBeCloseTo(truth.position.latitude, 4);
        expect(facts.position?.longitude).toBeCloseTo(truth.position.longitude, 4);
      } else {
        expect(facts.position).toBeNull();
      }
    },
  );

  it('reads the day as written, whatever the zone of the machine reading it', async () => {
    // 23:15 on 3 May, no offset: never moved to a neighbouring day by this machine's zone.
    const facts = await readPhotoFacts(fixture('camera-with-gps.jpg'));
    expect(facts.takenOn).toBe('2024-05-03');
  });

  it('reads from the first bytes only', async () => {
    const padded = new Uint8Array(PHOTO_HEAD_BYTES * 2);
    const photo = fixture('iphone-heic-converted.jpg');
    padded.set(photo);
    const facts = await readPhotoFacts(padded.subarray(0, PHOTO_HEAD_BYTES));
    expect(facts.takenOn).toBe('2024-07-15');
  });

  it('falls back on the GPS fix’s day, moved to the photo’s zone', async () => {
    const bytes = jpeg(
      exifBlock({
        littleEndian: false,
        make: 'Apple',
        model: 'iPhone 15',
        taken: '0000:00:00 00:00:00',
        offset: '+09:00',
        position: { latitude: 35.6586, longitude: 139.7454 },
        gpsTime: ['2024:07:14', 22, 30, 0],
      }),
    );
    expect((await readPhotoFacts(bytes)).takenOn).toBe('2024-07-15');
  });

  it('ignores a position of 0, 0 (no fix) and rejects what is not an image', async () => {
    const bytes = jpeg(
      exifBlock({
        littleEndian: true,
        make: 'Cam',
        model: 'X',
        taken: '2020:01:02 10:00:00',
        position: { latitude: 0, longitude: 0 },
      }),
    );
    expect(await readPhotoFacts(bytes)).toEqual({ takenOn: '2020-01-02', position: null });
    await expect(readPhotoFacts(new TextEncoder().encode('just some text'))).rejects.toThrow();
  });
});

describe('photoFactsProblem', () => {
  const here = { latitude: 1, longitude: 2 };
  it('says what is missing', () => {
    expect(photoFactsProblem({ takenOn: '2024-01-01', position: here })).toBeNull();
    expect(photoFactsProblem({ takenOn: null, position: null })).toMatch(/No date or place/);
    expect(photoFactsProblem({ takenOn: null, position: here })).toMatch(/No date/);
    expect(photoFactsProblem({ takenOn: '2024-01-01', position: null })).toMatch(/choose where/);
  });
});
