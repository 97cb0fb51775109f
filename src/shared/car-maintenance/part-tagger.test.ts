import { describe, expect, it } from 'vitest';
import type { CustomPart, PartTag } from './car-model.ts';
import { retag, singular, suggestParts } from './part-tagger.ts';
import { BUILT_IN_PARTS, partName, type CustomPartEntry } from './parts.ts';

const NONE: readonly CustomPartEntry[] = [];
const tags = (text: string, custom: readonly CustomPartEntry[] = NONE) =>
  suggestParts(text, custom);

const customPart = (id: string, name: string, keywords: string[]): CustomPartEntry => {
  const part: CustomPart = {
    name,
    keywords,
    area: 'external',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
  return { id, part };
};

describe('the built-in parts', () => {
  it('list every part the tracker promises, once each', () => {
    const ids = BUILT_IN_PARTS.map((part) => part.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'engine',
      'transmission',
      'oil-filter',
      'air-filter',
      'cabin-air-filter',
      'fuel-filter',
      'spark-plugs',
      'battery',
      'alternator',
      'starter',
      'radiator',
      'coolant',
      'brake-pads',
      'brake-rotors',
      'brake-fluid',
      'shocks',
      'struts',
      'suspension',
      'exhaust',
      'catalytic-converter',
      'timing-belt',
      'serpentine-belt',
      'water-pump',
      'fuel-pump',
      'fuel-injectors',
      'ignition-coils',
      'power-steering-fluid',
      'transmission-fluid',
      'windshield',
      'front-bumper',
      'rear-bumper',
      'hood',
      'trunk',
      'doors',
      'mirrors',
      'headlights',
      'tail-lights',
      'turn-signals',
      'front-tyres',
      'rear-tyres',
      'wheels',
      'roof',
      'sunroof',
      'wipers',
      'windows',
      'paint',
      'licence-plate',
      'antenna',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('name a part by its id, built-in or custom', () => {
    const custom = [customPart('c1', 'Tow bar', ['tow bar'])];
    expect(partName('brake-pads', custom)).toBe('Brake pads');
    expect(partName('c1', custom)).toBe('Tow bar');
    expect(partName('gone', custom)).toBe('Removed part');
  });
});

describe('singular', () => {
  it.each([
    ['tires', 'tire'],
    ['tyres', 'tyre'],
    ['filters', 'filter'],
    ['batteries', 'battery'],
    ['boxes', 'box'],
    ['brushes', 'brush'],
    ['glass', 'glass'],
    ['bus', 'bus'],
    ['oil', 'oil'],
  ])('%s → %s', (word, one) => {
    expect(singular(word)).toBe(one);
  });
});

describe('suggestParts on tricky phrases', () => {
  it.each([
    ['Replaced coil pack on cylinder 3', ['ignition-coils'], ['oil-filter', 'engine-oil']],
    ['Parked in the neighborhood overnight', [], ['hood']],
    ['Interior trim rattles', [], ['wheels']],
    ['Brake light out on the left', ['tail-lights'], ['brake-pads']],
    ['New brake pads all round', ['brake-pads'], ['tail-lights']],
    ['Front tires rotated', ['front-tyres'], ['rear-tyres']],
    ['Replaced the cabin air filter', ['cabin-air-filter'], ['air-filter']],
    ['Replaced the air filter', ['air-filter'], ['cabin-air-filter']],
    ['Coil spring snapped', ['suspension'], ['ignition-coils']],
    ['New windshield wiper blades', ['wipers'], ['windshield']],
    ['Starter motor replaced', ['starter'], ['engine']],
    ['Check engine light on', [], ['engine']],
    ['Steering wheel feels loose', [], ['wheels']],
    ['Torn CV boot', ['cv-joints'], ['trunk']],
    ['Transmission fluid drained and filled', ['transmission-fluid'], ['transmission']],
    ['Soil on the floor mats', [], ['engine-oil']],
    ['Hoodie left on the back seat', [], ['hood']],
    ['Rimmed glasses found under the seat', [], ['wheels']],
    ['Shocking price for a spring clean', [], ['shocks', 'suspension']],
  ])('%s', (text, wanted, unwanted) => {
    const found = tags(text);
    for (const part of wanted) expect(found).toContain(part);
    for (const part of unwanted) expect(found).not.toContain(part);
  });

  it('tags exactly the parts named, in the order named', () => {
    expect(tags('Oil and oil filter change, rotated tyres, topped up coolant')).toEqual([
      'engine-oil',
      'oil-filter',
      'front-tyres',
      'rear-tyres',
      'coolant',
    ]);
    expect(tags('brake pads and rotors, brake fluid flush')).toEqual([
      'brake-pads',
      'brake-rotors',
      'brake-fluid',
    ]);
  });

  it('reads plurals and singulars alike', () => {
    expect(tags('One tire')).toEqual(tags('Four tires'));
    expect(tags('Both batteries')).toEqual(['battery']);
    expect(tags('air filters')).toEqual(['air-filter']);
    expect(tags('new spark plug')).toEqual(['spark-plugs']);
    expect(tags('WIPERS')).toEqual(['wipers']);
  });

  it('reads British and American names alike', () => {
    const pairs: [string, string, string][] = [
      ['windscreen chip', 'windshield chip', 'windshield'],
      ['bonnet dent', 'hood dent', 'hood'],
      ['boot lock', 'trunk lock', 'trunk'],
      ['new number plate', 'new license plate', 'licence-plate'],
      ['front tyres', 'front tires', 'front-tyres'],
      ['shocks leaking', 'shock absorbers leaking', 'shocks'],
      ['silencer rusted', 'muffler rusted', 'exhaust'],
      ['cambelt due', 'timing belt due', 'timing-belt'],
      ['indicator bulb', 'turn signal bulb', 'turn-signals'],
      ['aerial snapped', 'antenna snapped', 'antenna'],
    ];
    for (const [british, american, part] of pairs) {
      expect(tags(british)).toContain(part);
      expect(tags(american)).toContain(part);
    }
  });

  it('ignores case, accents and punctuation between words', () => {
    expect(tags('BRAKE-PADS')).toEqual(['brake-pads']);
    expect(tags('Réplaced thé rädiator.')).toEqual(['radiator']);
    expect(tags('head-light/tail-light')).toEqual(['headlights', 'tail-lights']);
  });

  it('finds a custom part by its keywords and its name, as whole words', () => {
    const custom = [
      customPart('tow', 'Tow bar', ['towbar', 'tow hitch', 'hitches']),
      customPart('dash', 'Dash cam', ['dashcam']),
    ];
    expect(tags('Fitted a towbar', custom)).toEqual(['tow']);
    expect(tags('Greased the tow hitch', custom)).toEqual(['tow']);
    expect(tags('Greased both hitches', custom)).toEqual(['tow']);
    expect(tags('The tow bar rattles', custom)).toEqual(['tow']);
    expect(tags('New dashcam SD card', custom)).toEqual(['dash']);
    expect(tags('Dashboard light', custom)).toEqual([]);
    expect(tags('Fitted a towbar')).toEqual([]);
  });

  it('tags a custom part along with a built-in one sharing its keyword', () => {
    const custom = [customPart('winter', 'Winter tyres', ['tyre'])];
    expect(tags('swapped tyres', custom)).toEqual(['front-tyres', 'rear-tyres', 'winter']);
  });

  it('suggests nothing for ordinary sentences', () => {
    for (const sentence of [
      'Booked for Tuesday morning at nine',
      'Paid by card at the counter, got a receipt',
      'Waited two hours in the lounge with coffee',
      'Told them about the noise when turning left',
      'Everything checked and all good',
      'Drove to the neighborhood garage, they were closed',
      'The trim colour is slightly different now',
      'Collected on Friday, mileage noted',
      'Warranty work, no charge',
      'Next visit in the spring',
      'Cleaned inside and out',
      '',
      '   ',
      '!!!',
    ]) {
      expect(tags(sentence), sentence).toEqual([]);
    }
  });

  it('follows a changed list of custom parts', () => {
    const before = [customPart('tow', 'Tow bar', ['towbar'])];
    expect(tags('new hitch', before)).toEqual([]);
    const after = [customPart('tow', 'Tow bar', ['towbar', 'hitch'])];
    expect(tags('new hitch', after)).toEqual(['tow']);
    expect(tags('new hitch', before)).toEqual([]);
  });

  it('tags 5,000 records quickly, with custom parts', () => {
    const custom = [customPart('tow', 'Tow bar', ['towbar', 'tow hitch'])];
    const records = Array.from(
      { length: 5_000 },
      (_, i) => `Service ${i}: oil and oil filter, front tires rotated, greased the tow hitch`,
    );
    tags(records[0]!, custom);
    const started = performance.now();
    for (const record of records) tags(record, custom);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(tags(records[1]!, custom)).toEqual(['engine-oil', 'oil-filter', 'front-tyres', 'tow']);
  });

  it('keeps up with long text', () => {
    const text = 'Replaced brake pads, coil pack and cabin air filter. '.repeat(2_000);
    const started = performance.now();
    expect(tags(text)).toEqual(['brake-pads', 'ignition-coils', 'cabin-air-filter']);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('retag', () => {
  it('drops a suggested tag the words no longer support', () => {
    const before = retag([], [], 'new brake pads', NONE);
    expect(before).toEqual([{ part: 'brake-pads', by: 'text' }]);
    expect(retag(before, [], 'new brake rotors', NONE)).toEqual([
      { part: 'brake-rotors', by: 'text' },
    ]);
    expect(retag(before, [], '', NONE)).toEqual([]);
  });

  it('keeps tags the person added, whatever the words say', () => {
    const current: PartTag[] = [
      { part: 'battery', by: 'hand' },
      { part: 'brake-pads', by: 'text' },
    ];
    expect(retag(current, [], 'wipers', NONE)).toEqual([
      { part: 'battery', by: 'hand' },
      { part: 'wipers', by: 'text' },
    ]);
  });

  it('does not suggest again what the person removed', () => {
    expect(retag([], ['engine-oil'], 'oil and oil filter', NONE)).toEqual([
      { part: 'oil-filter', by: 'text' },
    ]);
  });

  it('does not tag a part twice', () => {
    expect(retag([{ part: 'battery', by: 'hand' }], [], 'new battery', NONE)).toEqual([
      { part: 'battery', by: 'hand' },
    ]);
  });

  it('keeps the order of tags and adds new ones last', () => {
    const first = retag([], [], 'wipers', NONE);
    expect(retag(first, [], 'battery and wipers', NONE)).toEqual([
      { part: 'wipers', by: 'text' },
      { part: 'battery', by: 'text' },
    ]);
  });
});
