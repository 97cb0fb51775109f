import { datedFileName, downloadFile } from '@/kit/io/download-file.ts';
import type { MoveData } from './move-data.ts';

/**
 * The downloads, each loading what it needs when asked for (the catalogue's names, the map
 * shapes for pins, papaparse), so the screen opens without them.
 */
export const EXPORT_FORMATS = ['geojson', 'kml', 'places-csv', 'visits-csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_LABELS: Readonly<Record<ExportFormat, string>> = {
  geojson: 'Map pins (GeoJSON)',
  kml: 'Map pins (KML)',
  'places-csv': 'Places (CSV)',
  'visits-csv': 'Visits (CSV)',
  json: 'Everything (JSON)',
};

export const EXPORT_HINTS: Readonly<Record<ExportFormat, string>> = {
  geojson: 'Every place as a pin with its level and visits, for mapping apps and GIS tools.',
  kml: 'Every place as a pin coloured by level, for Google Earth and Google My Maps.',
  'places-csv': 'One row per place with its level and visits summed up, for a spreadsheet.',
  'visits-csv': 'One row per visit with its place and dates, for a spreadsheet.',
  json: 'Every place and visit as they are here: import it to get everything back.',
};

async function summaries(data: MoveData) {
  const [{ placeName }, { summarisePlaces }] = await Promise.all([
    import('@/shared/travel-tracker/places/catalogue.ts'),
    import('@/shared/travel-tracker/move/place-summary.ts'),
  ]);
  const nameOf = (place: Parameters<typeof placeName>[0]) => placeName(place);
  return { nameOf, summaries: summarisePlaces(data.places, data.visits, nameOf) };
}

async function pins(data: MoveData) {
  const [{ pointsOf }, { representativePoint }, { summaries: list }] = await Promise.all([
    import('@/shared/travel-tracker/move/place-summary.ts'),
    import('@/shared/travel-tracker/geo/representative-point.ts'),
    summaries(data),
  ]);
  return { list, points: await pointsOf(list, representativePoint) };
}

const PREFIX = 'travel';

export async function exportAs(format: ExportFormat, data: MoveData, now = new Date()) {
  switch (format) {
    case 'geojson': {
      const [{ placesGeoJsonText }, { list, points }] = await Promise.all([
        import('@/shared/travel-tracker/move/geojson.ts'),
        pins(data),
      ]);
      downloadFile(
        placesGeoJsonText(list, points),
        datedFileName(`${PREFIX}-places`, now, 'geojson'),
        'application/geo+json',
      );
      return;
    }
    case 'kml': {
      const [{ placesKml }, { list, points }] = await Promise.all([
        import('@/shared/travel-tracker/move/kml.ts'),
        pins(data),
      ]);
      downloadFile(
        placesKml(list, points),
        datedFileName(`${PREFIX}-places`, now, 'kml'),
        'application/vnd.google-earth.kml+xml',
      );
      return;
    }
    case 'places-csv':
    case 'visits-csv': {
      const [{ placesCsvTable, visitsCsvTable }, { writeCsv }, { nameOf, summaries: list }] =
        await Promise.all([
          import('@/shared/travel-tracker/move/csv-export.ts'),
          import('@/shared/csv/csv-table.ts'),
          summaries(data),
        ]);
      const table =
        format === 'places-csv'
          ? placesCsvTable(list)
          : visitsCsvTable(data.places, data.visits, nameOf);
      downloadFile(
        writeCsv(table.headers, table.rows),
        datedFileName(`${PREFIX}-${format === 'places-csv' ? 'places' : 'visits'}`, now, 'csv'),
        'text/csv;charset=utf-8',
      );
      return;
    }
    case 'json': {
      const { travelExportText } = await import('@/shared/travel-tracker/move/tool-export.ts');
      const text = travelExportText(
        {
          places: Object.fromEntries(data.places.map(({ id, place }) => [id, place])),
          visits: Object.fromEntries(data.visits.map(({ id, visit }) => [id, visit])),
        },
        now,
      );
      downloadFile(text, datedFileName('travel-tracker', now));
    }
  }
}
