import type { CustomPart } from './car-model.ts';

/**
 * The parts every car has, with the words that tag a record with them (see part-tagger.ts).
 * Keywords are matched as whole words, singular or plural, case and accents aside, so
 * "tyre" also finds "Tyres" and "TIRES" needs its own "tire". British and American names
 * are both listed (bonnet and hood, boot and trunk, windscreen and windshield).
 *
 * A longer keyword wins over a shorter one inside it: "cabin air filter" tags only the
 * cabin filter, "brake light" only the tail lights, "coil spring" only the suspension.
 * Words that name two parts at once ("tyres") list both.
 */
export type PartArea = 'internal' | 'external';

export interface BuiltInPart {
  id: string;
  name: string;
  area: PartArea;
  keywords: readonly string[];
}

export const PART_AREA_LABELS: Readonly<Record<PartArea, string>> = {
  internal: 'Under the bonnet and underneath',
  external: 'Body, glass, lights and wheels',
};

export const BUILT_IN_PARTS: readonly BuiltInPart[] = [
  // Internal
  {
    id: 'engine',
    name: 'Engine',
    area: 'internal',
    keywords: ['engine', 'motor', 'cylinder head', 'head gasket'],
  },
  {
    id: 'engine-oil',
    name: 'Engine oil',
    area: 'internal',
    keywords: ['oil', 'engine oil', 'motor oil', 'synthetic oil', 'oil change'],
  },
  { id: 'oil-filter', name: 'Oil filter', area: 'internal', keywords: ['oil filter'] },
  {
    id: 'air-filter',
    name: 'Air filter',
    area: 'internal',
    keywords: ['air filter', 'engine air filter', 'air cleaner', 'intake filter'],
  },
  {
    id: 'cabin-air-filter',
    name: 'Cabin air filter',
    area: 'internal',
    keywords: ['cabin filter', 'cabin air filter', 'pollen filter', 'interior filter'],
  },
  {
    id: 'fuel-filter',
    name: 'Fuel filter',
    area: 'internal',
    keywords: ['fuel filter', 'diesel filter', 'gas filter'],
  },
  {
    id: 'transmission',
    name: 'Transmission',
    area: 'internal',
    keywords: ['transmission', 'gearbox', 'clutch', 'differential', 'diff'],
  },
  {
    id: 'transmission-fluid',
    name: 'Transmission fluid',
    area: 'internal',
    keywords: [
      'transmission fluid',
      'transmission oil',
      'gearbox oil',
      'gearbox fluid',
      'atf',
      'differential oil',
      'diff oil',
    ],
  },
  {
    id: 'spark-plugs',
    name: 'Spark plugs',
    area: 'internal',
    keywords: ['spark plug', 'sparkplug', 'glow plug'],
  },
  {
    id: 'ignition-coils',
    name: 'Ignition coils',
    area: 'internal',
    keywords: ['ignition coil', 'coil', 'coil pack'],
  },
  {
    id: 'battery',
    name: 'Battery',
    area: 'internal',
    keywords: ['battery', 'car battery', '12v battery', 'starter battery'],
  },
  { id: 'alternator', name: 'Alternator', area: 'internal', keywords: ['alternator', 'generator'] },
  {
    id: 'starter',
    name: 'Starter motor',
    area: 'internal',
    keywords: ['starter', 'starter motor', 'starter solenoid'],
  },
  {
    id: 'radiator',
    name: 'Radiator',
    area: 'internal',
    keywords: ['radiator', 'radiator hose', 'radiator cap'],
  },
  {
    id: 'coolant',
    name: 'Coolant',
    area: 'internal',
    keywords: ['coolant', 'antifreeze', 'anti freeze', 'coolant flush'],
  },
  {
    id: 'water-pump',
    name: 'Water pump',
    area: 'internal',
    keywords: ['water pump', 'coolant pump'],
  },
  { id: 'thermostat', name: 'Thermostat', area: 'internal', keywords: ['thermostat'] },
  { id: 'fuel-pump', name: 'Fuel pump', area: 'internal', keywords: ['fuel pump', 'gas pump'] },
  {
    id: 'fuel-injectors',
    name: 'Fuel injectors',
    area: 'internal',
    keywords: ['injector', 'fuel injector'],
  },
  {
    id: 'timing-belt',
    name: 'Timing belt',
    area: 'internal',
    keywords: ['timing belt', 'cambelt', 'cam belt', 'timing chain'],
  },
  {
    id: 'serpentine-belt',
    name: 'Serpentine belt',
    area: 'internal',
    keywords: [
      'serpentine belt',
      'drive belt',
      'fan belt',
      'accessory belt',
      'auxiliary belt',
      'aux belt',
      'v belt',
    ],
  },
  {
    id: 'brake-pads',
    name: 'Brake pads',
    area: 'internal',
    keywords: ['brake pad', 'pad', 'brake shoe', 'brake lining'],
  },
  {
    id: 'brake-rotors',
    name: 'Brake rotors',
    area: 'internal',
    keywords: ['brake rotor', 'rotor', 'brake disc', 'brake disk', 'disc', 'disk', 'brake drum'],
  },
  {
    id: 'brake-fluid',
    name: 'Brake fluid',
    area: 'internal',
    keywords: ['brake fluid', 'brake bleed', 'dot 4', 'dot 3'],
  },
  {
    id: 'brake-calipers',
    name: 'Brake calipers',
    area: 'internal',
    keywords: ['caliper', 'calliper', 'brake caliper', 'brake calliper'],
  },
  {
    id: 'power-steering-fluid',
    name: 'Power steering fluid',
    area: 'internal',
    keywords: ['power steering', 'power steering fluid', 'steering fluid', 'psf'],
  },
  {
    id: 'shocks',
    name: 'Shock absorbers',
    area: 'internal',
    keywords: ['shock', 'shock absorber', 'damper'],
  },
  {
    id: 'struts',
    name: 'Struts',
    area: 'internal',
    keywords: ['strut', 'strut mount', 'strut assembly'],
  },
  {
    id: 'suspension',
    name: 'Suspension',
    area: 'internal',
    keywords: [
      'suspension',
      'control arm',
      'wishbone',
      'bushing',
      'ball joint',
      'sway bar',
      'anti roll bar',
      'stabilizer link',
      'stabiliser link',
      'drop link',
      'coil spring',
      'wheel bearing',
      'tie rod',
      'track rod',
    ],
  },
  {
    id: 'cv-joints',
    name: 'CV joints and driveshafts',
    area: 'internal',
    keywords: ['cv joint', 'cv boot', 'cv axle', 'driveshaft', 'drive shaft', 'half shaft', 'axle'],
  },
  {
    id: 'exhaust',
    name: 'Exhaust',
    area: 'internal',
    keywords: [
      'exhaust',
      'exhaust pipe',
      'muffler',
      'silencer',
      'tailpipe',
      'tail pipe',
      'back box',
      'downpipe',
      'exhaust manifold',
    ],
  },
  {
    id: 'catalytic-converter',
    name: 'Catalytic converter',
    area: 'internal',
    keywords: ['catalytic converter', 'catalytic', 'cat converter', 'catalyst'],
  },
  {
    id: 'air-conditioning',
    name: 'Air conditioning',
    area: 'internal',
    keywords: [
      'air conditioning',
      'air con',
      'aircon',
      'ac compressor',
      'ac recharge',
      'refrigerant',
    ],
  },

  // External
  {
    id: 'windshield',
    name: 'Windshield',
    area: 'external',
    keywords: ['windshield', 'windscreen', 'front windshield', 'front windscreen', 'front glass'],
  },
  {
    id: 'wipers',
    name: 'Wipers',
    area: 'external',
    keywords: [
      'wiper',
      'wiper blade',
      'windshield wiper',
      'windscreen wiper',
      'rear wiper',
      'wiper arm',
    ],
  },
  {
    id: 'windows',
    name: 'Windows',
    area: 'external',
    keywords: [
      'window',
      'rear window',
      'side window',
      'back glass',
      'window regulator',
      'window motor',
    ],
  },
  {
    id: 'front-bumper',
    name: 'Front bumper',
    area: 'external',
    keywords: ['front bumper', 'bumper', 'bumper cover', 'fascia'],
  },
  {
    id: 'rear-bumper',
    name: 'Rear bumper',
    area: 'external',
    keywords: ['rear bumper', 'back bumper', 'bumper', 'bumper cover'],
  },
  {
    id: 'hood',
    name: 'Hood',
    area: 'external',
    keywords: ['hood', 'bonnet', 'hood latch', 'bonnet catch'],
  },
  {
    id: 'trunk',
    name: 'Trunk',
    area: 'external',
    keywords: ['trunk', 'boot', 'boot lid', 'trunk lid', 'tailgate', 'hatch', 'liftgate'],
  },
  {
    id: 'doors',
    name: 'Doors',
    area: 'external',
    keywords: ['door', 'door handle', 'door lock', 'door seal', 'door hinge'],
  },
  {
    id: 'mirrors',
    name: 'Mirrors',
    area: 'external',
    keywords: [
      'mirror',
      'side mirror',
      'wing mirror',
      'door mirror',
      'rear view mirror',
      'rearview mirror',
    ],
  },
  {
    id: 'headlights',
    name: 'Headlights',
    area: 'external',
    keywords: [
      'headlight',
      'headlamp',
      'head light',
      'head lamp',
      'low beam',
      'high beam',
      'dipped beam',
      'main beam',
      'fog light',
      'fog lamp',
    ],
  },
  {
    id: 'tail-lights',
    name: 'Tail lights / brake lights',
    area: 'external',
    keywords: [
      'tail light',
      'taillight',
      'tail lamp',
      'taillamp',
      'brake light',
      'brake lamp',
      'stop light',
      'stop lamp',
      'rear light',
      'reverse light',
      'reversing light',
      'third brake light',
    ],
  },
  {
    id: 'turn-signals',
    name: 'Turn signals',
    area: 'external',
    keywords: [
      'turn signal',
      'indicator',
      'blinker',
      'turn signal bulb',
      'indicator bulb',
      'hazard light',
    ],
  },
  {
    id: 'front-tyres',
    name: 'Front tyres',
    area: 'external',
    keywords: [
      'front tyre',
      'front tire',
      'tyre',
      'tire',
      'front and rear tyre',
      'front and rear tire',
      'tyre rotation',
      'tire rotation',
      'rotation',
      'puncture',
      'flat tyre',
      'flat tire',
    ],
  },
  {
    id: 'rear-tyres',
    name: 'Rear tyres',
    area: 'external',
    keywords: [
      'rear tyre',
      'rear tire',
      'back tyre',
      'back tire',
      'tyre',
      'tire',
      'front and rear tyre',
      'front and rear tire',
      'tyre rotation',
      'tire rotation',
      'rotation',
      'puncture',
      'flat tyre',
      'flat tire',
    ],
  },
  {
    id: 'wheels',
    name: 'Wheels / rims',
    area: 'external',
    keywords: [
      'wheel',
      'rim',
      'alloy',
      'alloy wheel',
      'hubcap',
      'hub cap',
      'wheel trim',
      'lug nut',
      'wheel nut',
      'locking wheel nut',
    ],
  },
  {
    id: 'roof',
    name: 'Roof',
    area: 'external',
    keywords: ['roof', 'roof rack', 'roof rail', 'headliner'],
  },
  {
    id: 'sunroof',
    name: 'Sunroof',
    area: 'external',
    keywords: ['sunroof', 'sun roof', 'moonroof', 'moon roof', 'panoramic roof'],
  },
  {
    id: 'paint',
    name: 'Paint',
    area: 'external',
    keywords: [
      'paint',
      'paintwork',
      'respray',
      'clear coat',
      'clearcoat',
      'touch up',
      'scratch',
      'dent',
    ],
  },
  {
    id: 'licence-plate',
    name: 'Licence plate',
    area: 'external',
    keywords: [
      'licence plate',
      'license plate',
      'number plate',
      'registration plate',
      'plate light',
      'numberplate',
    ],
  },
  {
    id: 'antenna',
    name: 'Antenna',
    area: 'external',
    keywords: ['antenna', 'aerial', 'radio antenna', 'shark fin'],
  },
  {
    id: 'fenders',
    name: 'Fenders / wings',
    area: 'external',
    keywords: ['fender', 'wing', 'quarter panel', 'mudguard', 'mud flap', 'splash guard'],
  },
];

