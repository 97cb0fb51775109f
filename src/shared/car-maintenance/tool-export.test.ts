import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collections as schemas } from './car-maintenance-schema.ts';
import { toolData } from './testing/car-arbitraries.ts';
import {
  applyPlan,
  clashingIds,
  EXPORT_COLLECTIONS,
  emptyToolData,
  planImport,
  readToolExport,
  recordCount,
  toolExportText,
  type ExistingIds,
  type ToolData,
} from './tool-export.ts';

const NOW = new Date('2026-03-09T10:00:00.000Z');
const STAMP = '2026-01-02T03:04:05.000Z';

const idsOf = (data: ToolData): ExistingIds =>
  Object.fromEntries(EXPORT_COLLECTIONS.map((name) => [name, new Set(Object.keys(data[name]))]));

/** Stored documents are JSON: what the data store would hold. */
const stored = (data: ToolData) => JSON.parse(JSON.stringify(data)) as ToolData;

function counter() {
  let next = 0;
  return () => `NEW${String(next++).padStart(23, '0')}`;
}

const sample = (): ToolData => ({
  ...emptyToolData(),
  vehicles: {
    car1: {
      name: 'Golf',
      odometerUnit: 'km',
      fuelType: 'diesel',
      archived: false,
      specs: {},
      glovebox: {},
      createdAt: STAMP,
      updatedAt: STAMP,
    },
  },
  locations: { shop1: { name: 'Corner Garage', createdAt: STAMP, updatedAt: STAMP } },
  parts: {
    part1: {
      name: 'Roof box',
      keywords: ['roof box'],
      area: 'external',
      createdAt: STAMP,
      updatedAt: STAMP,
    },
  },
  issues: {
    issue1: {
      vehicleId: 'car1',
      title: 'Rattle',
      parts: [{ part: 'part1', by: 'hand' }],
      dismissedParts: ['part1'],
      photoIds: [],
      status: 'resolved',
      resolvedBy: 'svc1',
      createdAt: STAMP,
      updatedAt: STAMP,
    },
  },
  reminders: {
    rem1: {
      vehicleId: 'car1',
      type: 'oil-change',
      intervalMonths: 12,
      startDate: '2025-01-01',
      createdAt: STAMP,
      updatedAt: STAMP,
    },
  },
  services: {
    svc1: {
      vehicleId: 'car1',
      type: 'oil-change',
      date: '2025-06-01',
      odometer: 45_120,
      lineItems: [{ kind: 'labour', amount: 80 }],
      locationId: 'shop1',
      parts: [
        { part: 'part1', by: 'text' },
        { part: 'oil-filter', by: 'text' },
      ],
      dismissedParts: [],
      attachments: [],
      issueIds: ['issue1'],
      reminderId: 'rem1',
      createdAt: STAMP,
      updatedAt: STAMP,
    },
  },
  fuel: {
    fill1: {
      vehicleId: 'car1',
      date: '2025-06-02',
      odometer: 45_200,
      amount: 40,
      unit: 'L',
      full: true,
      missedBefore: false,
      createdAt: STAMP,
      updatedAt: STAMP,
    },
  },
  settings: { preferences: { currency: 'EUR', updatedAt: STAMP } },
});

