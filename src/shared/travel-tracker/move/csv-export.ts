import { BEEN_LEVEL_LABELS, type Place } from '../travel-model.ts';
import type { NameOf, PlaceEntryOf, PlaceSummary, VisitEntryOf } from './place-summary.ts';

/**
 * The places and the visits as CSV tables for a spreadsheet: one row per place with its
 * visits summed up, and one row per visit naming its place. The places' headers are the
 * ones the CSV import guesses, so a file written here reads back in.
 */

export interface CsvTableOut {
  headers: string[];
  rows: string[][];
}

export const PLACE_HEADERS = [
  'Name',
  'Kind',
  'Code',
  'Country',
  'Level',
  'First visit',
  'Last visit',
  'Visits',
  'Latitude',
  'Longitude',
  'Notes',
] as const;

export function placesCsvTable(summaries: readonly PlaceSummary[]): CsvTableOut {
  return {
    headers: [...PLACE_HEADERS],
    rows: summaries.map((summary) => [
      summary.name,
      summary.kind,
      summary.code ?? '',
      summary.country ?? '',
      BEEN_LEVEL_LABELS[summary.level],
      summary.firstVisit ?? '',
      summary.lastVisit ?? '',
      String(summary.visits),
      summary.latitude === undefined ? '' : String(summary.latitude),
      summary.longitude === undefined ? '' : String(summary.longitude),
      summary.description ?? '',
    ]),
  };
}

export const VISIT_HEADERS = ['Place', 'Kind', 'Code', 'From', 'To', 'Note'] as const;

/** One row per visit, ordered by date, naming its place (visits of unknown places are left out). */
export function visitsCsvTable(
  places: readonly PlaceEntryOf[],
  visits: readonly VisitEntryOf[],
  nameOf: NameOf,
): CsvTableOut {
  const byId = new Map<string, Place>(places.map(({ id, place }) => [id, place]));
  const rows = visits
    .filter(({ visit }) => byId.has(visit.placeId))
    .map(({ visit }) => visit)
    .sort((a, b) => a.from.localeCompare(b.from) || (a.to ?? a.from).localeCompare(b.to ?? b.from))
    .map((visit) => {
      const place = byId.get(visit.placeId)!;
      return [
        nameOf(place),
        place.kind,
        place.code ?? '',
        visit.from,
        visit.to ?? '',
        visit.note ?? '',
      ];
    });
  return { headers: [...VISIT_HEADERS], rows };
}