/**
 * Phrases that hold a part's word but are not about that part: they take their words, so
 * nothing shorter inside them tags ("steering wheel" is not the wheels).
 */
export const NOT_A_PART: readonly string[] = [
  'steering wheel',
  'spare wheel',
  'wheel alignment',
  'wheel balance',
  'wheel balancing',
  'check engine light',
  'engine light',
  'engine bay',
  'oil light',
  'oil leak check',
  'battery light',
  'brake warning light',
  'spare tyre',
  'spare tire',
  'tyre pressure',
  'tire pressure',
  'tyre pressure sensor',
  'door ding',
  'mirror image',
];

const BUILT_IN_BY_ID: ReadonlyMap<string, BuiltInPart> = new Map(
  BUILT_IN_PARTS.map((part) => [part.id, part]),
);

/** The built-in part with this id, if it is one. */
export function builtInPart(id: string): BuiltInPart | undefined {
  return BUILT_IN_BY_ID.get(id);
}

/** A custom part as the collection hooks hand it: its document id and its fields. */
export interface CustomPartEntry {
  id: string;
  part: CustomPart;
}

/** A part's name: built-in, custom, or (for a part since deleted) "Removed part". */
export function partName(id: string, custom: readonly CustomPartEntry[]): string {
  const builtIn = BUILT_IN_BY_ID.get(id);
  if (builtIn) return builtIn.name;
  const own = custom.find((entry) => entry.id === id);
  return own ? own.part.name : 'Removed part';
}

/** Every part a person can pick, built-in first, then their own, each by name. */
export function allParts(
  custom: readonly CustomPartEntry[],
): { id: string; name: string; area: PartArea; custom: boolean }[] {
  return [
    ...BUILT_IN_PARTS.map((part) => ({
      id: part.id,
      name: part.name,
      area: part.area,
      custom: false,
    })),
    ...custom.map((entry) => ({
      id: entry.id,
      name: entry.part.name,
      area: entry.part.area,
      custom: true,
    })),
  ];
}
