import { describe, expect, it } from 'vitest';
import { answerIdOf } from './apartment-model.ts';
import {
  readTourExport,
  tourClashes,
  tourExportText,
  tourPhotoIds,
  tourRecordCount,
  type TourData,
} from './tool-export.ts';

const T0 = '2026-02-01T09:00:00.000Z';
const T1 = '2026-02-03T18:30:00+02:00';
const PHOTO = 'a'.repeat(32);
const ANSWER_PHOTO = 'b'.repeat(32);
const NOW = new Date('2026-03-01T12:00:00Z');

/** One of everything, with the fields that are easy to lose on the way. */
function sampleData(): TourData {
  return {
    apartments: {
      'apt-2': {
        name: 'The Birches',
        status: 'passed',
        createdAt: T0,
        updatedAt: T0,
      },
      'apt-1': {
        name: 'Maple Court',
        address: '12 Maple Street',
        website: 'https://maple.example/court',
        links: [{ label: 'Floor plan', url: 'https://maple.example/plan.pdf' }],
        beds: 1.5,
        baths: 1,
        area: 720.5,
        rent: 1899.99,
        availableOn: '2026-04-01',
        laundry: 'in-unit',
        pets: 'cats',
        airConditioning: false,
        amenities: ['Gym', 'Roof deck'],
        status: 'toured',
        tourAt: '2026-03-14T10:30',
        chosenUnitId: 'unit-1',
        leaseMonths: 13,
        freeWeeks: 6,
        notes: 'Quiet street.\nSecond line, “quotes” and émojis 🏠',
        photoFileId: PHOTO,
        sourceUrl: 'https://listings.example/maple',
        createdAt: T0,
        updatedAt: T1,
      },
    },
    units: {
      'unit-1': {
        apartmentId: 'apt-1',
        name: '5C',
        rent: 1700,
        floor: -1,
        createdAt: T0,
        updatedAt: T0,
      },
    },
    questions: {
      'custom-1': {
        text: 'Is the roof deck open all year?',
        category: 'amenities',
        answerType: 'yes-no',
        better: 'yes',
        scope: 'some',
        apartmentIds: ['apt-1'],
        createdAt: T0,
        updatedAt: T0,
      },
      'q-rent-increase': {
        builtIn: true,
        answerType: 'number',
        removedFrom: ['apt-2'],
        createdAt: T0,
        updatedAt: T0,
      },
    },
    answers: {
      [answerIdOf('apt-1', 'custom-1')]: {
        apartmentId: 'apt-1',
        questionId: 'custom-1',
        type: 'yes-no',
        yesNo: false,
        redFlag: true,
        photoFileId: ANSWER_PHOTO,
        note: 'Closed in winter',
        createdAt: T0,
        updatedAt: T0,
      },
    },
    costs: {
      'cost-1': {
        apartmentId: 'apt-1',
        name: 'Security Deposit',
        amount: 1700,
        frequency: 'one-time',
        refundable: true,
        createdAt: T0,
        updatedAt: T0,
      },
    },
    followUps: {
      'follow-1': {
        apartmentId: 'apt-1',
        text: 'Ask for the lease draft',
        dueOn: '2026-03-20',
        done: false,
        questionId: 'custom-1',
        createdAt: T0,
        updatedAt: T0,
      },
    },
    settings: {
      preferences: {
        currency: 'EUR',
        areaUnit: 'm2',
        weights: { pricing: 5, location: 0 },
        dealbreakers: [{ questionId: 'custom-1', when: 'no' }],
        maxMonthly: 2500,
        updatedAt: T0,
      },
    },
  };
}

function readOk(text: string) {
  const read = readTourExport(text);
  if (!read.ok) throw new Error(read.message);
  return read;
}

