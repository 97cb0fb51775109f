// @vitest-environment jsdom
// NOTE: jsdom's DOMParser is a real XML parser: it reports what is not well-formed.
import { describe, expect, it } from 'vitest';
import { BEEN_LEVELS } from '../travel-model.ts';
import { escapeXml, KML_NAMESPACE, placesKml } from './kml.ts';
import { pointsOf, summarisePlaces } from './place-summary.ts';
import { nameOf, PLACES, VISITS } from './test-data.ts';

async function kmlOf(title?: string) {
  const summaries = summarisePlaces(PLACES, VISITS, nameOf);
  const points = await pointsOf(summaries, async (id) =>
    id === 'state-US-CA' ? { latitude: 36.7783, longitude: -119.4179 } : null,
  );
  return placesKml(summaries, points, title);
}

describe('placesKml', () => {
  it('is well-formed KML 2.2 with a style per level and a Placemark per place', async () => {
    const text = await kmlOf('Ann’s <travels> & more');
    const document = new DOMParser().parseFromString(text, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = document.documentElement;
    expect(root.localName).toBe('kml');
    expect(root.namespaceURI).toBe(KML_NAMESPACE);
    const inKml = (name: string) => [...document.getElementsByTagNameNS(KML_NAMESPACE, name)];

    expect(inKml('Document')).toHaveLength(1);
    expect(inKml('Document')[0]!.querySelector(':scope > name')!.textContent).toBe(
      'Ann’s <travels> & more',
    );
    expect(inKml('Style').map((style) => style.getAttribute('id'))).toEqual(
      BEEN_LEVELS.map((level) => `level-${level}`),
    );
    for (const color of inKml('color')) expect(color.textContent).toMatch(/^[0-9a-f]{8}$/);

    const placemarks = inKml('Placemark');
    expect(placemarks).toHaveLength(PLACES.length);
    const named = (name: string) =>
      placemarks.find((mark) => mark.getElementsByTagName('name')[0]!.textContent === name)!;
    // Escaped on the way out, the same text on the way in.
    const cafe = named('Tom & Jerry’s <"Café">, Paris');
    expect(cafe.getElementsByTagName('description')[0]!.textContent).toBe(
      'Visited\n1 visit, from 2019-05-03 to 2019-05-04\nLine one\nline two, with "quotes" and =SUM(A1)',
    );
    expect(cafe.getElementsByTagName('coordinates')[0]!.textContent).toBe('2.3522,48.8566');
    const california = named('California');
    expect(california.getElementsByTagName('styleUrl')[0]!.textContent).toBe('#level-stayed');
    expect(california.getElementsByTagName('coordinates')[0]!.textContent).toBe(
      '-119.4179,36.7783',
    );
    const france = named('France');
    expect(france.getElementsByTagName('Point')).toHaveLength(0);
    expect(france.getElementsByTagName('begin')[0]!.textContent).toBe('2019-05-01');
    expect(france.getElementsByTagName('end')[0]!.textContent).toBe('2023-08-02');
  });

  it('drops characters XML cannot hold, so the file still parses', () => {
    const text = escapeXml('a\u0001b<c>&"\'');
    expect(text).toBe('ab&lt;c&gt;&amp;&quot;&apos;');
    const parsed = new DOMParser().parseFromString(`<x a="${text}">${text}</x>`, 'application/xml');
    expect(parsed.documentElement.textContent).toBe('ab<c>&"\'');
  });

  it('is caught by the parser when the escaping is missing', () => {
    const parsed = new DOMParser().parseFromString('<x>Tom & Jerry</x>', 'application/xml');
    expect(parsed.getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });
});
