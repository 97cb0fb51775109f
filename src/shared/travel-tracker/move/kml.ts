import { BEEN_LEVEL_LABELS, BEEN_LEVELS, type BeenLevel } from '../travel-model.ts';
import type { LatLon, PlaceSummary } from './place-summary.ts';

/**
 * The places as KML 2.2 (OGC 07-147r2), for Google Earth and My Maps: a Document with a
 * Style per level (its colour) and a Placemark per place with its name, a description of
 * its level and visits, and a Point where its position is known.
 */

export const KML_NAMESPACE = 'http://www.opengis.net/kml/2.2';

/** Each level's pin colour, as KML writes it: aabbggrr (alpha, blue, green, red). */
const LEVEL_COLOURS: Readonly<Record<BeenLevel, string>> = {
  lived: 'ff8a3a6d', // #6d3a8a purple
  stayed: 'ff2f6fd1', // #d16f2f orange
  visited: 'ff3f9a2e', // #2e9a3f green
  passed: 'ffc9a13a', // #3aa1c9 blue
  want: 'ff9e9e9e', // grey
};

/** Text safe inside XML content and attribute values (and without characters XML 1.0 forbids). */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 cannot hold
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The Placemark's description: its level, visits and the person's own words. */
export function kmlDescription(summary: PlaceSummary): string {
  const lines = [BEEN_LEVEL_LABELS[summary.level]];
  if (summary.visits > 0) {
    const span =
      summary.firstVisit === summary.lastVisit
        ? `on ${summary.firstVisit}`
        : `from ${summary.firstVisit} to ${summary.lastVisit}`;
    lines.push(`${plural(summary.visits, 'visit', 'visits')}, ${span}`);
  }
  if (summary.description) lines.push(summary.description);
  return lines.join('\n');
}

const coordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);

export function placesKml(
  summaries: readonly PlaceSummary[],
  points: readonly (LatLon | null)[],
  title = 'My travels',
): string {
  const styles = BEEN_LEVELS.map(
    (level) =>
      `    <Style id="level-${level}">\n` +
      `      <IconStyle><color>${LEVEL_COLOURS[level]}</color></IconStyle>\n` +
      `      <LabelStyle><scale>0.8</scale></LabelStyle>\n` +
      `    </Style>`,
  );
  const placemarks = summaries.map((summary, index) => {
    const point = points[index] ?? null;
    const lines = [
      `    <Placemark id="${escapeXml(summary.id)}">`,
      `      <name>${escapeXml(summary.name)}</name>`,
      `      <description>${escapeXml(kmlDescription(summary))}</description>`,
    ];
    if (summary.firstVisit && summary.lastVisit) {
      lines.push(
        `      <TimeSpan><begin>${summary.firstVisit}</begin><end>${summary.lastVisit}</end></TimeSpan>`,
      );
    }
    lines.push(`      <styleUrl>#level-${summary.level}</styleUrl>`);
    if (point) {
      // KML, like GeoJSON, writes longitude first.
      lines.push(
        `      <Point><coordinates>${coordinate(point.longitude)},${coordinate(point.latitude)}</coordinates></Point>`,
      );
    }
    lines.push('    </Placemark>');
    return lines.join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<kml xmlns="${KML_NAMESPACE}">`,
    '  <Document>',
    `    <name>${escapeXml(title)}</name>`,
    ...styles,
    ...placemarks,
    '  </Document>',
    '</kml>',
    '',
  ].join('\n');
}