describe('tool export', () => {
  it('writes a versioned document holding every collection', () => {
    const document = JSON.parse(toolExportText(sample(), NOW)) as Record<string, unknown>;
    expect(document).toMatchObject({
      format: 'tinies-car-maintenance',
      version: 1,
      exportedAt: '2026-03-09T10:00:00.000Z',
    });
    expect(Object.keys(document.collections as object).sort()).toEqual(Object.keys(schemas).sort());
  });

  it('reads back what it wrote, into an empty tool, losslessly (property)', () => {
    fc.assert(
      fc.property(toolData(), (data) => {
        const read = readToolExport(toolExportText(data, NOW));
        expect(read.ok && read.read.problems).toEqual([]);
        if (!read.ok) return;
        const plan = planImport(read.read.data, {}, 'keep-both', counter());
        expect(plan.renamed).toBe(0);
        expect(applyPlan(emptyToolData(), plan)).toEqual(stored(data));
      }),
      { numRuns: 150 },
    );
  });

  it('replaces records with the same ids, changing nothing else (property)', () => {
    fc.assert(
      fc.property(toolData(3), toolData(3), (mine, theirs) => {
        const read = readToolExport(toolExportText(theirs, NOW));
        if (!read.ok) throw new Error(read.message);
        const after = applyPlan(
          mine,
          planImport(read.read.data, idsOf(mine), 'replace', counter()),
        );
        for (const name of EXPORT_COLLECTIONS) {
          expect(after[name]).toEqual({ ...mine[name], ...stored(theirs)[name] });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keeps both: imported copies get new ids and their references follow', () => {
    const data = sample();
    const read = readToolExport(toolExportText(data, NOW));
    if (!read.ok) throw new Error(read.message);
    expect(clashingIds(read.read.data, idsOf(data))).toBe(8);
    const plan = planImport(read.read.data, idsOf(data), 'keep-both', counter());
    // Every record but the settings (one record: the tool keeps its own).
    expect(plan).toMatchObject({ renamed: 7, kept: 1 });
    const after = applyPlan(data, plan);
    expect(recordCount(after)).toBe(15);
    const [carId] = Object.keys(after.vehicles).filter((id) => id !== 'car1');
    const [serviceId] = Object.keys(after.services).filter((id) => id !== 'svc1');
    const [issueId] = Object.keys(after.issues).filter((id) => id !== 'issue1');
    const [partId] = Object.keys(after.parts).filter((id) => id !== 'part1');
    const [shopId] = Object.keys(after.locations).filter((id) => id !== 'shop1');
    const [reminderId] = Object.keys(after.reminders).filter((id) => id !== 'rem1');
    const copy = after.services[serviceId!]!;
    expect(copy).toMatchObject({
      vehicleId: carId,
      locationId: shopId,
      reminderId,
      issueIds: [issueId],
      parts: [
        { part: partId, by: 'text' },
        { part: 'oil-filter', by: 'text' },
      ],
    });
    expect(after.issues[issueId!]).toMatchObject({
      vehicleId: carId,
      resolvedBy: serviceId,
      parts: [{ part: partId, by: 'hand' }],
      dismissedParts: [partId],
    });
    expect(after.reminders[reminderId!]!.vehicleId).toBe(carId);
    const fills = Object.values(after.fuel).map((fill) => fill.vehicleId);
    expect(fills.sort()).toEqual([carId, 'car1'].sort());
    // The originals are untouched.
    expect(after.services.svc1).toEqual(data.services.svc1);
    expect(after.settings).toEqual(data.settings);
  });

  it('keeps both, for any data imported into itself: every reference stays inside the copy (property)', () => {
    fc.assert(
      fc.property(toolData(3), (data) => {
        const read = readToolExport(toolExportText(data, NOW));
        if (!read.ok) throw new Error(read.message);
        const plan = planImport(read.read.data, idsOf(data), 'keep-both', counter());
        const copies = new Set(plan.writes.map((write) => write.id));
        for (const write of plan.writes) {
          expect(write.id.startsWith('NEW') || write.collection === 'settings').toBe(true);
          const value = write.value as Record<string, unknown>;
          const vehicleId = value.vehicleId as string | undefined;
          if (vehicleId && vehicleId in data.vehicles) expect(copies.has(vehicleId)).toBe(true);
          if (write.collection === 'services') {
            for (const id of value.issueIds as string[]) expect(copies.has(id)).toBe(true);
          }
          // Every write still passes its schema.
          expect(schemas[write.collection]!.safeParse(write.value).success).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('reports each invalid record with its collection, id and message, and keeps the valid ones', () => {
    const document = JSON.parse(toolExportText(sample(), NOW)) as {
      collections: Record<string, Record<string, Record<string, unknown>>>;
    };
    document.collections.services!.svc1!.odometer = -5;
    document.collections.vehicles!.car2 = { name: '' };
    document.collections.fuel!['bad/id'] = {};
    document.collections.settings!.other = { currency: 'EUR', updatedAt: STAMP };
    document.collections.trips = {};
    const read = readToolExport(JSON.stringify(document));
    if (!read.ok) throw new Error(read.message);
    expect(read.read.problems).toEqual([
      expect.objectContaining({ collection: 'vehicles', id: 'car2' }),
      {
        collection: 'services',
        id: 'svc1',
        message: 'odometer: Odometer cannot be negative',
      },
      expect.objectContaining({ collection: 'fuel', id: 'bad/id' }),
      expect.objectContaining({ collection: 'settings', id: 'other' }),
      expect.objectContaining({ collection: 'trips', message: 'Not part of this tool, left out' }),
    ]);
    expect(read.read.problems[0]!.message).toMatch(/Name is required|odometerUnit/);
    expect(Object.keys(read.read.data.vehicles)).toEqual(['car1']);
    expect(read.read.data.services).toEqual({});
    expect(Object.keys(read.read.data.fuel)).toEqual(['fill1']);
  });

  it('refuses what is not an export, with a reason', () => {
    expect(readToolExport('{"format": "tinies-car')).toMatchObject({ ok: false });
    expect(readToolExport('{"recipes": {}}')).toEqual({
      ok: false,
      message: 'This JSON file is not a Car Maintenance Tracker export.',
    });
    expect(
      readToolExport('{"format": "tinies-car-maintenance", "version": 2, "collections": {}}'),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/version 2/) });
  });

  it('writes the same text for the same data, whatever the order of the ids', () => {
    fc.assert(
      fc.property(toolData(3), (data) => {
        const reversed = Object.fromEntries(Object.entries(data.services).reverse());
        expect(toolExportText({ ...data, services: reversed }, NOW)).toBe(
          toolExportText(data, NOW),
        );
      }),
      { numRuns: 20 },
    );
  });
});