describe('the JSON export of the whole tool', () => {
  it('gives back exactly the same documents, ids kept, with nothing to report', () => {
    const data = sampleData();
    const read = readOk(tourExportText(data, NOW));
    expect(read.problems).toEqual([]);
    expect(read.data).toEqual(data);
    expect(read.exportedAt).toBe(NOW.toISOString());
    expect(tourRecordCount(read.data)).toBe(9);
  });

  it('writes the same text for the same data, ids in order', () => {
    const text = tourExportText(sampleData(), NOW);
    const shuffled = sampleData();
    shuffled.apartments = {
      'apt-1': shuffled.apartments['apt-1']!,
      'apt-2': shuffled.apartments['apt-2']!,
    };
    expect(tourExportText(shuffled, NOW)).toBe(text);
    expect(text.indexOf('"apt-1"')).toBeLessThan(text.indexOf('"apt-2"'));
    // Read again and written again: the same file.
    expect(tourExportText(readOk(text).data, NOW)).toBe(text);
  });

  it('keeps the photos as the file ids they are', () => {
    expect(tourPhotoIds(sampleData()).sort()).toEqual([PHOTO, ANSWER_PHOTO].sort());
  });
});

describe('reading a file', () => {
  it('refuses what is not JSON, another tool’s export, or another version, as a whole', () => {
    expect(readTourExport('{"format": ')).toEqual({
      ok: false,
      message: 'This file is not JSON: it may be damaged or cut short.',
    });
    expect(readTourExport('{"format":"tinies-travel-tracker","version":1}')).toEqual({
      ok: false,
      message: 'This file is not an Apartment Tour Questions export.',
    });
    expect(readTourExport('[1, 2]')).toMatchObject({ ok: false });
    expect(
      readTourExport('{"format":"tinies-apartment-tour-questions","version":2,"collections":{}}'),
    ).toEqual({
      ok: false,
      message: 'This export is version 2; this app reads version 1. Update the app and try again.',
    });
    expect(readTourExport('{"format":"tinies-apartment-tour-questions","version":1}')).toEqual({
      ok: false,
      message: 'This export holds nothing.',
    });
  });

  it('names each bad record with the schema’s message and keeps the others', () => {
    const file = JSON.parse(tourExportText(sampleData(), NOW)) as {
      collections: Record<string, Record<string, Record<string, unknown>>>;
    };
    file.collections.apartments!['apt-2']!.rent = -5;
    file.collections.costs!['cost-1']!.frequency = 'monthly';
    file.collections.settings!.other = { updatedAt: T0 };
    file.collections.answers!['wrong-id'] = {
      apartmentId: 'apt-1',
      questionId: 'custom-1',
      type: 'text',
      text: 'Hi',
      createdAt: T0,
      updatedAt: T0,
    };
    file.collections.units!['bad/id'] = file.collections.units!['unit-1']!;
    file.collections.recipes = {};
    const read = readOk(JSON.stringify(file));
    expect(read.problems).toEqual([
      { collection: 'apartments', id: 'apt-2', message: 'rent: Rent cannot be negative' },
      { collection: 'units', id: 'bad/id', message: expect.stringMatching(/^Invalid id: /) },
      {
        collection: 'answers',
        id: 'wrong-id',
        message: 'An answer’s id must name its apartment and question',
      },
      { collection: 'costs', id: 'cost-1', message: 'refundable: Only a one-time cost comes back' },
      { collection: 'settings', id: 'other', message: 'Settings are one record, "preferences"' },
      { collection: 'recipes', id: '', message: 'Not part of this tool, left out' },
    ]);
    expect(Object.keys(read.data.apartments)).toEqual(['apt-1']);
    expect(read.data.costs).toEqual({});
    expect(tourRecordCount(read.data)).toBe(7);
  });
});

describe('what an import would replace', () => {
  it('counts the file’s documents whose ids are here already, by collection', () => {
    const clashes = tourClashes(sampleData(), {
      apartments: ['apt-1', 'apt-9'],
      settings: ['preferences'],
    });
    expect(clashes).toEqual({
      apartments: 1,
      units: 0,
      questions: 0,
      answers: 0,
      costs: 0,
      followUps: 0,
      settings: 1,
    });
  });
});
