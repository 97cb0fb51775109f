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

/** A download as made, before it is handed to the browser. */
export interface ExportFile {
  text: string;
  name: string;
  type: string;
}

/** The file of one format, made from the data now. */
export async function exportFile(
  format: ExportFormat,
  data: MoveData,
  now = new Date(),
): Promise<ExportFile> {
  switch (format) {
    case 'geojson': {
      const [{ placesGeoJsonText }, { list, points }] = await Promise.all([
        import('@/shared/travel-tracker/move/geojson.ts'),
        pins(data),
      ]);
      return {
        text: placesGeoJsonText(list, points),
        name: datedFileName(`${PREFIX}-places`, now, 'geojson'),
        type: 'application/geo+json',
      };
    }
    case 'kml': {
      const [{ placesKml }, { list, points }] = await Promise.all([
        import('@/shared/travel-tracker/move/kml.ts'),
        pins(data),
      ]);
      return {
        text: placesKml(list, points),
        name: datedFileName(`${PREFIX}-places`, now, 'kml'),
        type: 'application/vnd.google-earth.kml+xml',
      };
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
      return {
        text: writeCsv(table.headers, table.rows),
        name: datedFileName(
          `${PREFIX}-${format === 'places-csv' ? 'places' : 'visits'}`,
          now,
          'csv',
        ),
        type: 'text/csv;charset=utf-8',
      };
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
      return { text, name: datedFileName('travel-tracker', now), type: 'application/json' };
    }
  }
}

/** Makes the file of one format and hands it to the browser as a download. */
export async function exportAs(format: ExportFormat, data: MoveData, now = new Date()) {
  const { text, name, type } = await exportFile(format, data, now);
  downloadFile(text, name, type);
}
