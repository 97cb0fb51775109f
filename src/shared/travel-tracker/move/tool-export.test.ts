import { describe, expect, it } from 'vitest';
import { PLACES, VISITS } from './test-data.ts';
import {
  clashCount,
  looksLikeTravelExport,
  readTravelExport,
  travelExportText,
  type TravelData,
} from './tool-export.ts';

const DATA: TravelData = {
  places: Object.fromEntries(PLACES.map(({ id, place }) => [id, place])),
  visits: Object.fromEntries(
    VISITS.filter(({ visit }) => visit.placeId !== 'gone').map(({ id, visit }) => [id, visit]),
  ),
};
const NOW = new Date('2025-03-09T10:00:00Z');

describe('the JSON export', () => {
  it('reads back exactly what was written, the same text each time', () => {
    const text = travelExportText(DATA, NOW);
    expect(looksLikeTravelExport(text)).toBe(true);
    expect(travelExportText(DATA, NOW)).toBe(text);
    const read = readTravelExport(text);
    expect(read).toEqual({ ok: true, data: DATA, problems: [], exportedAt: NOW.toISOString() });
  });

  it('leaves out the documents that fail their schema, and the visits they orphan', () => {
    const file = JSON.parse(travelExportText(DATA, NOW));
    file.collections.places['country-FR'].level = 'often';
    file.collections.visits['v3'].to = '2000-01-01';
    file.collections.visits['bad/id'] = file.collections.visits['v2'];
    file.collections.notes = {};
    const read = readTravelExport(JSON.stringify(file));
    if (!read.ok) throw new Error(read.message);
    expect(read.problems.map((p) => `${p.collection} ${p.id}`).sort()).toEqual(
      [
        'notes ',
        'places country-FR',
        'visits bad/id',
        'visits v1',
        'visits v2',
        'visits v3',
      ].sort(),
    );
    expect(Object.keys(read.data.places)).not.toContain('country-FR');
    expect(Object.keys(read.data.visits)).toEqual([]);
  });

  it('refuses other files with a reason', () => {
    expect(readTravelExport('{')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not JSON/),
    });
    expect(readTravelExport('{"format":"tinies-car-maintenance"}')).toMatchObject({
      ok: false,
      message: 'This JSON file is not a Travel Tracker export.',
    });
    expect(readTravelExport('{"format":"tinies-travel-tracker","version":2}')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/version 2/),
    });
  });

  it('counts the documents that are here already', () => {
    expect(
      clashCount(DATA, { places: { 'country-FR': DATA.places['country-FR']! }, visits: {} }),
    ).toBe(1);
  });
});
